import { t } from '../i18n';
import { awaitingTaxProfile, emptyTaxProfile, verifiedTaxProfile } from '../testing/taxProfileFixtures';
import {
  TAX_PROFILE_SAVE_ERROR,
  TAX_PROFILE_TOO_MANY_SAVES,
  bankAccountEdited,
  formValuesOf,
  payoutHoldNotice,
  taxProfileChanges,
  taxProfileFormErrors,
  tdsLine,
  verificationState,
  type TaxProfileFormValues,
} from './taxProfileForm';

/** An axios-like failure with the given answer. */
function failure(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

function values(changes: Partial<TaxProfileFormValues>, stored = verifiedTaxProfile): TaxProfileFormValues {
  return { ...formValuesOf(stored), ...changes };
}

describe('formValuesOf', () => {
  it('starts from the stored values, never with the account number or a password', () => {
    expect(formValuesOf(awaitingTaxProfile)).toEqual({
      pan: 'ABCPE1234F',
      gstin: '27ABCPE1234F1ZB',
      account_number: '',
      ifsc: 'HDFC0001234',
      holder_name: 'Aarav Sharma',
      current_password: '',
    });
    expect(formValuesOf(emptyTaxProfile)).toEqual({ pan: '', gstin: '', account_number: '', ifsc: '', holder_name: '', current_password: '' });
  });
});

describe('taxProfileChanges', () => {
  it('is empty when nothing differs from the stored values as the API stores them, a password typed or not', () => {
    expect(taxProfileChanges(verifiedTaxProfile, formValuesOf(verifiedTaxProfile))).toEqual({});
    expect(
      taxProfileChanges(verifiedTaxProfile, values({ pan: ' abcpe 1234 f ', ifsc: 'hdfc0001234', holder_name: '  Aarav   Sharma ', current_password: 'Demo@1234' })),
    ).toEqual({});
    expect(taxProfileChanges(emptyTaxProfile, values({ gstin: '   ' }, emptyTaxProfile))).toEqual({});
  });

  it('sends only the changed field, trimmed, with the current password as typed', () => {
    expect(taxProfileChanges(verifiedTaxProfile, values({ pan: ' abcpf1234g ', current_password: ' Demo@1234' }))).toEqual({
      pan: 'abcpf1234g',
      current_password: ' Demo@1234',
    });
    expect(taxProfileChanges(verifiedTaxProfile, values({ gstin: '27ABCPE1234F1ZB', current_password: 'Demo@1234' }))).toEqual({
      gstin: '27ABCPE1234F1ZB',
      current_password: 'Demo@1234',
    });
  });

  it('sends an emptied GSTIN as null, and an emptied PAN as it is, for the API to say what to enter', () => {
    expect(taxProfileChanges(awaitingTaxProfile, values({ gstin: ' ' }, awaitingTaxProfile))).toEqual({ gstin: null });
    expect(taxProfileChanges(verifiedTaxProfile, values({ pan: '' }))).toEqual({ pan: '' });
  });

  it('sends the bank account as its three fields together once any of them was edited', () => {
    const account = { account_number: '5010 0234 5678 91', ifsc: 'HDFC0001234', holder_name: 'Aarav Sharma' };
    expect(taxProfileChanges(verifiedTaxProfile, values({ account_number: ' 5010 0234 5678 91 ', current_password: 'Demo@1234' }))).toEqual({
      bank_account: account,
      current_password: 'Demo@1234',
    });
    expect(taxProfileChanges(verifiedTaxProfile, values({ ifsc: 'ICIC0000001' }))).toEqual({
      bank_account: { account_number: '', ifsc: 'ICIC0000001', holder_name: 'Aarav Sharma' },
    });
    expect(taxProfileChanges(verifiedTaxProfile, values({ holder_name: 'Aarav K Sharma ' }))).toEqual({
      bank_account: { account_number: '', ifsc: 'HDFC0001234', holder_name: 'Aarav K Sharma' },
    });
  });

  it('never sends an empty password', () => {
    expect(taxProfileChanges(emptyTaxProfile, values({ pan: 'ABCPE1234F' }, emptyTaxProfile))).toEqual({ pan: 'ABCPE1234F' });
  });
});

describe('bankAccountEdited', () => {
  it('counts any typed account number, and an IFSC or holder name that differs once normalised', () => {
    expect(bankAccountEdited(verifiedTaxProfile, values({}))).toBe(false);
    expect(bankAccountEdited(verifiedTaxProfile, values({ ifsc: ' hdfc 0001234' }))).toBe(false);
    expect(bankAccountEdited(verifiedTaxProfile, values({ account_number: '1' }))).toBe(true);
    expect(bankAccountEdited(verifiedTaxProfile, values({ holder_name: 'aarav sharma' }))).toBe(true);
    expect(bankAccountEdited(emptyTaxProfile, values({ ifsc: 'HDFC0001234' }, emptyTaxProfile))).toBe(true);
  });
});

describe('taxProfileFormErrors', () => {
  it("puts each field's first message under it, word for word", () => {
    const answer = {
      pan: ['Enter a PAN of 10 characters like ABCPE1234F: five letters, four digits, then a letter.'],
      gstin: ['This GSTIN fails its check character (the last one): a character is mistyped.'],
      account_number: ['Enter the account number as its 9 to 18 digits, without spaces.', 'second'],
      ifsc: ['The fifth character of an IFSC is always 0.'],
      holder_name: ["Enter the account holder's name as the bank has it."],
      current_password: ['Your current password is incorrect.'],
    };
    expect(taxProfileFormErrors(failure(400, answer), t)).toEqual({
      pan: answer.pan[0],
      gstin: answer.gstin[0],
      account_number: 'Enter the account number as its 9 to 18 digits, without spaces.',
      ifsc: answer.ifsc[0],
      holder_name: answer.holder_name[0],
      current_password: 'Your current password is incorrect.',
    });
  });

  it("gives the form what the server said about the save as a whole or about a field it does not show", () => {
    expect(taxProfileFormErrors(failure(400, { bank_account: ['Bad request.'], pan: ['Too short'] }), t)).toEqual({ pan: 'Too short', form: 'Bad request.' });
    expect(taxProfileFormErrors(failure(404, { detail: 'Employee not found.' }), t)).toEqual({ form: 'Employee not found.' });
  });

  it('says when the user saved too often', () => {
    expect(taxProfileFormErrors(failure(429, { detail: 'Too many requests. Try again in 12 minutes.' }), t)).toEqual({ form: t(TAX_PROFILE_TOO_MANY_SAVES) });
  });

  it('falls back when the server gave no usable message, or was not reached', () => {
    expect(taxProfileFormErrors(failure(502, '<html>Bad gateway</html>'), t)).toEqual({ form: t(TAX_PROFILE_SAVE_ERROR) });
    expect(taxProfileFormErrors(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' }), t)).toEqual({
      form: 'No response received from server',
    });
  });
});

describe('what the read view says', () => {
  it("names each detail's verification, and nothing for an empty one", () => {
    expect(verificationState(verifiedTaxProfile.pan)).toBe('verified');
    expect(verificationState(awaitingTaxProfile.gstin)).toBe('awaiting');
    expect(verificationState(emptyTaxProfile.bank_account)).toBeUndefined();
  });

  it('gives the TDS rate, and why when it is the rate without a verified PAN', () => {
    expect(tdsLine(verifiedTaxProfile, t)).toBe('TDS on your commission: 2%');
    expect(tdsLine(awaitingTaxProfile, t)).toBe('TDS on your commission: 20% (no verified PAN)');
    expect(tdsLine(emptyTaxProfile, t)).toBe('TDS on your commission: 20% (no verified PAN)');
  });

  it('says why payouts are held', () => {
    expect(payoutHoldNotice('No payout bank account on file.', t)).toBe('Payouts are on hold: No payout bank account on file.');
  });
});
