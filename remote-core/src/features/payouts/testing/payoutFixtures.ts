/**
 * Payout data shaped like the API's answers: CN1001 and CN1004 with unpaid entries (commission with
 * its TDS and GST entries), CN1002 held for want of a verified bank account, a recorded run, tax
 * profiles, and the queue of tax details to verify (with CN1007, who has nothing pending).
 */
import type {
  ConnectorPayouts,
  PayoutEntry,
  PayoutRun,
  PayoutRunPage,
  PayoutRunSummary,
  TaxProfile,
  TaxProfilesToVerify,
  TaxProfileToVerify,
} from 'shared-contracts';
import type { PendingPayouts } from '../api/pendingPayouts';

export function entry(overrides: Partial<PayoutEntry> & Pick<PayoutEntry, 'id'>): PayoutEntry {
  return {
    transaction_type: 'credit',
    entry_kind: 'commission',
    tax_source_id: null,
    amount: 10000,
    description: 'Payout for approved lead',
    created_at: '2026-01-22T09:15:00.000Z',
    lead: { id: overrides.id, customer_name: `Customer ${overrides.id}` },
    ...overrides,
  };
}

/** A TDS or GST entry written with `source`: the same lead and moment, naming it as its source. */
export function taxEntry(source: PayoutEntry, tax: Pick<PayoutEntry, 'id' | 'entry_kind' | 'transaction_type' | 'amount' | 'description'>): PayoutEntry {
  return { ...source, ...tax, tax_source_id: source.id };
}

/** Sums as the API does, in paise: net = credits − debits = commission − TDS + GST. */
function group(id: number, employeeId: string, username: string, entries: PayoutEntry[], payoutHold: string | null = null): ConnectorPayouts {
  const paise = (pick: (e: PayoutEntry) => boolean, sign: (e: PayoutEntry) => number) =>
    entries.filter(pick).reduce((sum, e) => sum + sign(e) * Math.round(e.amount * 100), 0) / 100;
  const signed = (e: PayoutEntry) => (e.transaction_type === 'debit' ? -1 : 1);
  return {
    connector: { id, employee_id: employeeId, username },
    entries,
    credit_total: paise((e) => e.transaction_type === 'credit', () => 1),
    debit_total: paise((e) => e.transaction_type === 'debit', () => 1),
    net_total: paise(() => true, signed),
    commission_total: paise((e) => e.entry_kind === 'commission', signed),
    tds_total: -paise((e) => e.entry_kind === 'tds', signed) || 0,
    gst_total: paise((e) => e.entry_kind === 'gst', signed),
    payout_hold: payoutHold,
  };
}

/**
 * Aarav Sharma (verified PAN, no GSTIN): two commission credits with 2% TDS each, and the reversal of
 * an earlier paid lead with its TDS given back. Commission ₹31,250, TDS ₹625, net ₹30,625.
 */
export function aaravPayouts(): ConnectorPayouts {
  const meera = entry({ id: 101, amount: 25000, description: 'Payout for Meera Kulkarni (Home Loan)', lead: { id: 1, customer_name: 'Meera Kulkarni' } });
  const siddharth = entry({ id: 103, amount: 11250, description: 'Payout for Siddharth Joshi (Business Loan)', lead: { id: 2, customer_name: 'Siddharth Joshi' } });
  const kabir = entry({
    id: 105,
    transaction_type: 'debit',
    amount: 5000,
    description: 'Reversal of the payout for Kabir Rao (Personal Loan)',
    lead: { id: 3, customer_name: 'Kabir Rao' },
    created_at: '2026-01-23T09:15:00.000Z',
  });
  return group(1, 'CN1001', 'Aarav Sharma', [
    meera,
    taxEntry(meera, {
      id: 102,
      entry_kind: 'tds',
      transaction_type: 'debit',
      amount: 500,
      description: "TDS at 2% (section 194H) on ₹25,000 of the year's commission, with the payout for Meera Kulkarni",
    }),
    siddharth,
    taxEntry(siddharth, {
      id: 104,
      entry_kind: 'tds',
      transaction_type: 'debit',
      amount: 225,
      description: "TDS at 2% (section 194H) on ₹11,250 of the year's commission, with the payout for Siddharth Joshi",
    }),
    kabir,
    taxEntry(kabir, { id: 106, entry_kind: 'tds', transaction_type: 'credit', amount: 100, description: 'TDS given back (2% of ₹5,000) with the reversal for Kabir Rao' }),
  ]);
}

