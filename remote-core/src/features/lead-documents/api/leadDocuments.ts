import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { earlyQueryData, httpClient, queryClient } from 'shared-auth';
import type { LeadDocument, LeadDocumentDecisionRequest, LeadDocumentPage, LeadDocumentsResponse } from 'shared-contracts';
import { afterFrameOnScreen, responseStatus } from 'shared-ui';
import { useFrameOnScreen } from '../../../common/components/useFrameOnScreen';
import { managedLeadsKeyPrefix } from '../../lead-management/api/managedLeadKeys';

/**
 * A lead's documents (docs/lead-documents.md), read from one of two places: `own` is the connector's
 * lead page (/leads/leads/{id}/documents/), `managed` the back office's (/leads/manage/leads/{id}/documents/).
 * Both answer the same shape; pages are read through the same place the list came from.
 */
export type LeadDocumentsScope = 'own' | 'managed';

const BASE: Record<LeadDocumentsScope, string> = { own: '/leads/leads', managed: '/leads/manage/leads' };

export function leadDocumentsPath(scope: LeadDocumentsScope, leadId: number): string {
  return `${BASE[scope]}/${leadId}/documents/`;
}

export function leadDocumentsQueryKey(scope: LeadDocumentsScope, leadId: number) {
  return ['lead-documents', scope, leadId] as const;
}

export async function fetchLeadDocuments(scope: LeadDocumentsScope, leadId: number): Promise<LeadDocumentsResponse> {
  return (await httpClient.get<LeadDocumentsResponse>(leadDocumentsPath(scope, leadId))).data;
}

/**
 * The documents of a lead. The lead's pages call it beside the lead's own read (`leadId` null: the
 * route has no id), so both requests leave together and the documents card draws complete with the
 * lead instead of growing under it once a second round trip is over. Opened directly, the pages
 * start with the early read's answer when that is in (both are the pages' first reads).
 */
export function useLeadDocuments(scope: LeadDocumentsScope, leadId: number | null) {
  return useQuery(
    {
      queryKey: leadDocumentsQueryKey(scope, leadId ?? 0),
      queryFn: () => fetchLeadDocuments(scope, leadId as number),
      enabled: leadId !== null,
      ...(leadId === null ? {} : earlyQueryData<LeadDocumentsResponse>(leadDocumentsPath(scope, leadId))),
    },
    queryClient,
  );
}

/** A page's bytes, or its small JPEG (`thumbnail`, images only). */
export type PageVariant = 'original' | 'thumbnail';

export function leadDocumentPagePath(scope: LeadDocumentsScope, leadId: number, pageId: number, variant: PageVariant = 'original'): string {
  return `${leadDocumentsPath(scope, leadId)}pages/${pageId}/${variant === 'thumbnail' ? '?variant=thumbnail' : ''}`;
}

/** Fetched with the bearer token (never a token in a URL), as a Blob. */
export async function fetchLeadDocumentPage(scope: LeadDocumentsScope, leadId: number, pageId: number, variant: PageVariant = 'original'): Promise<Blob> {
  return (await httpClient.get<Blob>(leadDocumentPagePath(scope, leadId, pageId, variant), { responseType: 'blob' })).data;
}

/**
 * A page's bytes as the cache keeps them: a document never changes once stored, so they are never
 * stale, and dropped a minute after nothing shows them. Not retried: a page that cannot be read says so.
 */
function pageBlobQuery(scope: LeadDocumentsScope, leadId: number, pageId: number, variant: PageVariant) {
  return {
    queryKey: ['lead-document-page', scope, leadId, pageId, variant] as const,
    queryFn: () => fetchLeadDocumentPage(scope, leadId, pageId, variant),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  };
}

/** Thumbnails fetched at most at once ahead of their cards: a document list's first screens. */
const PREFETCHED_THUMBNAILS = 12;

/**
 * Starts the thumbnails' reads from the page itself, once the documents are known and the page's frame
 * is on screen: the first screens' pictures leave together, whether or not their cards are drawn yet.
 * A page's pictures are read only once its frame is on screen (here and in usePageObjectUrl): read from
 * the commit's effects, they could arrive (from a near server) before the page's first frame was
 * presented, and a phone's load of the page then counts their bytes before its largest paint
 * (Lighthouse's simulation counts every request that ended before it; docs/lead-documents.md, "The two
 * lead pages on a phone"). Waited for inside the effect, so the page does not render again for it.
 */
export function usePrefetchedThumbnails(scope: LeadDocumentsScope, leadId: number | null, documents: LeadDocumentsResponse | undefined) {
  useEffect(() => {
    if (leadId === null || !documents) return;
    return afterFrameOnScreen(() => {
      const pages = documents.documents.flatMap((document) => document.pages).filter((page) => page.has_thumbnail && page.state !== 'superseded');
      for (const page of pages.slice(0, PREFETCHED_THUMBNAILS)) void queryClient.prefetchQuery(pageBlobQuery(scope, leadId, page.id, 'thumbnail'));
    });
  }, [scope, leadId, documents]);
}

/**
 * An object URL of a page (or its thumbnail) while the component is mounted; null while it loads (read
 * once the frame showing its place is on screen, unless already read), and `failed` when it could not
 * be read. The URL is revoked when the page changes or the component goes.
 */
export function usePageObjectUrl(scope: LeadDocumentsScope, leadId: number, page: Pick<LeadDocumentPage, 'id'> | null, variant: PageVariant = 'original') {
  const pageId = page?.id ?? null;
  const onScreen = useFrameOnScreen();
  const blob = useQuery({ ...pageBlobQuery(scope, leadId, pageId ?? 0, variant), enabled: pageId !== null && onScreen }, queryClient);
  // One URL per blob shown; revoked when another replaces it or the component goes.
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (pageId === null) return { url: null, failed: false };
  return { url, failed: blob.isError };
}

/** Puts a changed document into the cached list (after an upload, a removal or a decision). */
export function replaceCachedDocument(scope: LeadDocumentsScope, leadId: number, document: LeadDocument, limits?: LeadDocumentsResponse['limits']) {
  queryClient.setQueryData<LeadDocumentsResponse>(leadDocumentsQueryKey(scope, leadId), (current) =>
    current
      ? {
          ...current,
          limits: limits ?? current.limits,
          documents: current.documents.map((existing) => (existing.name === document.name ? document : existing)),
        }
      : current,
  );
}

/** POST /leads/manage/leads/{id}/documents/decision/ : Verify, or Reject with a reason. */
export async function decideLeadDocument(leadId: number, request: LeadDocumentDecisionRequest): Promise<LeadDocument> {
  return (await httpClient.post<LeadDocument>(`/leads/manage/leads/${leadId}/documents/decision/`, request)).data;
}

/** A decision; the document is replaced in the list at once, and the lead (its checklist and timeline) refetches. */
export function useDecideLeadDocument(leadId: number) {
  return useMutation(
    {
      mutationFn: (request: LeadDocumentDecisionRequest) => decideLeadDocument(leadId, request),
      onSuccess: (document) => {
        replaceCachedDocument('managed', leadId, document);
        return Promise.all([
          // The prefix covers the lead itself (managedLeadQueryKey: its checklist and timeline) and the lists.
          queryClient.invalidateQueries({ queryKey: managedLeadsKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: ['leads'] }),
        ]);
      },
      onError: (error) => {
        // 409: someone decided first, or the connector changed the pages: show the documents as they are now.
        if (responseStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: leadDocumentsQueryKey('managed', leadId) });
      },
    },
    queryClient,
  );
}
