import type { CsvFile } from '../api/csvExport';
import { useT } from '../i18n';
import { csvFileName } from '../model/csv';
import { DownloadFileButton } from './DownloadFileButton';

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
  const t = useT();
  return (
    <DownloadFileButton
      label={t('csv.export')}
      fetchFile={fetchFile}
      fileName={csvFileName(name, new Date())}
      // Shown when an export fails and the server said nothing.
      failure={t('csv.exportFailed')}
      disabled={disabled}
    />
  );
}
