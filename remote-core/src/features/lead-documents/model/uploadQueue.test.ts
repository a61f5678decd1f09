import { nextUploadItem, uploadItemStatusText, uploadQueueReducer, type UploadItem } from './uploadQueue';

const photo = new File(['photo'], 'slip.jpg', { type: 'image/jpeg' });
const pdf = new File(['pdf'], 'itr.pdf', { type: 'application/pdf' });
const prepared = { blob: new Blob(['small'], { type: 'image/jpeg' }), fileName: 'slip.jpg' };

function queueOfTwo(): UploadItem[] {
  return uploadQueueReducer([], {
    type: 'add',
    items: [
      { uploadKey: 'key-1', document: 'Salary Slips', file: photo },
      { uploadKey: 'key-2', document: 'ITR (3 years)', file: pdf },
    ],
  });
}

describe('uploadQueueReducer and nextUploadItem', () => {
  it('works on one item at a time, in the order chosen', () => {
    let items = queueOfTwo();
    expect(nextUploadItem(items)?.uploadKey).toBe('key-1');
    items = uploadQueueReducer(items, { type: 'compressing', uploadKey: 'key-1' });
    expect(uploadItemStatusText(items[0])).toBe('Compressing…');
    expect(uploadItemStatusText({ ...items[1], status: 'compressing' })).toBe('Preparing…');
    expect(nextUploadItem(items)).toBeUndefined();
    items = uploadQueueReducer(items, { type: 'prepared', uploadKey: 'key-1', prepared });
    items = uploadQueueReducer(items, { type: 'uploading', uploadKey: 'key-1' });
    expect(nextUploadItem(items)).toBeUndefined();
    items = uploadQueueReducer(items, { type: 'progress', uploadKey: 'key-1', percent: 40 });
    expect(uploadItemStatusText(items[0])).toBe('Uploading… 40%');
    items = uploadQueueReducer(items, { type: 'uploaded', uploadKey: 'key-1' });
    expect(items.map((item) => item.uploadKey)).toEqual(['key-2']);
    expect(nextUploadItem(items)?.uploadKey).toBe('key-2');
  });

  it('keeps the prepared file and the key of a failed item, and queues it again on Retry', () => {
    let items = uploadQueueReducer(queueOfTwo(), { type: 'prepared', uploadKey: 'key-1', prepared });
    items = uploadQueueReducer(items, { type: 'failed', uploadKey: 'key-1', message: 'This document has 40 pages, the most it may have.' });
    expect(uploadItemStatusText(items[0])).toBe('Failed: This document has 40 pages, the most it may have.');
    items = uploadQueueReducer(items, { type: 'retry', uploadKey: 'key-1' });
    expect(items[0]).toMatchObject({ uploadKey: 'key-1', status: 'queued', prepared, message: null });
  });

  it('sends waiting items again when the browser is back online; refused ones stay refused', () => {
    let items = uploadQueueReducer(queueOfTwo(), { type: 'prepared', uploadKey: 'key-1', prepared });
    items = uploadQueueReducer(items, { type: 'waiting-for-connection', uploadKey: 'key-1' });
    items = uploadQueueReducer(items, { type: 'refused', uploadKey: 'key-2', message: 'This file is larger than 10 MB.' });
    expect(items.map((item) => uploadItemStatusText(item))).toEqual(['Waiting for connection', 'Not uploaded: This file is larger than 10 MB.']);
    expect(uploadQueueReducer(items, { type: 'retry', uploadKey: 'key-1' })[0].status).toBe('queued');
    items = uploadQueueReducer(items, { type: 'online' });
    expect(items.map((item) => item.status)).toEqual(['queued', 'refused']);
    expect(uploadQueueReducer(items, { type: 'retry', uploadKey: 'key-2' })[1].status).toBe('refused');
    expect(uploadQueueReducer(items, { type: 'dismiss', uploadKey: 'key-2' })).toHaveLength(1);
  });

  it('starts a waiting item that was never prepared from the beginning', () => {
    let items = uploadQueueReducer(queueOfTwo(), { type: 'waiting-for-connection', uploadKey: 'key-2' });
    items = uploadQueueReducer(items, { type: 'online' });
    expect(items[1].status).toBe('chosen');
    expect(uploadItemStatusText(items[1])).toBe('Waiting to upload');
  });
});
