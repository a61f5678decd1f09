import { mockApi } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, demoLoanTypes, hdfcBranches } from '../catalogue/testing/catalogueFixtures';
import CatalogueAdminPage from './CatalogueAdminPage';

const BANKS = '/leads/banks/';
const LOANS = '/leads/loans/';
const HDFC_BRANCHES = '/leads/bankbranches/?bank=2';

jest.setTimeout(30_000);

function renderCatalogue(route = '/back-office/catalogue') {
  const user = userEvent.setup({ delay: null });
  renderPage(<CatalogueAdminPage />, { route, path: '/back-office/catalogue' });
  return user;
}

describe('CatalogueAdminPage in Hindi', () => {
  let restoreViewport: () => void;
  beforeEach(async () => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet(BANKS).reply(200, demoBanks());
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
    await setLanguage('hi');
  });
  afterEach(async () => {
    // Unmounted first: the switch back to English re-renders whatever is still on screen.
    cleanup();
    restoreViewport();
    await setLanguage('en');
  });

  it('shows the header, the tabs, the banks and the add dialog in Hindi', async () => {
    const user = renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'कैटलॉग' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['बैंक', 'बैंक लोन', 'ब्रांच', 'संपर्क व्यक्ति']);
    const table = await screen.findByRole('table', { name: 'बैंक' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['बैंक', 'कार्रवाई']);
    // Bank names are the API's, shown as they are.
    expect(screen.getByRole('button', { name: 'HDFC Bank बदलें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'बैंक जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'बैंक जोड़ें' });
    expect(within(dialog).getByLabelText(/बैंक का नाम/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'बैंक जोड़ें' }));
    expect(await within(dialog).findByText('ज़रूरी है।')).toBeInTheDocument();
  });

  it('says in Hindi what to choose, and heads the branches in Hindi', async () => {
    mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
    renderCatalogue('/back-office/catalogue?tab=spokespersons');
    expect(await screen.findByText('संपर्क व्यक्ति देखने के लिए पहले बैंक, फिर ब्रांच चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संपर्क व्यक्ति जोड़ें' })).toBeDisabled();
  });

  it('lists a bank’s branches with Hindi column headers', async () => {
    mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
    renderCatalogue('/back-office/catalogue?tab=branches&bank=2');
    const table = await screen.findByRole('table', { name: 'ब्रांच' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ब्रांच', 'प्रकार', 'क्लस्टर', 'राज्य', 'पिनकोड', 'पता', 'कार्रवाई']);
    expect(screen.getByRole('button', { name: 'ब्रांच जोड़ें' })).toBeEnabled();
  });
});
