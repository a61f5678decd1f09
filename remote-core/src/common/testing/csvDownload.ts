/**
 * Captures what CsvDownloadButton hands to the browser: the Blob behind the download link and the
 * file name, without jsdom trying to navigate to it.
 */
export interface CapturedDownload {
  fileName: () => string;
  text: () => Promise<string>;
  /** The file's raw bytes, to check the UTF-8 byte order mark. */
  bytes: () => Promise<Uint8Array>;
  restore: () => void;
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export function captureCsvDownload(): CapturedDownload {
  let blob: Blob | undefined;
  let fileName = '';
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:csv';
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileName = this.download;
  });
  const bytes = async () => {
    if (!blob) throw new Error('No CSV was downloaded');
    return new Uint8Array(await readBlob(blob));
  };
  return {
    fileName: () => fileName,
    bytes,
    text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes()),
    restore: () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    },
  };
}
