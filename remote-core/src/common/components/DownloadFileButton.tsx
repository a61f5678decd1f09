import { useState } from 'react';
import { Button, Stack, Text, getErrorMessage } from 'shared-ui';
import type { CsvFile } from '../api/csvExport';
import { downloadFile } from './CsvDownloadButton';

interface DownloadFileButtonProps {
  /** The button's text ("Download bank transfer file"). */
  label: string;
  /** Fetches the server's file through the HTTP client (`fetchCsvFile`: bearer header, `responseType: 'blob'`). */
  fetchFile: () => Promise<CsvFile>;
  /** The file's name when the server's Content-Disposition names none. */
  fileName: string;
  /** Shown when the download fails and the server said nothing. */
  failure: string;
  /** A muted line under the button (what the file holds). */
  note?: string;
  disabled?: boolean;
  /** `sm` beside small form controls. */
  size?: 'sm' | 'md';
}

/**
 * Downloads a file the API builds, the way "Export CSV" does (never a link with a token in it), under
 * a label of its own. A failure shows under the button.
 */
export function DownloadFileButton({ label, fetchFile, fileName, failure, note, disabled = false, size = 'md' }: DownloadFileButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const file = await fetchFile();
      downloadFile(file.fileName ?? fileName, file.blob);
    } catch (caught) {
      setError(getErrorMessage(caught, failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="1" align={{ base: 'stretch', lg: 'flex-end' }}>
      <Button size={size} variant="outline" colorPalette="brand" disabled={disabled} loading={pending} loadingText={label} onClick={() => void download()}>
        {label}
      </Button>
      {note ? (
        <Text fontSize="xs" color="fg.muted" textAlign={{ lg: 'end' }}>
          {note}
        </Text>
      ) : null}
      {error ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
