/**
 * The lead page's document checklist as the connector uses it (docs/lead-documents.md, "The
 * connector's screen"): every document state, pages and their removal, and uploads from a phone:
 * compressed first, one at a time with progress, Retry after a refusal, resent after a lost
 * connection with the same upload_key.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { mockApi } from 'shared-auth/testing';
import type { LeadDocumentsResponse } from 'shared-contracts';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { decodeImage, encodeJpeg } from '../lead-documents/components/imageCanvas';
import { documentLimits, documentPage, leadDocumentsInEveryState, uploadAnswer } from '../lead-documents/testing/documentFixtures';
import { demoLeadDetail } from '../leads/testing/leadFixtures';
import LeadDetailPage from './LeadDetailPage';

jest.mock('../lead-documents/components/imageCanvas', () => ({
  decodeImage: jest.fn(),
  encodeJpeg: jest.fn(),
  releaseImage: jest.fn(),
}));

const decodeImageMock = jest.mocked(decodeImage);
const encodeJpegMock = jest.mocked(encodeJpeg);

const MB = 1024 * 1024;
const LEAD = '/leads/leads/4/';
const DOCUMENTS = '/leads/leads/4/documents/';
const PAGES = '/leads/leads/4/documents/pages/';
const THUMBNAIL = /\/leads\/leads\/4\/documents\/pages\/\d+\/\?variant=thumbnail$/;

function decoded(width: number, height: number) {
  return { width, height, bitmap: {} as ImageBitmap };
}

function mockLeadWithDocuments(documents: LeadDocumentsResponse = leadDocumentsInEveryState()) {
  return mockApi()
    .onGet(LEAD)
    .reply(200, demoLeadDetail())
    .onGet(DOCUMENTS)
    .reply(200, documents)
    .onGet(THUMBNAIL)
    .reply(200, new Blob(['thumbnail'], { type: 'image/jpeg' }));
}

async function renderLead() {
  const user = userEvent.setup();
  renderPage(<LeadDetailPage />, { route: '/lead/4', path: '/lead/:id' });
  await screen.findByRole('heading', { level: 3, name: 'Salary Slips' });
  return user;
}

/** A checklist document's list item. */
function documentItem(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`No list item for ${name}`);
  return item;
}

/**
 * A page's picture once its thumbnail has been read (until then a placeholder of the same name
 * stands in its place), or its PDF file card.
 */
async function findPage(container: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const picture = within(container).getByRole('img', { name });
    if (picture.tagName === 'IMG') expect(picture).toHaveAttribute('src', 'blob:preview');
    else expect(picture).not.toHaveAttribute('aria-busy', 'true');
    return picture;
  });
}

/** A Blob's bytes as text (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The file part of a sent form (jsdom hands out a new File object on every read). */
async function sentFile(form: FormData): Promise<{ name: string; type: string; size: number; text: string }> {
  const file = form.get('file') as File;
  return { name: file.name, type: file.type, size: file.size, text: await blobText(file) };
}

function sentForms(): FormData[] {
  return mockApi().history.post.filter((request) => request.url === PAGES).map((request) => request.data as FormData);
}

function chooseFiles(document: string, files: File[]) {
  fireEvent.change(screen.getByLabelText(`${document}: files to upload`), { target: { files } });
}

function salarySlipPage(id: number, fileName: string) {
  return documentPage({ id, document: 'Salary Slips', file_name: fileName });
}

const SALARY_SLIPS = leadDocumentsInEveryState().documents[3];

