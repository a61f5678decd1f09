import type { TaxProfile, TaxProfileUpdateRequest } from 'shared-contracts';
import { formErrors, getErrorMessage, responseStatus } from 'shared-ui';
import type { ProfileMessageId, ProfileT } from '../i18n';

/**
 * What the tax and payout form holds: the PAN, the GSTIN, the payout bank account's three fields
 * and the current password, which the API asks for with any change. The account number starts
 * empty: the API never gives it back, only its last four digits.
 */
export interface TaxProfileFormValues {
  pan: string;
  gstin: string;
  account_number: string;
  ifsc: string;
  holder_name: string;
  current_password: string;
}

export type TaxProfileFormField = keyof TaxProfileFormValues;

/** The form's fields, named as the API names them in a 400 answer. */
export const TAX_PROFILE_FORM_FIELDS: readonly TaxProfileFormField[] = ['pan', 'gstin', 'account_number', 'ifsc', 'holder_name', 'current_password'];

/** A message under each field, and `form`: what the server said about the save as a whole. */
export type TaxProfileFormErrors = Partial<Record<TaxProfileFormField | 'form', string>>;

/**
 * The API's length bounds of each value (TaxProfileUpdateRequest; front ends take its types only):
 * the inputs stop there, so a long paste is never refused as a malformed request.
 */
export const TAX_PROFILE_MAX_LENGTHS: Readonly<Record<TaxProfileFormField, number>> = {
  pan: 20,
  gstin: 30,
  account_number: 30,
  ifsc: 20,
  holder_name: 200,
  current_password: 256,
};

export const TAX_PROFILE_SAVE_ERROR: ProfileMessageId = 'tax.saveError';
export const TAX_PROFILE_TOO_MANY_SAVES: ProfileMessageId = 'tax.tooManySaves';

/**
 * The toast after a save that changed something: leaving edit mode alone does not tell the user the
 * server accepted the change (Cancel leaves edit mode too).
 */
export function taxProfileSavedToast(t: ProfileT) {
  return { title: t('tax.savedTitle'), description: t('tax.savedText'), type: 'success' } as const;
}

/** An identifier as the API stores it: spaces and hyphens removed, upper case ("abcpe 1234 f" is ABCPE1234F). */
function normalisedId(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** A name as the API stores it: trimmed, runs of spaces made one. */
function normalisedName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function formValuesOf(profile: TaxProfile): TaxProfileFormValues {
  return {
    pan: profile.pan?.value ?? '',
    gstin: profile.gstin?.value ?? '',
    account_number: '',
    ifsc: profile.bank_account?.ifsc ?? '',
    holder_name: profile.bank_account?.holder_name ?? '',
    current_password: '',
  };
}

/**
 * True when any of the bank account's fields was edited: an account number typed (none is ever
 * shown), or an IFSC or holder name that differs from the stored one as the API would store it.
 */
export function bankAccountEdited(profile: TaxProfile, values: TaxProfileFormValues): boolean {
  const stored = profile.bank_account;
  return (
    values.account_number.trim() !== '' ||
    normalisedId(values.ifsc) !== (stored?.ifsc ?? '') ||
    normalisedName(values.holder_name) !== (stored?.holder_name ?? '')
  );
}

/**
 * The PUT body: only what differs from the stored values, compared as the API stores them (so
 * "abcpe1234f" for a stored ABCPE1234F is no change), sent trimmed (the API normalises the rest).
 * An emptied GSTIN, which is optional, is sent as null and removes it. An emptied PAN is sent as it
 * is, empty: the form offers no removal of a PAN (commission is then taxed at the higher rate), and
 * the API's message says what to enter. The bank account goes as its three fields together once any
 * was edited: the API takes an account whole, so changing its IFSC or holder name needs the number
 * again. The current password, as typed, goes with any change; left empty, the API names it as
 * missing. An empty object means nothing changed.
 */
export function taxProfileChanges(profile: TaxProfile, values: TaxProfileFormValues): TaxProfileUpdateRequest {
  const changes: TaxProfileUpdateRequest = {};
  if (normalisedId(values.pan) !== (profile.pan?.value ?? '')) changes.pan = values.pan.trim();
  if (normalisedId(values.gstin) !== (profile.gstin?.value ?? '')) {
    const gstin = values.gstin.trim();
    changes.gstin = gstin === '' ? null : gstin;
  }
  if (bankAccountEdited(profile, values)) {
    changes.bank_account = {
      account_number: values.account_number.trim(),
      ifsc: values.ifsc.trim(),
      holder_name: values.holder_name.trim(),
    };
  }
  if (Object.keys(changes).length > 0 && values.current_password !== '') changes.current_password = values.current_password;
  return changes;
}

/**
 * A failed save as messages under the form's fields: the server's first message for each of them,
 * word for word. What it said about the save as a whole (its detail, a message about a field the
 * form does not show) is the form's message; so is a 429 (saved too often) and, when the server
 * gave no usable message at all, "could not be saved" (or that it could not be reached).
 */
export function taxProfileFormErrors(error: unknown, t: ProfileT): TaxProfileFormErrors {
  if (responseStatus(error) === 429) return { form: t(TAX_PROFILE_TOO_MANY_SAVES) };
  const { fields, other } = formErrors(error, TAX_PROFILE_FORM_FIELDS);
  const form = other ?? (Object.keys(fields).length > 0 ? undefined : getErrorMessage(error, t(TAX_PROFILE_SAVE_ERROR)));
  return form === undefined ? fields : { ...fields, form };
}

/** How far the back office has got with one of the details: nothing to verify when it is empty. */
export type VerificationState = 'verified' | 'awaiting';

export function verificationState(detail: { verification: unknown } | null): VerificationState | undefined {
  if (detail === null) return undefined;
  return detail.verification === null ? 'awaiting' : 'verified';
}

/**
 * "TDS on your commission: 2%", and why when it is the higher rate. The rates are the API's
 * configuration; which one applies follows from whether a verified PAN is on file.
 */
export function tdsLine(profile: TaxProfile, t: ProfileT): string {
  const noVerifiedPan = verificationState(profile.pan) !== 'verified';
  return t(noVerifiedPan ? 'tax.tdsNoPan' : 'tax.tds', { rate: profile.tds_rate });
}

/** The hold's reason is the server's, shown as it sent it. */
export function payoutHoldNotice(reason: string, t: ProfileT): string {
  return t('tax.payoutHold', { reason });
}
