import type { DocumentViewEntry } from 'shared-contracts';
import { DocumentReadList } from '../../../common/components/DocumentReadList';
import { DOCUMENT_VIEWS_FETCH_ERROR, DOCUMENT_VIEWS_SHOWN, useDocumentViews } from '../api/documentViews';
import { useT } from '../i18n';

/** The latest views of the signed-in user's documents by anyone else (My Profile's DocumentViewsCard). */
export function DocumentViewList() {
  const t = useT();
  return (
    <DocumentReadList
      query={useDocumentViews(true)}
      toRead={(view: DocumentViewEntry) => ({ reader: view.viewer_name, role: view.viewer_role, document: view.document, purpose: view.purpose, readAt: view.read_at })}
      loadingLabel={t('views.loading')}
      errorFallback={t(DOCUMENT_VIEWS_FETCH_ERROR)}
      emptyText={t('views.empty')}
      shown={DOCUMENT_VIEWS_SHOWN}
      noun={t('views.noun')}
    />
  );
}
