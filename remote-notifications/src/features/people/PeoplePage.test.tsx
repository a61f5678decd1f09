import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { queryClient } from 'shared-auth';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeoplePage from './PeoplePage';
import { EMPLOYEES_PATH, PRIVACY_REQUESTS_PATH, PROFILE_PATH, activatePath, deactivatePath, privacyRequestPage, servePeople } from './testing/peopleApi';
import { aarav, anjali, anjaliProfile, employeePage, rajesh, rajeshProfile, rohan, vikram } from './testing/peopleFixtures';

jest.setTimeout(30_000);

function renderPage(route = '/back-office/people') {
  const user = userEvent.setup();
  renderWithProviders(<PeoplePage />, { route, path: '/back-office/people', tokens: true });
  return user;
}

// The dashboards' onboarding funnel links /back-office/people?role=connector (docs/dashboards.md).
describe('People opened with a role in its address', () => {
  it('lists that role, shows it in the Role filter, and keeps a changed role in the address', async () => {
    const server = servePeople();
    const user = renderPage('/back-office/people?role=connector');
    await screen.findByRole('table', { name: 'Employees' });
    expect(server.listQueries()[0]).toMatchObject({ role: 'connector' });
    expect(screen.getByLabelText('Role')).toHaveValue('connector');

    await user.selectOptions(screen.getByLabelText('Role'), '');
    await waitFor(() => expect(server.listQueries().at(-1)).not.toHaveProperty('role'));
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('ignores a role it does not know', async () => {
    const server = servePeople();
    renderPage('/back-office/people?role=superuser');
    await screen.findByRole('table', { name: 'Employees' });
    expect(server.listQueries()[0]).not.toHaveProperty('role');
  });
});

describe.each(LAYOUTS)('People ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  const findEmployees = () => screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Employees' });

  it('shows the heading, a spinner, then every employee with their details', async () => {
    servePeople();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add territory' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading employees' })).toBeInTheDocument();
    const employees = await findEmployees();

    if (layout === 'wide') {
      expect(within(employees).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Employee ID',
        'Name',
        'Role',
        'Territory',
        'Managers',
        'Mobile',
        'E-mail',
        'KYC',
        'Active',
        'Actions',
      ]);
      expect(within(employees).getAllByRole('columnheader').every((header) => header.getAttribute('scope') === 'col')).toBe(true);
      const rows = within(employees).getAllByRole('row').slice(1);
      const cells = (index: number) => within(rows[index]).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells(0)).toEqual([
        'CN1001',
        'Aarav Sharma',
        'Connector',
        'Pune West (cluster)',
        'Vikram Mehta (RM2001)',
        '9876500001',
        'aarav.sharma@connectorportal.in',
        'Verified',
        'Active',
        'Deactivate',
      ]);
      expect(cells(1)).toEqual(['CN1003', 'Rohan Verma', 'Connector', 'N/A', 'Vikram Mehta (RM2001)', 'N/A', 'N/A', 'Rejected', 'Inactive', 'Activate']);
      expect(cells(2)).toEqual([
        'RM2001',
        'Vikram Mehta',
        'Relationship Manager',
        'Maharashtra (state)',
        'Anjali Desai (AD3001), Rajesh Kapoor (DR4001)',
        '9876500021',
        'vikram.mehta@connectorportal.in',
        'N/A',
        'Active',
        'Deactivate',
      ]);
      // Nobody deactivates themselves: the signed-in admin's own row has no button.
      expect(cells(3).at(-1)).toBe('');
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(employees).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Aarav Sharma',
        'Rohan Verma',
        'Vikram Mehta',
        'Anjali Desai',
      ]);
      const facts = (index: number) =>
        Object.fromEntries(within(cards[index]).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(facts(0)).toEqual({
        Territory: 'Pune West (cluster)',
        Managers: 'Vikram Mehta (RM2001)',
        Mobile: '9876500001',
        'E-mail': 'aarav.sharma@connectorportal.in',
        KYC: 'Verified',
      });
      expect(within(cards[0]).getByText('CN1001 · Connector')).toBeInTheDocument();
      expect(within(cards[1]).getByText('Inactive')).toBeInTheDocument();
      expect(facts(2)).toMatchObject({ KYC: 'N/A' });
      expect(within(cards[3]).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Deactivate Aarav Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Rohan Verma' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation that warns of the sign-out, then says so and refreshes the list', async () => {
    const server = servePeople();
    server.api.onPost(deactivatePath(1)).reply(() => {
      server.set([{ ...aarav, is_active: false }, rohan, vikram, anjali]);
      return [200, { ...aarav, is_active: false }];
    });
    const user = renderPage();
    await findEmployees();

    await user.click(screen.getByRole('button', { name: 'Deactivate Aarav Sharma' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Aarav Sharma?' });
    expect(confirm).toHaveTextContent('Deactivating signs Aarav Sharma out everywhere at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Aarav Sharma was deactivated.')).toBeInTheDocument();
    expect(server.api.history.post.map((request) => request.url)).toEqual([deactivatePath(1)]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Activate Aarav Sharma' })).toBeInTheDocument();
    expect(server.listQueries().length).toBeGreaterThan(1);
  });
});

describe('People: activation', () => {
  it('activates an inactive employee', async () => {
    const server = servePeople();
    server.api.onPost(activatePath(3)).reply(200, { ...rohan, is_active: true });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Activate Rohan Verma' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Activate Rohan Verma?' });
    expect(confirm).toHaveTextContent('Rohan Verma can sign in again.');
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Rohan Verma was activated.')).toBeInTheDocument();
    expect(server.api.history.post.map((request) => request.url)).toEqual([activatePath(3)]);
  });

  it("shows the server's refusal in the dialog and changes nothing", async () => {
    const server = servePeople();
    server.api.onPost(deactivatePath(5)).reply(409, { detail: 'Vikram Mehta is already inactive.' });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Deactivate Vikram Mehta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Vikram Mehta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Vikram Mehta is already inactive.');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/was deactivated/)).not.toBeInTheDocument();
  });

  it('offers (de)activating a director only to a director, and never oneself', async () => {
    servePeople({ employees: [rajesh, anjali, vikram] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Deactivate Vikram Mehta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Rajesh Kapoor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Anjali Desai' })).not.toBeInTheDocument();
  });

  it('lets a director (de)activate another director and an admin', async () => {
    servePeople({ profile: rajeshProfile, employees: [{ ...rajesh, id: 12, employee_id: 'DR4002', username: 'Meena Rao' }, rajesh, anjali] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Deactivate Meena Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Anjali Desai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Rajesh Kapoor' })).not.toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const server = servePeople();
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Deactivate Aarav Sharma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.api.history.post).toHaveLength(0);
  });
});

describe('People: filters, paging and states', () => {
  it('asks for page 1 of everyone first, then sends each filter from page 1', async () => {
    const server = servePeople();
    const user = renderPage();
    await screen.findByRole('table', { name: 'Employees' });
    expect(server.listQueries()).toEqual([{ page: '1', page_size: '20' }]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Relationship Manager');
    await waitFor(() => expect(server.listQueries().at(-1)).toEqual({ role: 'rm', page: '1', page_size: '20' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive only');
    await waitFor(() => expect(server.listQueries().at(-1)).toEqual({ role: 'rm', is_active: 'false', page: '1', page_size: '20' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'mehta{Enter}');
    await waitFor(() =>
      expect(server.listQueries().at(-1)).toEqual({ role: 'rm', is_active: 'false', search: 'mehta', page: '1', page_size: '20' }),
    );
  });

  it('says when nothing matches the filters', async () => {
    const server = servePeople();
    const user = renderPage();
    await screen.findByRole('table', { name: 'Employees' });

    server.set([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Director');
    expect(await screen.findByText('No employees match these filters.')).toBeInTheDocument();
  });

  it('says when there is nobody at all', async () => {
    servePeople({ employees: [] });
    renderPage();
    expect(await screen.findByText('No employees yet.')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, anjaliProfile);
    api.onGet(EMPLOYEES_PATH).reply((config) => {
      const page = Number((config.params as Record<string, string>).page);
      return [200, employeePage(page === 1 ? [aarav] : [vikram], { page, count: 41 })];
    });
    const user = renderPage();

    const pager = await screen.findByRole('navigation', { name: 'Employee pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Vikram Mehta')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Aarav Sharma')).toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === EMPLOYEES_PATH).map((request) => (request.params as Record<string, string>).page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('keeps the employees on screen when a later read cannot reach the server, and says so', async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, anjaliProfile);
    api.onGet(PRIVACY_REQUESTS_PATH).reply(200, privacyRequestPage([]));
    api.onGet(EMPLOYEES_PATH).replyOnce(200, employeePage([aarav])).onGet(EMPLOYEES_PATH).networkError();
    renderPage();
    expect(await screen.findByText('Aarav Sharma')).toBeInTheDocument();

    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    expect(screen.getByText('Aarav Sharma')).toBeInTheDocument();
    expect(screen.queryByText('No employees yet.')).not.toBeInTheDocument();
  });

  it("shows the server's error with Retry", async () => {
    const api = mockApi();
    api.onGet(PROFILE_PATH).reply(200, anjaliProfile);
    api.onGet(PRIVACY_REQUESTS_PATH).reply(200, privacyRequestPage([]));
    api
      .onGet(EMPLOYEES_PATH)
      .replyOnce(500)
      .onGet(EMPLOYEES_PATH)
      .reply(200, employeePage([aarav]));
    const user = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load employees');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('People beside the sidebar on 1024–1279px', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(1100);
  });
  afterEach(() => restoreViewport());

  it('moves territory, managers and mobile under the name, keeping e-mail, KYC, Active and the actions as columns', async () => {
    servePeople();
    renderPage();
    const employees = await screen.findByRole('table', { name: 'Employees' });

    expect(within(employees).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Employee ID',
      'Name',
      'Role',
      'E-mail',
      'KYC',
      'Active',
      'Actions',
    ]);
    const firstRow = within(employees).getAllByRole('row')[1];
    const nameCell = within(firstRow).getAllByRole('cell')[1];
    const details = Object.fromEntries(within(nameCell).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({ Territory: 'Pune West (cluster)', Managers: 'Vikram Mehta (RM2001)', Mobile: '9876500001' });
    expect(within(firstRow).getAllByRole('cell').slice(3).map((cell) => cell.textContent)).toEqual([
      'aarav.sharma@connectorportal.in',
      'Verified',
      'Active',
      'Deactivate',
    ]);
    expect(within(firstRow).getByRole('button', { name: 'Deactivate Aarav Sharma' })).toBeInTheDocument();
  });
});
