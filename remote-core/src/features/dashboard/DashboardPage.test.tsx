import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { formatDate } from 'shared-ui';
import DashboardPage from './DashboardPage';
import { demoBonus, demoLeads, demoProfile, thisMonthIso, transaction } from './testing/dashboardFixtures';
import { gridColumnsAtWidth } from './testing/cssAtWidth';

const PROFILE = '/auth/profile/';
const TRANSACTIONS = '/leads/transactions/';
const MY_LEADS = '/leads/leads/my-leads/';

function renderDashboard() {
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard', tokens: true });
}

async function findFigure(label: string) {
  return within(await screen.findByRole('group', { name: label }));
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('DashboardPage', () => {
  it('greets the user by name with the territory as soon as the profile is known, with a spinner until the figures arrive', async () => {
    const api = mockApi();
    let answerTransactions!: () => void;
    const transactionsAnswered = new Promise<void>((resolve) => {
      answerTransactions = resolve;
    });
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(() => transactionsAnswered.then(() => [200, demoBonus()]));
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aarav Sharma' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Assigned territory' })).getByText('Pune West')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Earnings' })).not.toBeInTheDocument();

    answerTransactions();
    expect(within(await screen.findByRole('group', { name: 'Total Earnings' })).getByText('₹53,000')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  it('greets "User" when the profile has no user name, and shows no territory card without a territory', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, { ...demoProfile, username: '', assigned_territory: null });
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, User' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Assigned territory' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pune West')).not.toBeInTheDocument();
  });

  it("shows the four figures from the demo data: total, this month's credits, conversion rate and active leads", async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    const total = await findFigure('Total Earnings');
    expect(total.getByText('₹53,000')).toBeInTheDocument();
    expect(total.getByText('Paid out')).toBeInTheDocument();

    const thisMonth = await findFigure("This Month's Earnings");
    expect(thisMonth.getByText('₹43,000')).toBeInTheDocument();
    expect(thisMonth.getByText('From 4 successful leads')).toBeInTheDocument();

    expect((await findFigure('Conversion Rate')).getByText('37.5%')).toBeInTheDocument();
    expect((await findFigure('Active Leads')).getByText('3')).toBeInTheDocument();
  });

  it('puts the four figures one to a row on phones, two to a row on tablets (768–1023px) and side by side from 1024px', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    const figures = (await screen.findByRole('group', { name: 'Total Earnings' })).parentElement!;
    for (const label of ['Total Earnings', "This Month's Earnings", 'Conversion Rate', 'Active Leads']) {
      expect(within(figures).getByRole('group', { name: label })).toBeInTheDocument();
    }
    expect(gridColumnsAtWidth(figures, 390)).toBe(1);
    expect(gridColumnsAtWidth(figures, 768)).toBe(2);
    expect(gridColumnsAtWidth(figures, 900)).toBe(2);
    expect(gridColumnsAtWidth(figures, 1023)).toBe(2);
    expect(gridColumnsAtWidth(figures, 1024)).toBe(4);
  });

  it('lists at most 5 recent earnings in the order received, with customer, date, sign and colour', async () => {
    const transactions = [
      ...demoBonus().transactions,
      transaction({ id: 20, amount: 7000, created_at: thisMonthIso(30), lead_details: { customer_name: 'Tara Bose', loan_amount: 1 } }),
      transaction({ id: 21, amount: 9000, created_at: thisMonthIso(40), lead_details: { customer_name: 'Arjun Pillai', loan_amount: 1 } }),
    ];
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, { bonus_amount: 69000, transactions });
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();
    await screen.findByRole('region', { name: 'Recent Earnings' });

    const items = within(section('Recent Earnings').getByRole('list', { name: 'Recent earnings' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    ['Meera Joshi', 'N/A', 'Kabir Singh', 'Ananya Rao', 'Tara Bose'].forEach((customer, index) => {
      expect(within(items[index]).getByText(customer)).toBeInTheDocument();
    });
    expect(section('Recent Earnings').queryByText('Arjun Pillai')).not.toBeInTheDocument();

    const credit = within(items[0]).getByText('+₹25,000');
    expect(credit).toHaveStyle({ color: 'var(--chakra-colors-green-700)' });
    expect(within(items[0]).getByText(formatDate(transactions[0].created_at))).toBeInTheDocument();

    const debit = within(items[1]).getByText('-₹2,500');
    expect(debit).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(within(items[3]).getByText('+₹12,500')).toBeInTheDocument();
  });

  it('marks an unprocessed credit as Pending', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, {
      bonus_amount: 0,
      transactions: [transaction({ id: 1, amount: 4000, is_processed: false, lead_details: { customer_name: 'Nisha Kapoor', loan_amount: 1 } })],
    });
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    const item = (await screen.findByText('Nisha Kapoor')).closest('li') as HTMLElement;
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(within(item).getByText('+₹4,000')).toBeInTheDocument();
  });

  it('shows the pipeline counts and the 3 most recent leads with amount and status', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();
    await screen.findByRole('region', { name: 'Lead Pipeline' });
    const pipeline = section('Lead Pipeline');

    expect(within(pipeline.getByRole('group', { name: 'Converted' })).getByText('3')).toBeInTheDocument();
    expect(within(pipeline.getByRole('group', { name: 'In Pipeline' })).getByText('3')).toBeInTheDocument();

    const items = within(pipeline.getByRole('list', { name: 'Recent leads' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Saanvi Kulkarni');
    expect(items[0]).toHaveTextContent('₹45,00,000');
    expect(items[0]).toHaveTextContent(/processing/i);
    expect(items[1]).toHaveTextContent('Myra Reddy');
    expect(items[1]).toHaveTextContent('₹9,50,000');
    expect(items[1]).toHaveTextContent(/approved/i);
    expect(items[2]).toHaveTextContent('Reyansh Das');
    expect(items[2]).toHaveTextContent('₹15,00,000');
    expect(items[2]).toHaveTextContent(/rejected/i);
    expect(pipeline.queryByText('Ishaan Gupta')).not.toBeInTheDocument();
  });

  it('links View All to /bonus from Recent Earnings and to /leads from Lead Pipeline', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();
    await screen.findByRole('region', { name: 'Recent Earnings' });

    expect(section('Recent Earnings').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bonus');
    expect(section('Lead Pipeline').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/leads');
  });

  it('shows zeros and empty sections for a new connector with no leads or transactions', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, { bonus_amount: 0, transactions: [] });
    api.onGet(MY_LEADS).reply(200, []);

    renderDashboard();

    expect((await findFigure('Total Earnings')).getByText('₹0')).toBeInTheDocument();
    const thisMonth = await findFigure("This Month's Earnings");
    expect(thisMonth.getByText('₹0')).toBeInTheDocument();
    expect(thisMonth.getByText('From 0 successful leads')).toBeInTheDocument();
    expect((await findFigure('Conversion Rate')).getByText('0.0%')).toBeInTheDocument();
    expect((await findFigure('Active Leads')).getByText('0')).toBeInTheDocument();
    expect(section('Recent Earnings').getByText('No earnings yet.')).toBeInTheDocument();
    expect(section('Lead Pipeline').getByText('No leads yet.')).toBeInTheDocument();
  });

  it("shows the server's detail when the bonus details fail, and the lead figures still", async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(403, { detail: 'You do not have permission to perform this action.' });
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    expect(
      await screen.findByText('Error: You do not have permission to perform this action.'),
    ).toBeInTheDocument();
    expect((await findFigure('Total Earnings')).queryByText('₹53,000')).not.toBeInTheDocument();
    expect((await findFigure('Conversion Rate')).getByText('37.5%')).toBeInTheDocument();
    expect(section('Lead Pipeline').getByText('Saanvi Kulkarni')).toBeInTheDocument();
  });

  it('falls back to "An error occurred while fetching bonus details" when the answer has no detail', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(404);
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    expect(
      await screen.findByText('Error: An error occurred while fetching bonus details'),
    ).toBeInTheDocument();
  });

  it('shows "No response received from server" when the bonus request gets no answer', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).networkError();
    api.onGet(MY_LEADS).reply(200, demoLeads());

    renderDashboard();

    expect(await screen.findByText('Error: No response received from server')).toBeInTheDocument();
  });

  // Issue 23, defect 2: the pipeline never says "No leads yet." about leads it could not read.
  it('logs a failed leads fetch and shows it in Lead Pipeline instead of "No leads yet."; the figures empty, the earnings still', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).reply(500, { detail: 'Database unavailable' });

    renderDashboard();

    expect((await findFigure('Total Earnings')).getByText('₹53,000')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch my leads: Database unavailable (HTTP 500, GET /leads/leads/my-leads/)');
    expect(section('Lead Pipeline').getByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(section('Lead Pipeline').queryByText('No leads yet.')).not.toBeInTheDocument();
    expect(section('Lead Pipeline').queryByRole('group', { name: 'Converted' })).not.toBeInTheDocument();
    expect((await findFigure('Conversion Rate')).getByText('—')).toBeInTheDocument();
    expect((await findFigure('Active Leads')).getByText('—')).toBeInTheDocument();
    expect(section('Recent Earnings').getByText('Meera Joshi')).toBeInTheDocument();
    log.mockRestore();
  });

  it('with the leads unreachable shows the unreachable state in Lead Pipeline, and Retry brings the leads', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, demoBonus());
    api.onGet(MY_LEADS).networkError();

    renderDashboard();

    expect(await within(await screen.findByRole('region', { name: 'Lead Pipeline' })).findByRole('alert')).toHaveTextContent(
      'Error: No response received from server',
    );
    expect(section('Lead Pipeline').getByText('The server cannot be reached right now, so this could not be loaded.')).toBeInTheDocument();
    expect(section('Lead Pipeline').queryByText('No leads yet.')).not.toBeInTheDocument();

    api.onGet(MY_LEADS).reply(200, demoLeads());
    await user.click(section('Lead Pipeline').getByRole('button', { name: 'Retry' }));
    expect(await section('Lead Pipeline').findByText('Saanvi Kulkarni')).toBeInTheDocument();
    expect(section('Lead Pipeline').queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
