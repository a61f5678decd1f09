import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { languageOf } from '../../http/error-handler';
import { fieldErrors, notFound } from '../../http/errors';
import { commissionStatement, monthOf } from './commission-statement';
import { statementPdfPool } from './statement-pdf-pool';

export const STATEMENT_FUTURE_MONTH = 'This month has not begun yet: choose this month or an earlier one.';

/** Answers a connector's statement of `month` as a PDF download (both the connector's route and the back office's), in the reader's language. */
export async function sendStatement(reply: FastifyReply, db: Database, companyName: string, employeeId: number, month: string) {
  if (month > monthOf(new Date())) throw fieldErrors({ month: [STATEMENT_FUTURE_MONTH] });
  const statement = await commissionStatement(db, employeeId, month);
  if (!statement) throw notFound('Employee not found.');
  const pdf = await statementPdfPool.render(statement, companyName, languageOf(reply.request));
  return reply
    .header('content-disposition', `attachment; filename="commission-statement-${statement.connector.employeeId}-${month}.pdf"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
}
