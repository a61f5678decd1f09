/**
 * PDF pages drawn with pdf.js. This module is only ever reached through a dynamic `import()`
 * (PdfPageView), so pdf.js (its own chunk) is downloaded when a reviewer first opens a PDF, never
 * with the managed lead page (docs/lead-documents.md, "pdf.js: loading, the worker and the CSP").
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import type { Size } from '../model/pageViewer';

/**
 * Browsers refuse `new Worker(url)` for a script on another origin, and the remote's files are on
 * its own origin, not the host page's. So the worker's script (emitted by webpack as a file of the
 * remote) is fetched (CORS is open on the remotes) and started from a `blob:` URL, which is
 * same-origin with the page; the portal's CSP allows `worker-src blob:` for this. One worker serves
 * every PDF for the page's life (pdf.js leaves a worker it was given running), so its URL is kept.
 */
let workerPromise: Promise<Worker> | null = null;

function pdfWorker(): Promise<Worker> {
  workerPromise ??= (async () => {
    const response = await fetch(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url));
    if (!response.ok) throw new Error(`The PDF reader could not be loaded (HTTP ${response.status}).`);
    const script = new Blob([await response.arrayBuffer()], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(script), { type: 'module' });
  })().catch((error: unknown) => {
    // A failed start is tried again with the next PDF instead of being remembered.
    workerPromise = null;
    throw error;
  });
  return workerPromise;
}

/**
 * Canvas limits differ by browser (iOS Safari refuses more than 16,777,216 pixels); past this the
 * page is drawn with fewer device pixels instead of not at all.
 */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface PdfPageDrawing {
  /** Settles when the page is on the canvas; rejects when it could not be drawn (not when cancelled). */
  done: Promise<void>;
  cancel: () => void;
}

export interface OpenedPdf {
  pageCount: number;
  /** A page's size in CSS pixels at scale 1, as the PDF itself turns it. */
  pageSize: (pageNumber: number) => Promise<Size>;
  /** Draws a page on the canvas at `scale` (CSS pixels per PDF unit), turned `rotation` more degrees. */
  drawPage: (pageNumber: number, canvas: HTMLCanvasElement, options: { scale: number; rotation: number; pixelRatio: number }) => PdfPageDrawing;
  close: () => void;
}

function isCancellation(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

/** Opens a PDF from its bytes (read with the bearer token: pdf.js never fetches anything itself). */
export async function openPdf(bytes: ArrayBuffer): Promise<OpenedPdf> {
  GlobalWorkerOptions.workerPort = await pdfWorker();
  // isEvalSupported false: the CSP has no 'unsafe-eval', so pdf.js must not try `new Function`.
  const loading = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  const document: PDFDocumentProxy = await loading.promise;
  return {
    pageCount: document.numPages,
    pageSize: async (pageNumber) => {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    },
    drawPage: (pageNumber, canvas, { scale, rotation, pixelRatio }) => {
      let task: RenderTask | null = null;
      let cancelled = false;
      const done = (async () => {
        const page = await document.getPage(pageNumber);
        if (cancelled) return;
        const turn = (page.rotate + rotation) % 360;
        const cssViewport = page.getViewport({ scale, rotation: turn });
        const ratio = Math.min(pixelRatio, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssViewport.width * cssViewport.height)));
        const viewport = page.getViewport({ scale: scale * ratio, rotation: turn });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
      })().catch((error: unknown) => {
        if (!isCancellation(error)) throw error;
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    close: () => void loading.destroy(),
  };
}
