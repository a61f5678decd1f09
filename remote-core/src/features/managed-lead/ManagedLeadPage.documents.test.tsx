import { mockApi } from 'shared-auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadStatusChange } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { aadhaarCard, managedLeadDocuments, PRIYA } from '../lead-documents/testing/leadDocumentFixtures';
import ManagedLeadPage from './ManagedLeadPage';
import { processingLead } from './testing/managedLeadDetailFixtures';

const LEAD = '/leads/manage/leads/4/';
const DOCUMENTS = '/leads/manage/leads/4/documents/';
const DECISION = '/leads/manage/leads/4/documents/decision/';
const PAGES = /^\/leads\/manage\/leads\/4\/documents\/pages\//;
const NOTHING_TO_DECIDE = 'Nothing to decide: this document has no pages waiting for review.';

jest.setTimeout(30_000);

function renderLead() {
  const user = userEvent.setup({ delay: null });
  renderPage(<ManagedLeadPage />, { route: '/back-office/leads/4', path: '/back-office/leads/:id' });
  return user;
}

/** The checklist's documents (its own list items, not their pages'). */
async function documentItems() {
  const list = await screen.findByRole('list', { name: 'Document checklist' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function documentItem(name: string) {
  const items = await documentItems();
  const item = items.find((each) => each.querySelector('p')?.textContent === name);
  if (!item) throw new Error(`No document ${name}`);
  return item;
}

function decisionEvent(document: string, state: string, remark: string | null): LeadStatusChange {
  return {
    event: 'document',
    document,
    document_state: state,
    documents: [{ document, document_state: state }],
    bank_branch_change: null,
    from_status: null,
    to_status: 'processing',
    changed_by: PRIYA,
    changed_at: '2026-01-23T10:00:00.000Z',
    remark,
  };
}

describe.each(LAYOUTS)('ManagedLeadPage documents ($layout)', ({ width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
    mockProfile('admin');
    mockApi().onGet(PAGES).reply(200, new Blob(['page'], { type: 'image/jpeg' }));
  });
  afterEach(() => restoreViewport());

  it('shows every state with its badge, the reason, who decided, and the pages', async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    renderLead();

    const items = await documentItems();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['PAN Card', 'Aadhaar Card', 'ITR (3 years)', 'Bank statement']);
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('1 of 4 verified')).toBeInTheDocument();
    const [pan, aadhaar, itr, statement] = items;

    // Each state's badge in its palette: Verified blue, Submitted green, Pending gray, Rejected red.
    expect(within(pan).getByText('Verified')).toHaveAttribute('data-state-palette', 'blue');
    expect(within(aadhaar).getByText('Submitted')).toHaveAttribute('data-state-palette', 'green');
    expect(within(itr).getByText('Pending')).toHaveAttribute('data-state-palette', 'gray');
    expect(within(statement).getByText('Rejected')).toHaveAttribute('data-state-palette', 'red');
    expect(pan).toHaveTextContent(`Verified by Priya Nair (AD3001), ${formatDateTime('2026-01-20T06:00:00.000Z')}`);
    expect(itr).toHaveTextContent('No pages uploaded yet.');
    expect(statement).toHaveTextContent('Reason: The last three months are missing.');

    // Pages: the superseded one marked and de-emphasised, a PDF as its mark and name.
    const pages = within(within(aadhaar).getByRole('list', { name: 'Aadhaar Card pages' })).getAllByRole('listitem');
    expect(pages.map((page) => page.textContent)).toEqual(['aadhaar-blurred.jpgSupersededView', 'aadhaar-front.jpgView', 'PDFaadhaar-back.pdfView']);
    expect(pages[0]).toHaveAttribute('data-page-state', 'superseded');
    // Only Submitted documents can be decided.
    expect(within(aadhaar).getByRole('button', { name: 'Verify Aadhaar Card' })).toBeInTheDocument();
    expect(within(aadhaar).getByRole('button', { name: 'Reject Aadhaar Card' })).toBeInTheDocument();
    for (const item of [pan, itr, statement]) expect(within(item).queryByRole('button', { name: /^(Verify|Reject) / })).not.toBeInTheDocument();
  });

  it('verifies with one save, shows the new state, and refetches the lead', async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    mockApi()
      .onPost(DECISION)
      .reply(200, aadhaarCard({ state: 'Verified', decided_at: '2026-01-23T10:00:00.000Z', pages: aadhaarCard().pages.map((page) => (page.state === 'submitted' ? { ...page, state: 'verified' } : page)) }));
    const user = renderLead();

    await user.click(within(await documentItem('Aadhaar Card')).getByRole('button', { name: 'Verify Aadhaar Card' }));

    expect(await screen.findByText('Aadhaar Card verified.')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(1);
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ document: 'Aadhaar Card', decision: 'verify' });
    const aadhaar = await documentItem('Aadhaar Card');
    expect(within(aadhaar).getByText('Verified')).toBeInTheDocument();
    expect(within(aadhaar).queryByRole('button', { name: 'Verify Aadhaar Card' })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 4 verified')).toBeInTheDocument();
    await waitFor(() => expect(mockApi().history.get.filter((request) => request.url === LEAD)).toHaveLength(2));
  });

  it('requires a reason to reject, then sends it; the timeline shows the reason', async () => {
    mockApi()
      .onGet(LEAD)
      .replyOnce(200, processingLead())
      .onGet(LEAD)
      .reply(200, processingLead({ status_history: [...processingLead().status_history, decisionEvent('Aadhaar Card', 'Rejected', 'The photo is blurred.')] }));
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    mockApi().onPost(DECISION).reply(200, aadhaarCard({ state: 'Rejected', rejection_reason: 'The photo is blurred.' }));
    const user = renderLead();

    await user.click(within(await documentItem('Aadhaar Card')).getByRole('button', { name: 'Reject Aadhaar Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason for rejecting this document.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(mockApi().history.post).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), '  The photo is blurred.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ document: 'Aadhaar Card', decision: 'reject', reason: 'The photo is blurred.' });
    expect(await screen.findByText('Aadhaar Card rejected: the connector is asked to upload it again.')).toBeInTheDocument();
    const aadhaar = await documentItem('Aadhaar Card');
    expect(within(aadhaar).getByText('Rejected')).toBeInTheDocument();
    expect(aadhaar).toHaveTextContent('Reason: The photo is blurred.');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(await timeline.findByText('Reason: The photo is blurred.')).toBeInTheDocument();
  });

  it("shows the server's 409 and reads the documents again", async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    mockApi().onPost(DECISION).reply(409, { detail: NOTHING_TO_DECIDE });
    const user = renderLead();

    await user.click(within(await documentItem('Aadhaar Card')).getByRole('button', { name: 'Verify Aadhaar Card' }));
    expect(await within(await documentItem('Aadhaar Card')).findByRole('alert')).toHaveTextContent(NOTHING_TO_DECIDE);
    await waitFor(() => expect(mockApi().history.get.filter((request) => request.url === DOCUMENTS)).toHaveLength(2));
  });

  it("shows the server's message in the reject dialog (a 409, a 400 about the reason)", async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    mockApi()
      .onPost(DECISION)
      .replyOnce(400, { reason: ['Give the reason for rejecting this document.'] })
      .onPost(DECISION)
      .reply(409, { detail: NOTHING_TO_DECIDE });
    const user = renderLead();

    await user.click(within(await documentItem('Aadhaar Card')).getByRole('button', { name: 'Reject Aadhaar Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for rejecting this document.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOTHING_TO_DECIDE);
  });

  it('is read-only for an rm (can_decide false): no Verify or Reject, pages still viewable', async () => {
    mockProfile('rm');
    mockApi().onGet(LEAD).reply(200, processingLead({ can_edit: false, allowed_transitions: [] }));
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments({ can_decide: false }));
    const user = renderLead();

    const aadhaar = await documentItem('Aadhaar Card');
    expect(screen.queryByRole('button', { name: /^(Verify|Reject) / })).not.toBeInTheDocument();
    await user.click(within(aadhaar).getByRole('button', { name: 'View Aadhaar Card, page 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Aadhaar Card' });
    expect(viewer).toHaveTextContent('Page 2 of 3');
  });

  it("reads the pages' thumbnails only once the page's frame is on screen, then shows them", async () => {
    // The animation frames held: the page is drawn, but its frame has not reached the screen.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      mockApi().onGet(LEAD).reply(200, processingLead());
      mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
      renderLead();
      const aadhaar = await documentItem('Aadhaar Card');
      const thumbnailReads = () => mockApi().history.get.filter((request) => request.url?.includes('variant=thumbnail'));
      expect(thumbnailReads()).toHaveLength(0);

      act(() => {
        while (frames.length > 0) frames.shift()!(performance.now());
      });
      await waitFor(() => expect(thumbnailReads().length).toBeGreaterThan(0));
      await waitFor(() => expect(within(aadhaar).getAllByRole('presentation').some((picture) => picture.tagName === 'IMG')).toBe(true));
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('shows a failed read of the documents with Retry', async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onGet(DOCUMENTS).reply(500, { detail: 'Document store unavailable' });
    const user = renderLead();

    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByRole('alert')).toHaveTextContent('Document store unavailable');
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    await user.click(within(documents).getByRole('button', { name: 'Retry' }));
    expect(await documentItems()).toHaveLength(4);
  });
});
