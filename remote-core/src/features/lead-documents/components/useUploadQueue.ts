/**
 * The lead's upload queue: files chosen for any of its documents are prepared and sent one at a
 * time, in the order chosen (model/uploadQueue.ts holds the states). A failed send keeps its
 * prepared file and key for Retry; a send that got no answer, or one due while the browser is
 * offline, waits for the window's `online` event and goes again with the same `upload_key`, which
 * the server answers with the page it may already have stored, never a second copy.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { LeadDocumentLimits } from 'shared-contracts';
import { formErrors, getErrorMessage, parseApiError } from 'shared-ui';
import { acceptUploadedPage, uploadLeadDocumentPage } from '../api/leadDocumentPages';
import { newUploadKey } from '../model/uploadKey';
import { nextUploadItem, uploadQueueReducer, type UploadItem } from '../model/uploadQueue';
import { t } from '../i18n';
import { preparePageFile } from './preparePageFile';

/** What the live region announces when a page has gone up. */
export interface UploadAnnouncement {
  text: string;
  /** Changes with every announcement, so the same text twice is announced twice. */
  id: number;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useUploadQueue(leadId: number, limits: LeadDocumentLimits) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const [announcement, setAnnouncement] = useState<UploadAnnouncement | null>(null);
  // Bumped when a run ends, so the queue looks for its next item even if nothing else changed.
  const [runsEnded, setRunsEnded] = useState(0);
  const running = useRef(false);
  // Each item is held against the limits as they are when its turn comes (earlier uploads counted).
  const latestLimits = useRef(limits);
  useEffect(() => {
    latestLimits.current = limits;
  }, [limits]);
  const aborts = useRef(new AbortController());
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, id: (last?.id ?? 0) + 1 })), []);

  useEffect(() => {
    const controller = new AbortController();
    aborts.current = controller;
    const online = () => dispatch({ type: 'online' });
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // A page left mid-upload: the request stops with it (its key makes a later upload of the file safe).
      controller.abort();
    };
  }, []);

  const run = useCallback(
    async (item: UploadItem) => {
      const { uploadKey } = item;
      let prepared = item.prepared;
      if (!prepared) {
        dispatch({ type: 'compressing', uploadKey });
        const result = await preparePageFile(item.file, latestLimits.current);
        if (!result.ok) {
          dispatch({ type: 'refused', uploadKey, message: result.message });
          announce(t('announce.notUploaded', { file: item.fileName, message: result.message }));
          return;
        }
        prepared = { blob: result.blob, fileName: result.fileName };
        dispatch({ type: 'prepared', uploadKey, prepared });
      }
      if (isOffline()) {
        dispatch({ type: 'waiting-for-connection', uploadKey });
        return;
      }
      dispatch({ type: 'uploading', uploadKey });
      try {
        const answer = await uploadLeadDocumentPage(
          leadId,
          { document: item.document, uploadKey, file: prepared.blob, fileName: prepared.fileName },
          { onProgress: (percent) => dispatch({ type: 'progress', uploadKey, percent }), signal: aborts.current.signal },
        );
        // The page joins its document before the item leaves the queue, so it never seems to vanish.
        void acceptUploadedPage(leadId, answer);
        dispatch({ type: 'uploaded', uploadKey });
        announce(t('announce.uploaded', { file: item.fileName, document: item.document }));
      } catch (error) {
        if (aborts.current.signal.aborted) return;
        const failure = parseApiError(error);
        if (failure.kind === 'no-response' || isOffline()) {
          dispatch({ type: 'waiting-for-connection', uploadKey });
          announce(t('announce.waiting', { file: item.fileName }));
          return;
        }
        const message = formErrors(error, []).other ?? getErrorMessage(error, t('upload.failedFallback'));
        dispatch({ type: 'failed', uploadKey, message });
        announce(t('announce.failed', { file: item.fileName, message }));
      }
    },
    [leadId, announce],
  );

  useEffect(() => {
    if (running.current) return;
    const next = nextUploadItem(items);
    if (!next) return;
    running.current = true;
    void run(next).finally(() => {
      running.current = false;
      setRunsEnded((count) => count + 1);
    });
  }, [items, runsEnded, run]);

  const add = useCallback((document: string, files: readonly File[]) => {
    if (files.length === 0) return;
    dispatch({ type: 'add', items: files.map((file) => ({ uploadKey: newUploadKey(), document, file })) });
  }, []);
  const retry = useCallback((uploadKey: string) => dispatch({ type: 'retry', uploadKey }), []);
  const dismiss = useCallback((uploadKey: string) => dispatch({ type: 'dismiss', uploadKey }), []);

  return { items, add, retry, dismiss, announcement };
}
