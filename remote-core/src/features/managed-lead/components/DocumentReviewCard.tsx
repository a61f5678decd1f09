import { lazy, Suspense, useState } from 'react';
import type { LeadDocument, LeadDocumentPage, ManagedLeadDetail } from 'shared-contracts';
import { Badge, Box, Button, ErrorState, Flex, LoadingState, Stack, Text } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { useDecideLeadDocument, useLeadDocuments } from '../../lead-documents/api/leadDocuments';
import { PageThumbnail } from '../../lead-documents/components/PageThumbnail';
import { pageName } from '../../lead-documents/model/pageViewer';
import { leadDocumentStateStyle } from '../../lead-documents/model/documentStates';
import { useT } from '../i18n';
import { canDecide, checklistOf, decisionErrors, decisionLine, decisionNotice, documentStateText, verifiedSummary } from '../model/documentChecklist';

// The viewer and the reason dialog need shared-ui/widgets: loaded when first used, so the card (and
// the page's other cards) are drawn as soon as the lead is read.
const DocumentReviewDialogs = lazy(() => import('./DocumentReviewDialogs'));

interface DocumentReviewCardProps {
  lead: ManagedLeadDetail;
  /** After a decision: the page's success message. */
  onSaved: (message: string) => void;
}

/**
 * The lead's documents with their uploaded pages (GET /leads/manage/leads/{id}/documents/): each
 * document's state, the reviewer's reason when Rejected, who decided and when, its pages (View
 * opens the viewer there), and for admin and director (`can_decide`) Verify and Reject while it is
 * Submitted. Each decision is one save; the document shows its new state at once and the lead
 * (checklist, timeline) refetches. Read-only for an rm.
 */
