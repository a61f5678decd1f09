/**
 * How the tax details dialog words a connector's tax profile and the outcome of a verification, and
 * how the queue of details to verify words each person's line.
 */
import type { TaxProfile, TaxProfileField, TaxProfilesToVerify, Verification } from 'shared-contracts';
import { fieldErrors, formatDate, formatNumber, getErrorMessage } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import type { PayoutsMessageId, PayoutsT } from '../i18n';

/** Each detail's name in the dialog ("PAN", "Payout bank account"). */
const TAX_FIELD_NAMES: Record<TaxProfileField, PayoutsMessageId> = { pan: 'tax.pan', gstin: 'tax.gstin', bank_account: 'tax.payoutBankAccount' };

/** The queue's shorter names: the line already says these are payout details. */
const WAITING_NAMES: Record<TaxProfileField, PayoutsMessageId> = { pan: 'tax.pan', gstin: 'tax.gstin', bank_account: 'tax.bankAccount' };
const FIELD_ORDER: readonly TaxProfileField[] = ['pan', 'gstin', 'bank_account'];

/** "PAN", "GSTIN", "Payout bank account". */
export function taxFieldName(field: TaxProfileField, t: PayoutsT): string {
  return t(TAX_FIELD_NAMES[field]);
}

/** "Verified on 22 Jan 2026 by Priya Nair (AD3001)", or "Not verified". */
export function verificationText(verification: Verification, t: PayoutsT): string {
  if (!verification) return t('tax.notVerified');
  const date = formatDate(verification.verified_at);
  return verification.verified_by ? t('tax.verifiedOnBy', { date, person: personWithId(verification.verified_by) }) : t('tax.verifiedOn', { date });
}

/** "PAN verified." */
export function verifiedMessage(field: TaxProfileField, t: PayoutsT): string {
  return t('tax.fieldVerified', { field: taxFieldName(field, t) });
}

/** A refused verification: the message on `field` (400), else the server's detail (403, 409), else ours. */
export function verifyErrorMessage(error: unknown, t: PayoutsT): string {
  return fieldErrors(error).field ?? getErrorMessage(error, t('tax.verifyError'));
}

/** "2%", and why when it is the higher rate for want of a verified PAN. */
export function tdsRateText(profile: Pick<TaxProfile, 'tds_rate' | 'pan'>, t: PayoutsT): string {
  const rate = `${formatNumber(profile.tds_rate, 2)}%`;
  return profile.pan?.verification ? rate : t('tax.rateWithoutPan', { rate });
}

/** "PAN, Bank account": what waits on a profile of the queue, in the dialog's order. */
export function waitingText(unverified: readonly TaxProfileField[], t: PayoutsT): string {
  return FIELD_ORDER.filter((field) => unverified.includes(field))
    .map((field) => t(WAITING_NAMES[field]))
    .join(', ');
}

/** "Showing the oldest 200 of 213." when more profiles wait than the queue lists; null when it lists them all. */
export function queueShownText({ count, results }: TaxProfilesToVerify, t: PayoutsT): string | null {
  if (count <= results.length) return null;
  return t('taxQueue.shown', { shown: formatNumber(results.length), total: formatNumber(count) });
}
