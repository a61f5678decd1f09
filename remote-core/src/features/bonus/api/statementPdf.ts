import { fetchDownload, type CsvFile } from '../../../common/api/csvExport';

/** GET /leads/statements/{month}/ : the signed-in connector's commission statement of a month, as a PDF. */
export const fetchStatementPdf = (month: string): Promise<CsvFile> => fetchDownload(`/leads/statements/${month}/`, 'application/pdf');

/** The file's name when the server names none. */
export const statementFileName = (month: string) => `commission-statement-${month}.pdf`;