export function DocumentReviewCard({ lead, onSaved }: DocumentReviewCardProps) {
  const t = useT();
  const documents = useLeadDocuments('managed', lead.id);
  const decide = useDecideLeadDocument(lead.id);
  const [viewing, setViewing] = useState<{ document: string; pageId: number } | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const list = documents.data?.documents;
  // The documents read carry each decision at once; the lead's own checklist until they are read.
  const summary = verifiedSummary(list ? checklistOf(list) : lead.documents_checklist, t);
  const verifyFailure = decide.isError ? decisionErrors(decide.error, t) : undefined;
  const viewedDocument = viewing ? (list?.find((document) => document.name === viewing.document) ?? null) : null;

  const verify = (document: string) => {
    decide.mutate({ document, decision: 'verify' }, { onSuccess: (decided) => onSaved(decisionNotice(decided, t)) });
  };

  return (
    <SectionCard
      title={t('documents.title')}
      actions={
        <Text fontSize="sm" color="fg.muted">
          {summary}
        </Text>
      }
    >
      {documents.isPending ? (
        <LoadingState label={t('documents.loading')} />
      ) : documents.isError && !list ? (
        <ErrorState error={documents.error} fallback={t('documents.fetchError')} onRetry={() => void documents.refetch()} retrying={documents.isRefetching} />
      ) : !list || list.length === 0 ? (
        <Text color="fg.muted">{t('documents.empty')}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t('documents.checklist')}>
          {list.map((document, index) => (
            <DocumentItem
              key={document.name}
              leadId={lead.id}
              document={document}
              first={index === 0}
              mayDecide={canDecide(document, documents.data?.can_decide ?? false)}
              deciding={decide.isPending}
              verifying={decide.isPending && decide.variables?.document === document.name}
              decisionError={verifyFailure && decide.variables?.document === document.name ? (verifyFailure.general ?? verifyFailure.reason) : undefined}
              onView={(page) => setViewing({ document: document.name, pageId: page.id })}
              onVerify={() => verify(document.name)}
              onReject={() => {
                decide.reset();
                setRejecting(document.name);
              }}
            />
          ))}
        </Stack>
      )}
      {viewing || rejecting !== null ? (
        <Suspense fallback={null}>
          <DocumentReviewDialogs
            leadId={lead.id}
            viewing={viewing ? { document: viewedDocument, pageId: viewing.pageId } : null}
            onViewerClose={() => setViewing(null)}
            rejecting={rejecting}
            onRejectClose={() => setRejecting(null)}
            onRejected={(message) => {
              setRejecting(null);
              onSaved(message);
            }}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

interface DocumentItemProps {
  leadId: number;
  document: LeadDocument;
  first: boolean;
  mayDecide: boolean;
  /** A decision (on any document) is on its way: one at a time. */
  deciding: boolean;
  /** This document's Verify is on its way. */
  verifying: boolean;
  /** Why this document's last Verify failed. */
  decisionError: string | undefined;
  onView: (page: LeadDocumentPage) => void;
  onVerify: () => void;
  onReject: () => void;
}

function DocumentItem({ leadId, document, first, mayDecide, deciding, verifying, decisionError, onView, onVerify, onReject }: DocumentItemProps) {
  const t = useT();
  const style = leadDocumentStateStyle(document.state);
  const decided = decisionLine(document, t);
  return (
    <Box as="li" py="4" borderTopWidth={first ? '0' : '1px'} pt={first ? '0' : '4'}>
      <Stack gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold" minW="0" wordBreak="break-word">
            {document.name}
          </Text>
          <Badge colorPalette={style.colorPalette} variant={style.variant} data-state-palette={style.colorPalette}>
            {documentStateText(document.state, t)}
          </Badge>
        </Flex>
        {document.state === 'Rejected' && document.rejection_reason ? (
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            <Text as="span" fontWeight="semibold">
              {t('documents.reason')}
            </Text>{' '}
            {document.rejection_reason}
          </Text>
        ) : null}
        {decided ? (
          <Text fontSize="sm" color="fg.muted">
            {decided}
          </Text>
        ) : null}
        {document.pages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('documents.noPages')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('documents.pages', { document: document.name })}>
            {document.pages.map((page, index) => (
              <PageItem key={page.id} leadId={leadId} documentName={document.name} page={page} index={index} onView={() => onView(page)} />
            ))}
          </Stack>
        )}
        {decisionError ? (
          <Text color="red.600" role="alert" fontSize="sm">
            {decisionError}
          </Text>
        ) : null}
        {mayDecide ? (
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button size="sm" variant="outline" colorPalette="red" disabled={deciding} onClick={onReject} aria-label={t('documents.rejectLabel', { document: document.name })}>
              {t('documents.reject')}
            </Button>
            <Button size="sm" colorPalette="brand" disabled={deciding} loading={verifying} loadingText={t('documents.verify')} onClick={onVerify} aria-label={t('documents.verifyLabel', { document: document.name })}>
              {t('documents.verify')}
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </Box>
  );
}

function PageItem({ leadId, documentName, page, index, onView }: { leadId: number; documentName: string; page: LeadDocumentPage; index: number; onView: () => void }) {
  const t = useT();
  const superseded = page.state === 'superseded';
  const name = pageName(page, index);
  return (
    <Flex as="li" align="center" gap="3" data-page-state={page.state}>
      {/* The picture turns grey; nothing fades: faded text and buttons would fall below 4.5:1 contrast. */}
      <Box flexShrink={0} filter={superseded ? 'grayscale(100%)' : undefined}>
        <PageThumbnail scope="managed" leadId={leadId} page={page} />
      </Box>
      <Box flex="1" minW="0">
        <Text fontSize="sm" wordBreak="break-all" textDecoration={superseded ? 'line-through' : undefined}>
          {name}
        </Text>
        {superseded ? (
          <Badge colorPalette="gray" variant="outline" size="sm">
            {t('documents.superseded')}
          </Badge>
        ) : null}
      </Box>
      <Button size="xs" variant="outline" onClick={onView} aria-label={t('documents.viewLabel', { document: documentName, page: String(index + 1) })}>
        {t('documents.view')}
      </Button>
    </Flex>
  );
}
