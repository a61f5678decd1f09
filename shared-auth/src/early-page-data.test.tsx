import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { adoptEarlyResponses, earlyQueryData, httpClient, queryClient, setTokens, type EarlyAnswer } from './index';
import { mockApi } from './testing';

const LEAD = '/leads/leads/6/';

function early(path: string, accessToken: string, answer: EarlyAnswer | null) {
  return { path, accessToken, answer: Promise.resolve(answer) };
}

/** Lets the early answers' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function LeadName() {
  const { data } = useQuery(
    { queryKey: ['lead', 6], queryFn: async () => (await httpClient.get<{ name: string }>(LEAD)).data, ...earlyQueryData<{ name: string }>(LEAD) },
    queryClient,
  );
  return <p>{data ? data.name : 'Loading'}</p>;
}

describe("a page's first read started with the early read's answer", () => {
  beforeEach(() => {
    queryClient.clear();
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('is drawn in the first render when the answer is in, with no request, and a later read goes to the server', async () => {
    const api = mockApi();
    api.onGet(LEAD).reply(200, { name: 'from the server' });
    adoptEarlyResponses([early(LEAD, 'access-1', { status: 200, data: { name: 'sent early' } })]);
    await settle();

    render(<LeadName />);
    // Synchronously: no "Loading" render before it.
    expect(screen.getByText('sent early')).toBeInTheDocument();
    await settle();
    expect(api.history.get).toHaveLength(0);

    await queryClient.refetchQueries({ queryKey: ['lead', 6] });
    expect(await screen.findByText('from the server')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(1);
  });

  it('leaves the query to read as usual when the answer is not in yet, and answers that read from it', async () => {
    const api = mockApi();
    api.onGet(LEAD).reply(200, { name: 'from the server' });
    let answer: (value: EarlyAnswer) => void = () => undefined;
    adoptEarlyResponses([{ path: LEAD, accessToken: 'access-1', answer: new Promise<EarlyAnswer>((resolve) => (answer = resolve)) }]);

    render(<LeadName />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    answer({ status: 200, data: { name: 'sent early' } });
    expect(await screen.findByText('sent early')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
  });

  it('takes nothing sent with another token or refused', async () => {
    const api = mockApi();
    api.onGet(LEAD).reply(200, { name: 'from the server' });
    adoptEarlyResponses([early(LEAD, 'someone-else', { status: 200, data: { name: 'not mine' } })]);
    await settle();
    const first = render(<LeadName />);
    expect(await screen.findByText('from the server')).toBeInTheDocument();
    first.unmount();

    queryClient.clear();
    adoptEarlyResponses([early(LEAD, 'access-1', { status: 404, data: { detail: 'Not found.' } })]);
    await settle();
    render(<LeadName />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('from the server')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(2);
  });
});
