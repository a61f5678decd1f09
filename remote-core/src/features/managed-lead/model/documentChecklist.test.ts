import { canDecide, checklistOf, decisionErrors, decisionLine, decisionNotice, rejectReasonError, verifiedSummary } from './documentChecklist';

describe('verifiedSummary and checklistOf', () => {
  it('counts the verified documents of the checklist or of the documents read', () => {
    expect(verifiedSummary({ a: 'Verified', b: 'Submitted', c: 'Verified' })).toBe('2 of 3 verified');
    expect(verifiedSummary({})).toBe('0 of 0 verified');
    expect(verifiedSummary(checklistOf([{ name: 'PAN Card', state: 'Verified' }, { name: 'ITR', state: 'Rejected' }]))).toBe('1 of 2 verified');
  });
});

describe('canDecide', () => {
  it('only a reviewer who may decide, and only a Submitted document', () => {
    expect(canDecide({ state: 'Submitted' }, true)).toBe(true);
    expect(canDecide({ state: 'Submitted' }, false)).toBe(false);
    for (const state of ['Pending', 'Verified', 'Rejected'] as const) expect(canDecide({ state }, true)).toBe(false);
  });
});

describe('decisionLine', () => {
  it('says who decided and when, nothing before a decision', () => {
    const by = { user_name: 'Priya Nair', employee_id: 'AD3001' };
    expect(decisionLine({ state: 'Verified', decided_by: by, decided_at: '2026-01-22T10:15:00.000Z' })).toMatch(/^Verified by Priya Nair \(AD3001\), 22 Jan 2026/);
    expect(decisionLine({ state: 'Submitted', decided_by: by, decided_at: null })).toBe('Last decided by Priya Nair (AD3001)');
    expect(decisionLine({ state: 'Pending', decided_by: null, decided_at: null })).toBeNull();
  });
});

describe('rejectReasonError', () => {
  it('requires 1 to 500 characters once trimmed', () => {
    expect(rejectReasonError('   ')).toBe('Give the reason for rejecting this document.');
    expect(rejectReasonError('Blurred')).toBeUndefined();
    expect(rejectReasonError(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(rejectReasonError('x'.repeat(501))).toBe('Keep the reason to 500 characters or fewer (now 501).');
  });
});

describe('decisionErrors and decisionNotice', () => {
  it("puts the server's reason message under the field and anything else above the buttons", () => {
    expect(decisionErrors({ isAxiosError: true, response: { status: 400, data: { reason: ['Give the reason for rejecting this document.'] } } })).toEqual({
      reason: 'Give the reason for rejecting this document.',
      general: undefined,
    });
    const nothingToDecide = 'Nothing to decide: this document has no pages waiting for review.';
    expect(decisionErrors({ isAxiosError: true, response: { status: 409, data: { detail: nothingToDecide } } })).toEqual({ reason: undefined, general: nothingToDecide });
    expect(decisionErrors({ isAxiosError: true, response: { status: 500, data: {} } })).toEqual({ reason: undefined, general: 'The decision could not be saved.' });
  });

  it('words the notice by the new state', () => {
    expect(decisionNotice({ name: 'PAN Card', state: 'Verified' })).toBe('PAN Card verified.');
    expect(decisionNotice({ name: 'PAN Card', state: 'Rejected' })).toBe('PAN Card rejected: the connector is asked to upload it again.');
  });
});
