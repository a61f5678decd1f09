/**
 * The catalogue forms' rules, the same the API's contract enforces (shared-contracts back-office.ts,
 * "Catalogue edits"), so most mistakes show under the field before anything is sent. Each rule takes
 * the field's text and the catalogue's `t`, and answers the message to show, or undefined.
 */
import { formatNumber } from 'shared-ui';
import type { CatalogueAdminMessageId, CatalogueAdminT } from '../i18n';

export type Rule = (value: string, t: CatalogueAdminT) => string | undefined;

export function textLength(min: number, max: number): Rule {
  return (value, t) => {
    const length = value.trim().length;
    if (length === 0) return t('rules.required');
    if (length < min) return t('rules.atLeast', { min });
    if (length > max) return t('rules.atMost', { max: formatNumber(max) });
    return undefined;
  };
}

export function pattern(regex: RegExp, message: CatalogueAdminMessageId): Rule {
  return (value, t) => (value.trim() === '' ? t('rules.required') : regex.test(value.trim()) ? undefined : t(message));
}

export function allOf(...rules: Rule[]): Rule {
  return (value, t) => {
    for (const rule of rules) {
      const message = rule(value, t);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** A number as the form holds it ("1.75"), or null when it is not one. */
export function numberOf(value: string): number | null {
  const text = value.trim();
  if (text === '' || !/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** A payout percentage: 0–100, at most two decimals. */
export const percent: Rule = (value, t) => {
  const text = value.trim();
  if (text === '') return t('rules.required');
  const number = numberOf(text);
  if (number === null || number < 0 || number > 100) return t('rules.percent');
  if (!/^\d*(\.\d{0,2})?$/.test(text)) return t('rules.twoDecimals');
  return undefined;
};

/** An optional rupee amount: more than 0, at most ₹100 crore. */
export const optionalRupees: Rule = (value, t) => {
  if (value.trim() === '') return undefined;
  const number = numberOf(value);
  if (number === null || number <= 0) return t('rules.amountAboveZero');
  if (number > 1_000_000_000) return t('rules.amountAtMost');
  return undefined;
};

export const required: Rule = (value, t) => (value.trim() === '' ? t('rules.required') : undefined);

export const PINCODE = pattern(/^[1-9][0-9]{5}$/, 'rules.pincode');
export const MOBILE = pattern(/^[6-9][0-9]{9}$/, 'rules.mobile');
// The API's EMAIL_PATTERN (shared-contracts): dot-separated domain labels, no backtracking on any input.
export const EMAIL = allOf(pattern(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'rules.email'), textLength(3, 254));
export const EMPLOYEE_ID = allOf(textLength(2, 32), pattern(/^[A-Za-z0-9-]+$/, 'rules.employeeId'));
