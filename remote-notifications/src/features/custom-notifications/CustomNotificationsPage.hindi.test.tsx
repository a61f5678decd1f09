import { renderWithProviders } from 'shared-auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { toaster } from 'shared-ui/widgets';
import CustomNotificationsPage from './CustomNotificationsPage';
import { serveCustom } from './testing/customApi';

jest.setTimeout(40_000);

afterEach(async () => {
  act(() => toaster.remove());
  await setLanguage('en');
});

describe('Custom notifications in Hindi', () => {
  it('shows the heading, the form and the preview in Hindi, and toasts in Hindi', async () => {
    serveCustom({ sent: 12 });
    await setLanguage('hi');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CustomNotificationsPage />, { route: '/custom_notifications', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'कस्टम सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← सूचनाओं पर वापस जाएँ' })).toHaveAttribute('href', '/notifications');
    const send = await screen.findByRole('button', { name: 'भेजें' });
    expect(send).toBeDisabled();
    expect(screen.getByRole('radio', { name: /कस्टम अलर्ट/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'सभी' })).toBeChecked();
    const preview = screen.getByRole('region', { name: 'प्रीव्यू' });
    expect(within(preview).getByText('संदेश यहाँ वैसा ही दिखेगा जैसा लोग उसे पढ़ेंगे।')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^शीर्षक/ }), 'Diwali payout dates');
    await user.click(screen.getByRole('textbox', { name: /^संदेश/ }));
    await user.paste('Payouts run on 3 Nov.');
    await user.click(send);
    await waitFor(() => expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'कस्टम अलर्ट भेज दिया गया', description: '12 कर्मचारियों को भेजा गया।' }));
  });
});
