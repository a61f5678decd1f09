/**
 * The catalogue forms' rules, the same the API's contract enforces (shared-contracts back-office.ts,
 * "Catalogue edits"), so most mistakes show under the field before anything is sent. Each rule takes
 * the field's text and answers the message to show, or undefined.
 */
export type Rule = (value: string) => string | undefined;

export function textLength(min: number, max: number, what = 'characters'): Rule {
  return (value) => {
    const length = value.trim().length;
    if (length === 0) return 'Required.';
    if (length < min) return `At least ${min} ${what}.`;
    if (length > max) return `At most ${max.toLocaleString('en-IN')} ${what}.`;
    return undefined;
  };
}

export function pattern(regex: RegExp, message: string): Rule {
  return (value) => (value.trim() === '' ? 'Required.' : regex.test(value.trim()) ? undefined : message);
}

export function allOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
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
export const percent: Rule = (value) => {
  const text = value.trim();
  if (text === '') return 'Required.';
  const number = numberOf(text);
  if (number === null || number < 0 || number > 100) return 'Enter a percentage from 0 to 100.';
  if (!/^\d*(\.\d{0,2})?$/.test(text)) return 'At most two decimals.';
  return undefined;
};

/** An optional rupee amount: more than 0, at most ₹100 crore. */
export const optionalRupees: Rule = (value) => {
  if (value.trim() === '') return undefined;
  const number = numberOf(value);
  if (number === null || number <= 0) return 'Enter an amount above ₹0.';
  if (number > 1_000_000_000) return 'At most ₹1,00,00,00,000.';
  return undefined;
};

export const required: Rule = (value) => (value.trim() === '' ? 'Required.' : undefined);

export const PINCODE = pattern(/^[1-9][0-9]{5}$/, 'Enter a 6-digit pincode.');
export const MOBILE = pattern(/^[6-9][0-9]{9}$/, 'Enter a 10-digit mobile number starting with 6 to 9.');
// The API's EMAIL_PATTERN (shared-contracts): dot-separated domain labels, no backtracking on any input.
export const EMAIL = allOf(pattern(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'Enter a valid e-mail address.'), textLength(3, 254));
export const EMPLOYEE_ID = allOf(textLength(2, 32), pattern(/^[A-Za-z0-9-]+$/, 'Letters, digits and - only.'));
