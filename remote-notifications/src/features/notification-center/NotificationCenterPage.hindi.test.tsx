import { renderWithProviders } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import NotificationCenterPage from './NotificationCenterPage';
import { serveNotifications } from './testing/notificationApi';
import { notificationPage } from './testing/notificationFixtures';

jest.setTimeout(40_000);

afterEach(async () => {
  await setLanguage('en');
});

describe('Notification Center in Hindi', () => {
  it('shows its heading, totals, tabs, buttons and items in Hindi; titles and messages as the server sent them', async () => {
    serveNotifications();
    await setLanguage('hi');
    renderWithProviders(<NotificationCenterPage />, { route: '/notifications', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'सूचना केंद्र' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'सूचनाएँ लोड हो रही हैं' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'सूचनाएँ' });
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा मार्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'बिना पढ़ी 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'सभी' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('सूचनाओं की गिनती')).getByText('कुल')).toBeInTheDocument();

    const [first] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('लीड की स्थिति')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Lead approved');
    expect(within(first).getByRole('link', { name: 'लीड देखें' })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Lead approved चुनें' })).toBeInTheDocument();
    expect(within(within(first).getByLabelText('लीड')).getByText('ग्राहक')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeInTheDocument();
  });

  it('says in Hindi that nothing is unread, and how many were marked', async () => {
    const empty = notificationPage([], { summary: { total_notifications: 2, active_notifications: 0, read_notifications: 2 } });
    serveNotifications({ unread: empty, all: empty });
    await setLanguage('hi');
    renderWithProviders(<NotificationCenterPage />, { route: '/notifications', tokens: true });

    expect(await screen.findByText('कोई बिना पढ़ी सूचना नहीं है। आपने सब पढ़ लिया है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा मार्क करें' })).toBeDisabled();
  });

  it('confirms Mark All Read in Hindi', async () => {
    serveNotifications();
    await setLanguage('hi');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationCenterPage />, { route: '/notifications', tokens: true });
    await screen.findByRole('list', { name: 'सूचनाएँ' });

    await user.click(screen.getByRole('button', { name: 'सभी को पढ़ा मार्क करें' }));
    expect(await screen.findByText('2 सूचनाएँ पढ़ी हुई मार्क की गईं।')).toBeInTheDocument();
  });
});
