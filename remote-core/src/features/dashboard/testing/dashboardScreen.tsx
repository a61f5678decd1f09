import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../common/testing/routes';
import DashboardPage from '../DashboardPage';

/** /dashboard as the signed-in role (mockProfile) opens it; the user drives it. */
export function renderDashboard() {
  const user = userEvent.setup({ delay: null });
  renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
  return user;
}

/** One figure of a staff dashboard (a group named by its label), once it is drawn. */
export async function figure(label: string) {
  return within(await screen.findByRole('group', { name: label }));
}
