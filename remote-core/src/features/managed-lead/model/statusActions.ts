/**
 * The status changes a lead offers (`allowed_transitions` of GET /leads/manage/leads/{id}/), their
 * buttons and dialogs, the remark rule, and how a failed change is shown.
 */
import type { LeadStatus, ManagedLeadDetail } from 'shared-contracts';
import { formErrors, formatRupees, getErrorMessage, responseStatus } from 'shared-ui';
import { formatPercent } from '../../../common/model/percent';
import { leadStatusLabel } from '../../leads/model/leadTexts';

export interface StatusAction {
  to: LeadStatus;
  /** The button: "Approve", "Reject", "Reverse approval", "Reopen". */
  label: string;
  /** The dialog's title. */
  title: string;
  /** Rejections and reversals are drawn red. */
  tone: 'brand' | 'red';
}

const ACTIONS: Record<string, Omit<StatusAction, 'to'>> = {
  'processing>approved': { label: 'Approve', title: 'Approve lead', tone: 'brand' },
  'processing>rejected': { label: 'Reject', title: 'Reject lead', tone: 'red' },
  'approved>rejected': { label: 'Reverse approval', title: 'Reverse approval', tone: 'red' },
  'rejected>processing': { label: 'Reopen', title: 'Reopen lead', tone: 'brand' },
};

/** One button per allowed status, in the API's order; none for a reader who may not change the lead. */
export function statusActions(current: string, allowed: readonly LeadStatus[]): StatusAction[] {
  return allowed.map((to) => {
    const known = ACTIONS[`${current.trim().toLowerCase()}>${to}`];
    if (known) return { to, ...known };
    const label = `Mark ${leadStatusLabel(to)}`;
    return { to, label, title: label, tone: to === 'rejected' ? 'red' : 'brand' };
  });
}

/** What the change does, for the dialog: the move, and the payout it credits or debits. */
export function statusChangeEffect(lead: Pick<ManagedLeadDetail, 'status' | 'payout_amount' | 'connectors_payout'>, to: LeadStatus): string {
  const move = `${leadStatusLabel(lead.status)} → ${leadStatusLabel(to)}.`;
  const from = lead.status.trim().toLowerCase();
  if (to === 'approved') return `${move} The connector is credited ${formatRupees(lead.payout_amount)} (${formatPercent(lead.connectors_payout)} of the loan amount).`;
  if (from === 'approved' && to === 'rejected') return `${move} The connector's payout of ${formatRupees(lead.payout_amount)} is debited.`;
  return move;
}

export const REMARK_MIN_LENGTH = 3;
export const REMARK_MAX_LENGTH = 1000;

/** The remark is required: at least 3 characters (without the spaces around it), at most 1,000. */
export function remarkError(remark: string): string | undefined {
  const length = remark.trim().length;
  if (length < REMARK_MIN_LENGTH) return `Enter a remark of at least ${REMARK_MIN_LENGTH} characters.`;
  if (length > REMARK_MAX_LENGTH) return `The remark can be at most ${REMARK_MAX_LENGTH.toLocaleString('en-IN')} characters.`;
  return undefined;
}

/** Fallback when a change failed and the server said nothing. */
export const STATUS_CHANGE_ERROR = 'The status could not be changed.';

export interface StatusChangeErrors {
  remark?: string;
  status?: string;
  /** The server's detail (a 409: someone else changed the lead first), or the fallback. */
  general?: string;
  /** 409: the lead changed meanwhile; the page refetches it. */
  conflict: boolean;
}

export function statusChangeErrors(error: unknown): StatusChangeErrors {
  const { fields, other } = formErrors(error, ['remark', 'status']);
  const hasFields = fields.remark !== undefined || fields.status !== undefined;
  return {
    remark: fields.remark,
    status: fields.status,
    general: other ?? (hasFields ? undefined : getErrorMessage(error, STATUS_CHANGE_ERROR)),
    conflict: responseStatus(error) === 409,
  };
}
