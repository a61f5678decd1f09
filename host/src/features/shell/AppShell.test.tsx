import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { AppShell } from './AppShell';

function renderShell(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/leads" element={<p>Leads page</p>} />
        <Route path="/profile" element={<p>Profile page</p>} />
        <Route path="/banks_eligibility" element={<p>Loan products page</p>} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route, tokens: true },
  );
}

const PROFILE = {
  id: 1,
  username: 'Aarav Sharma',
  employee_id: 'CN1001',
  email: null,
  mobile_number: null,
  role: 'connector',
  assigned_territory: null,
};

function sidebar() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0];
}

describe('AppShell', () => {
  it('shows the logo, Logout, the seven sidebar items and the page', async () => {
    renderShell('/dashboard');
    expect(screen.getAllByRole('img', { name: 'Connector Portal' })[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Bank & Loans',
      'Leads',
      'Bonus',
      'Loan Products',
      'Eligibility Check',
      'My Profile',
    ]);
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Back Office', ['KYC Review', 'Lead Management', 'Payouts', 'Catalogue', 'People']],
    ['director', 'Back Office', ['KYC Review', 'Lead Management', 'Payouts', 'Catalogue', 'People']],
    ['rm', 'My Team', ['My Team', 'Team Leads']],
  ] as const)('gives a signed-in %s the "%s" group after the seven items', async (role, group, labels) => {
    mockApi().onGet('/auth/profile/').reply(200, { ...PROFILE, role });
    renderShell('/dashboard');
    const section = await within(sidebar()).findByRole('region', { name: group });
    expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(labels);
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(7 + labels.length);
  });

  it('lets the title "Connector Portal" give way to the bell and Logout without cutting it off', async () => {
    renderShell('/dashboard');
    const title = within(screen.getByRole('banner')).getByRole('img', { name: 'Connector Portal' });
    const wordmark = within(title).getByText('Connector', { exact: false });
    expect(wordmark).toHaveTextContent('Connector Portal');
    // Allowed to shrink rather than push the bell off screen, and then to go on two lines, never cut off
    // (a phone's width in Hindi, where Logout is wider: e2e/tests/hindi.spec.ts; one line at 390px in
    // English: e2e/tests/layouts.spec.ts).
    expect(wordmark).toHaveStyle({ minWidth: '0' });
    expect(wordmark).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(wordmark).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(title.closest('a')).toHaveStyle({ minWidth: '0' });
  });

  it('gives a connector exactly the seven items', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, PROFILE);
    renderShell('/dashboard');
    await waitFor(() => expect(api.history.get.some((request) => request.url === '/auth/profile/')).toBe(true));
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(7);
    expect(within(sidebar()).queryByRole('region')).not.toBeInTheDocument();
  });

  it('marks the current item active and follows navigation', async () => {
    renderShell('/profile');
    expect(within(sidebar()).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await userEvent.setup().click(within(sidebar()).getByRole('link', { name: 'Loan Products' }));
    expect(await screen.findByText('Loan products page')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Loan Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('aria-current');
  });

  it('opens the navigation drawer with an overlay from the menu toggle, and closes it on navigation', async () => {
    renderShell('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(screen.getByTestId('nav-drawer-overlay')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(drawer).getByRole('link', { name: 'Leads' }));
    expect(await screen.findByText('Leads page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer from its close button', async () => {
    renderShell('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs out and goes to /login', async () => {
    const api = mockApi();
    api.onPost('/auth/logout').reply(204);
    renderShell('/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('cp.refresh')).toBeNull();
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({ refreshToken: 'test-refresh-token' });
  });
});
