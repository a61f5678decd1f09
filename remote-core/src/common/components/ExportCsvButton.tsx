import { useState } from 'react';
import { Button, Stack, Text, getErrorMessage } from 'shared-ui';
import type { CsvFile } from '../api/csvExport';
import { csvFileName } from '../model/csv';
import { downloadFile } from './CsvDownloadButton';

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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportFile = async () => {
    setPending(true);
    setError(null);
    try {
      const file = await fetchFile();
      downloadFile(file.fileName ?? csvFileName(name, new Date()), file.blob);
    } catch (failure) {
      setError(getErrorMessage(failure, EXPORT_FAILED));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="1" align={{ base: 'stretch', lg: 'flex-end' }}>
      <Button variant="outline" colorPalette="brand" disabled={disabled} loading={pending} loadingText="Export CSV" onClick={() => void exportFile()}>
        Export CSV
      </Button>
      {error ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
