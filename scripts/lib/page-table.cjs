/**
 * pages.json (repository root), loaded and checked once: the one declaration of each page. CommonJS
 * so that the remotes' webpack configs, the ESM scripts and the tests read it through the same code.
 * The host reads the same file through host/src/app/pageTable.ts, which also checks each audience
 * against shared-contracts' PAGE_AUDIENCES (its unit test).
 *
 * From it come each remote's exposes (webpack/federated-app.cjs), its dev shell's pages, the host's
 * routes and sidebar, the bundle budgets' page list and the checks of the docs' page tables.
 * Loading it reads nothing but pages.json (and services.json): it is a build input of every front
 * end, and the builds' caches depend on exactly the files their configurations read. Whether each
 * page's file exists is checked by its test (page-table.test.mjs) and by the remote's build.
 */
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_SERVICES } = require('./service-table.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const PAGES_FILE = path.join(REPO_ROOT, 'pages.json');
/**
 * @typedef {{ group: string, id: string, label: string, detailPrefixes?: string[] }} NavEntry
 * @typedef {{ path: string, index?: boolean, remote: string, module: string, source: string, title: string, audience: string, firstReads?: string[], nav?: NavEntry[] }} PageEntry
 * @typedef {{ id: string, label?: string, audience: string }} NavGroup
 */

function checkTable({ navGroups, pages }) {
  const problems = [];
  const remotes = new Set(REMOTE_SERVICES.map((service) => service.name));
  const groups = new Set();
  for (const group of navGroups) {
    if (groups.has(group.id)) problems.push(`nav group ${group.id} is declared twice`);
    groups.add(group.id);
  }
  const paths = new Set();
  const modules = new Set();
  const navIds = new Map();
  for (const page of pages) {
    const label = page.path || JSON.stringify(page);
    for (const field of ['path', 'remote', 'module', 'source', 'title', 'audience']) {
      if (typeof page[field] !== 'string' || page[field] === '') problems.push(`${label}: ${field} is missing`);
    }
    if (paths.has(page.path)) problems.push(`${label}: declared twice`);
    paths.add(page.path);
    if (!remotes.has(page.remote)) problems.push(`${label}: remote must be one of ${[...remotes].join(', ')} (services.json)`);
    if (!/^\.\/[A-Z][A-Za-z]+Page$/.test(page.module ?? '')) problems.push(`${label}: module must look like ./SomethingPage`);
    if (modules.has(`${page.remote}${page.module}`)) problems.push(`${label}: ${page.remote} already exposes ${page.module}`);
    modules.add(`${page.remote}${page.module}`);
    if (!/^src\/features\/[a-z-]+\/[A-Z][A-Za-z]+Page\.tsx$/.test(page.source ?? '')) {
      problems.push(`${label}: source must be the page's file, src/features/<feature>/<Name>Page.tsx`);
    }
    // A `:name` segment is filled from the page's own address (host/src/features/startup/earlyRemotePage.ts).
    const params = new Set(page.path.split('/').filter((segment) => segment.startsWith(':')));
    const validReads = (reads) =>
      Array.isArray(reads) &&
      reads.every(
        (read) => typeof read === 'string' && /^\/([a-z0-9_-]+\/|:[a-z]+\/)+$/.test(read) && read.split('/').every((segment) => !segment.startsWith(':') || params.has(segment)),
      );
    if (page.firstReads !== undefined && !validReads(page.firstReads)) {
      problems.push(`${label}: firstReads must be API paths such as "/auth/profile/" (no query string; a :name segment must be one of the page's own)`);
    }
    for (const entry of page.nav ?? []) {
      if (!groups.has(entry.group)) problems.push(`${label}: nav group ${entry.group} is not in navGroups`);
      const key = `${entry.group}/${entry.id}`;
      if (navIds.has(key)) problems.push(`${label}: nav id ${entry.id} is used twice in ${entry.group}`);
      navIds.set(key, label);
      if (!entry.label) problems.push(`${label}: nav entry ${entry.id} has no label`);
      if (page.path.includes(':')) problems.push(`${label}: a page with route parameters has no sidebar entry`);
    }
  }
  if (pages.filter((page) => page.index).length !== 1) problems.push('exactly one page is the index page ("index": true)');
  if (problems.length > 0) throw new Error(`${PAGES_FILE} is invalid:\n  - ${problems.join('\n  - ')}`);
  return { navGroups, pages };
}

/** @type {{ navGroups: NavGroup[], pages: PageEntry[] }} */
const PAGE_TABLE = checkTable(JSON.parse(fs.readFileSync(PAGES_FILE, 'utf8')));

/** The pages a remote (its name in services.json) exposes. */
const pagesOf = (remote, table = PAGE_TABLE) => table.pages.filter((page) => page.remote === remote);

/** A remote's Module Federation exposes: './SomethingPage' -> './src/features/.../SomethingPage.tsx'. */
const exposesOf = (remote, table = PAGE_TABLE) => Object.fromEntries(pagesOf(remote, table).map((page) => [page.module, `./${page.source}`]));

/** The sidebar entries of one group, in table order, each with its page. */
const navEntriesOf = (group) =>
  PAGE_TABLE.pages.flatMap((page) => (page.nav ?? []).filter((entry) => entry.group === group).map((entry) => ({ ...entry, page })));

/**
 * The pages held to the phone targets (the Lighthouse bench, the e2e accessibility test): every page
 * a connector opens without an id (the sidebar's and the bell's), opened as a connector, and the
 * back office's sidebar pages, opened as staff.
 */
const auditedPages = () => [
  ...PAGE_TABLE.pages.filter((page) => page.audience === 'everyone' && !page.path.includes(':')).map((page) => ({ path: page.path, account: 'connector' })),
  ...navEntriesOf('backOffice').map((entry) => ({ path: entry.page.path, account: 'staff' })),
];

/**
 * A remote's pages that declare first reads, by exposed module ({ "./BonusPage": [...] }): what
 * its manifest carries (metaData.firstReads), so the host starts them without knowing them.
 */
const firstReadsOf = (remote, table = PAGE_TABLE) =>
  Object.fromEntries(pagesOf(remote, table).flatMap((page) => (page.firstReads?.length ? [[page.module, page.firstReads]] : [])));

module.exports = { PAGES_FILE, PAGE_TABLE, pagesOf, exposesOf, firstReadsOf, navEntriesOf, auditedPages, checkTable };
