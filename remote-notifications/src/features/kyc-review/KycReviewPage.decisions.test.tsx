import { renderWithProviders } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KycReviewPage from './KycReviewPage';
import { approvePath, rejectPath, serveKyc } from './testing/kycApi';
import { COUNTS, aarav, decided, masked, meera, sneha } from './testing/kycFixtures';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const ALREADY_REVIEWED = 'This KYC submission has already been reviewed.';
const REASON_REQUIRED = 'Enter the reason for rejecting.';
const REASON_TOO_SHORT = 'The reason needs at least 3 characters.';

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:kyc');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function openSneha(user: User) {
  renderWithProviders(<KycReviewPage />, { route: '/back-office/kyc', tokens: true });
  await user.click(await screen.findByRole('button', { name: 'Sneha Iyer' }));
  const detail = await screen.findByRole('region', { name: 'Submission details' });
  await within(detail).findByRole('heading', { level: 2, name: 'Sneha Iyer (CN1004)' });
  return detail;
}

describe('KYC Review: Approve', () => {
  // Both Aadhaar sides masked: what approval needs (KycReviewPage.masking.test.tsx for the rest).
  const snehaMasked = masked(sneha);

  it('asks first, approves, says so, and refreshes the lists and counts', async () => {
    const server = serveKyc([snehaMasked, meera, aarav]);
    server.api.onPost(approvePath(4)).reply(() => {
      server.set([decided(snehaMasked, 'approved'), meera, aarav], { ...COUNTS, pending: 1, approved: 4 });
      return [200, decided(snehaMasked, 'approved')];
    });
    const user = userEvent.setup();
    const detail = await openSneha(user);
    const listReads = server.listQueries().length;

    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve KYC of Sneha Iyer?' });
    expect(confirm).toHaveTextContent('Sneha Iyer (CN1004) becomes KYC verified and can use the whole portal.');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('KYC approved for Sneha Iyer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.api.history.post.map((request) => request.url)).toEqual([approvePath(4)]);
    expect(server.listQueries().length).toBeGreaterThan(listReads);
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved (4)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Pending submissions' })).getAllByRole('heading').map((h) => h.textContent)).toEqual([
        'Meera Pillai',
      ]),
    );
    // The submission now shows its decision, without the buttons.
    expect(await within(detail).findByText('Rajesh Kapoor (DR4001)')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('sends nothing on Cancel', async () => {
    const server = serveKyc([snehaMasked]);
    const user = userEvent.setup();
    const detail = await openSneha(user);

    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.api.history.post).toHaveLength(0);
  });

  it("shows a 409's detail when someone else reviewed it first, and refreshes the lists", async () => {
    const server = serveKyc([snehaMasked]);
    server.api.onPost(approvePath(4)).reply(() => {
      server.set([decided(snehaMasked, 'rejected', 'Name does not match')], { pending: 0, approved: 3, rejected: 2 });
      return [409, { detail: ALREADY_REVIEWED }];
    });
    const user = userEvent.setup();
    const detail = await openSneha(user);

    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve KYC of Sneha Iyer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(ALREADY_REVIEWED);
    expect(screen.queryByText('KYC approved for Sneha Iyer.')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No pending submissions.')).toBeInTheDocument();
  });
});

describe('KYC Review: Reject', () => {
  async function openReject(user: User) {
    const detail = await openSneha(user);
    await user.click(within(detail).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject KYC of Sneha Iyer' });
    return { detail, dialog, reason: within(dialog).getByRole('textbox', { name: /^Reason/ }) };
  }

  it('needs a reason of at least 3 characters, said under the field, before sending', async () => {
    const server = serveKyc([sneha]);
    const user = userEvent.setup();
    const { dialog, reason } = await openReject(user);
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('Sneha Iyer (CN1004) sees this reason and can upload new documents.');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleErrorMessage(REASON_REQUIRED);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, ' ab ');
    expect(reason).toHaveAccessibleErrorMessage(REASON_TOO_SHORT);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleErrorMessage(REASON_TOO_SHORT);
    expect(server.api.history.post).toHaveLength(0);

    await user.type(reason, 'c');
    expect(reason).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message about the reason under the field", async () => {
    const server = serveKyc([sneha]);
    server.api.onPost(rejectPath(4)).reply(400, { reason: ['Ensure this field has at least 3 characters.'] });
    const user = userEvent.setup();
    const { dialog, reason } = await openReject(user);

    await user.type(reason, 'a  b');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reason).toHaveAccessibleErrorMessage('Ensure this field has at least 3 characters.'));
    expect(screen.getByRole('dialog', { name: 'Reject KYC of Sneha Iyer' })).toBeInTheDocument();
  });

  it("shows a 409's detail above the buttons", async () => {
    const server = serveKyc([sneha]);
    server.api.onPost(rejectPath(4)).reply(409, { detail: ALREADY_REVIEWED });
    const user = userEvent.setup();
    const { dialog, reason } = await openReject(user);

    await user.type(reason, 'PAN image is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_REVIEWED);
    expect(reason).not.toHaveAttribute('aria-invalid');
  });

  it('rejects with the trimmed reason, says so and refreshes the counts', async () => {
    const server = serveKyc([sneha, meera]);
    server.api.onPost(rejectPath(4)).reply(() => {
      const rejected = decided(sneha, 'rejected', 'PAN image is blurred');
      server.set([rejected, meera], { pending: 1, approved: 3, rejected: 2 });
      return [200, rejected];
    });
    const user = userEvent.setup();
    const { dialog, reason, detail } = await openReject(user);

    await user.type(reason, '  PAN image is blurred  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('KYC rejected for Sneha Iyer.')).toBeInTheDocument();
    expect(JSON.parse(server.api.history.post[0].data as string)).toEqual({ reason: 'PAN image is blurred' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Rejected (2)' })).toBeInTheDocument();
    expect(await within(detail).findByText('PAN image is blurred')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('KYC rejected for Sneha Iyer.')).not.toBeInTheDocument();
  });
});
