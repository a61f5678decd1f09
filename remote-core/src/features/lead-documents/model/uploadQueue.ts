/**
 * The connector's upload queue as data: one item per chosen file, each going
 * chosen → compressing → waiting its turn → uploading → gone (it is a page of the document now),
 * or ending refused (never sent), failed (the server said no; Retry) or waiting for a connection
 * (sent again by itself when the browser is back online). One item runs at a time per lead.
 */
import { t as catalogueT, type LeadDocumentsT } from '../i18n';
import { fileContentType, isImageType } from './pagePreparation';

export type UploadItemStatus =
  /** Chosen, not yet prepared. */
  | 'chosen'
  /** Being decoded and compressed. */
  | 'compressing'
  /** Prepared, waiting for its turn. */
  | 'queued'
  | 'uploading'
  /** The send got no answer, or the browser is offline: resent on the window's `online` event. */
  | 'waiting-for-connection'
  /** The server refused it: `message` is its reason; Retry sends the same prepared file again. */
  | 'failed'
  /** Refused before sending (type, size, the lead's total): nothing to retry. */
  | 'refused';

/** A file as it is sent: the original, or the compressed JPEG made from it. */
export interface PreparedFile {
  blob: Blob;
  fileName: string;
}

export interface UploadItem {
  /** The `upload_key`, chosen once per file and kept across every retry; also the item's id. */
  uploadKey: string;
  /** The checklist document the page is for. */
  document: string;
  /** The chosen file's name, as the connector knows it. */
  fileName: string;
  file: File;
  prepared: PreparedFile | null;
  status: UploadItemStatus;
  /** While uploading: whole percent sent, null until the browser reports it. */
  percent: number | null;
  /** Why it failed or was refused. */
  message: string | null;
}

export type UploadQueueAction =
  | { type: 'add'; items: { uploadKey: string; document: string; file: File }[] }
  | { type: 'compressing'; uploadKey: string }
  | { type: 'prepared'; uploadKey: string; prepared: PreparedFile }
  | { type: 'refused'; uploadKey: string; message: string }
  | { type: 'uploading'; uploadKey: string }
  | { type: 'progress'; uploadKey: string; percent: number }
  | { type: 'uploaded'; uploadKey: string }
  | { type: 'failed'; uploadKey: string; message: string }
  | { type: 'waiting-for-connection'; uploadKey: string }
  | { type: 'online' }
  | { type: 'retry'; uploadKey: string }
  | { type: 'dismiss'; uploadKey: string };

function update(items: UploadItem[], uploadKey: string, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.uploadKey === uploadKey ? { ...item, ...change } : item));
}

/** After a retry or reconnection: a prepared file is queued again, one never prepared starts over. */
function readyAgain(item: UploadItem): Partial<UploadItem> {
  return { status: item.prepared ? 'queued' : 'chosen', percent: null, message: null };
}

export function uploadQueueReducer(items: UploadItem[], action: UploadQueueAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map(
          ({ uploadKey, document, file }): UploadItem => ({
            uploadKey,
            document,
            fileName: file.name || catalogueT('upload.unnamedFile'),
            file,
            prepared: null,
            status: 'chosen',
            percent: null,
            message: null,
          }),
        ),
      ];
    case 'compressing':
      return update(items, action.uploadKey, { status: 'compressing' });
    case 'prepared':
      return update(items, action.uploadKey, { status: 'queued', prepared: action.prepared });
    case 'refused':
      return update(items, action.uploadKey, { status: 'refused', message: action.message });
    case 'uploading':
      return update(items, action.uploadKey, { status: 'uploading', percent: null, message: null });
    case 'progress':
      return update(items, action.uploadKey, { percent: action.percent });
    case 'uploaded':
    case 'dismiss':
      return items.filter((item) => item.uploadKey !== action.uploadKey);
    case 'failed':
      return update(items, action.uploadKey, { status: 'failed', message: action.message, percent: null });
    case 'waiting-for-connection':
      return update(items, action.uploadKey, { status: 'waiting-for-connection', percent: null });
    case 'online':
      return items.map((item) => (item.status === 'waiting-for-connection' ? { ...item, ...readyAgain(item) } : item));
    case 'retry':
      return items.map((item) =>
        item.uploadKey === action.uploadKey && (item.status === 'failed' || item.status === 'waiting-for-connection') ? { ...item, ...readyAgain(item) } : item,
      );
  }
}

/** The item to work on next, in the order chosen; none while another is compressing or uploading. */
export function nextUploadItem(items: readonly UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.status === 'compressing' || item.status === 'uploading')) return undefined;
  return items.find((item) => item.status === 'chosen' || item.status === 'queued');
}

/** The line under an item's file name. */
export function uploadItemStatusText(item: Pick<UploadItem, 'status' | 'percent' | 'message' | 'file'>, t: LeadDocumentsT = catalogueT): string {
  switch (item.status) {
    case 'chosen':
    case 'queued':
      return t('upload.waiting');
    case 'compressing':
      // Only images are compressed; a PDF passes through this step in an instant.
      return isImageType(fileContentType(item.file)) ? t('upload.compressing') : t('upload.preparing');
    case 'uploading':
      return item.percent === null ? t('upload.uploading') : t('upload.uploadingPercent', { percent: item.percent });
    case 'waiting-for-connection':
      return t('upload.waitingForConnection');
    case 'failed':
      return t('upload.failed', { message: item.message ?? t('upload.failedFallback') });
    case 'refused':
      return t('upload.notUploaded', { message: item.message ?? t('upload.refusedFallback') });
  }
}
