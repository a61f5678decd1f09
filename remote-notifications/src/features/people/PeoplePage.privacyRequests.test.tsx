import { renderWithProviders } from 'shared-auth/testing';
import type { PrivacyRequestAdmin } from 'shared-contracts';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeoplePage from './PeoplePage';
import { privacyDecisionPath, servePeople } from './testing/peopleApi';

jest.setTimeout(30_000);

const erasure: PrivacyRequestAdmin = {
  id: 41,
  kind: 'erasure',
  details: 'I am leaving; erase my data.',
  status: 'open',
  created_at: '2026-03-02T10:00:00Z',
  handled_at: null,
  resolution: null,
  person: { id: 21, employee_id: 'CN1009', username: 'Kiran Patil', role: 'connector', is_active: true },
  handled_by: null,
  erasure: {
    anonymised_name: 'Erased user CN1009',
    documents_deleted_now: 0,
    notifications_deleted: 7,
    holds: [
      { record: 'kyc_documents', count: 4, reason: 'KYC records are kept 5 years (RBI).', held_until: '2031-03-02' },
      { record: 'ledger', count: 3, reason: 'Books of account (Companies Act 2013 s.128(5)).', held_until: '2034-03-31' },
    ],
  },
};

const correction: PrivacyRequestAdmin = {
  ...erasure,
  id: 42,
  kind: 'correction',
  details: 'My mobile should be 9812345670',
  person: { id: 22, employee_id: 'CN1010', username: 'Neha Rao', role: 'connector', is_active: true },
  erasure: null,
};

const ownRequest: PrivacyRequestAdmin = {
  ...correction,
  id: 43,
  details: 'My e-mail has a typo',
  person: { id: 6, employee_id: 'AD3001', username: 'Anjali Desai', role: 'admin', is_active: true },
};

describe.each(LAYOUTS)('People → Privacy requests ($layout)', ({ width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  const section = async () => screen.findByRole('region', { name: /Privacy requests/ });

  it('lists the requests with who, kind, details and age; one\'s own cannot be handled', async () => {
    servePeople({ privacyRequests: [erasure, correction, ownRequest] });
    renderWithProviders(<PeoplePage />, { route: '/back-office/people', tokens: true });
    const region = await section();
    expect(await within(region).findByText('Kiran Patil')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 2, name: 'Privacy requests (3 open)' })).toBeInTheDocument();
    expect(within(region).getByText('I am leaving; erase my data.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: "Erase: Kiran Patil's erasure request" })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: "Complete: Neha Rao's correction request" })).toBeInTheDocument();
    expect(within(region).getByText('This is your own request: someone else in the back office handles it.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Anjali Desai/ })).not.toBeInTheDocument();
  });

  it('says exactly what an erasure anonymises and holds before it is confirmed, and sends the note', async () => {
    const { api } = servePeople({ privacyRequests: [erasure] });
    api.onPost(privacyDecisionPath(41, 'complete')).reply(200, { ...erasure, status: 'completed' });
    const user = userEvent.setup();
    renderWithProviders(<PeoplePage />, { route: '/back-office/people', tokens: true });
    await user.click(await within(await section()).findByRole('button', { name: "Erase: Kiran Patil's erasure request" }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Kiran Patil (CN1009)' });
    expect(within(dialog).getByText(/The name becomes "Erased user CN1009"/)).toBeInTheDocument();
    expect(within(dialog).getByText(/7 notifications to the person are deleted/)).toBeInTheDocument();
    expect(within(dialog).getByText('Verified KYC documents (4), held until 2 Mar 2031.')).toBeInTheDocument();
    expect(within(dialog).getByText('Commission, TDS and payout records (3), held until 31 Mar 2034.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Erase this person' }));
    expect(await within(dialog).findByText('Please write at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Erased as asked.');
    await user.click(within(dialog).getByRole('button', { name: 'Erase this person' }));
    expect(await screen.findByText('Kiran Patil (CN1009) was erased.')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ note: 'Erased as asked.' });
  });

  it('declines with a reason and shows the server\'s refusal in the dialog', async () => {
    const { api } = servePeople({ privacyRequests: [correction] });
    api.onPost(privacyDecisionPath(42, 'decline')).reply(409, { detail: 'This request has already been handled.' });
    const user = userEvent.setup();
    renderWithProviders(<PeoplePage />, { route: '/back-office/people', tokens: true });
    await user.click(await within(await section()).findByRole('button', { name: "Decline: Neha Rao's correction request" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the correction request' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We hold no mobile for you.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('This request has already been handled.')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ reason: 'We hold no mobile for you.' }));
  });
});

