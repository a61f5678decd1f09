import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import type { PrivacyRequest } from 'shared-contracts';
import { PrivacyRequestsCard } from './components/PrivacyRequestsCard';

const PATH = '/auth/profile/privacy-requests/';

const declined: PrivacyRequest = {
  id: 3,
  kind: 'correction',
  details: 'My territory should be Pune East.',
  status: 'declined',
  created_at: '2026-02-01T10:00:00Z',
  handled_at: '2026-02-03T10:00:00Z',
  resolution: 'Territories are assigned by your manager.',
};
const open: PrivacyRequest = { ...declined, id: 4, kind: 'erasure', details: 'Please erase me.', status: 'open', handled_at: null, resolution: null };

async function openCard(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<PrivacyRequestsCard />, { route: '/profile', tokens: true });
  expect(screen.getByRole('heading', { level: 2, name: 'Correct or erase my data' })).toBeInTheDocument();
  expect(screen.getByText(/ask us to erase your data/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Make a request' }));
}

describe('Correct or erase my data', () => {
  it("lists the person's requests with their status and outcome, and cancels an open one", async () => {
    const api = mockApi();
    api.onGet(PATH).reply(200, { results: [open, declined] });
    api.onPost(`${PATH}4/cancel/`).reply(200, { ...open, status: 'cancelled' });
    const user = userEvent.setup();
    await openCard(user);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Erasure · asked 1 Feb 2026');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('Declined');
    expect(items[1]).toHaveTextContent('Territories are assigned by your manager.');
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /Cancel the erasure request/ }));
    expect(api.history.post.map((request) => request.url)).toEqual([`${PATH}4/cancel/`]);
  });

  it('sends a correction with its details, counts the characters, and says it was sent', async () => {
    const api = mockApi();
    api.onGet(PATH).reply(200, { results: [] });
    api.onPost(PATH).reply(201, { ...declined, status: 'open', resolution: null, handled_at: null });
    const user = userEvent.setup();
    await openCard(user);
    expect(await screen.findByText('You have not made any requests.')).toBeInTheDocument();
    const details = screen.getByRole('textbox', { name: /Details/ });
    await user.type(details, 'Wrong e-mail');
    expect(screen.getByText('12 / 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a correction' }));
    expect(await screen.findByText('Your request has been sent. You will get a notification confirming it.')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ kind: 'correction', details: 'Wrong e-mail' });
  });

  it('asks for erasure, and shows the 409, 429 and per-field answers', async () => {
    const api = mockApi();
    api.onGet(PATH).reply(200, { results: [] });
    api
      .onPost(PATH)
      .replyOnce(409, { detail: 'You already have an open erasure request. Wait for the answer, or cancel it and ask again.' })
      .onPost(PATH)
      .replyOnce(429, { detail: 'Too many requests.' })
      .onPost(PATH)
      .replyOnce(400, { details: ['Ensure this field has at least 3 characters.'] });
    const user = userEvent.setup();
    await openCard(user);
    await user.click(await screen.findByRole('radio', { name: 'Erase my data' }));
    expect(screen.getByText(/you will not be able to sign in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    expect(await screen.findByText('Please write at least 3 characters.')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Details/ }), 'Leaving the company');
    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open erasure request.');
    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    expect(await screen.findByText('You have sent several requests in the last hour. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    expect(await screen.findByText('Ensure this field has at least 3 characters.')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ kind: 'erasure', details: 'Leaving the company' });
  });
});
