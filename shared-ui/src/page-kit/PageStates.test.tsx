import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundState,
  QueryStates,
  RefreshFailure,
  isUnreachableError,
  type QueryStateSource,
} from './PageStates';

// The notes under a failed read's error line, as a user reads them (page-kit/i18n/en.json).
const UNREACHABLE_TEXT = 'The server cannot be reached right now, so this could not be loaded.';
const UNREACHABLE_STALE_TEXT = 'The server cannot be reached right now. Showing what was loaded before.';
const STALE_TEXT = 'Showing what was loaded before.';

/** Errors shaped as axios builds them (shared-ui reads errors by their shape). */
const networkError = () => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', request: {} });
const timeoutError = () => Object.assign(new Error('timeout of 10000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED', request: {} });
const answered = (status: number, data: unknown = {}) => Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
const cancelled = () => Object.assign(new Error('canceled'), { isAxiosError: true, code: 'ERR_CANCELED' });

const EMPTY_TEXT = 'No leads yet. Use Add Lead to refer a customer.';

function query<T>(state: Partial<QueryStateSource<T>>): QueryStateSource<T> {
  return { data: undefined, error: null, refetch: jest.fn(), ...state };
}

function renderLeads(source: QueryStateSource<string[]>) {
  return renderWithProviders(
    <QueryStates query={source} loadingLabel="Loading leads" errorFallback="Failed to fetch my leads" isEmpty={(leads) => leads.length === 0} empty={EMPTY_TEXT}>
      {(leads) => (
        <ul aria-label="Leads">
          {leads.map((lead) => (
            <li key={lead}>{lead}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

describe('isUnreachableError', () => {
  it('is true for no answer, a timeout and a gateway answer (502, 503, 504), also as the cause of another error', () => {
    expect(isUnreachableError(networkError())).toBe(true);
    expect(isUnreachableError(timeoutError())).toBe(true);
    expect(isUnreachableError(answered(502))).toBe(true);
    expect(isUnreachableError(answered(503, { detail: 'Service Unavailable' }))).toBe(true);
    expect(isUnreachableError(answered(504))).toBe(true);
    expect(isUnreachableError(new Error('Token refresh could not reach the server', { cause: networkError() }))).toBe(true);
  });

  it('is false for an answer of the API itself, a cancelled request and errors outside HTTP', () => {
    expect(isUnreachableError(answered(500, { detail: 'Database unavailable' }))).toBe(false);
    expect(isUnreachableError(answered(404))).toBe(false);
    expect(isUnreachableError(answered(401))).toBe(false);
    expect(isUnreachableError(cancelled())).toBe(false);
    expect(isUnreachableError(new Error('boom'))).toBe(false);
    expect(isUnreachableError(null)).toBe(false);
  });
});

describe('the single states', () => {
  it('LoadingState is a named status, EmptyState a muted line', () => {
    renderWithProviders(
      <>
        <LoadingState label="Loading banks" />
        <EmptyState>No banks found.</EmptyState>
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading banks' })).toBeInTheDocument();
    expect(screen.getByText('No banks found.')).toBeInTheDocument();
  });

  it('ErrorState shows the red "Error: {message}" as an alert, and Retry asks again', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState error={answered(500, { detail: 'Database unavailable' })} fallback="Failed to fetch banks" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.queryByText(UNREACHABLE_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState names the failed request by the id the API answered with, for support', () => {
    const failure = answered(500, { detail: 'Database unavailable' });
    failure.response = Object.assign(failure.response, { headers: { 'x-request-id': '0f6c3b1e9d2a4c7b8e5f1a2b3c4d5e6f' } });
    renderWithProviders(<ErrorState error={failure} fallback="Failed to fetch banks" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.getByText('Reference: 0f6c3b1e9d2a4c7b8e5f1a2b3c4d5e6f')).toBeInTheDocument();
  });

  it('ErrorState shows no reference when the answer carried none, or not an id', () => {
    const odd = answered(500);
    odd.response = Object.assign(odd.response, { headers: { 'x-request-id': '<script>' } });
    renderWithProviders(<ErrorState error={odd} fallback="Failed to fetch banks" />);
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it("ErrorState falls back to the screen's text when the server said nothing", () => {
    renderWithProviders(<ErrorState error={answered(404)} fallback="Failed to fetch banks" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch banks');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('ErrorState for a server that cannot be reached keeps the error line and says the server cannot be reached', () => {
    renderWithProviders(<ErrorState error={networkError()} fallback="Failed to fetch banks" onRetry={() => {}} />);
    expect(screen.getByText('Error: No response received from server')).toBeInTheDocument();
    expect(screen.getByText(UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('NotFoundState names itself and offers the way back', () => {
    renderWithProviders(
      <NotFoundState title="Bank not found" message="There is no bank at this address.">
        <a href="/bank-loan">Back to Banks</a>
      </NotFoundState>,
    );
    const group = screen.getByRole('group', { name: 'Bank not found' });
    expect(within(group).getByRole('heading', { level: 2, name: 'Bank not found' })).toBeInTheDocument();
    expect(within(group).getByText('There is no bank at this address.')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Back to Banks' })).toHaveAttribute('href', '/bank-loan');
  });
});

describe('QueryStates: no list claims emptiness it did not read', () => {
  it('shows the spinner until the first answer', () => {
    renderLeads(query({}));
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('shows the empty text only for a list it read as empty', () => {
    renderLeads(query({ data: [] }));
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the data it read', () => {
    renderLeads(query({ data: ['Rahul Deshmukh', 'Meera Kulkarni'] }));
    expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a read that got no answer shows the unreachable state with Retry, never the empty text', async () => {
    const user = userEvent.setup();
    const refetch = jest.fn();
    renderLeads(query({ error: networkError(), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText(UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a gateway answer (503) is the unreachable state too', () => {
    renderLeads(query({ error: answered(503) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch my leads');
    expect(screen.getByText(UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it("another failure shows the error with the server's message, never the empty text", () => {
    renderLeads(query({ error: answered(500, { detail: 'Database unavailable' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.queryByText(UNREACHABLE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('a failed refetch keeps what was read before on screen, under the failure', () => {
    renderLeads(query({ data: ['Rahul Deshmukh'], error: networkError() }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText(UNREACHABLE_STALE_TEXT)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Leads' })).getByText('Rahul Deshmukh')).toBeInTheDocument();
  });

  it('a failed refetch of another kind says that what is shown was loaded before', () => {
    renderLeads(query({ data: ['Rahul Deshmukh'], error: answered(500) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch my leads');
    expect(screen.getByText(STALE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Rahul Deshmukh')).toBeInTheDocument();
  });

  it('Retry spins while the read is asked again', () => {
    renderLeads(query({ error: networkError(), isRefetching: true }));
    expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
  });
});

describe('RefreshFailure', () => {
  it('shows a failed later read above data already shown, and nothing while the data is fresh or absent', () => {
    const { rerender } = renderWithProviders(<RefreshFailure query={query({ data: ['Rahul Deshmukh'], error: networkError() })} fallback="Failed to fetch my leads" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText(UNREACHABLE_STALE_TEXT)).toBeInTheDocument();

    rerender(<RefreshFailure query={query({ data: ['Rahul Deshmukh'] })} fallback="Failed to fetch my leads" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<RefreshFailure query={query<string[]>({ error: networkError() })} fallback="Failed to fetch my leads" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
