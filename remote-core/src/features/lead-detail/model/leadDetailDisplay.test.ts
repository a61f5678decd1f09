import type { LeadStatusChange } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { demoLeadDetail } from '../../leads/testing/leadFixtures';
import { t } from '../i18n';
import { documentTimeline, timelineEvent } from '../testing/timelineFixtures';
import { checklistItems, loanFacts, personWithId, statusUpperCase, timelineColor, timelineEntries } from './leadDetailDisplay';

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
    expect(loanFacts(demoLeadDetail(), t)).toEqual({
      loanType: 'Loan Against Property',
      amount: '₹45,00,000',
      bank: 'Kotak Mahindra Bank',
      branch: 'Pune - Wakad',
      state: 'Maharashtra',
    });
  });

  it('shows Unknown for a missing loan type and N/A for a missing bank or branch', () => {
    expect(loanFacts({ ...demoLeadDetail(), loan_type: null, bank: null, bank_branch: null }, t)).toEqual({
      loanType: 'Unknown',
      amount: '₹45,00,000',
      bank: 'N/A',
      branch: 'N/A',
      state: 'N/A',
    });
  });
});

describe('checklistItems', () => {
  it('lists each document with its state, N/A for a blank one', () => {
    expect(checklistItems({ 'PAN Card': 'Submitted', 'ITR (3 years)': 'Pending', 'Aadhaar Card': 'Verified', Form16: '' })).toEqual([
      { document: 'PAN Card', state: 'Submitted' },
      { document: 'ITR (3 years)', state: 'Pending' },
      { document: 'Aadhaar Card', state: 'Verified' },
      { document: 'Form16', state: 'N/A' },
    ]);
  });
});

describe('timelineEntries', () => {
  it('describes the creation and each change with who, when and the remark', () => {
    const history = [
      timelineEvent({ event: 'created', from_status: null, to_status: 'processing', changed_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' }, changed_at: '2026-01-05T10:00:00.000Z' }),
      timelineEvent({ from_status: 'processing', to_status: 'approved', changed_by: null, changed_at: '2026-01-09T12:30:00.000Z', remark: ' Sanction received. ' }),
    ];
    expect(timelineEntries(history).map(({ kind, summary, by, at, remark }) => ({ kind, summary, by, at, remark }))).toEqual([
      { kind: 'created', summary: 'Created as Processing', by: 'Aarav Sharma (CN1001)', at: formatDateTime('2026-01-05T10:00:00.000Z'), remark: null },
      { kind: 'status', summary: 'Processing → Approved', by: 'N/A', at: formatDateTime('2026-01-09T12:30:00.000Z'), remark: 'Sanction received.' },
    ]);
  });

  it('describes a save of documents as one entry: "<document> marked <state>" for each, comma-separated', () => {
    const entries = timelineEntries(documentTimeline());
    expect(entries.map((entry) => [entry.kind, entry.summary, entry.by])).toEqual([
      ['created', 'Created as Processing', 'Aarav Sharma (CN1001)'],
      ['document', 'PAN Card marked Verified, Aadhaar Card marked Submitted', 'Priya Nair (AD3001)'],
      ['document', 'Salary Slips marked Verified', 'Priya Nair (AD3001)'],
      ['status', 'Processing → Approved', 'Priya Nair (AD3001)'],
    ]);
    expect(timelineEntries([timelineEvent({ event: 'document', document: ' ', document_state: null, changed_at: '2026-01-20T06:00:00.000Z' })])[0].summary).toBe(
      'A document updated',
    );
  });

  it('reads a document event without `documents` (an older answer) from `document` and `document_state`', () => {
    const older = { ...timelineEvent({ event: 'document', document: 'PAN Card', document_state: 'Verified', changed_at: '2026-01-20T06:00:00.000Z' }) } as Partial<LeadStatusChange>;
    delete older.documents;
    expect(timelineEntries([older as LeadStatusChange])[0].summary).toBe('PAN Card marked Verified');
  });

  it('reads answers without `event` (status changes only) as before', () => {
    const older = [
      { from_status: null, to_status: 'processing', changed_by: null, changed_at: '2026-01-05T10:00:00.000Z', remark: null },
      { from_status: 'processing', to_status: 'rejected', changed_by: null, changed_at: '2026-01-06T10:00:00.000Z', remark: 'Low score' },
    ] as unknown as LeadStatusChange[];
    expect(timelineEntries(older).map((entry) => [entry.kind, entry.summary])).toEqual([
      ['created', 'Created as Processing'],
      ['status', 'Processing → Rejected'],
    ]);
  });

  it('describes a move to another bank branch with the names before and after, N/A for none, and its remark', () => {
    const moves = [
      timelineEvent({ event: 'branch', bank_branch_change: { from: 'Mumbai - Andheri East', to: 'Pune - Aundh' }, changed_at: '2026-01-21T06:00:00.000Z', remark: 'Customer is in Pune.' }),
      timelineEvent({ event: 'branch', bank_branch_change: { from: 'Pune - Aundh', to: null }, changed_at: '2026-01-22T06:00:00.000Z' }),
      timelineEvent({ event: 'branch', bank_branch_change: { from: null, to: 'Pune - Camp' }, changed_at: '2026-01-23T06:00:00.000Z' }),
    ];
    expect(timelineEntries(moves).map((entry) => [entry.kind, entry.summary, entry.from, entry.remark])).toEqual([
      ['branch', 'Bank branch: Mumbai - Andheri East → Pune - Aundh', null, 'Customer is in Pune.'],
      ['branch', 'Bank branch: Pune - Aundh → N/A', null, null],
      ['branch', 'Bank branch: N/A → Pune - Camp', null, null],
    ]);
    expect(timelineColor({ kind: 'branch', to: 'processing' })).toBe('gray.400');
  });

  it('colours a status event by its new status', () => {
    expect(timelineColor({ kind: 'status', to: 'approved' })).toBe('green.500');
    expect(timelineColor({ kind: 'status', to: 'rejected' })).toBe('red.500');
    expect(timelineColor({ kind: 'created', to: 'processing' })).toBe('brand.500');
    expect(timelineColor({ kind: 'document', to: 'approved' })).toBe('gray.400');
  });
});
