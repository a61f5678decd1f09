import { remarkError, statusActions, statusChangeEffect, statusChangeErrors } from './statusActions';

const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('statusActions', () => {
  it('labels each allowed transition', () => {
    expect(statusActions('processing', ['approved', 'rejected']).map(({ to, label, tone }) => [to, label, tone])).toEqual([
      ['approved', 'Approve', 'brand'],
      ['rejected', 'Reject', 'red'],
    ]);
    expect(statusActions('approved', ['rejected']).map((action) => [action.label, action.title])).toEqual([['Reverse approval', 'Reverse approval']]);
    expect(statusActions('rejected', ['processing']).map((action) => [action.label, action.title])).toEqual([['Reopen', 'Reopen lead']]);
    expect(statusActions('approved', [])).toEqual([]);
  });

  it('names a transition it does not know after its status', () => {
    expect(statusActions('approved', ['processing'])).toEqual([{ to: 'processing', label: 'Mark Processing', title: 'Mark Processing', tone: 'brand' }]);
  });
});

describe('statusChangeEffect', () => {
  const lead = { status: 'processing', payout_amount: 33750, connectors_payout: 0.75 };
  it('names the move and the payout it credits or debits', () => {
    expect(statusChangeEffect(lead, 'approved')).toBe('Processing → Approved. The connector is credited ₹33,750 (0.75% of the loan amount).');
    expect(statusChangeEffect({ ...lead, status: 'approved' }, 'rejected')).toBe("Approved → Rejected. The connector's payout of ₹33,750 is debited.");
    expect(statusChangeEffect(lead, 'rejected')).toBe('Processing → Rejected.');
  });
});

describe('remarkError', () => {
  it('wants 3 to 1,000 characters without the surrounding spaces', () => {
    expect(remarkError('')).toBe('Enter a remark of at least 3 characters.');
    expect(remarkError('  ok  ')).toBe('Enter a remark of at least 3 characters.');
    expect(remarkError('Yes')).toBeUndefined();
    expect(remarkError('x'.repeat(1001))).toBe('The remark can be at most 1,000 characters.');
  });
});

describe('statusChangeErrors', () => {
  it('puts field messages under the fields, a 409 above the buttons', () => {
    expect(statusChangeErrors(answered(400, { remark: ['Too short'], status: ['Not allowed'] }))).toEqual({
      remark: 'Too short',
      status: 'Not allowed',
      general: undefined,
      conflict: false,
    });
    expect(statusChangeErrors(answered(409, { detail: 'Already approved' }))).toEqual({ remark: undefined, status: undefined, general: 'Already approved', conflict: true });
    expect(statusChangeErrors(answered(500, {})).general).toBe('The status could not be changed.');
  });
});
