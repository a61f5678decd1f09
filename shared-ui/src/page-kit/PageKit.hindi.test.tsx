import { act, screen } from '@testing-library/react';
import { LeadStatusBadge, leadStatusText } from '../components/LeadStatusBadge';
import { setLanguage } from '../languages/catalogue';
import { renderWithProviders } from '../testing';
import { ErrorState } from './PageStates';
import { Pager } from './Pager';

const networkError = () => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', request: {} });

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the page kit in Hindi', () => {
  it("shows its own texts in the page's language: a failed read, the pager, a lead's status", async () => {
    renderWithProviders(
      <>
        <ErrorState error={networkError()} fallback="Failed to fetch my leads" onRetry={() => undefined} />
        <Pager label="Lead pages" page={2} pageCount={5} onPageChange={() => undefined} />
        <LeadStatusBadge status="approved" />
        <LeadStatusBadge status="on_hold" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('approved')).toBeInTheDocument();

    await act(() => setLanguage('hi'));

    expect(screen.getByText('अभी सर्वर से संपर्क नहीं हो पा रहा, इसलिए यह लोड नहीं हो सका।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^त्रुटि: /);
    expect(screen.getByText('पेज 2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeInTheDocument();
    expect(screen.getByText('मंज़ूर')).toBeInTheDocument();
    // A status the kit does not know is shown as the API wrote it.
    expect(screen.getByText('on_hold')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it("writes a lead's status in the page's language for texts (the lead's page, its timeline, the lists' CSV files)", async () => {
    expect([leadStatusText('processing'), leadStatusText('Approved'), leadStatusText('on hold'), leadStatusText(''), leadStatusText(null)]).toEqual([
      'Processing',
      'Approved',
      'On Hold',
      'Unknown',
      'Unknown',
    ]);
    await act(() => setLanguage('hi'));
    expect([leadStatusText('processing'), leadStatusText('approved'), leadStatusText('rejected'), leadStatusText('on hold')]).toEqual([
      'प्रोसेसिंग में',
      'मंज़ूर',
      'अस्वीकृत',
      'On Hold',
    ]);
  });
});
