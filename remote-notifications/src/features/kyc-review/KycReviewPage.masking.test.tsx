import { renderWithProviders } from 'shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycSubmission } from 'shared-contracts';
import KycReviewPage from './KycReviewPage';
import { maskPath } from './api/kycMask';
import { approvePath, serveKyc } from './testing/kycApi';
import { documentUrl, masked, sneha } from './testing/kycFixtures';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const ALREADY_MASKED_TEXT = 'The image shows only the last four digits of the Aadhaar number.';
const MASK_BEFORE_APPROVAL = 'Mask the Aadhaar number on both sides before approving.';

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

/** A server holding Sneha's pending submission whose mask route answers `after` (and holds it from then on). */
function serveMasking(after: KycSubmission = masked(sneha)) {
  const server = serveKyc([sneha]);
  const bodies: { url: string; body: unknown }[] = [];
  server.api.onPost(/\/mask\/$/).reply((config) => {
    bodies.push({ url: config.url ?? '', body: JSON.parse(config.data as string) });
    server.set([after]);
    return [200, after];
  });
  return { server, bodies };
}

const documentReads = (server: ReturnType<typeof serveKyc>, kind: string) => server.api.history.get.filter((request) => request.url === documentUrl(4, kind)).length;

async function openMaskDialog(user: User, detail: HTMLElement, side: 'Aadhaar front' | 'Aadhaar back') {
  const button = await within(detail).findByRole('button', { name: `Mask Aadhaar number: ${side}` });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Mask the Aadhaar number — ${side}` });
  // The image to draw on is decoded (jsdom decodes nothing): the drawing area comes then.
  fireEvent.load(within(dialog).getByRole('img'));
  return dialog;
}

describe('KYC Review: masking the Aadhaar number', () => {
  it('draws a box by dragging on the image, previews it, saves it, and then shows the masked image and who masked it', async () => {
    const { server, bodies } = serveMasking();
    const user = userEvent.setup();
    const detail = await openSneha(user);
    const dialog = await openMaskDialog(user, detail, 'Aadhaar front');
    expect(within(dialog).getByRole('button', { name: 'Save mask' })).toBeDisabled();

    // The image is drawn at (100, 50), 400 × 200 pixels on screen.
    const canvas = within(dialog).getByTestId('mask-canvas');
    jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 400, height: 200, x: 100, y: 50, right: 500, bottom: 250, toJSON: () => ({}) });
    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 140, clientY: 150 } },
      { target: canvas, coords: { clientX: 260, clientY: 170 } },
      { keys: '[/MouseLeft]', target: canvas, coords: { clientX: 340, clientY: 180 } },
    ]);
    const box = within(dialog).getByRole('button', { name: 'Box 1: 10% from the left, 50% from the top, 50% wide, 15% high' });
    expect(box).toBeInTheDocument();
    expect(within(dialog).getByTestId('mask-announcement')).toHaveTextContent('Box 1: 10% from the left, 50% from the top, 50% wide, 15% high added.');
    // A click without a drag draws nothing.
    await user.pointer([{ keys: '[MouseLeft]', target: canvas, coords: { clientX: 400, clientY: 100 } }]);
    expect(within(within(dialog).getByRole('list', { name: 'Boxes' })).getAllByRole('listitem')).toHaveLength(1);

    const readsBefore = documentReads(server, 'aadhar_front');
    await user.click(within(dialog).getByRole('button', { name: 'Save mask' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ url: maskPath(4, 'aadhar_front'), body: { boxes: [{ x: 0.1, y: 0.5, width: 0.5, height: 0.15 }] } }]);
    expect(await within(detail).findByText('Masked by Rajesh Kapoor')).toBeInTheDocument();
    expect(within(detail).getByText('Uploaded masked — confirmed by Rajesh Kapoor')).toBeInTheDocument();
    // The thumbnail is fetched again: the stored image is now the masked copy.
    await waitFor(() => expect(documentReads(server, 'aadhar_front')).toBeGreaterThan(readsBefore));
    expect(within(detail).queryByRole('button', { name: /^Mask Aadhaar number/ })).not.toBeInTheDocument();
  });

  it('adds a box in the middle with the keyboard, moves it with the arrow keys and resizes it with Shift, and can remove a box', async () => {
    const { bodies } = serveMasking();
    const user = userEvent.setup();
    const detail = await openSneha(user);
    const dialog = await openMaskDialog(user, detail, 'Aadhaar back');

    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    const box = await within(dialog).findByRole('button', { name: 'Box 1: 30% from the left, 45% from the top, 40% wide, 10% high' });
    await waitFor(() => expect(box).toHaveFocus());
    const announcement = within(dialog).getByTestId('mask-announcement');
    expect(announcement).toHaveTextContent('Box 1 added in the middle of the image. Arrow keys move the box; Shift with the arrow keys resizes it; Delete removes it.');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(announcement).toHaveTextContent('Moved. Box 1: 32% from the left, 44% from the top, 40% wide, 10% high.');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(announcement).toHaveTextContent('Resized. Box 1: 32% from the left, 44% from the top, 39% wide, 12% high.');
    expect(box).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    expect(await within(dialog).findByRole('button', { name: /^Box 2:/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove box 2' }));
    expect(within(dialog).queryByRole('button', { name: /^Box 2:/ })).not.toBeInTheDocument();
    expect(announcement).toHaveTextContent('Box 2 removed.');

    await user.click(within(dialog).getByRole('button', { name: 'Save mask' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ url: maskPath(4, 'aadhar_back'), body: { boxes: [{ x: 0.32, y: 0.44, width: 0.39, height: 0.12 }] } });
  });

  it('sends nothing on Cancel, and shows the server\'s message when a mask is refused', async () => {
    const server = serveKyc([sneha]);
    server.api.onPost(maskPath(4, 'aadhar_front')).reply(409, { detail: 'This side is already masked.' });
    const user = userEvent.setup();
    const detail = await openSneha(user);
    let dialog = await openMaskDialog(user, detail, 'Aadhaar front');
    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.api.history.post).toHaveLength(0);

    dialog = await openMaskDialog(user, detail, 'Aadhaar front');
    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save mask' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This side is already masked.');
  });

  it('confirms an upload already masked after asking', async () => {
    const { bodies } = serveMasking();
    const user = userEvent.setup();
    const detail = await openSneha(user);
    await user.click(await within(detail).findByRole('button', { name: 'Already masked: Aadhaar back' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Is the Aadhaar back already masked?' });
    expect(confirm).toHaveTextContent(ALREADY_MASKED_TEXT);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm masked' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ url: maskPath(4, 'aadhar_back'), body: { already_masked: true } }]);
    expect(await within(detail).findByText('Uploaded masked — confirmed by Rajesh Kapoor')).toBeInTheDocument();
  });

  it('explains and keeps Approve disabled while an Aadhaar side is unmasked', async () => {
    const server = serveKyc([sneha]);
    const user = userEvent.setup();
    const detail = await openSneha(user);
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve KYC of Sneha Iyer?' });
    expect(dialog).toHaveTextContent(MASK_BEFORE_APPROVAL);
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(approve);
    expect(server.api.history.post.filter((request) => request.url === approvePath(4))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
