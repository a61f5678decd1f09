import { mockApi } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import type { LeadDetail, LeadDocumentsResponse } from 'shared-contracts';
import { setLanguage } from 'shared-ui/i18n';
import { renderPage } from '../../common/testing/routes';
import { documentLimits, leadDocument } from '../lead-documents/testing/documentFixtures';
import { demoLeadDetail } from '../leads/testing/leadFixtures';
import LeadDetailPage from './LeadDetailPage';

const LEAD = '/leads/leads/4/';

function documentsOf(lead: LeadDetail): LeadDocumentsResponse {
  return {
    lead_id: lead.id,
    limits: documentLimits(),
    can_decide: false,
    documents: Object.entries(lead.documents_checklist).map(([name, state]) => leadDocument({ name, state: state as 'Pending' })),
  };
}

afterEach(async () => {
  await setLanguage('en');
});

describe('LeadDetailPage in Hindi', () => {
  it('shows the way back, the cards and their labels in Hindi', async () => {
    await setLanguage('hi');
    const lead = demoLeadDetail();
    mockApi().onGet(LEAD).reply(200, lead).onGet(`${LEAD}documents/`).reply(200, documentsOf(lead));
    renderPage(<LeadDetailPage />, { route: '/lead/4', path: '/lead/:id' });

    expect(screen.getByRole('status', { name: 'लीड लोड हो रही है' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लीड्स पर वापस जाएँ' })).toHaveAttribute('href', '/leads');
    const customer = screen.getByRole('region', { name: 'ग्राहक की जानकारी' });
    expect(within(customer).getByText('पता')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'लोन की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'स्थिति की टाइमलाइन' })).toBeInTheDocument();

    // The checklist with its uploads (lead-documents) comes in Hindi too.
    const status = screen.getByRole('region', { name: 'स्थिति और दस्तावेज़' });
    expect(await within(status).findByRole('button', { name: 'PAN Card के लिए फ़ोटो लें' })).toBeInTheDocument();
    expect(within(status).getAllByRole('button', { name: /के लिए फ़ाइलें चुनें$/ }).length).toBeGreaterThan(0);
    expect(within(status).getByText('JPG, PNG या PDF · हर फ़ाइल 10 MB तक · हर लीड 50 MB (12.3 MB इस्तेमाल हुआ)')).toBeInTheDocument();
    expect(within(status).getAllByText('जमा').length).toBeGreaterThan(0);
    // The status and the timeline's events name the status in Hindi (upper case is English's only).
    expect(within(status).getByText('प्रोसेसिंग में')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'स्थिति की टाइमलाइन' })).getByText('बनाई गई (प्रोसेसिंग में)')).toBeInTheDocument();
  });

  it('says in Hindi that a lead was not found', async () => {
    await setLanguage('hi');
    mockApi().onGet(LEAD).reply(404, { detail: 'Not found.' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<LeadDetailPage />, { route: '/lead/4', path: '/lead/:id' });

    expect(await screen.findByRole('heading', { name: 'लीड नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByText('यह लीड मौजूद नहीं है, या यह आपकी लीड्स में से नहीं है।')).toBeInTheDocument();
    log.mockRestore();
  });
});
