import { Button } from 'shared-ui';
import { useT } from '../i18n';
import { csvFileName } from '../model/csv';

/** Hands a CSV text to the browser as a download (a UTF-8 Blob behind a temporary link). */
export function downloadCsv(fileName: string, content: string): void {
  downloadFile(fileName, new Blob([content], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a file (a server export fetched with the bearer header) to the browser as a download. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface CsvDownloadButtonProps {
  /** The file's base name ("my-leads"); the date of the download is appended. */
  name: string;
  /** Builds the file when clicked (all rows of the list, not only the page shown). */
  build: () => string;
  disabled?: boolean;
}

/** "Export CSV": downloads exactly what the list shows. */
export function CsvDownloadButton({ name, build, disabled = false }: CsvDownloadButtonProps) {
  const t = useT();
  return (
    <Button variant="outline" colorPalette="brand" disabled={disabled} onClick={() => downloadCsv(csvFileName(name, new Date()), build())}>
      {t('csv.export')}
    </Button>
  );
}
