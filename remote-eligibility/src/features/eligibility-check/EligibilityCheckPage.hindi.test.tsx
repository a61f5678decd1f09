import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import EligibilityCheckPage from './EligibilityCheckPage';
import { eligibilityAnswer, ineligibleBank } from './testing/eligibilityFixtures';

const CHECK_PATH = '/loan_eligibility/check-eligibility/';

afterEach(async () => {
  await setLanguage('en');
});

async function paste(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

describe('EligibilityCheckPage in Hindi', () => {
  it('shows the title, the loan types, the form and the empty results in Hindi', async () => {
    await setLanguage('hi');
    renderWithProviders(<EligibilityCheckPage />, { route: '/eligibility_check', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'पात्रता जाँच' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'लोन का प्रकार' });
    expect(within(group).getByRole('radio', { name: 'पर्सनल' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'प्रॉपर्टी पर लोन' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'पात्रता जाँच' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पर्सनल विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ग्राहक प्रोफ़ाइल' })).toBeInTheDocument();
    const location = screen.getByRole('combobox', { name: /^लोकेशन/ });
    expect(within(location).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'लोकेशन चुनें',
      'मेट्रो',
      'शहरी',
      'अर्ध-शहरी',
      'ग्रामीण',
    ]);
    const pf = screen.getByRole('radiogroup', { name: 'प्रोविडेंट फ़ंड (PF) कटता है' });
    expect(within(pf).getByRole('radio', { name: 'लागू नहीं' })).toBeChecked();
    const results = screen.getByRole('region', { name: 'पात्र बैंक' });
    expect(within(results).getByText('अभी कोई नतीजा नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पात्रता जाँचें' })).toBeEnabled();
  });

  it('says in Hindi what is missing, and shows the banks in Hindi', async () => {
    await setLanguage('hi');
    mockApi()
      .onPost(CHECK_PATH)
      .reply(200, eligibilityAnswer({ ineligible_banks: [ineligibleBank()] }));
    const user = userEvent.setup();
    renderWithProviders(<EligibilityCheckPage />, { route: '/eligibility_check', tokens: true });
    await screen.findByRole('form', { name: 'पात्रता जाँच' });

    await user.click(screen.getByRole('button', { name: 'पात्रता जाँचें' }));
    expect(screen.getByRole('textbox', { name: /^उम्र \(साल\)/ })).toHaveAccessibleErrorMessage('यह जानकारी ज़रूरी है।');

    await paste(user, /^उम्र \(साल\)/, '35');
    await paste(user, /^CIBIL स्कोर/, '760');
    await user.selectOptions(screen.getByRole('combobox', { name: /^लोकेशन/ }), 'मेट्रो');
    await paste(user, /^ज़रूरी लोन राशि/, '500000');
    await paste(user, /^ज़रूरी अवधि/, '36');
    await paste(user, /^हाल के DPD/, '0');
    await paste(user, /^CIBIL पूछताछ/, '2');
    await paste(user, /^मासिक आय/, '65000');
    await paste(user, /^नौकरी का अनुभव/, '24');
    await user.selectOptions(screen.getByRole('combobox', { name: /^कंपनी का प्रकार/ }), 'MNC (बहुराष्ट्रीय कंपनी)');
    await user.click(screen.getByRole('button', { name: 'पात्रता जाँचें' }));

    const results = screen.getByRole('region', { name: 'पात्र बैंक' });
    const hdfc = await within(results).findByRole('button', { name: /^HDFC Bank/ });
    expect(hdfc).toHaveTextContent('₹18,42,110 तक');
    expect(within(results).getByText('पर्सनल लोन, राशि ₹5,00,000, 36 महीने के लिए: 2 में से 1 बैंक पात्र')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'पात्र नहीं (1)' })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'नतीजे हटाएँ' })).toBeInTheDocument();
  });
});
