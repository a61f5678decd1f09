import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { aadhaarCard, bankStatement } from '../testing/leadDocumentFixtures';
import type { OpenedPdf } from './pdfDocument';
import { PageViewerDialog } from './PageViewerDialog';

// pdf.js needs a real canvas and a worker: the viewer's side of it is tested against this stand-in.
const drawPage = jest.fn<ReturnType<OpenedPdf['drawPage']>, Parameters<OpenedPdf['drawPage']>>(() => ({ done: Promise.resolve(), cancel: () => {} }));
const closePdf = jest.fn();
const openPdf = jest.fn<Promise<OpenedPdf>, [ArrayBuffer]>(async () => ({
  pageCount: 20,
  pageSize: async () => ({ width: 600, height: 800 }),
  drawPage,
  close: closePdf,
}));
jest.mock('./pdfDocument', () => ({ openPdf: (bytes: ArrayBuffer) => openPdf(bytes) }));

// jsdom's Blob has no arrayBuffer() (browsers have had it since 2019); the PDF view reads the bytes with it.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const PAGES = /^\/leads\/manage\/leads\/4\/documents\/pages\/(\d+)\/$/;

/** The stage measures its room from the element's size, which jsdom does not lay out. */
function giveElementsASize(width: number, height: number) {
  const client = { clientWidth: jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get'), clientHeight: jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get') };
  client.clientWidth.mockReturnValue(width);
  client.clientHeight.mockReturnValue(height);
  return () => {
    client.clientWidth.mockRestore();
    client.clientHeight.mockRestore();
  };
}

function renderViewer(document = aadhaarCard(), pageId = 22) {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  renderWithProviders(<PageViewerDialog scope="managed" leadId={4} document={document} pageId={pageId} onClose={onClose} />, { tokens: true });
  return { user, onClose };
}

describe.each(LAYOUTS)('PageViewerDialog ($layout)', ({ width }) => {
  let restore: Array<() => void>;
  beforeEach(() => {
    restore = [setViewportWidth(width), giveElementsASize(516, 416)];
    drawPage.mockClear();
    openPdf.mockClear();
    closePdf.mockClear();
    mockApi()
      .onGet(PAGES)
      .reply((config) => {
        const pageId = Number(PAGES.exec(config.url ?? '')?.[1]);
        const pdf = pageId === 23 || pageId === 31;
        return [200, new Blob([pdf ? '%PDF-1.7' : 'jpeg'], { type: pdf ? 'application/pdf' : 'image/jpeg' })];
      });
  });
  afterEach(() => restore.forEach((undo) => undo()));

  it('opens at the clicked page, and goes to the previous and next pages', async () => {
    const { user } = renderViewer();
    const dialog = await screen.findByRole('dialog', { name: 'Aadhaar Card' });
    expect(dialog).toHaveTextContent('Page 2 of 3');
    expect(await within(dialog).findByRole('img', { name: 'Aadhaar Card, page 2 of 3' })).toBeInTheDocument();
    expect(mockApi().history.get.map((request) => request.url)).toContain('/leads/manage/leads/4/documents/pages/22/');

    await user.click(within(dialog).getByRole('button', { name: 'Previous page' }));
    expect(dialog).toHaveTextContent('Page 1 of 3');
    expect(dialog).toHaveTextContent('Superseded');
    expect(await within(dialog).findByRole('img', { name: 'Aadhaar Card, page 1 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(dialog).toHaveTextContent('Page 3 of 3');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(await within(dialog).findByText('PDF page 1 of 20')).toBeInTheDocument();
  });

  it('zooms (buttons and keys) and turns the page', async () => {
    const { user } = renderViewer();
    const dialog = await screen.findByRole('dialog', { name: 'Aadhaar Card' });
    const image = await within(dialog).findByRole('img', { name: 'Aadhaar Card, page 2 of 3' });
    // 1600 × 1000 fitted into 500 × 400 (the stage less its padding): 500 × 313.
    expect(image).toHaveStyle({ width: '500px', height: '313px' });
    expect(within(dialog).getByText('Zoom: Fit')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(image).toHaveStyle({ width: '625px' });
    expect(within(dialog).getByText('Zoom: 125% of fit')).toBeInTheDocument();
    await user.keyboard('+');
    expect(image).toHaveStyle({ width: '750px' });
    await user.keyboard('-');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByText('Zoom: Fit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(image).toHaveStyle({ width: '375px' });
    await user.click(within(dialog).getByRole('button', { name: 'Fit' }));
    expect(image).toHaveStyle({ width: '500px' });

    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    // Turned, the page stands 1600 high in a 400 high stage: drawn 400 × 250, it takes 250 × 400 upright.
    expect(image.style.transform).toContain('rotate(90deg)');
    expect(image).toHaveStyle({ width: '400px', height: '250px' });
    expect(image.parentElement).toHaveStyle({ width: '250px', height: '400px' });
    expect(within(dialog).getByText(/turned 90°/)).toBeInTheDocument();
  });

  it('draws a PDF page by page with pdf.js, at the fitted size and the screen pixel ratio', async () => {
    const { user } = renderViewer(bankStatement(), 31);
    const dialog = await screen.findByRole('dialog', { name: 'Bank statement' });
    const canvas = await within(dialog).findByRole('img', { name: 'Bank statement, PDF page 1 of 20' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(within(dialog).getByText('PDF page 1 of 20')).toBeInTheDocument();
    expect(openPdf).toHaveBeenCalledTimes(1);
    // 600 × 800 fitted into 500 × 400: scale 0.5.
    await waitFor(() => expect(drawPage).toHaveBeenLastCalledWith(1, canvas, { scale: 0.5, rotation: 0, pixelRatio: window.devicePixelRatio || 1 }));
    expect(canvas).toHaveStyle({ width: '300px', height: '400px' });

    await user.click(within(dialog).getByRole('button', { name: 'Next PDF page' }));
    expect(await within(dialog).findByRole('img', { name: 'Bank statement, PDF page 2 of 20' })).toBeInTheDocument();
    await waitFor(() => expect(drawPage).toHaveBeenLastCalledWith(2, expect.any(HTMLCanvasElement), expect.objectContaining({ scale: 0.5 })));
    await user.click(within(dialog).getByRole('button', { name: 'Previous PDF page' }));
    expect(await within(dialog).findByText('PDF page 1 of 20')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous PDF page' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(drawPage).toHaveBeenLastCalledWith(1, expect.any(HTMLCanvasElement), expect.objectContaining({ scale: 0.625, rotation: 0 })));
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(drawPage).toHaveBeenLastCalledWith(1, expect.any(HTMLCanvasElement), expect.objectContaining({ rotation: 90 })));
  });

  it('says so when a page cannot be shown', async () => {
    mockApi().reset();
    mockApi().onGet(PAGES).reply(500, { detail: 'Storage unavailable' });
    renderViewer();
    const dialog = await screen.findByRole('dialog', { name: 'Aadhaar Card' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This page cannot be shown.');
  });

  it('says so when a PDF cannot be read', async () => {
    openPdf.mockRejectedValueOnce(new Error('Invalid PDF structure.'));
    renderViewer(bankStatement(), 31);
    const dialog = await screen.findByRole('dialog', { name: 'Bank statement' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This page cannot be shown.');
  });

  it('closes with its close button', async () => {
    const { user, onClose } = renderViewer();
    const dialog = await screen.findByRole('dialog', { name: 'Aadhaar Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
