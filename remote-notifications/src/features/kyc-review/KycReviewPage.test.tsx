import { TEST_PROFILE, mockApi, renderWithProviders } from 'shared-auth/testing';
import { queryClient } from 'shared-auth';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared-ui';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import KycReviewPage from './KycReviewPage';
import { DOCUMENTS, LIST_PATH, detailPath, serveKyc, stubObjectUrls } from './testing/kycApi';
import { aarav, documentUrl, meera, pngBlob, rohan, sneha, submissionsPage } from './testing/kycFixtures';

jest.setTimeout(30_000);

const IMAGE_ERROR = 'Image could not be loaded';

type User = ReturnType<typeof userEvent.setup>;

function renderPage(route = '/back-office/kyc') {
  const user = userEvent.setup();
  const view = renderWithProviders(<KycReviewPage />, { route, path: '/back-office/kyc', tokens: true });
  return { user, ...view };
}

function list(name: string) {
  return screen.findByRole('list', { name });
}

function listedNames(listElement: HTMLElement): string[] {
  return within(listElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** The facts of one card (<dt> → <dd> text). */
function facts(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(within(container).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

async function openSubmission(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('region', { name: 'Submission details' });
}

const objectUrls = stubObjectUrls();

describe('KYC Review: the lists', () => {
  it('shows the heading, the three tabs with their counts (Pending chosen) and the pending queue', async () => {
    const server = serveKyc([sneha, meera, aarav, rohan]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'KYC Review' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading submissions' })).toBeInTheDocument();
    const pending = await list('Pending submissions');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending (2)', 'Approved (3)', 'Rejected (1)']);
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(listedNames(pending)).toEqual(['Sneha Iyer', 'Meera Pillai']);
    const first = within(pending).getAllByRole('listitem')[0];
    expect(within(first).getByText('CN1004')).toBeInTheDocument();
    expect(facts(first)).toEqual({ Submitted: formatDateTime(sneha.submitted_at) });
    expect(server.listQueries()).toEqual([{ status: 'pending', page: '1', page_size: '20' }]);
    expect(screen.getByText('Select a submission to review its documents.')).toBeInTheDocument();
  });

  it('shows the decision, reviewer, review time and the rejection reason in the other tabs', async () => {
    const server = serveKyc([sneha, meera, aarav, rohan]);
    const { user } = renderPage();
    await list('Pending submissions');

    await user.click(screen.getByRole('tab', { name: 'Approved (3)' }));
    const approved = await list('Approved submissions');
    expect(listedNames(approved)).toEqual(['Aarav Sharma']);
    expect(facts(approved)).toEqual({
      Submitted: formatDateTime(aarav.submitted_at),
      Decision: 'Approved',
      'Reviewed by': 'Anjali Desai (AD3001)',
      'Reviewed at': formatDateTime(aarav.reviewed_at),
    });

    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const rejected = await list('Rejected submissions');
    expect(facts(rejected)).toEqual({
      Submitted: formatDateTime(rohan.submitted_at),
      Decision: 'Rejected',
      'Reviewed by': 'Anjali Desai (AD3001)',
      'Reviewed at': formatDateTime(rohan.reviewed_at),
      Reason: 'PAN image is blurred',
    });
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(server.listQueries().map((query) => query.status)).toEqual(['pending', 'approved', 'rejected']);
  });

  // The dashboards link the queue as /back-office/kyc?status=pending (docs/dashboards.md).
  it('opens the tab the link names (?status=), keeps the chosen tab in the address, and takes an unknown one for Pending', async () => {
    const server = serveKyc([sneha, meera, aarav, rohan]);
    const { user } = renderPage('/back-office/kyc?status=approved');
    expect(listedNames(await list('Approved submissions'))).toEqual(['Aarav Sharma']);
    expect(screen.getByRole('tab', { name: 'Approved (3)' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Pending (2)' }));
    await list('Pending submissions');
    expect(server.listQueries().map((query) => query.status)).toEqual(['approved', 'pending']);
  });

  it('takes a status it does not know for the Pending queue', async () => {
    const server = serveKyc([sneha, meera, aarav, rohan]);
    renderPage('/back-office/kyc?status=waiting');
    await list('Pending submissions');
    expect(server.listQueries()).toEqual([{ status: 'pending', page: '1', page_size: '20' }]);
  });

  it('says so when a tab is empty', async () => {
    serveKyc([aarav], { pending: 0, approved: 1, rejected: 0 });
    const { user } = renderPage();

    expect(await screen.findByText('No pending submissions.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rejected (0)' }));
    expect(await screen.findByText('No rejected submissions.')).toBeInTheDocument();
  });

  it("shows the server's error with Retry, and Retry loads the list", async () => {
    const api = mockApi();
    api
      .onGet(LIST_PATH)
      .replyOnce(500, { detail: 'Database unavailable' })
      .onGet(LIST_PATH)
      .reply(200, submissionsPage([sneha]));
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending', 'Approved', 'Rejected']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(listedNames(await list('Pending submissions'))).toEqual(['Sneha Iyer']);
  });

  it('falls back to "Failed to load KYC submissions" when the server says nothing', async () => {
    mockApi().onGet(LIST_PATH).reply(502);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load KYC submissions');
  });

  it('keeps the queue on screen when a later read cannot reach the server, and says so', async () => {
    const api = mockApi();
    api.onGet(LIST_PATH).replyOnce(200, submissionsPage([sneha])).onGet(LIST_PATH).networkError();
    renderPage();
    expect(listedNames(await list('Pending submissions'))).toEqual(['Sneha Iyer']);

    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    expect(listedNames(await list('Pending submissions'))).toEqual(['Sneha Iyer']);
  });

  it('sends the search by connector, from page 1, and Clear removes it', async () => {
    const server = serveKyc([sneha, meera]);
    const { user } = renderPage();
    await list('Pending submissions');

    await user.type(screen.getByRole('searchbox', { name: 'Search by connector' }), ' CN1004 {Enter}');
    await waitFor(() => expect(server.listQueries()).toHaveLength(2));
    expect(server.listQueries()[1]).toEqual({ status: 'pending', search: 'CN1004', page: '1', page_size: '20' });

    server.set([]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by connector' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by connector' }), 'CN1099');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pending submissions match "CN1099".')).toBeInTheDocument();

    // Back to the list without a search (answered from the cache while it is fresh).
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(listedNames(await list('Pending submissions'))).toEqual(['Sneha Iyer', 'Meera Pillai']);
    expect(screen.getByRole('searchbox', { name: 'Search by connector' })).toHaveValue('');
  });

  it('pages through a long queue with Previous and Next', async () => {
    const api = mockApi();
    api.onGet(LIST_PATH).reply((config) => {
      const page = Number((config.params as Record<string, string>).page);
      return [200, submissionsPage(page === 1 ? [sneha] : [meera], { page, count: 45, counts: { pending: 45, approved: 0, rejected: 0 } })];
    });
    const { user } = renderPage();

    expect(listedNames(await list('Pending submissions'))).toEqual(['Sneha Iyer']);
    const pager = screen.getByRole('navigation', { name: 'Submission pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listedNames(screen.getByRole('list', { name: 'Pending submissions' }))).toEqual(['Meera Pillai']));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (45)' })).toBeInTheDocument();
    expect(api.history.get.map((request) => (request.params as Record<string, string>).page)).toEqual(['1', '2']);
  });
});

describe('KYC Review: a submission', () => {
  it('loads the chosen submission, then its four images through the API as Blobs', async () => {
    const server = serveKyc([sneha, meera]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Sneha Iyer' }));
    expect(screen.getByRole('button', { name: 'Sneha Iyer' })).toHaveAttribute('aria-pressed', 'true');
    const detail = await screen.findByRole('region', { name: 'Submission details' });
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Sneha Iyer (CN1004)' })).toBeInTheDocument();

    const figures = within(detail).getAllByRole('figure');
    expect(figures.map((figure) => figure.textContent)).toEqual(['Aadhaar front', 'Aadhaar back', 'PAN front', 'PAN back']);
    const image = await within(detail).findByRole('img', { name: 'Aadhaar front of Sneha Iyer' });
    await waitFor(() => expect(within(detail).getAllByRole('img')).toHaveLength(4));
    expect(within(detail).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Aadhaar front of Sneha Iyer',
      'Aadhaar back of Sneha Iyer',
      'PAN front of Sneha Iyer',
      'PAN back of Sneha Iyer',
    ]);
    expect(image.getAttribute('src')).toMatch(/^blob:kyc-/);

    const documentRequests = server.api.history.get.filter((request) => DOCUMENTS.test(request.url ?? ''));
    expect(documentRequests.map((request) => request.url).sort()).toEqual(
      ['aadhar_back', 'aadhar_front', 'pan_back', 'pan_front'].map((kind) => documentUrl(4, kind)),
    );
    expect(documentRequests.every((request) => request.responseType === 'blob')).toBe(true);
    expect(documentRequests.every((request) => (request.headers?.Authorization as string).startsWith('Bearer '))).toBe(true);
    expect(server.api.history.get.map((request) => request.url)).toContain(detailPath(4));
    expect(within(detail).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('revokes the object URLs of the images when the page goes away', async () => {
    serveKyc([sneha]);
    const { user, unmount } = renderPage();
    const detail = await openSubmission(user, 'Sneha Iyer');
    await waitFor(() => expect(within(detail).getAllByRole('img')).toHaveLength(4));
    const urls = within(detail)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'));

    unmount();
    for (const url of urls) expect(objectUrls.revoked()).toHaveBeenCalledWith(url);
  });

  it('shows a spinner per image while it loads', async () => {
    const api = mockApi();
    api.onGet(LIST_PATH).reply(200, submissionsPage([sneha]));
    api.onGet(detailPath(4)).reply(200, sneha);
    api.onGet(DOCUMENTS).reply(() => new Promise(() => {}));
    const { user } = renderPage();

    const detail = await openSubmission(user, 'Sneha Iyer');
    expect(await within(detail).findByRole('status', { name: 'Loading Aadhaar front' })).toBeInTheDocument();
    expect(within(detail).getByRole('status', { name: 'Loading PAN back' })).toBeInTheDocument();
  });

  it('says "Image could not be loaded" for a failed image, and Retry fetches it again', async () => {
    // Registered first, so it answers before the server's handler of every document.
    mockApi().onGet(documentUrl(4, 'pan_front')).replyOnce(500);
    serveKyc([sneha]);
    const { user } = renderPage();

    const detail = await openSubmission(user, 'Sneha Iyer');
    const panFront = within(detail).getAllByRole('figure')[2];
    expect(await within(panFront).findByText(IMAGE_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(within(detail).getAllByRole('img')).toHaveLength(3));

    await user.click(within(panFront).getByRole('button', { name: 'Retry PAN front' }));
    expect(await within(panFront).findByRole('img', { name: 'PAN front of Sneha Iyer' })).toBeInTheDocument();
    expect(within(panFront).queryByText(IMAGE_ERROR)).not.toBeInTheDocument();
  });

  it('says "Image could not be loaded" when the bytes are no image the browser can show', async () => {
    serveKyc([sneha]);
    const { user } = renderPage();

    const detail = await openSubmission(user, 'Sneha Iyer');
    const image = await within(detail).findByRole('img', { name: 'Aadhaar back of Sneha Iyer' });
    fireEvent.error(image);
    const aadhaarBack = within(detail).getAllByRole('figure')[1];
    expect(within(aadhaarBack).getByText(IMAGE_ERROR)).toBeInTheDocument();
    expect(within(aadhaarBack).getByRole('button', { name: 'Retry Aadhaar back' })).toBeInTheDocument();
  });

  it('opens an image large with Zoom in, Zoom out and Reset zoom', async () => {
    serveKyc([sneha]);
    const { user } = renderPage();
    const detail = await openSubmission(user, 'Sneha Iyer');

    await user.click(await within(detail).findByRole('button', { name: 'Zoom PAN back' }));
    const dialog = await screen.findByRole('dialog', { name: 'PAN back — Sneha Iyer' });
    const large = within(dialog).getByRole('img', { name: 'PAN back of Sneha Iyer, enlarged' });
    expect(large.getAttribute('src')).toMatch(/^blob:kyc-/);
    const level = within(dialog).getByTestId('zoom-level');
    expect(level).toHaveTextContent('100%');
    expect(within(dialog).getByRole('button', { name: 'Reset zoom' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('150%');
    expect(large.style.width).toBe('150%');

    await user.click(within(dialog).getByRole('button', { name: 'Reset zoom' }));
    expect(level).toHaveTextContent('100%');
    for (let step = 0; step < 3; step += 1) await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(level).toHaveTextContent('50%');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the decision of a reviewed submission, without Approve or Reject', async () => {
    serveKyc([rohan]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Rejected (1)' }));

    const detail = await openSubmission(user, 'Rohan Verma');
    await within(detail).findByRole('heading', { level: 2, name: 'Rohan Verma (CN1003)' });
    expect(facts(detail)).toMatchObject({ Decision: 'Rejected', 'Reviewed by': 'Anjali Desai (AD3001)', Reason: 'PAN image is blurred' });
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows a failed detail's error with Retry", async () => {
    const api = mockApi();
    api.onGet(LIST_PATH).reply(200, submissionsPage([sneha]));
    let answerFailure: () => void = () => {};
    api
      .onGet(detailPath(4))
      .replyOnce(() => new Promise((resolve) => (answerFailure = () => resolve([500]))))
      .onGet(detailPath(4))
      .reply(200, sneha);
    api.onGet(DOCUMENTS).reply(() => [200, pngBlob()]);
    const { user } = renderPage();

    const detail = await openSubmission(user, 'Sneha Iyer');
    expect(within(detail).getByRole('status', { name: 'Loading submission' })).toBeInTheDocument();
    answerFailure();
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Error: Failed to load the KYC submission');
    await user.click(within(detail).getByRole('button', { name: 'Retry' }));
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Sneha Iyer (CN1004)' })).toBeInTheDocument();
  });
});

describe('KYC Review: the access history', () => {
  const ACCESS_LOG = /\/channel_partner\/kyc\/submissions\/\d+\/access-log\/$/;
  const history = {
    count: 2,
    page: 1,
    page_size: 50,
    next: null,
    previous: null,
    results: [
      { document: 'pan_back', viewer: { employee_id: 'AD3001', username: 'Anjali Desai' }, viewer_role: 'admin', purpose: 'review', address: '10.0.0.7', read_at: '2026-11-27T09:15:00Z' },
      { document: 'aadhar_front', viewer: null, viewer_role: 'connector', purpose: 'owner', address: null, read_at: '2026-11-26T05:30:00Z' },
    ],
  };

  it('shows a director, once asked, who opened which image, why, when and from where', async () => {
    const server = serveKyc([sneha, meera]);
    server.api.onGet('/auth/profile/').reply(200, { ...TEST_PROFILE, employee_id: 'DR4001', username: 'Rajesh Kumar', role: 'director' });
    server.api.onGet(ACCESS_LOG).reply(200, history);
    const { user } = renderPage();
    const detail = await openSubmission(user, 'Sneha Iyer');
    const section = await within(detail).findByRole('region', { name: 'Access history' });
    expect(server.api.history.get.some((request) => ACCESS_LOG.test(request.url ?? ''))).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Show access history' }));
    const items = within(await within(section).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Anjali Desai (AD3001)AdminPAN back · KYC review${formatDateTime('2026-11-27T09:15:00Z')} · from 10.0.0.7`,
      `A former employeeConnectorAadhaar front · Viewed by its owner${formatDateTime('2026-11-26T05:30:00Z')}`,
    ]);
    expect(server.api.history.get.filter((request) => ACCESS_LOG.test(request.url ?? '')).map((request) => request.url)).toEqual([
      '/channel_partner/kyc/submissions/4/access-log/',
    ]);
  });

  it('is not there for an admin', async () => {
    const server = serveKyc([sneha, meera]);
    server.api.onGet('/auth/profile/').reply(200, { ...TEST_PROFILE, employee_id: 'AD3001', role: 'admin' });
    const { user } = renderPage();
    const detail = await openSubmission(user, 'Sneha Iyer');
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Sneha Iyer (CN1004)' })).toBeInTheDocument();
    await waitFor(() => expect(server.api.history.get.some((request) => request.url === '/auth/profile/')).toBe(true));
    expect(within(detail).queryByRole('region', { name: 'Access history' })).not.toBeInTheDocument();
  });
});

describe.each(LAYOUTS)('KYC Review layout ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it(layout === 'wide' ? 'shows the list and the submission side by side' : 'shows the submission instead of the list, with the way back', async () => {
    serveKyc([sneha, meera]);
    const { user } = renderPage();
    const detail = await openSubmission(user, 'Meera Pillai');
    await within(detail).findByRole('heading', { level: 2, name: 'Meera Pillai (CN1009)' });

    if (layout === 'wide') {
      expect(screen.getByRole('list', { name: 'Pending submissions' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Back to submissions' })).not.toBeInTheDocument();
    } else {
      expect(screen.queryByRole('list', { name: 'Pending submissions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to submissions' }));
      expect(await list('Pending submissions')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Submission details' })).not.toBeInTheDocument();
    }
    await act(async () => {});
  });
});

describe('KYC Review across the phone width', () => {
  /** A viewport whose width can change while the page is open (a tablet turned), with matchMedia's change events. */
  function resizableViewport(width: number) {
    const original = window.matchMedia;
    let current = width;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        get matches() {
          return max ? current <= Number(max[1]) : false;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    }) as typeof window.matchMedia;
    return {
      resize(next: number) {
        current = next;
        for (const listener of [...listeners]) listener();
      },
      restore() {
        window.matchMedia = original;
      },
    };
  }

  it('keeps the chosen submission, and a dialog open on it with what was typed, when the screen crosses the phone width', async () => {
    const viewport = resizableViewport(1280);
    try {
      serveKyc([sneha, meera]);
      const { user } = renderPage();
      const detail = await openSubmission(user, 'Sneha Iyer');
      await user.click(within(detail).getByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject KYC of Sneha Iyer' });
      await user.type(within(dialog).getByRole('textbox'), 'Aadhaar photo is cut off');

      act(() => viewport.resize(800));
      expect(screen.getByRole('dialog', { name: 'Reject KYC of Sneha Iyer' })).toBe(dialog);
      expect(within(dialog).getByRole('textbox')).toHaveValue('Aadhaar photo is cut off');
      // Behind the modal dialog: outside the accessibility tree while it is open.
      expect(screen.getByRole('button', { name: 'Back to submissions', hidden: true })).toBeInTheDocument();

      act(() => viewport.resize(1280));
      expect(screen.getByRole('dialog', { name: 'Reject KYC of Sneha Iyer' })).toBe(dialog);
      expect(screen.getByRole('list', { name: 'Pending submissions', hidden: true })).toBeInTheDocument();
      await act(async () => {});
    } finally {
      viewport.restore();
    }
  });
});
