import { fetchDownload, type CsvFile } from '../../../common/api/csvExport';

/** Shown when the statement cannot be downloaded and the server said nothing. */
export const STATEMENT_FAILED = 'The statement could not be downloaded. Please try again.';

/** GET /leads/statements/{month}/ : the signed-in connector's commission statement of a month, as a PDF. */
export const fetchStatementPdf = (month: string): Promise<CsvFile> => fetchDownload(`/leads/statements/${month}/`, 'application/pdf');

/** The file's name when the server names none. */
export const statementFileName = (month: string) => `commission-statement-${month}.pdf`;
