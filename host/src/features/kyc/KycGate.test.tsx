import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import type { KycStatus } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { KycGate } from './KycGate';

const STATUS_PATH = '/channel_partner/connector/current/';
const UPLOAD_PATH = '/channel_partner/kyc/upload/';

const NOT_SUBMITTED: KycStatus = { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null, consent_required: false };
const PENDING: KycStatus = { kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false };
const REJECTED: KycStatus = {
  kyc_verified: false,
  kyc_submitted: false,
  kyc_rejection_reason: 'PAN image is blurred',
  kyc_message: 'Your KYC was rejected. Please upload new documents.',
  consent_required: false,
};
const VERIFIED: KycStatus = { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false };

const IN_PROGRESS_DEFAULT_MESSAGE =
  'Your KYC documents have been successfully submitted and are currently under review. Once approved, you will be able to access the dashboard.';

const SLOTS = ['Aadhar Front', 'Aadhar Back', 'PAN Front', 'PAN Back'];

function image(name: string): File {
  return new File(['image-bytes'], name, { type: 'image/png' });
}

function renderGate(status: KycStatus | 'error') {
  const api = mockApi();
  if (status === 'error') api.onGet(STATUS_PATH).reply(500, { detail: 'boom' });
  else api.onGet(STATUS_PATH).replyOnce(200, status);
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <KycGate>
            <p>Shell content</p>
          </KycGate>
        }
      />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/dashboard', tokens: true },
  );
  return api;
}

async function chooseImages(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  for (const label of labels) await user.upload(screen.getByLabelText(label), image(`${label}.png`));
}

