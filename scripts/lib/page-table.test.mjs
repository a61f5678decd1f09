// node --test: the one table of pages (pages.json) and what is derived from it outside the host.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import pageTableModule from './page-table.cjs';
import { GENERATED_DOCS, generatedPart } from './page-docs.mjs';

const { PAGE_TABLE, checkTable, exposesOf, firstReadsOf, navEntriesOf } = pageTableModule;

test('each remote exposes exactly its pages of the table, one module per page file', () => {
  assert.deepEqual(exposesOf('remote-eligibility'), {
    './LoanCriteriaPage': './src/features/loan-criteria/LoanCriteriaPage.tsx',
    './EligibilityCheckPage': './src/features/eligibility-check/EligibilityCheckPage.tsx',
  });
  const all = ['remote-core', 'remote-eligibility', 'remote-notifications'].flatMap((remote) => Object.keys(exposesOf(remote)));
  assert.equal(all.length, PAGE_TABLE.pages.length);
});

test('a new entry is all a remote needs to expose a page (the host side: host/src/app/AppRoutes.newPage.test.tsx)', () => {
  const statements = {
    path: '/statements',
    remote: 'remote-core',
    module: './StatementsPage',
    source: 'src/features/statements/StatementsPage.tsx',
    title: 'Statements',
    audience: 'everyone',
    nav: [{ group: 'main', id: 'statements', label: 'Statements' }],
  };
  const table = checkTable({ navGroups: PAGE_TABLE.navGroups, pages: [...PAGE_TABLE.pages, statements] });
  assert.equal(exposesOf('remote-core', table)['./StatementsPage'], './src/features/statements/StatementsPage.tsx');
  assert.equal(Object.keys(exposesOf('remote-core', table)).length, Object.keys(exposesOf('remote-core')).length + 1);
});

// The dashboard declares none: its first frame (the greeting, from the account reads) needs no page data.
test("a remote's manifest names the first reads of its pages that declare them, by exposed module", () => {
  assert.deepEqual(firstReadsOf('remote-core'), {
    './BonusPage': ['/leads/transactions/'],
    './LeadDetailPage': ['/leads/leads/:id/', '/leads/leads/:id/documents/'],
    './ManagedLeadPage': ['/leads/manage/leads/:id/', '/leads/manage/leads/:id/documents/'],
  });
  assert.deepEqual(firstReadsOf('remote-eligibility'), {});
  assert.deepEqual(firstReadsOf('remote-notifications'), { './NotificationCenterPage': ['/notifications/active/'], './ProfilePage': ['/leads/employees/me/'] });
});

test("the host names no remote page's API path: pages declare their first reads, their remotes' manifests carry them", () => {
  // The shell's own reads (the account, the bell's unread count) are allowed.
  const remoteApiPath = /['"`]\/(leads|eligibility|criteria|team|territories|people|payouts)\//;
  const hostSource = new URL('../../host/src/', import.meta.url);
  const files = fs
    .readdirSync(hostSource, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  assert.ok(files.length > 20);
  const naming = files.filter((file) => remoteApiPath.test(fs.readFileSync(new URL(file, hostSource), 'utf8')));
  assert.deepEqual(naming, []);
});

test('every page names a file of its remote', () => {
  for (const page of PAGE_TABLE.pages) {
    assert.ok(fs.existsSync(new URL(`../../${page.remote}/${page.source}`, import.meta.url)), `${page.remote}/${page.source}`);
  }
});

test("the sidebar's groups keep the spec's order", () => {
  assert.deepEqual(
    navEntriesOf('main').map((entry) => entry.label),
    ['Dashboard', 'Bank & Loans', 'Leads', 'Bonus', 'Loan Products', 'Eligibility Check', 'My Profile'],
  );
  assert.deepEqual(
    navEntriesOf('backOffice').map((entry) => entry.label),
    ['KYC Review', 'Lead Management', 'Payouts', 'Catalogue', 'People'],
  );
  assert.deepEqual(
    navEntriesOf('myTeam').map((entry) => entry.label),
    ['My Team', 'Team Leads'],
  );
});

test('a table with a mistake is refused with every problem named', () => {
  const page = PAGE_TABLE.pages[0];
  assert.throws(
    () =>
      checkTable({
        navGroups: PAGE_TABLE.navGroups,
        pages: [
          page,
          { ...page, index: false, module: './DashboardPage' },
          { ...page, index: false, path: '/x/:id', remote: 'remote-nowhere', module: 'Oops', source: 'src/none.tsx', nav: [{ group: 'side', id: 'x', label: 'X' }], firstReads: ['/ok/', 'leads?page=2'] },
          // A read's :name must be the page's own: /y/:id has no :other to fill it with.
          { ...page, index: false, path: '/y/:id', module: './YPage', source: 'src/features/y/YPage.tsx', nav: undefined, firstReads: ['/things/:id/', '/things/:other/'] },
        ],
      }),
    (error) => {
      for (const problem of [
        '/dashboard: declared twice',
        'remote-core already exposes ./DashboardPage',
        '/x/:id: remote must be one of',
        '/x/:id: module must look like ./SomethingPage',
        "/x/:id: source must be the page's file",
        '/x/:id: nav group side is not in navGroups',
        '/x/:id: a page with route parameters has no sidebar entry',
        '/x/:id: firstReads must be API paths',
        '/y/:id: firstReads must be API paths',
      ]) {
        assert.ok(error.message.includes(problem), `expected "${problem}" in:\n${error.message}`);
      }
      return true;
    },
  );
});

test('the docs hold the tables pages.json gives (node scripts/lib/page-docs.mjs --write)', () => {
  for (const { file, table } of GENERATED_DOCS) {
    assert.equal(generatedPart(fs.readFileSync(file, 'utf8')), table(), `${file} differs from pages.json`);
  }
});
