/** Payout data shaped like the API's answers: CN1001 and CN1004 with unpaid entries, and a recorded run. */
import type { ConnectorPayouts, PayoutEntry, PayoutRun, PayoutRunPage, PayoutRunSummary } from 'shared-contracts';
import type { PendingPayouts } from '../api/pendingPayouts';

export function entry(overrides: Partial<PayoutEntry> & Pick<PayoutEntry, 'id'>): PayoutEntry {
  return {
    transaction_type: 'credit',
    amount: 10000,
    description: 'Payout for approved lead',
    created_at: '2026-01-22T09:15:00.000Z',
    lead: { id: overrides.id, customer_name: `Customer ${overrides.id}` },
    ...overrides,
  };
}

function group(id: number, employeeId: string, username: string, entries: PayoutEntry[]): ConnectorPayouts {
  const credits = entries.filter((e) => e.transaction_type === 'credit').reduce((sum, e) => sum + e.amount, 0);
  const debits = entries.filter((e) => e.transaction_type === 'debit').reduce((sum, e) => sum + e.amount, 0);
  return { connector: { id, employee_id: employeeId, username }, entries, credit_total: credits, debit_total: debits, net_total: credits - debits };
}

/** Aarav Sharma: two credits and a TDS debit (net ₹33,750); Neha Gupta: one credit (₹6,000). */
export function aaravPayouts(): ConnectorPayouts {
  return group(1, 'CN1001', 'Aarav Sharma', [
    entry({ id: 101, amount: 25000, description: 'Payout for Meera Kulkarni (Home Loan)', lead: { id: 1, customer_name: 'Meera Kulkarni' } }),
    entry({ id: 102, amount: 11250, description: 'Payout for Siddharth Joshi (Business Loan)', lead: { id: 2, customer_name: 'Siddharth Joshi' } }),
    entry({ id: 103, transaction_type: 'debit', amount: 2500, description: "TDS on Meera Kulkarni's payout", lead: null, created_at: '2026-01-23T09:15:00.000Z' }),
  ]);
}

export function nehaPayouts(): ConnectorPayouts {
  return group(4, 'CN1004', 'Neha Gupta', [entry({ id: 201, amount: 6000, description: 'Payout for Sana Qureshi (Personal Loan)', lead: { id: 9, customer_name: 'Sana Qureshi' } })]);
}

export function pendingPage(results: ConnectorPayouts[] = [aaravPayouts(), nehaPayouts()], overrides: Partial<PendingPayouts> = {}): PendingPayouts {
  const entries = results.reduce((sum, g) => sum + g.entries.length, 0);
  const net = results.reduce((sum, g) => sum + g.net_total, 0);
  return {
    count: results.length,
    page: 1,
    page_size: 20,
    next: null,
    previous: null,
    results,
    totals: { connectors: results.length, entries, net_total: net },
    ...overrides,
  };
}

export function runSummary(overrides: Partial<PayoutRunSummary> & Pick<PayoutRunSummary, 'id'>): PayoutRunSummary {
  return {
    reference: `UTR-2026-00${overrides.id}`,
    created_at: '2026-01-25T06:30:00.000Z',
    created_by: { user_name: 'Priya Nair', employee_id: 'AD3001' },
    entry_count: 4,
    connector_count: 2,
    net_total: 39750,
    ...overrides,
  };
}

export function runsPage(results: PayoutRunSummary[], overrides: Partial<PayoutRunPage> = {}): PayoutRunPage {
  return { count: results.length, page: 1, page_size: 20, next: null, previous: null, results, ...overrides };
}

export function payoutRun(overrides: Partial<PayoutRun> = {}): PayoutRun {
  return { ...runSummary({ id: 42, reference: 'UTR-2026-0042' }), connectors: [aaravPayouts(), nehaPayouts()], ...overrides };
}
