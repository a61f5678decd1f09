import { httpClient } from 'shared-auth';
import { fileNameFromDisposition } from '../model/contentDisposition';

/** A CSV file the API exported, and the name its Content-Disposition suggests (null when none). */
export interface CsvFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET a file the API builds (a CSV export, a PDF statement) through the one HTTP client (bearer header,
 * token refresh): never a plain link, so no token travels in a URL. The body arrives as a Blob
 * (`responseType: 'blob'`).
 */
export async function fetchDownload(path: string, type: 'text/csv' | 'application/pdf'): Promise<CsvFile> {
  const response = await httpClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: type } });
  const data: unknown = response.data;
  const blob = data instanceof Blob ? data : new Blob([typeof data === 'string' ? data : JSON.stringify(data)], { type: type === 'text/csv' ? 'text/csv;charset=utf-8' : type });
  return { blob, fileName: fileNameFromDisposition(response.headers['content-disposition']) };
}

/** A CSV export (`fetchDownload` of text/csv). */
export const fetchCsvFile = (path: string): Promise<CsvFile> => fetchDownload(path, 'text/csv');
