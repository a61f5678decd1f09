import { formatDateTime } from 'shared-ui';
import { demoLeadDetail } from '../../leads/testing/leadFixtures';
import { checklistItems, loanFacts, personWithId, statusUpperCase, timelineEntries } from './leadDetailDisplay';

describe('personWithId', () => {
  it('is "name (employee id)", N/A when missing', () => {
    expect(personWithId({ user_name: 'Aarav Sharma', employee_id: 'CN1001' })).toBe('Aarav Sharma (CN1001)');
    expect(personWithId(null)).toBe('N/A');
    expect(personWithId({ user_name: '', employee_id: '' })).toBe('N/A');
    expect(personWithId({ user_name: '', employee_id: 'RM2001' })).toBe('N/A (RM2001)');
  });
});

describe('statusUpperCase', () => {
  it('shows the status in upper case', () => {
    expect(statusUpperCase('processing')).toBe('PROCESSING');
    expect(statusUpperCase('')).toBe('UNKNOWN');
  });
});

describe('loanFacts', () => {
  it('shows loan type, rupee amount, bank, branch and state', () => {
    expect(loanFacts(demoLeadDetail())).toEqual({
      loanType: 'Loan Against Property',
      amount: '₹45,00,000',
      bank: 'Kotak Mahindra Bank',
      branch: 'Pune - Wakad',
      state: 'Maharashtra',
    });
  });

  it('shows Unknown for a missing loan type and N/A for a missing bank or branch', () => {
    expect(loanFacts({ ...demoLeadDetail(), loan_type: null, bank: null, bank_branch: null })).toEqual({
      loanType: 'Unknown',
      amount: '₹45,00,000',
      bank: 'N/A',
      branch: 'N/A',
      state: 'N/A',
    });
  });
});

describe('checklistItems', () => {
  it('lists each document with its state; only Submitted counts as submitted', () => {
    expect(checklistItems({ 'PAN Card': 'Submitted', 'ITR (3 years)': 'Pending', 'Aadhaar Card': 'Verified' })).toEqual([
      { document: 'PAN Card', state: 'Submitted', submitted: true },
      { document: 'ITR (3 years)', state: 'Pending', submitted: false },
      { document: 'Aadhaar Card', state: 'Verified', submitted: false },
    ]);
  });
});

describe('timelineEntries', () => {
  it('describes the creation and each change with who, when and the remark', () => {
    const history = [
      { from_status: null, to_status: 'processing', changed_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' }, changed_at: '2026-01-05T10:00:00.000Z', remark: null },
      { from_status: 'processing', to_status: 'approved', changed_by: null, changed_at: '2026-01-09T12:30:00.000Z', remark: ' Sanction received. ' },
    ];
    expect(timelineEntries(history).map(({ summary, by, at, remark }) => ({ summary, by, at, remark }))).toEqual([
      { summary: 'Created as Processing', by: 'Aarav Sharma (CN1001)', at: formatDateTime('2026-01-05T10:00:00.000Z'), remark: null },
      { summary: 'Processing → Approved', by: 'N/A', at: formatDateTime('2026-01-09T12:30:00.000Z'), remark: 'Sanction received.' },
    ]);
  });
});
