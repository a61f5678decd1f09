import type { CsvFile } from '../api/csvExport';
import { csvFileName } from '../model/csv';
import { DownloadFileButton } from './DownloadFileButton';

/** Shown when an export fails and the server said nothing. */
export const EXPORT_FAILED = 'The CSV export failed. Please try again.';

interface ExportCsvButtonProps {
  /** The file's base name when the server suggests none ("lead-management"); the date is appended. */
  name: string;
  /** Fetches the server's export (an `api/` function: httpClient with `responseType: 'blob'`). */
  fetchFile: () => Promise<CsvFile>;
  disabled?: boolean;
}

/**
 * "Export CSV" of a server-side export: the file is fetched through the HTTP client (bearer header,
 * never a token in a URL) and saved with the download helper. A failure shows under the button.
 */
export function ExportCsvButton({ name, fetchFile, disabled = false }: ExportCsvButtonProps) {
  return (
    <DownloadFileButton label="Export CSV" fetchFile={fetchFile} fileName={csvFileName(name, new Date())} failure={EXPORT_FAILED} disabled={disabled} />
  );
}
