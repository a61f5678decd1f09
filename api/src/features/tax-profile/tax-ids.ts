/**
 * Format checks of the tax and bank identifiers a connector gives for payouts (docs/payout-taxes.md).
 * They catch a mistyped number; whether it belongs to the connector is the back office's verification.
 * Each answers the message to show, or null when the value is well formed.
 */

/** The fourth character of a PAN: who holds it (Income Tax Department's PAN structure). */
const PAN_HOLDER_TYPES = 'ABCFGHJLPT';

export const PAN_FORMAT = 'Enter a PAN of 10 characters like ABCPE1234F: five letters, four digits, then a letter.';

export function panProblem(pan: string): string | null {
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan)) return PAN_FORMAT;
  if (!PAN_HOLDER_TYPES.includes(pan.charAt(3))) {
    return `The fourth letter of a PAN says who holds it (P for a person, C company, H HUF, F firm, A, B, G, J, L or T): "${pan.charAt(3)}" is none of these.`;
  }
  return null;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: a base-36 check over the first 14 (weights 1, 2, 1, 2...; digits of each product in base 36 summed). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_FORMAT = 'Enter a GSTIN of 15 characters like 27ABCPE1234F1ZB: the state code, the PAN, the entity number, Z, a check character.';

/** `pan` is the PAN on the profile: a GSTIN is issued against one, and must carry it. */
export function gstinProblem(gstin: string, pan: string | null): string | null {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return GSTIN_FORMAT;
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return `"${gstin.slice(0, 2)}" is not a GST state code (01 to 38, 97 or 99).`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'This GSTIN fails its check character (the last one): a character is mistyped.';
  }
  if (pan === null) return 'Enter your PAN first: a GSTIN carries the PAN it was issued to.';
  if (gstin.slice(2, 12) !== pan) return `This GSTIN carries the PAN ${gstin.slice(2, 12)}, not yours (${pan}).`;
  return null;
}

export function ifscProblem(ifsc: string): string | null {
  if (!/^[A-Z]{4}[A-Z0-9]{7}$/.test(ifsc)) return 'Enter an IFSC of 11 characters like HDFC0001234: four letters for the bank, 0, six for the branch.';
  if (ifsc.charAt(4) !== '0') return 'The fifth character of an IFSC is always 0.';
  return null;
}

export function accountNumberProblem(accountNumber: string): string | null {
  if (!/^[0-9]{9,18}$/.test(accountNumber)) return 'Enter the account number as its 9 to 18 digits, without spaces.';
  return null;
}

export function holderNameProblem(name: string): string | null {
  if (name.length < 2) return 'Enter the account holder\'s name as the bank has it.';
  if (name.length > 100) return 'Ensure this field has no more than 100 characters.';
  return null;
}

/** "XXXXXX1234": the last four digits, as screens and logs show an account number. */
export const maskedAccountNumber = (last4: string) => `XXXXXX${last4}`;

/** What a person types: spaces and lower case removed ("abcpe 1234 f" is ABCPE1234F). */
export const normalisedId = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
