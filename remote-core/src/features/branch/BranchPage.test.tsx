import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkPage, renderPage } from '../../common/testing/routes';
import { hdfcBranches, kothrudSpokespersons } from '../catalogue/testing/catalogueFixtures';
import BranchPage from './BranchPage';

const BRANCH = '/leads/bankbranches/16/';
const PEOPLE = '/leads/spokespersons/?bank_branch=16';

function mockKothrud() {
  mockApi().onGet(BRANCH).reply(200, hdfcBranches()[0]);
  mockApi().onGet(PEOPLE).reply(200, kothrudSpokespersons());
}

function renderBranch(route = '/branch/16') {
  const user = userEvent.setup();
  renderPage(<BranchPage />, { route, path: '/branch/:id' });
  return user;
}

describe.each(LAYOUTS)('BranchPage ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the branch name, bank, state, cluster and "Total Spokespersons: n"', async () => {
    mockKothrud();
    renderBranch();

    expect(screen.getByRole('status', { name: 'Loading branch' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pune - Kothrud' })).toBeInTheDocument();
    const facts = screen.getAllByRole('term').slice(0, 3).map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(facts)).toEqual({ Bank: 'HDFC Bank', State: 'Maharashtra', Cluster: 'Pune' });
    expect(screen.getByText('Total Spokespersons: 2')).toBeInTheDocument();
  });

  it('lists the spokespersons with Employee ID, Name, Contact Info, Role and a status badge', async () => {
    mockKothrud();
    renderBranch();
    await screen.findByText('Total Spokespersons: 2');
    // The list itself is drawn in a deferred render, just after the total.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Spokespersons' });

    if (layout === 'wide') {
      const table = screen.getByRole('table', { name: 'Spokespersons' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Employee ID',
        'Name',
        'Contact Info',
        'Role',
        'Status',
      ]);
      const [, first, second] = within(table).getAllByRole('row');
      expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        'SP10031',
        'Suresh Patil',
        'suresh.patil.10031@hdfcbank.example9800123456',
        'Branch Manager',
        'active',
      ]);
      expect(within(second).getAllByRole('cell')[0]).toHaveTextContent('SP10032');
      expect(within(second).getAllByRole('cell')[3]).toHaveTextContent('Relationship Manager');
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Spokespersons' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByRole('heading', { name: 'Suresh Patil' })).toBeInTheDocument();
      expect(cards[0]).toHaveTextContent('SP10031');
      expect(cards[0]).toHaveTextContent('Branch Manager');
    }
    expect(screen.getByRole('link', { name: 'suresh.patil.10031@hdfcbank.example' })).toHaveAttribute(
      'href',
      'mailto:suresh.patil.10031@hdfcbank.example',
    );
    expect(screen.getByRole('link', { name: '9800123456' })).toHaveAttribute('href', 'tel:9800123456');
    expect(screen.getByText('active')).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByText('inactive')).toHaveAttribute('data-variant', 'subtle');
  });

  it('goes one step back in history with Back', async () => {
    mockKothrud();
    const user = userEvent.setup();
    renderPage(<BranchPage />, {
      route: '/bank/2',
      path: '/branch/:id',
      others: [{ path: '/bank/2', element: <LinkPage to="/branch/16" label="Pune - Kothrud" /> }],
    });
    await user.click(screen.getByRole('link', { name: 'Pune - Kothrud' }));
    await screen.findByText('Total Spokespersons: 2');
    // The list itself is drawn in a deferred render, just after the total.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Spokespersons' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Pune - Kothrud' })).toBeInTheDocument();
    expect(screen.queryByText('Total Spokespersons: 2')).not.toBeInTheDocument();
  });

  it("goes to the branch's bank with Back when there is no history (opened directly)", async () => {
    mockKothrud();
    const user = renderBranch();
    await screen.findByText('Total Spokespersons: 2');
    // The list itself is drawn in a deferred render, just after the total.
    await screen.findByRole(layout === 'wide' ? 'table' : 'list', { name: 'Spokespersons' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('At /bank/2')).toBeInTheDocument();
  });

  it('shows "Total Spokespersons: 0" for a branch without spokespersons', async () => {
    mockApi().onGet(BRANCH).reply(200, hdfcBranches()[0]);
    mockApi().onGet(PEOPLE).reply(200, []);
    renderBranch();

    expect(await screen.findByText('Total Spokespersons: 0')).toBeInTheDocument();
    expect(screen.getByText('No spokespersons at this branch yet.')).toBeInTheDocument();
  });

  it('shows a red "Error: An error occurred while fetching branches" when the branch fails', async () => {
    mockApi().onGet(BRANCH).reply(500);
    mockApi().onGet(PEOPLE).reply(200, kothrudSpokespersons());
    renderBranch();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: An error occurred while fetching branches');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows "Error: An error occurred while fetching spokespersons" when the spokespersons fail', async () => {
    mockApi().onGet(BRANCH).reply(200, hdfcBranches()[0]);
    mockApi().onGet(PEOPLE).reply(500, {});
    renderBranch();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: An error occurred while fetching spokespersons');
    expect(screen.getByRole('heading', { level: 1, name: 'Pune - Kothrud' })).toBeInTheDocument();
    expect(screen.queryByText(/Total Spokespersons/)).not.toBeInTheDocument();
  });

  it("shows the server's detail, and \"No response received from server\" without an answer", async () => {
    mockApi().onGet('/leads/bankbranches/999/').reply(404, { detail: 'Not found.' });
    mockApi().onGet('/leads/spokespersons/?bank_branch=999').reply(200, []);
    const first = renderPage(<BranchPage />, { route: '/branch/999', path: '/branch/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Not found.');
    first.unmount();

    mockApi().onGet(BRANCH).reply(200, hdfcBranches()[0]);
    mockApi().onGet(PEOPLE).networkError();
    renderBranch();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
  });
});
