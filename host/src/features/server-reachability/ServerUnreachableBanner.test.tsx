import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { ServerUnreachableBanner } from './ServerUnreachableBanner';
import { AUTO_RETRY_MS } from './useServerUnreachable';

const LEADS_PATH = '/leads/leads/my-leads/';

function LeadCount() {
  const query = useQuery({ queryKey: ['banner-test', 'leads'], queryFn: async () => (await httpClient.get<unknown[]>(LEADS_PATH)).data }, queryClient);
  return <p>{query.data ? `${query.data.length} leads` : query.isError ? 'Leads could not be loaded' : 'Loading'}</p>;
}

function renderPage() {
  renderWithProviders(
    <>
      <ServerUnreachableBanner />
      <LeadCount />
    </>,
    { tokens: true },
  );
}

describe('ServerUnreachableBanner', () => {
  it('says nothing while the server answers, even with an error of its own', async () => {
    mockApi().onGet(LEADS_PATH).reply(500, { detail: 'boom' });
    renderPage();
    expect(await screen.findByText('Leads could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Cannot reach the server')).not.toBeInTheDocument();
  });

  it('appears when the API cannot be reached and goes away after Retry succeeds', async () => {
    const api = mockApi();
    api.onGet(LEADS_PATH).networkErrorOnce();
    api.onGet(LEADS_PATH).reply(200, [{ id: 1 }, { id: 2 }]);
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Cannot reach the server');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 leads')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again by itself while the server is unreachable', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi();
      api.onGet(LEADS_PATH).replyOnce(503);
      api.onGet(LEADS_PATH).reply(200, [{ id: 1 }]);
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
      await act(async () => {
        jest.advanceTimersByTime(AUTO_RETRY_MS);
      });
      expect(await screen.findByText('1 leads')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