describe.each(LAYOUTS)('LeadDetailPage documents ($layout)', ({ width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
    decodeImageMock.mockResolvedValue(decoded(1200, 1600));
    encodeJpegMock.mockResolvedValue(new Blob(['compressed'], { type: 'image/jpeg' }));
  });
  afterEach(() => {
    restoreViewport();
    jest.clearAllMocks();
  });

  it('shows every document with its state, pages, the reason of a rejection, earlier pages folded away, and the limits', async () => {
    mockLeadWithDocuments();
    const user = await renderLead();
    const status = screen.getByRole('region', { name: 'Status & Documents' });

    expect(within(status).getByText('JPG, PNG or PDF · up to 10 MB per file · 50 MB per lead (12.3 MB used)')).toBeInTheDocument();
    const states = ['PAN Card', 'Aadhaar Card', 'ITR (3 years)', 'Salary Slips', 'Property Title Deed'].map((name) => {
      const badge = documentItem(name).querySelector('[data-palette]');
      return [name, badge?.textContent, badge?.getAttribute('data-palette')];
    });
    expect(states).toEqual([
      ['PAN Card', 'Verified', 'blue'],
      ['Aadhaar Card', 'Submitted', 'green'],
      ['ITR (3 years)', 'Pending', 'gray'],
      ['Salary Slips', 'Rejected', 'red'],
      ['Property Title Deed', 'Pending', 'gray'],
    ]);

    // Verified: its page stays, nothing can be added or removed.
    const pan = documentItem('PAN Card');
    expect((await findPage(pan, 'PAN Card, page 1')).tagName).toBe('IMG');
    expect(within(pan).queryByRole('button')).not.toBeInTheDocument();

    // Submitted: a photo's thumbnail and a PDF's file card, each removable; upload actions.
    const aadhaar = documentItem('Aadhaar Card');
    expect((await findPage(aadhaar, 'Aadhaar Card, page 1')).tagName).toBe('IMG');
    expect(within(aadhaar).getByRole('img', { name: 'Aadhaar Card, page 2: aadhaar-back.pdf' })).toHaveTextContent('aadhaar-back.pdf');
    expect(within(aadhaar).getByRole('button', { name: 'Remove Aadhaar Card, page 1' })).toBeInTheDocument();
    expect(within(aadhaar).getByRole('button', { name: 'Remove Aadhaar Card, page 2' })).toBeInTheDocument();
    expect(within(aadhaar).getByRole('button', { name: 'Take photo for Aadhaar Card' })).toBeInTheDocument();

    // Pending: no pages yet, the upload actions.
    const itr = documentItem('ITR (3 years)');
    expect(within(itr).queryByRole('img')).not.toBeInTheDocument();
    expect(within(itr).getByRole('button', { name: 'Choose files for ITR (3 years)' })).toBeInTheDocument();

    // Rejected: the reason, the rejected page, and the superseded one under Earlier pages.
    const slips = documentItem('Salary Slips');
    expect(within(slips).getByText('Rejected: The March slip is cut off. Upload it again.')).toBeInTheDocument();
    expect(await findPage(slips, 'Salary Slips, page 1')).toBeInTheDocument();
    expect(within(slips).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(slips).queryByRole('img', { name: 'Salary Slips, earlier page 1' })).not.toBeInTheDocument();
    await user.click(within(slips).getByRole('button', { name: 'Earlier pages (1)' }));
    const earlier = await within(slips).findByRole('list', { name: 'Salary Slips earlier pages' });
    expect(await findPage(earlier, 'Salary Slips, earlier page 1')).toBeInTheDocument();
    expect(within(earlier).getByText('Superseded')).toBeInTheDocument();
  });

  it('offers the camera (back camera, any image) and several JPG, PNG or PDF files', async () => {
    mockLeadWithDocuments();
    await renderLead();

    const camera = screen.getByLabelText('Salary Slips: photo from the camera');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).not.toHaveAttribute('multiple');
    const files = screen.getByLabelText('Salary Slips: files to upload');
    expect(files).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(files).toHaveAttribute('multiple');
    // The buttons open them (the inputs themselves stay out of the tab order).
    const click = jest.spyOn(camera, 'click').mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take photo for Salary Slips' }));
    expect(click).toHaveBeenCalled();
  });

  it('compresses a large photo before sending it: document, upload_key, then the compressed JPEG', async () => {
    decodeImageMock.mockResolvedValue(decoded(4000, 3000));
    const compressed = new Blob(['compressed-jpeg'], { type: 'image/jpeg' });
    let finishEncoding: (blob: Blob) => void = () => {};
    encodeJpegMock.mockImplementation(() => new Promise((resolve) => (finishEncoding = resolve)));
    const page = salarySlipPage(33, 'IMG_2041.jpg');
    mockLeadWithDocuments().onPost(PAGES).reply(201, uploadAnswer(SALARY_SLIPS, page, documentLimits({ used_bytes: 13 * MB })));
    await renderLead();

    chooseFiles('Salary Slips', [new File([new Uint8Array(4 * MB)], 'IMG_2041.HEIC', { type: 'image/heic' })]);

    const slips = documentItem('Salary Slips');
    const uploads = await within(slips).findByRole('list', { name: 'Salary Slips uploads' });
    expect(await within(uploads).findByText('Compressing…')).toBeInTheDocument();
    expect(within(uploads).getByText('IMG_2041.HEIC')).toBeInTheDocument();
    expect(sentForms()).toHaveLength(0);
    act(() => finishEncoding(compressed));
    expect(await findPage(slips, 'Salary Slips, page 2')).toBeInTheDocument();
    expect(encodeJpegMock).toHaveBeenCalledWith(expect.objectContaining({ width: 4000, height: 3000 }), 2400, 1800, 0.82);
    const [form] = sentForms();
    expect([...form.keys()]).toEqual(['document', 'upload_key', 'file']);
    expect(form.get('document')).toBe('Salary Slips');
    expect(form.get('upload_key')).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(await sentFile(form)).toEqual({ name: 'IMG_2041.jpg', type: 'image/jpeg', size: compressed.size, text: 'compressed-jpeg' });
    // The limits follow the answer, and the lead (its checklist and timeline) is read again.
    expect(screen.getByText('JPG, PNG or PDF · up to 10 MB per file · 50 MB per lead (13 MB used)')).toBeInTheDocument();
    await waitFor(() => expect(mockApi().history.get.filter((request) => request.url === LEAD)).toHaveLength(2));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('IMG_2041.HEIC uploaded to Salary Slips.');
  });

  it('sends a small photo and a PDF as they are, one at a time, with the progress in percent', async () => {
    decodeImageMock.mockResolvedValue(decoded(1200, 1600));
    let release: (() => void) | undefined;
    const photo = new File(['small-photo'], 'slip-april.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF-1.7'], 'slip-may.pdf', { type: 'application/pdf' });
    mockLeadWithDocuments()
      .onPost(PAGES)
      .replyOnce((config: AxiosRequestConfig) => {
        config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4, bytes: 40, lengthComputable: true });
        return new Promise((resolve) => {
          release = () => resolve([201, uploadAnswer(SALARY_SLIPS, salarySlipPage(33, 'slip-april.jpg'))]);
        });
      })
      .onPost(PAGES)
      .replyOnce(201, uploadAnswer(
          { ...SALARY_SLIPS, pages: [...SALARY_SLIPS.pages, salarySlipPage(33, 'slip-april.jpg')] },
          { ...salarySlipPage(34, 'slip-may.pdf'), content_type: 'application/pdf', has_thumbnail: false, width: null, height: null },
        ));
    await renderLead();

    chooseFiles('Salary Slips', [photo, pdf]);

    const slips = documentItem('Salary Slips');
    const bar = await within(slips).findByRole('progressbar', { name: 'Uploading slip-april.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(slips).getByText('40%')).toBeInTheDocument();
    // The PDF waits for its turn.
    expect(within(within(slips).getByRole('list', { name: 'Salary Slips uploads' })).getAllByRole('listitem')[1]).toHaveTextContent('slip-may.pdfWaiting to upload');
    expect(sentForms()).toHaveLength(1);

    act(() => release?.());
    expect(await findPage(slips, 'Salary Slips, page 3: slip-may.pdf')).toBeInTheDocument();
    const [first, second] = sentForms();
    expect(await sentFile(first)).toEqual({ name: 'slip-april.jpg', type: 'image/jpeg', size: photo.size, text: 'small-photo' });
    expect(await sentFile(second)).toEqual({ name: 'slip-may.pdf', type: 'application/pdf', size: pdf.size, text: '%PDF-1.7' });
    expect(first.get('upload_key')).not.toBe(second.get('upload_key'));
    expect(within(slips).queryByRole('list', { name: 'Salary Slips uploads' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal with Retry, which sends the same file with the same upload_key", async () => {
    mockLeadWithDocuments()
      .onPost(PAGES)
      .replyOnce(409, { detail: 'This document has 40 pages, the most it may have.' })
      .onPost(PAGES)
      .replyOnce(201, uploadAnswer(SALARY_SLIPS, salarySlipPage(33, 'slip.jpg')));
    const user = await renderLead();

    chooseFiles('Salary Slips', [new File(['photo'], 'slip.jpg', { type: 'image/jpeg' })]);
    const slips = documentItem('Salary Slips');
    expect(await within(slips).findByText('Failed: This document has 40 pages, the most it may have.')).toBeInTheDocument();

    await user.click(within(slips).getByRole('button', { name: 'Retry slip.jpg' }));
    expect(await findPage(slips, 'Salary Slips, page 2')).toBeInTheDocument();
    const [first, second] = sentForms();
    expect(second.get('upload_key')).toBe(first.get('upload_key'));
    expect(await sentFile(second)).toEqual(await sentFile(first));
    expect(decodeImageMock).toHaveBeenCalledTimes(1);
  });

  it("shows a 400's message about the file", async () => {
    mockLeadWithDocuments().onPost(PAGES).reply(400, { file: ['Upload a JPG, PNG or PDF file.'] });
    await renderLead();

    chooseFiles('ITR (3 years)', [new File(['%PDF'], 'itr.pdf', { type: 'application/pdf' })]);
    expect(await within(documentItem('ITR (3 years)')).findByText('Failed: Upload a JPG, PNG or PDF file.')).toBeInTheDocument();
  });

  it('waits for the connection after a send that got no answer, then sends it again with the same upload_key, once', async () => {
    const page = salarySlipPage(33, 'slip.jpg');
    mockLeadWithDocuments()
      .onPost(PAGES)
      .networkErrorOnce()
      // The first attempt may have been stored: the server answers the same page for the same key.
      .onPost(PAGES)
      .replyOnce(200, uploadAnswer(SALARY_SLIPS, page));
    await renderLead();

    chooseFiles('Salary Slips', [new File(['photo'], 'slip.jpg', { type: 'image/jpeg' })]);
    const slips = documentItem('Salary Slips');
    expect(await within(slips).findByText('Waiting for connection')).toBeInTheDocument();
    expect(sentForms()).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await findPage(slips, 'Salary Slips, page 2')).toBeInTheDocument();
    const [first, second] = sentForms();
    expect(second.get('upload_key')).toBe(first.get('upload_key'));
    expect(sentForms()).toHaveLength(2);
    expect(within(within(slips).getByRole('list', { name: 'Salary Slips pages' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends nothing while the browser is offline, and sends when it is back online', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    mockLeadWithDocuments().onPost(PAGES).reply(201, uploadAnswer(SALARY_SLIPS, salarySlipPage(33, 'slip.jpg')));
    await renderLead();

    chooseFiles('Salary Slips', [new File(['photo'], 'slip.jpg', { type: 'image/jpeg' })]);
    const slips = documentItem('Salary Slips');
    expect(await within(slips).findByText('Waiting for connection')).toBeInTheDocument();
    expect(sentForms()).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await findPage(slips, 'Salary Slips, page 2')).toBeInTheDocument();
    expect(sentForms()).toHaveLength(1);
    onLine.mockRestore();
  });

  it('refuses, without sending, a file over 10 MB and one that would take the lead over 50 MB', async () => {
    decodeImageMock.mockResolvedValue(null);
    mockLeadWithDocuments(leadDocumentsInEveryState({ limits: documentLimits({ used_bytes: 45 * MB }) }));
    const user = await renderLead();

    chooseFiles('ITR (3 years)', [
      new File([new Uint8Array(10 * MB + 1)], 'itr-scan.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(6 * MB)], 'itr-2025.pdf', { type: 'application/pdf' }),
    ]);
    const itr = documentItem('ITR (3 years)');
    expect(await within(itr).findByText('Not uploaded: This file is larger than 10 MB.')).toBeInTheDocument();
    expect(
      await within(itr).findByText("Not uploaded: This lead's documents would be larger than 50 MB. Remove pages or upload smaller files."),
    ).toBeInTheDocument();
    expect(sentForms()).toHaveLength(0);

    await user.click(within(itr).getByRole('button', { name: 'Dismiss itr-scan.pdf' }));
    expect(within(itr).queryByText('itr-scan.pdf')).not.toBeInTheDocument();
  });

  it('removes a page after confirming, and reads the documents and the lead again', async () => {
    const withoutPage = leadDocumentsInEveryState();
    withoutPage.documents[1] = { ...withoutPage.documents[1], pages: withoutPage.documents[1].pages.slice(1) };
    mockLeadWithDocuments()
      .onDelete(`${PAGES}21/`)
      .replyOnce(409, { detail: 'This page has been reviewed and can no longer be removed.' })
      .onDelete(`${PAGES}21/`)
      .replyOnce(204);
    const user = await renderLead();

    await user.click(within(documentItem('Aadhaar Card')).getByRole('button', { name: 'Remove Aadhaar Card, page 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this page?' });
    expect(dialog).toHaveTextContent('Aadhaar Card, page 1 (aadhaar-front.jpg) will be removed from Aadhaar Card.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(/This page has been reviewed and can no longer be removed\./)).toBeInTheDocument();

    mockApi().onGet(DOCUMENTS).reply(200, withoutPage);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(documentItem('Aadhaar Card')).queryByRole('img', { name: 'Aadhaar Card, page 1: aadhaar-back.pdf' })).toBeInTheDocument());
    expect(mockApi().history.delete).toHaveLength(2);
    expect(mockApi().history.get.filter((request) => request.url === LEAD)).toHaveLength(2);
  });
});
