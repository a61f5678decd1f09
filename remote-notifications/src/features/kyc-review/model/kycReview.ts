/**
 * KYC review's rules: the tabs and their counts, what an empty tab says, the four documents in
 * their order with their labels and the reject reason's rule. Functions that return text take the
 * catalogue's `t` (i18n/).
 */
import type { KycDocument, KycStatusCounts, KycSubmission, KycSubmissionStatus } from 'shared-contracts';
import { formErrors } from 'shared-ui';
import { kycDocumentLabel } from '../../../common/model/documentAccess';
import type { KycReviewMessageId, KycReviewT } from '../i18n';

/** The tabs, Pending first (the default: the review queue). */
export const REVIEW_TABS: readonly KycSubmissionStatus[] = ['pending', 'approved', 'rejected'];
export const DEFAULT_TAB: KycSubmissionStatus = 'pending';

/** Each status's name, its tab with the count, its list's name and what its empty list says (ids in i18n/). */
const STATUS_TEXTS: Record<KycSubmissionStatus, Record<'name' | 'tab' | 'list' | 'empty' | 'noMatch', KycReviewMessageId>> = {
  pending: { name: 'status.pending', tab: 'tabs.pending', list: 'list.pending', empty: 'list.emptyPending', noMatch: 'list.noMatchPending' },
  approved: { name: 'status.approved', tab: 'tabs.approved', list: 'list.approved', empty: 'list.emptyApproved', noMatch: 'list.noMatchApproved' },
  rejected: { name: 'status.rejected', tab: 'tabs.rejected', list: 'list.rejected', empty: 'list.emptyRejected', noMatch: 'list.noMatchRejected' },
};

/** "Pending"; a status the portal does not know as the API sends it. */
export function statusName(t: KycReviewT, status: KycSubmissionStatus): string {
  const texts = STATUS_TEXTS[status];
  return texts === undefined ? status : t(texts.name);
}

export function isReviewTab(value: string): value is KycSubmissionStatus {
  return (REVIEW_TABS as readonly string[]).includes(value);
}

/** "Pending (3)"; just "Pending" until the counts are known. */
export function tabLabel(t: KycReviewT, status: KycSubmissionStatus, counts: KycStatusCounts | undefined): string {
  const count = counts?.[status];
  return count === undefined ? statusName(t, status) : t(STATUS_TEXTS[status].tab, { count });
}

/** The list's accessible name: "Pending submissions". */
export function listLabel(t: KycReviewT, status: KycSubmissionStatus): string {
  return t(STATUS_TEXTS[status].list);
}

/** "No pending submissions." or, while searching, 'No pending submissions match "CN10".' */
export function emptyMessage(t: KycReviewT, status: KycSubmissionStatus, search: string): string {
  const texts = STATUS_TEXTS[status];
  return search === '' ? t(texts.empty) : t(texts.noMatch, { search });
}

/** The connector as the list names them: "Sneha Iyer (CN1004)". */
export function connectorName(submission: Pick<KycSubmission, 'employee'>): string {
  return `${submission.employee.username} (${submission.employee.employee_id})`;
}

/**
 * Who reviewed the submission, as the rest of the portal names people: "Anjali Desai (AD3001)". Only
 * the employee id when the API sends no name (an older answer, or a deleted reviewer); N/A before review.
 */
export function reviewerName(t: KycReviewT, submission: Pick<KycSubmission, 'reviewed_by'> & Partial<Pick<KycSubmission, 'reviewer'>>): string {
  if (submission.reviewer) return `${submission.reviewer.username} (${submission.reviewer.employee_id})`;
  return submission.reviewed_by ?? t('facts.notAvailable');
}

const DOCUMENT_ORDER: readonly KycDocument[] = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'];

export interface ReviewDocument {
  kind: string;
  label: string;
  /** The API path of the image (it needs the bearer token: fetched as a Blob). */
  url: string;
  /** Who masked an Aadhaar side and how; null while unmasked, and for the PAN sides. */
  masking: KycSubmission['documents'][number]['masking'];
}

/** The submission's images: Aadhaar front and back, then PAN front and back; any other kind after them. */
export function reviewDocuments(submission: Pick<KycSubmission, 'documents'>): ReviewDocument[] {
  const rank = (kind: string) => {
    const index = (DOCUMENT_ORDER as readonly string[]).indexOf(kind);
    return index === -1 ? DOCUMENT_ORDER.length : index;
  };
  return [...submission.documents]
    .sort((a, b) => rank(a.kind) - rank(b.kind))
    .map((document) => ({
      kind: document.kind,
      label: kycDocumentLabel(document.kind),
      url: document.url,
      masking: document.masking ?? null,
    }));
}

/**
 * Whether a document's `url` is a path on the API (as the API sends it). Only such a path is
 * fetched: httpClient sends the bearer token with every request, so an address on another origin
 * is never requested.
 */
export function isApiPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** The reason's rule before sending: required, at least 3 characters once trimmed. */
export function reasonError(t: KycReviewT, reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return t('reject.reasonRequired');
  if (trimmed.length < REASON_MIN_LENGTH) return t('reject.reasonTooShort', { min: REASON_MIN_LENGTH });
  return undefined;
}

/** A failed reject: the server's message about the reason under it, anything else (a 409's detail) above the buttons. */
export function rejectErrors(t: KycReviewT, error: unknown): { reason?: string; other?: string } {
  const { fields, other } = formErrors(error, ['reason']);
  if (fields.reason === undefined && other === undefined) return { other: t('reject.error') };
  return { reason: fields.reason, other };
}