describe('KycGate', () => {
  it('shows the shell when KYC is verified', async () => {
    renderGate(VERIFIED);
    expect(await screen.findByText('Shell content')).toBeInTheDocument();
    expect(screen.queryByText('KYC Verification Required')).not.toBeInTheDocument();
  });

  it('shows the upload form with four slots and the footer notes when nothing was submitted', async () => {
    renderGate(NOT_SUBMITTED);
    expect(await screen.findByRole('heading', { name: 'KYC Verification Required' })).toBeInTheDocument();
    for (const label of SLOTS) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeEnabled();
    expect(screen.getByText('Documents must be clear and legible.')).toBeInTheDocument();
    expect(screen.getByText('Maximum file size: 10MB each.')).toBeInTheDocument();
    expect(screen.getByText('Accepted formats: JPG, PNG, GIF.')).toBeInTheDocument();
    expect(screen.queryByText('Shell content')).not.toBeInTheDocument();
  });

  it('stays on the KYC screen when the status cannot be fetched', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGate('error');
    expect(await screen.findByRole('button', { name: 'Submit Documents' })).toBeInTheDocument();
    // One readable line, never the error object (a production build names it by its minified class).
    expect(logged).toHaveBeenCalledWith(`KYC status could not be fetched: boom (HTTP 500, GET ${STATUS_PATH})`);
    logged.mockRestore();
  });

  it.each([
    ['no answer at all', (api: ReturnType<typeof mockApi>) => api.onGet(STATUS_PATH).networkErrorOnce()],
    ['502 from the proxy', (api: ReturnType<typeof mockApi>) => api.onGet(STATUS_PATH).replyOnce(502)],
  ])('when the server cannot be reached (%s): "Cannot reach the server" with Retry, still signed in; Retry brings the shell', async (_case, failOnce) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi();
    failOnce(api);
    api.onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<KycGate><p>Shell content</p></KycGate>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>,
      { route: '/dashboard', tokens: true },
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Cannot reach the server');
    expect(notice).toHaveTextContent('You are still signed in and nothing you entered is lost.');
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).not.toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();

    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shell content')).toBeInTheDocument();
    logged.mockRestore();
  });

  it('accepts only image files', async () => {
    renderGate(NOT_SUBMITTED);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Aadhar Front'), new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload only image files');
    expect(screen.queryByAltText('Aadhar Front preview')).not.toBeInTheDocument();
  });

  it('names the missing documents, with spaces, and sends nothing', async () => {
    const api = renderGate(NOT_SUBMITTED);
    const user = userEvent.setup();
    await screen.findByLabelText('Aadhar Front');
    await chooseImages(user, ['Aadhar Front', 'PAN Back']);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload all required documents. Missing: Aadhar Back, PAN Front');
    expect(api.history.post).toHaveLength(0);
  });

  it('previews a chosen image and removes it', async () => {
    renderGate(NOT_SUBMITTED);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('PAN Front'), image('pan.png'));
    expect(await screen.findByAltText('PAN Front preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove PAN Front' }));
    expect(screen.queryByAltText('PAN Front preview')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('PAN Front'), image('pan-again.png'));
    expect(await screen.findByAltText('PAN Front preview')).toBeInTheDocument();
    expect(screen.getByText('pan-again.png')).toBeInTheDocument();
  });

  it('uploads the four images with a progress bar, then shows success and the in-progress message', async () => {
    const api = renderGate(NOT_SUBMITTED);
    let finish: (value: [number, unknown]) => void = () => undefined;
    api.onPost(UPLOAD_PATH).reply((config: AxiosRequestConfig) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4, bytes: 40, lengthComputable: true });
      return new Promise<[number, unknown]>((resolve) => (finish = resolve));
    });
    api.onGet(STATUS_PATH).reply(200, PENDING);
    const user = userEvent.setup();
    await screen.findByLabelText('Aadhar Front');
    await chooseImages(user, SLOTS);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();

    const form = api.history.post[0].data as FormData;
    expect([...form.keys()]).toEqual(['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back']);

    finish([201, { message: 'KYC documents submitted for review', submission_id: 7 }]);
    expect(await screen.findByRole('button', { name: 'Submitted Successfully' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'KYC Verification In Progress' })).toBeInTheDocument();
    expect(screen.getByText(IN_PROGRESS_DEFAULT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's detail when the upload fails, and lets the user try again", async () => {
    const api = renderGate(NOT_SUBMITTED);
    api.onPost(UPLOAD_PATH).replyOnce(413, { detail: 'aadhar_front is larger than 10 MB' });
    const user = userEvent.setup();
    await screen.findByLabelText('Aadhar Front');
    await chooseImages(user, SLOTS);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('aadhar_front is larger than 10 MB');
    expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeEnabled();
  });

  it("shows the server's refusal of one image at its slot and in the alert, until that image is replaced", async () => {
    const api = renderGate(NOT_SUBMITTED);
    const tooLarge = 'This image is too large: at most 40 megapixels (this one is 16000 × 16000).';
    api.onPost(UPLOAD_PATH).replyOnce(400, { aadhar_front: [tooLarge] });
    const user = userEvent.setup();
    await screen.findByLabelText('Aadhar Front');
    await chooseImages(user, SLOTS);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Aadhar Front: ${tooLarge}`);
    expect(screen.getAllByText(tooLarge, { exact: false })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Aadhar Front' }));
    await chooseImages(user, ['Aadhar Front']);
    expect(screen.queryAllByText(tooLarge, { exact: false })).toHaveLength(0);
  });

  it('falls back to the generic upload message without a server detail', async () => {
    const api = renderGate(NOT_SUBMITTED);
    api.onPost(UPLOAD_PATH).networkErrorOnce();
    const user = userEvent.setup();
    await screen.findByLabelText('Aadhar Front');
    await chooseImages(user, SLOTS);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload documents. Please try again.');
  });

  it('shows the in-progress message for a submission under review, with the default text', async () => {
    renderGate(PENDING);
    expect(await screen.findByRole('heading', { name: 'KYC Verification In Progress' })).toBeInTheDocument();
    expect(screen.getByText(IN_PROGRESS_DEFAULT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('The review usually takes 24-48 hours.')).toBeInTheDocument();
    expect(screen.getByText('If you have any questions, please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).not.toBeInTheDocument();
  });

  it("shows the server's kyc_message while in progress", async () => {
    renderGate({ ...PENDING, kyc_message: 'Your documents are with our verification team.' });
    expect(await screen.findByText('Your documents are with our verification team.')).toBeInTheDocument();
    expect(screen.queryByText(IN_PROGRESS_DEFAULT_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows a rejection in a red box and lets the user upload new documents', async () => {
    renderGate(REJECTED);
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Your KYC was rejected' })).toBeInTheDocument();
    expect(within(box).getByText('Reason: PAN image is blurred')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(box).getByRole('button', { name: 'Upload New Documents' }));
    expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeInTheDocument();
    expect(screen.getByText('Reason: PAN image is blurred')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload New Documents' })).not.toBeInTheDocument();
  });

  it('re-uploads after a rejection and shows the in-progress message', async () => {
    const api = renderGate(REJECTED);
    api.onPost(UPLOAD_PATH).reply(201, { message: 'ok', submission_id: 9 });
    api.onGet(STATUS_PATH).reply(200, PENDING);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload New Documents' }));
    await chooseImages(user, SLOTS);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(await screen.findByRole('button', { name: 'Submitted Successfully' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'KYC Verification In Progress' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Reason: PAN image is blurred')).not.toBeInTheDocument());
  });

  it('signs out from the KYC screen', async () => {
    const api = renderGate(PENDING);
    api.onPost('/auth/logout').reply(204);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('cp.access')).toBeNull();
    expect(api.history.post.map((request) => request.url)).toEqual(['/auth/logout']);
  });
});
