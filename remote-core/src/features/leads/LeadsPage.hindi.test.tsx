import { TEST_PROFILE, mockApi } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { WIDE_WIDTH, setViewportWidth } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { allBankLoans } from '../catalogue/testing/catalogueFixtures';
import LeadsPage from './LeadsPage';
import { myLeads } from './testing/leadFixtures';

const MY_LEADS = '/leads/leads/my-leads/';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(WIDE_WIDTH);
});
afterEach(async () => {
  restoreViewport();
  await setLanguage('en');
});

describe('LeadsPage in Hindi', () => {
  it('shows the title, the list with its column headers and Add Lead in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet(MY_LEADS).reply(200, myLeads());
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });

    expect(screen.getByRole('heading', { level: 1, name: 'लीड्स प्रबंधन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लीड जोड़ें' })).toBeInTheDocument();
    // The export button is common's (src/common/i18n).
    expect(screen.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'मेरी लीड्स' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ग्राहक का नाम',
      'मोबाइल',
      'लोन का प्रकार',
      'राशि',
      'स्थिति',
      'रेफ़र करने वाले',
    ]);
    expect(within(table).getAllByText('उपलब्ध नहीं').length).toBeGreaterThan(0);
  });

  it('says in Hindi that there are no leads yet', async () => {
    await setLanguage('hi');
    mockApi().onGet(MY_LEADS).reply(200, []);
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });

    expect(await screen.findByText('अभी कोई लीड नहीं है। ग्राहक रेफ़र करने के लिए "लीड जोड़ें" दबाएँ।')).toBeInTheDocument();
  });

  it('opens Add Lead with its fields and buttons in Hindi', async () => {
    await setLanguage('hi');
    const api = mockApi();
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet('/auth/profile/').reply(200, TEST_PROFILE);
    api.onGet('/leads/bankloans/').reply(200, allBankLoans());
    const user = userEvent.setup();
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });

    await user.click(await screen.findByRole('button', { name: 'लीड जोड़ें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'लीड जोड़ें' }));
    expect(dialog.getByRole('textbox', { name: /^ग्राहक का नाम/ })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^मोबाइल नंबर/ })).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(dialog.getByRole('button', { name: 'लीड बनाएँ' })).toBeDisabled();
    expect(await dialog.findByText('रेफ़र करने वाले: Aarav Sharma (CN1001) · क्षेत्र: Pune West')).toBeInTheDocument();
  });
});
