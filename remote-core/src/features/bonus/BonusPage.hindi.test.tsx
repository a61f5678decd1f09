import { mockApi } from 'shared-auth/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { renderPage } from '../../common/testing/routes';
import BonusPage from './BonusPage';
import { statementMonths } from './model/statementMonths';
import { demoBonus } from './testing/bonusFixtures';

/** CLDR's month names for Hindi. */
const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'];

const TRANSACTIONS = '/leads/transactions/';

afterEach(async () => {
  // Switched back inside act: the page is still on screen and renders again in English.
  await act(() => setLanguage('en'));
});

describe('BonusPage in Hindi', () => {
  it('shows its heading, total, views, cards and table in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet(TRANSACTIONS).reply(200, demoBonus());
    const user = userEvent.setup();
    renderPage(<BonusPage />, { route: '/bonus', path: '/bonus' });

    expect(screen.getByRole('heading', { level: 1, name: 'बोनस विवरण' })).toBeInTheDocument();
    const total = await screen.findByRole('group', { name: 'कुल बोनस राशि' });
    expect(within(total).getByText('₹53,000')).toBeInTheDocument();
    expect(within(total).getByText('भुगतान हो चुका')).toBeInTheDocument();
    const [credit] = within(screen.getByRole('list', { name: 'लेन-देन' })).getAllByRole('group');
    expect(within(credit).getByText('जमा')).toBeInTheDocument();
    // The statement's months by their Hindi names, digits as in English.
    const [current = '', previous = ''] = statementMonths(new Date());
    const hindiMonth = (month: string) => `${HINDI_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    const statement = await screen.findByRole('region', { name: 'मासिक स्टेटमेंट' });
    const picker = within(statement).getByRole('combobox');
    expect(picker).toHaveDisplayValue(hindiMonth(current));
    expect(within(picker).getByRole('option', { name: hindiMonth(previous) })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'दृश्य' })).getByRole('button', { name: 'तालिका' }));
    const table = await screen.findByRole('table', { name: 'लेन-देन' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'तारीख',
      'राशि',
      'स्थिति',
      'ग्राहक',
      'बैंक',
      'लोन का प्रकार',
      'लोन राशि',
      'कमीशन',
    ]);
    expect(within(table).getAllByText('जमा हुआ').length).toBeGreaterThan(0);
  });

  it('says there are no transactions yet in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet(TRANSACTIONS).reply(200, { bonus_amount: 0, transactions: [] });
    renderPage(<BonusPage />, { route: '/bonus', path: '/bonus' });
    expect(await screen.findByText('अभी कोई लेन-देन नहीं। आपकी लीड्स मंज़ूर होने पर पेआउट यहाँ दिखेंगे।')).toBeInTheDocument();
  });
});
