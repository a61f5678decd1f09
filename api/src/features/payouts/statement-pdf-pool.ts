import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from 'shared-contracts';
import type { CommissionStatement } from './commission-statement';
import type { StatementPdfJob, StatementPdfResult } from './statement-pdf-worker';

/**
 * Draws statements on worker threads, started on first use, so the API's event loop only sends the
 * figures and receives the bytes (docs/security.md: at most 50 ms of event-loop time per request).
 * Built, the worker is dist/statement-pdf-worker.js beside dist/server.js; from source (tests, tsx) it
 * is the TypeScript file, loaded through tsx. The API keeps one (statements are asked for now and then,
 * and another replica has its own); the statements bench uses one per core.
 */
export class StatementPdfPool {
  private readonly workers: (Worker | null)[];
  private turn = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void; slot: number }>();

  constructor(size = 1) {
    this.workers = Array.from({ length: size }, () => null);
  }

  private start(slot: number): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = fromSource
      ? // A TypeScript entry needs tsx's loader registered inside the worker before the entry is imported.
        new Worker(
          `import(${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href)})` +
            `.then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./statement-pdf-worker.ts', import.meta.url).href)}); })`,
          { eval: true },
        )
      : new Worker(fileURLToPath(new URL('./statement-pdf-worker.js', import.meta.url)));
    // An idle worker does not keep the process alive (the server's own handles do).
    worker.unref();
    worker.on('message', (result: StatementPdfResult) => {
      const job = this.waiting.get(result.id);
      if (!job) return;
      this.waiting.delete(result.id);
      if ('pdf' in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      else job.reject(new Error(`statement PDF: ${result.error}`));
    });
    // A worker that dies fails what it held; the next statement on its slot starts a new one.
    const fail = (error: Error) => {
      if (this.workers[slot] === worker) this.workers[slot] = null;
      for (const [id, job] of this.waiting) {
        if (job.slot !== slot) continue;
        this.waiting.delete(id);
        job.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`statement PDF worker exited with code ${code}`)));
    return worker;
  }

  /** Starts the workers and draws a statement with nothing in it on each, in each language, so their code and fonts are loaded before a real one. */
  async warm(): Promise<void> {
    await Promise.all(this.workers.map(async (_, slot) => {
      await this.renderOn(slot, EMPTY_STATEMENT, '', 'en');
      await this.renderOn(slot, EMPTY_STATEMENT, '', 'hi');
    }));
  }

  /** The statement as a PDF in `language` (the reader's). */
  render(statement: CommissionStatement, companyName: string, language: Language = 'en', generatedAt = new Date()): Promise<Buffer> {
    this.turn = (this.turn + 1) % this.workers.length;
    return this.renderOn(this.turn, statement, companyName, language, generatedAt);
  }

  /** Stops the workers (a bench's end; the API's are unref'd and end with the process). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker?.terminate()));
  }

  private renderOn(slot: number, statement: CommissionStatement, companyName: string, language: Language, generatedAt = new Date()): Promise<Buffer> {
    const worker = this.workers[slot] ?? this.start(slot);
    this.workers[slot] = worker;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, slot });
      worker.postMessage({ id, statement, companyName, generatedAt: generatedAt.toISOString(), language } satisfies StatementPdfJob);
    });
  }
}

/** A statement with nothing in it: drawing it loads the worker's code and fonts before a real one. */
const EMPTY_STATEMENT: CommissionStatement = {
  month: '2000-01',
  connector: { employeeId: '', name: '', pan: null, gstin: null },
  opening: 0,
  lines: [],
  payouts: [],
  totals: { commission: 0, reversals: 0, tds: 0, gst: 0, paid: 0 },
  closing: 0,
};

export const statementPdfPool = new StatementPdfPool();
