/**
 * How the tax details dialog words a connector's tax profile and the outcome of a verification, and
 * how the queue of details to verify words each person's line.
 */
import type { TaxProfile, TaxProfileField, TaxProfilesToVerify, Verification } from 'shared-contracts';
import { fieldErrors, formatDate, getErrorMessage } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';

export const TAX_FIELD_NAMES: Record<TaxProfileField, string> = { pan: 'PAN', gstin: 'GSTIN', bank_account: 'Payout bank account' };

/** The queue's shorter names: the line already says these are payout details. */
const WAITING_NAMES: Record<TaxProfileField, string> = { pan: 'PAN', gstin: 'GSTIN', bank_account: 'Bank account' };
const FIELD_ORDER: readonly TaxProfileField[] = ['pan', 'gstin', 'bank_account'];

export const TAX_PROFILE_VERIFY_ERROR = 'The details could not be verified.';

/** "Verified on 22 Jan 2026 by Priya Nair (AD3001)", or "Not verified". */
export function verificationText(verification: Verification): string {
  if (!verification) return 'Not verified';
  const by = verification.verified_by ? ` by ${personWithId(verification.verified_by)}` : '';
  return `Verified on ${formatDate(verification.verified_at)}${by}`;
}

/** "PAN verified." */
export function verifiedMessage(field: TaxProfileField): string {
  return `${TAX_FIELD_NAMES[field]} verified.`;
}

/** A refused verification: the message on `field` (400), else the server's detail (403, 409), else ours. */
export function verifyErrorMessage(error: unknown): string {
  return fieldErrors(error).field ?? getErrorMessage(error, TAX_PROFILE_VERIFY_ERROR);
}

/** "2%", and why when it is the higher rate for want of a verified PAN. */
export function tdsRateText(profile: Pick<TaxProfile, 'tds_rate' | 'pan'>): string {
  const rate = `${profile.tds_rate.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
  return profile.pan?.verification ? rate : `${rate} (no verified PAN)`;
}

/** "PAN, Bank account": what waits on a profile of the queue, in the dialog's order. */
export function waitingText(unverified: readonly TaxProfileField[]): string {
  return FIELD_ORDER.filter((field) => unverified.includes(field))
    .map((field) => WAITING_NAMES[field])
    .join(', ');
}

/** "Showing the oldest 200 of 213." when more profiles wait than the queue lists; null when it lists them all. */
export function queueShownText({ count, results }: TaxProfilesToVerify): string | null {
  if (count <= results.length) return null;
  return `Showing the oldest ${results.length.toLocaleString('en-IN')} of ${count.toLocaleString('en-IN')}.`;
}
