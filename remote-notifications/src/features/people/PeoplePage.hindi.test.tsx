import { renderWithProviders } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth } from 'shared-ui/testing';
import PeoplePage from './PeoplePage';
import { servePeople } from './testing/peopleApi';

jest.setTimeout(30_000);

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(async () => {
  restoreViewport();
  await setLanguage('en');
});

describe('People in Hindi', () => {
  it('shows the heading, the buttons, the filters and the table in Hindi', async () => {
    servePeople();
    await setLanguage('hi');
    renderWithProviders(<PeoplePage />, { route: '/back-office/people', path: '/back-office/people', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'लोग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कर्मचारी जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'क्षेत्र जोड़ें' })).toBeInTheDocument();
    const employees = await screen.findByRole('table', { name: 'कर्मचारी' });
    expect(within(employees).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'कर्मचारी ID',
      'नाम',
      'भूमिका',
      'क्षेत्र',
      'मैनेजर',
      'मोबाइल',
      'ई-मेल',
      'KYC स्थिति',
      'सक्रिय',
      'कार्रवाई',
    ]);
    expect(within(employees).getByText('Pune West (क्लस्टर)')).toBeInTheDocument();
    expect(within(employees).getByRole('button', { name: 'Aarav Sharma को निष्क्रिय करें' })).toHaveTextContent('निष्क्रिय करें');
    expect(screen.getByRole('searchbox', { name: 'लोगों को खोजें' })).toBeInTheDocument();
  });

  it('opens Add territory in Hindi and says what is missing', async () => {
    servePeople();
    await setLanguage('hi');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PeoplePage />, { route: '/back-office/people', path: '/back-office/people', tokens: true });

    await user.click(await screen.findByRole('button', { name: 'क्षेत्र जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'क्षेत्र जोड़ें' });
    await user.click(within(dialog).getByRole('button', { name: 'क्षेत्र बनाएँ' }));
    expect(await within(dialog).findByText('क्षेत्र का नाम लिखें।')).toBeInTheDocument();
    expect(within(dialog).getByText('स्तर चुनें।')).toBeInTheDocument();
  });
});
