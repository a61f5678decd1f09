// The role dashboards of /dashboard (issue 28, docs/dashboards.md) on the real API: CN1001, AD3001 and
// RM2001 at 390px and 1280px see their own dashboard, its figures are the API's answer fetched with the
// same session, a figure's link lands on the filtered list, and each dashboard passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../support/environment';
import { listEntries, signInThroughForm } from '../support/portal';

const WIDTHS = [390, 1280];

/** The API's answer to `path` with the page's own session (the access token shared-auth keeps). */
async function apiAnswer<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('cp.access'));
  const answer = await request.get(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** Rupees as the portal writes them: Indian grouping, paise only when there are some. */
function rupees(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  const text = new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise ? 2 : 0, maximumFractionDigits: 2 }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}₹${text}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** 'YYYY-MM' of an instant in India time (UTC+05:30). */
const indiaMonth = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 7);

/** The rows of a chart card's table (opened first), as their cell texts: [month, ...values]. */
async function chartTable(card: Locator): Promise<string[][]> {
  await card.getByRole('button', { name: 'Show the numbers' }).click();
  return card.getByRole('table').evaluate((table) =>
    Array.from(table.querySelectorAll('tbody tr')).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())),
  );
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect([...wcag.violations, ...headings.violations].map((violation) => `${what}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A figure card. */
function figure(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** A figure card shows exactly this value (its large text). */
async function expectFigure(page: Page, label: string, value: string): Promise<void> {
  await expect(figure(page, label).getByText(value, { exact: true }).first()).toBeVisible();
}

/** Lead Management's pager summary for `count` leads, or its empty text. */
async function expectLeadCount(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(page.getByText('No leads match these filters.')).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Lead pages' })).toContainText(`(${count} ${count === 1 ? 'lead' : 'leads'})`);
}

interface Ledger {
  bonus_amount: number;
  transactions: { transaction_type: 'credit' | 'debit'; entry_kind?: string; amount: number; created_at: string; payout: { paid_at: string } | null }[];
}

interface IdleLeads {
  idle_days: number;
  count: number;
  oldest: { id: number; customer_name: string }[];
}

interface BackOffice {
  kyc_waiting: { count: number };
  leads_this_month: { month: string; processing: number; approved: number; rejected: number; changed_today: number };
  monthly: { month: string; created: number; approved: number; approved_amount: number }[];
  payouts_due: { amount: number };
  conversion_by_bank: { bank_name: string; leads: number; approved: number }[];
  idle_leads: IdleLeads;
}

interface Team {
  connector_count: number;
  totals: { leads: number; approved: number; payouts: number };
  connectors: { employee_id: string; name: string; leads: number; approved: number; payouts: number }[];
  monthly: { month: string; created: number; approved: number; credits: number }[];
  idle_leads: IdleLeads;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test("CN1001 sees the spec's dashboard and the earnings trend of their ledger", async ({ page, request }) => {
      await signInThroughForm(page, 'CN1001');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
      const ledger = await apiAnswer<Ledger>(page, request, '/leads/transactions/');
      await expectFigure(page, 'Total Earnings', rupees(ledger.bonus_amount));

      // The trend, computed here by its rule: commission credits by created_at, paid entries by paid_at, India time.
      const card = page.getByRole('region', { name: 'Earnings Trend' });
      await expect(card).toBeVisible();
      const rows = await chartTable(card);
      expect(rows).toHaveLength(12);
      for (const [label, credited, paid] of rows) {
        const inMonth = (iso: string) => monthLabel(indiaMonth(iso)) === label;
        const credits = ledger.transactions.filter((entry) => entry.transaction_type === 'credit' && (entry.entry_kind ?? 'commission') === 'commission' && inMonth(entry.created_at));
        const payouts = ledger.transactions.filter((entry) => entry.payout && inMonth(entry.payout.paid_at));
        expect(credited, `${label} credited`).toBe(rupees(credits.reduce((sum, entry) => sum + entry.amount, 0)));
        expect(paid, `${label} paid`).toBe(rupees(payouts.reduce((sum, entry) => sum + (entry.transaction_type === 'credit' ? entry.amount : -entry.amount), 0)));
      }
      // The chart is drawn (its own chunk, after the figures).
      await expect(card.locator('svg rect').first()).toBeAttached();
      await expectAccessible(page, `CN1001's dashboard at ${width}px`);

      await page.getByRole('region', { name: 'Recent Earnings' }).getByRole('link', { name: 'View All' }).click();
      await expect(page).toHaveURL(/\/bonus$/);
    });

    test("AD3001 sees the back office's figures, and the idle leads link lands on the filtered list", async ({ page, request }) => {
      await signInThroughForm(page, 'AD3001');
      await expect(page.getByRole('heading', { level: 1, name: 'Back office overview' })).toBeVisible();
      const answer = await apiAnswer<BackOffice>(page, request, '/dashboard/back-office/');

      await expectFigure(page, 'KYC waiting', String(answer.kyc_waiting.count));
      await expectFigure(page, 'Payouts due', rupees(answer.payouts_due.amount));
      await expectFigure(page, 'Idle leads', String(answer.idle_leads.count));
      await expectFigure(page, 'Moved today', String(answer.leads_this_month.changed_today));
      const month = page.getByRole('region', { name: `Leads in ${monthLabel(answer.leads_this_month.month)}` });
      for (const status of ['processing', 'approved', 'rejected'] as const) {
        await expect(month.getByRole('link', { name: new RegExp(`^${status}\\s*${answer.leads_this_month[status]}$`, 'i') })).toBeVisible();
      }
      await expect(page.getByText('No earnings yet.')).toHaveCount(0);
      await expect(figure(page, 'Total Earnings')).toHaveCount(0);

      const rows = await chartTable(page.getByRole('region', { name: 'Approvals by month' }));
      expect(rows).toEqual(answer.monthly.map((entry) => [monthLabel(entry.month), String(entry.created), String(entry.approved), rupees(entry.approved_amount)]));
      const banks = listEntries(page.getByRole('region', { name: 'Conversion by bank' }), 'Conversion by bank');
      const [firstBank] = answer.conversion_by_bank;
      if (firstBank) await expect(banks.filter({ hasText: firstBank.bank_name }).first()).toBeVisible();
      await expectAccessible(page, `AD3001's dashboard at ${width}px`);

      await figure(page, 'Idle leads').getByRole('link', { name: 'See the idle leads' }).click();
      await expect(page).toHaveURL(new RegExp(`/back-office/leads\\?idle_days=${answer.idle_leads.idle_days}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
      await expect(page.getByLabel('Idle')).toHaveValue(String(answer.idle_leads.idle_days));
      await expectLeadCount(page, answer.idle_leads.count);
    });

    test("RM2001 sees the team's month, and a connector's leads link lands on their filtered leads", async ({ page, request }) => {
      await signInThroughForm(page, 'RM2001');
      await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
      const answer = await apiAnswer<Team>(page, request, '/dashboard/team/');

      await expectFigure(page, 'Connectors', String(answer.connector_count));
      await expectFigure(page, 'Leads this month', String(answer.totals.leads));
      await expectFigure(page, 'Approved this month', String(answer.totals.approved));
      await expectFigure(page, 'Payouts this month', rupees(answer.totals.payouts));
      await expect(figure(page, 'Total Earnings')).toHaveCount(0);

      const team = page.getByRole('region', { name: /^Your connectors in / });
      const entries = listEntries(team, 'Your connectors');
      for (const connector of answer.connectors) {
        const entry = entries.filter({ hasText: connector.employee_id });
        await expect(entry).toHaveCount(1);
        await expect(entry.getByRole('link', { name: `${connector.leads} ${connector.leads === 1 ? 'lead' : 'leads'} of ${connector.name} this month` })).toBeVisible();
        await expect(entry).toContainText(rupees(connector.payouts));
      }
      const rows = await chartTable(page.getByRole('region', { name: 'Team trend' }));
      expect(rows).toEqual(answer.monthly.map((entry) => [monthLabel(entry.month), String(entry.created), String(entry.approved), rupees(entry.credits)]));
      await expectAccessible(page, `RM2001's dashboard at ${width}px`);

      const [busiest] = answer.connectors;
      if (!busiest) throw new Error('RM2001 has no connectors in the demo data');
      await entries.filter({ hasText: busiest.employee_id }).getByRole('link', { name: `${busiest.leads} ${busiest.leads === 1 ? 'lead' : 'leads'} of ${busiest.name} this month` }).click();
      await expect(page).toHaveURL(new RegExp(`/back-office/leads\\?connector=${busiest.employee_id}&created_from=`));
      await expect(page.getByRole('heading', { level: 1, name: 'Team Leads' })).toBeVisible();
      await expect(page.getByLabel('Connector ID')).toHaveValue(busiest.employee_id);
      await expectLeadCount(page, busiest.leads);
    });
  });
}
