import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { DocumentViewPage } from 'shared-contracts';
import type { ProfileMessageId } from '../i18n';

/** How many of the latest views My Profile lists. */
export const DOCUMENT_VIEWS_SHOWN = 20;

export const DOCUMENT_VIEWS_FETCH_ERROR: ProfileMessageId = 'views.fetchError';

/** GET /auth/profile/document-views/: the latest reads of the signed-in user's documents by anyone else. */
export async function fetchDocumentViews(): Promise<DocumentViewPage> {
  return (await httpClient.get<DocumentViewPage>('/auth/profile/document-views/', { params: { page_size: DOCUMENT_VIEWS_SHOWN } })).data;
}

/** Read only once asked for (`enabled`): nobody needs it for the page's first screen. */
export function useDocumentViews(enabled: boolean) {
  return useQuery({ queryKey: ['profile', 'document-views'], queryFn: fetchDocumentViews, enabled }, queryClient);
}
