import { mockApi } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import PayoutsPage from './PayoutsPage';
import { pendingPage, runsPage, taxQueue } from './testing/payoutFixtures';

const PENDING = /^\/leads\/payouts\/pending\/\?/;
const RUNS = /^\/leads\/payouts\/runs\/\?page=/;
const TO_VERIFY = '/leads/payouts/tax-profiles/';

jest.setTimeout(30_000);

describe('PayoutsPage in Hindi', () => {
  let restoreViewport: () => void;
  beforeEach(async () => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet(TO_VERIFY).reply(200, taxQueue([]));
    await setLanguage('hi');
  });
  afterEach(async () => {
    // Unmounted first: the switch back to English re-renders whatever is still on screen.
    cleanup();
    restoreViewport();
    await setLanguage('en');
  });

  it('shows the header, the tabs, the totals, the entries and the selection in Hindi', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    renderPage(<PayoutsPage />, { route: '/back-office/payouts', path: '/back-office/payouts' });

    expect(screen.getByRole('heading', { level: 1, name: 'पेआउट' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'लंबित' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'पेआउट रन' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'टैक्स विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कनेक्टर' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कुल शुद्ध राशि' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'कनेक्टर खोजें' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Aarav Sharma (CN1001) की एंट्री' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['चुनें', 'प्रकार', 'ग्राहक', 'विवरण', 'राशि', 'तारीख']);
    expect(within(table).getAllByText('क्रेडिट').length).toBeGreaterThan(0);
    const aarav = screen.getByRole('region', { name: 'Aarav Sharma (CN1001)' });
    expect(aarav).toHaveTextContent('शुद्ध राशि ₹30,625');
    expect(aarav).toHaveTextContent('TDS कटौती -₹625');
    expect(screen.getByRole('status', { name: 'चयन' })).toHaveTextContent('0 चुनी गईं · ₹0');
    expect(screen.getByRole('status', { name: 'चयन' })).toHaveTextContent('भुगतान के लिए एंट्री चुनें।');
    expect(screen.getByRole('button', { name: 'पेआउट करें' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'कनेक्टर के पेज' })).toHaveTextContent('2 कनेक्टर');
  });

  it('says in Hindi when there is nothing to pay, no payout run and nothing to verify', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage([]));
    mockApi().onGet(RUNS).reply(200, runsPage([]));
    const user = userEvent.setup({ delay: null });
    renderPage(<PayoutsPage />, { route: '/back-office/payouts', path: '/back-office/payouts' });

    expect(await screen.findByText('भुगतान के लिए कुछ नहीं है: हर एंट्री का भुगतान हो चुका है।')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'पेआउट रन' }));
    expect(await screen.findByText('अभी कोई पेआउट रन नहीं है। लंबित टैब से एक दर्ज करें।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TDS रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TDS रिपोर्ट डाउनलोड करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'टैक्स विवरण' }));
    expect(await screen.findByText('सत्यापित करने के लिए कुछ नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सत्यापन के लिए टैक्स विवरण' })).toBeInTheDocument();
  });
});
