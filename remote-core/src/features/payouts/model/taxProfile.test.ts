import { rohanTaxProfile } from '../testing/payoutFixtures';
import { t } from '../i18n';
import { queueShownText, tdsRateText, verificationText, verifiedMessage, verifyErrorMessage, waitingText } from './taxProfile';

describe('tax profile wording', () => {
  it('says who verified a detail and when', () => {
    expect(verificationText({ verified_at: '2026-01-10T05:30:00.000Z', verified_by: { user_name: 'Priya Nair', employee_id: 'AD3001' } }, t)).toBe(
      'Verified on 10 Jan 2026 by Priya Nair (AD3001)',
    );
    expect(verificationText({ verified_at: '2026-01-10T05:30:00.000Z', verified_by: null }, t)).toBe('Verified on 10 Jan 2026');
    expect(verificationText(null, t)).toBe('Not verified');
    expect(verifiedMessage('bank_account', t)).toBe('Payout bank account verified.');
  });

  it('says why the TDS rate is the higher one', () => {
    expect(tdsRateText(rohanTaxProfile(), t)).toBe('2%');
    expect(tdsRateText(rohanTaxProfile({ pan: null, tds_rate: 20 }), t)).toBe('20% (no verified PAN)');
  });

  it("shows the server's message about the field, else its detail", () => {
    const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });
    expect(verifyErrorMessage(answered(400, { field: ['There is no GSTIN on this profile to verify.'] }), t)).toBe('There is no GSTIN on this profile to verify.');
    expect(verifyErrorMessage(answered(409, { detail: 'This PAN is already verified.' }), t)).toBe('This PAN is already verified.');
    expect(verifyErrorMessage(answered(500, {}), t)).toBe('The details could not be verified.');
  });

  it("names what waits on a queued profile in the dialog's order", () => {
    expect(waitingText(['bank_account', 'pan'], t)).toBe('PAN, Bank account');
    expect(waitingText(['gstin'], t)).toBe('GSTIN');
    expect(waitingText(['pan', 'gstin', 'bank_account'], t)).toBe('PAN, GSTIN, Bank account');
  });

  it('says how much of the queue is listed only when it is not all of it', () => {
    const person = { employee_id: 'CN1001', username: 'Aarav Sharma', unverified: ['pan' as const], updated_at: '2026-01-20T10:00:00.000Z' };
    expect(queueShownText({ count: 1, results: [person] }, t)).toBeNull();
    expect(queueShownText({ count: 0, results: [] }, t)).toBeNull();
    expect(queueShownText({ count: 1250, results: Array.from({ length: 200 }, () => person) }, t)).toBe('Showing the oldest 200 of 1,250.');
  });
});
