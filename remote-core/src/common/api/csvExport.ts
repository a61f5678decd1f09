import { httpClient } from 'shared-auth';
import { fileNameFromDisposition } from '../model/contentDisposition';

/** A CSV file the API exported, and the name its Content-Disposition suggests (null when none). */
export interface CsvFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET a CSV export through the one HTTP client (bearer header, token refresh): never a plain link,
 * so no token travels in a URL. The body arrives as a Blob (`responseType: 'blob'`).
 */
export async function fetchCsvFile(path: string): Promise<CsvFile> {
  const response = await httpClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: 'text/csv' } });
  const data: unknown = response.data;
  const blob = data instanceof Blob ? data : new Blob([typeof data === 'string' ? data : JSON.stringify(data)], { type: 'text/csv;charset=utf-8' });
  return { blob, fileName: fileNameFromDisposition(response.headers['content-disposition']) };
}