/** Neha Gupta (verified GSTIN, under the TDS threshold): one commission credit with 18% GST. Net ₹7,080. */
export function nehaPayouts(): ConnectorPayouts {
  const sana = entry({ id: 201, amount: 6000, description: 'Payout for Sana Qureshi (Personal Loan)', lead: { id: 9, customer_name: 'Sana Qureshi' } });
  return group(4, 'CN1004', 'Neha Gupta', [
    sana,
    taxEntry(sana, { id: 202, entry_kind: 'gst', transaction_type: 'credit', amount: 1080, description: 'GST at 18% on the payout for Sana Qureshi' }),
  ]);
}

export const HOLD_UNVERIFIED_ACCOUNT = 'The payout bank account is waiting for the back office to verify it.';

/** Rohan Verma: one commission credit (₹8,000), held until his bank account is verified. */
export function rohanPayouts(hold: string | null = HOLD_UNVERIFIED_ACCOUNT): ConnectorPayouts {
  return group(
    2,
    'CN1002',
    'Rohan Verma',
    [entry({ id: 301, amount: 8000, description: 'Payout for Ishaan Malhotra (Car Loan)', lead: { id: 12, customer_name: 'Ishaan Malhotra' } })],
    hold,
  );
}

export function pendingPage(results: ConnectorPayouts[] = [aaravPayouts(), nehaPayouts()], overrides: Partial<PendingPayouts> = {}): PendingPayouts {
  const entries = results.reduce((sum, g) => sum + g.entries.length, 0);
  const net = results.reduce((sum, g) => sum + Math.round(g.net_total * 100), 0) / 100;
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
    entry_count: 8,
    connector_count: 2,
    net_total: 37705,
    ...overrides,
  };
}

export function runsPage(results: PayoutRunSummary[], overrides: Partial<PayoutRunPage> = {}): PayoutRunPage {
  return { count: results.length, page: 1, page_size: 20, next: null, previous: null, results, ...overrides };
}

export function payoutRun(overrides: Partial<PayoutRun> = {}): PayoutRun {
  return { ...runSummary({ id: 42, reference: 'UTR-2026-0042' }), connectors: [aaravPayouts(), nehaPayouts()], ...overrides };
}

/** Rohan Verma's tax profile: PAN verified, no GSTIN, a bank account waiting to be verified (hence the hold). */
export function rohanTaxProfile(overrides: Partial<TaxProfile> = {}): TaxProfile {
  return {
    employee_id: 'CN1002',
    username: 'Rohan Verma',
    pan: { value: 'ABCPV1234K', verification: { verified_at: '2026-01-10T05:30:00.000Z', verified_by: { user_name: 'Priya Nair', employee_id: 'AD3001' } } },
    gstin: null,
    bank_account: { account_number_masked: 'XXXXXX7891', ifsc: 'HDFC0001234', holder_name: 'Rohan Verma', verification: null },
    payout_hold: HOLD_UNVERIFIED_ACCOUNT,
    tds_rate: 2,
    updated_at: '2026-01-20T10:00:00.000Z',
    ...overrides,
  };
}

export const NO_BANK_ACCOUNT = 'No payout bank account on file.';

/** Kiran Desai, a new connector with no approved lead yet: a PAN entered and waiting, nothing else. */
export function kiranTaxProfile(overrides: Partial<TaxProfile> = {}): TaxProfile {
  return {
    employee_id: 'CN1007',
    username: 'Kiran Desai',
    pan: { value: 'DEFPD3456M', verification: null },
    gstin: null,
    bank_account: null,
    payout_hold: NO_BANK_ACCOUNT,
    tds_rate: 20,
    updated_at: '2026-01-18T04:30:00.000Z',
    ...overrides,
  };
}

/** A person's line in the queue of tax details to verify. */
export function personToVerify(profile: TaxProfile, unverified: TaxProfileToVerify['unverified']): TaxProfileToVerify {
  return { employee_id: profile.employee_id, username: profile.username, unverified, updated_at: profile.updated_at ?? '2026-01-01T00:00:00.000Z' };
}

/** Kiran's PAN (nothing pending for him) and Rohan's bank account (his payouts held), oldest change first. */
export function taxQueue(results: TaxProfileToVerify[] = [personToVerify(kiranTaxProfile(), ['pan']), personToVerify(rohanTaxProfile(), ['bank_account'])], count = results.length): TaxProfilesToVerify {
  return { count, results };
}
