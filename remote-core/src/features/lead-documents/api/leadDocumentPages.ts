import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LeadDocumentUploadResponse } from 'shared-contracts';
import { leadDetailQueryKey } from '../../leads/api/leadDetail';
import { uploadPercent } from '../model/uploadLimits';
import { leadDocumentPagePath, leadDocumentsPath, leadDocumentsQueryKey, replaceCachedDocument } from './leadDocuments';

/** A phone on a slow mobile connection may take minutes to send 10 MB: the portal's default would cut it off. */
export const LEAD_DOCUMENT_UPLOAD_TIMEOUT_MS = 300_000;

export function leadDocumentPagesPath(leadId: number): string {
  return `${leadDocumentsPath('own', leadId)}pages/`;
}

export interface PageUpload {
  /** The checklist document's name. */
  document: string;
  /** Chosen once per file and sent with every attempt at it (model/uploadKey.ts). */
  uploadKey: string;
  file: Blob;
  fileName: string;
}

/**
 * POST /leads/leads/{id}/documents/pages/ : one page, as multipart with `document`, `upload_key`,
 * then `file`, in that order (the server reads the fields before the file's bytes). 201 with the
 * page stored, or 200 with the page an earlier attempt with the same key stored.
 */
export async function uploadLeadDocumentPage(
  leadId: number,
  upload: PageUpload,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<LeadDocumentUploadResponse> {
  const form = new FormData();
  form.append('document', upload.document);
  form.append('upload_key', upload.uploadKey);
  form.append('file', upload.file, upload.fileName);
  const { onProgress, signal } = options;
  const { data } = await httpClient.post<LeadDocumentUploadResponse>(leadDocumentPagesPath(leadId), form, {
    timeout: LEAD_DOCUMENT_UPLOAD_TIMEOUT_MS,
    // Not JSON: axios would serialise the FormData. The browser adds the multipart boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    signal,
    onUploadProgress: onProgress
      ? (event) => {
          const percent = uploadPercent(event);
          if (percent !== null) onProgress(percent);
        }
      : undefined,
  });
  return data;
}

/** The lead's checklist (its states) and timeline change with its pages: the lead is read again. */
function refreshLead(leadId: number) {
  return queryClient.invalidateQueries({ queryKey: leadDetailQueryKey(leadId) });
}

/** An uploaded page into the cached documents at once (the answer carries the document and the limits), and the lead read again. */
export function acceptUploadedPage(leadId: number, answer: LeadDocumentUploadResponse) {
  replaceCachedDocument('own', leadId, answer.document, answer.limits);
  return refreshLead(leadId);
}

/** DELETE /leads/leads/{id}/documents/pages/{pageId}/ : 204; 409 once the page has been reviewed. */
export async function removeLeadDocumentPage(leadId: number, pageId: number): Promise<void> {
  await httpClient.delete(leadDocumentPagePath('own', leadId, pageId));
}

/** Removes one of the connector's pages; the documents (pages, states, bytes used) and the lead are read again. */
export function useRemoveLeadDocumentPage(leadId: number) {
  return useMutation(
    {
      mutationFn: (pageId: number) => removeLeadDocumentPage(leadId, pageId),
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries({ queryKey: leadDocumentsQueryKey('own', leadId) }), refreshLead(leadId)]),
    },
    queryClient,
  );
}
