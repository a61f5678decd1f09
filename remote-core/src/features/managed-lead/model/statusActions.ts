/**
 * The status changes a lead offers (`allowed_transitions` of GET /leads/manage/leads/{id}/), their
 * buttons and dialogs, the remark rule, and how a failed change is shown.
 */
import type { LeadStatus, ManagedLeadDetail } from 'shared-contracts';
import { formErrors, formatNumber, formatRupees, getErrorMessage, leadStatusText, responseStatus } from 'shared-ui';
import { formatPercent } from '../../../common/model/percent';
import { t as managedLeadT, type ManagedLeadMessageId, type ManagedLeadT } from '../i18n';

export interface StatusAction {
  to: LeadStatus;
  /** The button: "Approve", "Reject", "Reverse approval", "Reopen". */
  label: string;
  /** The dialog's title. */
  title: string;
  /** Rejections and reversals are drawn red. */
  tone: 'brand' | 'red';
}

/** The known changes' button and dialog title (catalogue ids). */
const ACTIONS: Record<string, { label: ManagedLeadMessageId; title: ManagedLeadMessageId; tone: StatusAction['tone'] }> = {
  'processing>approved': { label: 'action.approve', title: 'action.approveTitle', tone: 'brand' },
  'processing>rejected': { label: 'action.reject', title: 'action.rejectTitle', tone: 'red' },
  'approved>rejected': { label: 'action.reverse', title: 'action.reverse', tone: 'red' },
  'rejected>processing': { label: 'action.reopen', title: 'action.reopenTitle', tone: 'brand' },
};


/** One button per allowed status, in the API's order; none for a reader who may not change the lead. */
export function statusActions(current: string, allowed: readonly LeadStatus[], t: ManagedLeadT = managedLeadT): StatusAction[] {
  return allowed.map((to) => {
    const known = ACTIONS[`${current.trim().toLowerCase()}>${to}`];
    if (known) return { to, label: t(known.label), title: t(known.title), tone: known.tone };
    const label = t('action.mark', { status: leadStatusText(to) });
    return { to, label, title: label, tone: to === 'rejected' ? 'red' : 'brand' };
  });
}

/** What the change does, for the dialog: the move, and the payout it credits or debits. */
export function statusChangeEffect(
  lead: Pick<ManagedLeadDetail, 'status' | 'payout_amount' | 'connectors_payout'>,
  to: LeadStatus,
  t: ManagedLeadT = managedLeadT,
): string {
  const move = { from: leadStatusText(lead.status), to: leadStatusText(to) };
  const from = lead.status.trim().toLowerCase();
  if (to === 'approved') return t('effect.credited', { ...move, amount: formatRupees(lead.payout_amount), percent: formatPercent(lead.connectors_payout) });
  if (from === 'approved' && to === 'rejected') return t('effect.debited', { ...move, amount: formatRupees(lead.payout_amount) });
  return t('effect.move', move);
}

export const REMARK_MIN_LENGTH = 3;
export const REMARK_MAX_LENGTH = 1000;

/** The remark is required: at least 3 characters (without the spaces around it), at most 1,000. */
export function remarkError(remark: string, t: ManagedLeadT = managedLeadT): string | undefined {
  const length = remark.trim().length;
  if (length < REMARK_MIN_LENGTH) return t('status.remarkTooShort', { min: String(REMARK_MIN_LENGTH) });
  if (length > REMARK_MAX_LENGTH) return t('status.remarkTooLong', { max: formatNumber(REMARK_MAX_LENGTH) });
  return undefined;
}

export interface StatusChangeErrors {
  remark?: string;
  status?: string;
  /** The server's detail (a 409: someone else changed the lead first), or the fallback. */
  general?: string;
  /** 409: the lead changed meanwhile; the page refetches it. */
  conflict: boolean;
}

/** A failed change; the fallback when the server said nothing: "The status could not be changed." */
export function statusChangeErrors(error: unknown, t: ManagedLeadT = managedLeadT): StatusChangeErrors {
  const { fields, other } = formErrors(error, ['remark', 'status']);
  const hasFields = fields.remark !== undefined || fields.status !== undefined;
  return {
    remark: fields.remark,
    status: fields.status,
    general: other ?? (hasFields ? undefined : getErrorMessage(error, t('status.error'))),
    conflict: responseStatus(error) === 409,
  };
}
