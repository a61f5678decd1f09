/** The Change branch dialog of the managed lead page: its choices, what Save sends, and how a failure is shown. */
import type { BranchChoices, LeadBranchChangeRequest, ManagedLeadDetail } from 'shared-contracts';
import { formErrors, getErrorMessage, responseStatus } from 'shared-ui';
import type { SelectItems } from 'shared-ui/widgets';
import { t as managedLeadT, type ManagedLeadT } from '../i18n';
import { REMARK_MAX_LENGTH } from './statusActions';

/** The select's value for "no branch". */
export const NO_BRANCH = 'none';

/** The select's value for a branch id (or none). */
export const branchValue = (branchId: number | null | undefined): string => (branchId == null ? NO_BRANCH : String(branchId));

/**
 * Every branch of the lead's bank in the server's order (the evidence first, best first), each with
 * why it fits ("· Same PIN district"), the rule's suggestion and the lead's current branch marked,
 * then "No branch (N/A)".
 */
export function branchChangeItems(choices: BranchChoices | undefined, currentId: number | null, t: ManagedLeadT = managedLeadT): SelectItems {
  const options = (choices?.branches ?? []).map((branch) => {
    const notes = [
      branch.reason,
      branch.id === choices?.suggested ? t('branch.suggested') : null,
      branch.id === currentId ? t('branch.current') : null,
    ].filter((note): note is string => note !== null);
    return { value: String(branch.id), label: notes.length > 0 ? `${branch.branch_name} · ${notes.join(' · ')}` : branch.branch_name };
  });
  const noBranch = t('branch.noBranch');
  const none = { value: NO_BRANCH, label: currentId === null ? `${noBranch} · ${t('branch.current')}` : noBranch };
  return [...options, none];
}

/** The request for the chosen value, made on the branch the reviewer saw (`seenBranchId`). */
export function branchChangeRequest(seenBranchId: number | null, chosen: string, remark: string): LeadBranchChangeRequest {
  const trimmed = remark.trim();
  return {
    from_bank_branch: seenBranchId,
    bank_branch: chosen === NO_BRANCH ? null : Number(chosen),
    ...(trimmed === '' ? {} : { remark: trimmed.slice(0, REMARK_MAX_LENGTH) }),
  };
}

/** The notice once the move went through. */
export function branchChangedMessage(lead: Pick<ManagedLeadDetail, 'customer_name' | 'bank_branch'>, t: ManagedLeadT = managedLeadT): string {
  return lead.bank_branch
    ? t('branch.movedTo', { customer: lead.customer_name, branch: lead.bank_branch.branch_name })
    : t('branch.noneNow', { customer: lead.customer_name });
}

export interface BranchChangeErrors {
  bankBranch?: string;
  remark?: string;
  /** The server's detail (a 409: someone else moved the lead first), or the fallback. */
  general?: string;
  /** 409: the lead was moved meanwhile; the page refetches it. */
  conflict: boolean;
}

/** A failed move; the fallback when the server said nothing: "The branch could not be changed." */
export function branchChangeErrors(error: unknown, t: ManagedLeadT = managedLeadT): BranchChangeErrors {
  const { fields, other } = formErrors(error, ['bank_branch', 'remark', 'from_bank_branch']);
  const bankBranch = fields.bank_branch ?? fields.from_bank_branch;
  const hasFields = bankBranch !== undefined || fields.remark !== undefined;
  return {
    bankBranch,
    remark: fields.remark,
    general: other ?? (hasFields ? undefined : getErrorMessage(error, t('branch.error'))),
    conflict: responseStatus(error) === 409,
  };
}
