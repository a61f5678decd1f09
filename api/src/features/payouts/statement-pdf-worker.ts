/**
 * The worker thread that draws commission statements (statement-pdf-pool.ts): laying out text in an
 * embedded font costs tens of milliseconds per statement, which must not hold the API's event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { Language } from 'shared-contracts';
import type { CommissionStatement } from './commission-statement';
import { statementPdf } from './statement-pdf';

export interface StatementPdfJob {
  id: number;
  statement: CommissionStatement;
  companyName: string;
  generatedAt: string;
  language: Language;
}

export type StatementPdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: StatementPdfJob) => {
  statementPdf(job.statement, job.companyName, new Date(job.generatedAt), job.language).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies StatementPdfResult);
    },
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies StatementPdfResult),
  );
});
