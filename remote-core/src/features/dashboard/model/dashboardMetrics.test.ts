import {
  activeLeadCount,
  convertedLeadCount,
  formatConversionRate,
  recentLeads,
  recentTransactions,
  thisMonthEarnings,
} from './dashboardMetrics';

type Tx = { id: number; transaction_type: 'credit' | 'debit'; entry_kind?: 'commission' | 'tds' | 'gst'; amount: number; created_at: string };
type Lead = { id: number; status: string; created_at: string };

/** A local-time ISO string, so month boundaries do not depend on the machine's time zone. */
function localIso(year: number, monthIndex: number, day: number, hour = 12, minute = 0): string {
  return new Date(year, monthIndex, day, hour, minute).toISOString();
}

const now = new Date(2026, 10, 22, 15, 0); // 22 Nov 2026, local time

function leadsWith(statuses: string[]): Lead[] {
  return statuses.map((status, i) => ({ id: i + 1, status, created_at: localIso(2026, 10, 1 + i) }));
}

describe('thisMonthEarnings', () => {
  it('adds the credits of the current calendar month and ignores debits and other months', () => {
    const transactions: Tx[] = [
      { id: 1, transaction_type: 'credit', amount: 25000, created_at: localIso(2026, 10, 20) },
      { id: 2, transaction_type: 'credit', amount: 18000, created_at: localIso(2026, 10, 2) },
      { id: 3, transaction_type: 'credit', amount: 12500, created_at: localIso(2026, 9, 15) },
      { id: 4, transaction_type: 'debit', amount: 2500, created_at: localIso(2026, 10, 21) },
    ];
    expect(thisMonthEarnings(transactions, now)).toBe(43000);
  });

  it('counts commission only: the GST added to a commission and TDS given back are credits but not earnings', () => {
    const transactions: Tx[] = [
      { id: 1, transaction_type: 'credit', entry_kind: 'commission', amount: 25000, created_at: localIso(2026, 10, 20) },
      { id: 2, transaction_type: 'credit', entry_kind: 'gst', amount: 4500, created_at: localIso(2026, 10, 20) },
      { id: 3, transaction_type: 'debit', entry_kind: 'tds', amount: 500, created_at: localIso(2026, 10, 20) },
      { id: 4, transaction_type: 'credit', entry_kind: 'tds', amount: 500, created_at: localIso(2026, 10, 22) },
    ];
    expect(thisMonthEarnings(transactions, now)).toBe(25000);
  });

  it('counts the first and last minute of the month and nothing outside it', () => {
    const transactions: Tx[] = [
      { id: 1, transaction_type: 'credit', amount: 100, created_at: localIso(2026, 10, 1, 0, 0) },
      { id: 2, transaction_type: 'credit', amount: 10, created_at: localIso(2026, 10, 30, 23, 59) },
      { id: 3, transaction_type: 'credit', amount: 1000, created_at: localIso(2026, 9, 31, 23, 59) },
      { id: 4, transaction_type: 'credit', amount: 5000, created_at: localIso(2026, 11, 1, 0, 0) },
    ];
    expect(thisMonthEarnings(transactions, now)).toBe(110);
  });

  it('does not count the same month of another year', () => {
    const transactions: Tx[] = [
      { id: 1, transaction_type: 'credit', amount: 700, created_at: localIso(2025, 10, 22) },
    ];
    expect(thisMonthEarnings(transactions, now)).toBe(0);
  });

  it('is 0 with no transactions', () => {
    expect(thisMonthEarnings([], now)).toBe(0);
  });
});

describe('lead counts', () => {
  const leads = leadsWith(['approved', 'approved', 'approved', 'processing', 'processing', 'processing', 'rejected', 'rejected']);

  it('counts processing leads as active and approved leads as converted', () => {
    expect(activeLeadCount(leads)).toBe(3);
    expect(convertedLeadCount(leads)).toBe(3);
  });

  it('does not count other statuses', () => {
    const others = leadsWith(['rejected', 'on_hold', 'Approved']);
    expect(activeLeadCount(others)).toBe(0);
    expect(convertedLeadCount(others)).toBe(0);
  });
});

describe('formatConversionRate', () => {
  it('is approved leads over all leads as a percent with one decimal', () => {
    const leads = leadsWith(['approved', 'approved', 'approved', 'processing', 'processing', 'processing', 'rejected', 'rejected']);
    expect(formatConversionRate(leads)).toBe('37.5%');
  });

  it('rounds to one decimal', () => {
    expect(formatConversionRate(leadsWith(['approved', 'rejected', 'processing']))).toBe('33.3%');
    expect(formatConversionRate(leadsWith(['approved', 'approved', 'rejected']))).toBe('66.7%');
  });

  it('shows whole percents with one decimal', () => {
    expect(formatConversionRate(leadsWith(['approved']))).toBe('100.0%');
    expect(formatConversionRate(leadsWith(['rejected', 'processing']))).toBe('0.0%');
  });

  it('is 0.0% with no leads', () => {
    expect(formatConversionRate([])).toBe('0.0%');
  });
});

describe('recentTransactions', () => {
  const transactions: Tx[] = Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    transaction_type: 'credit',
    amount: 100 * (i + 1),
    created_at: localIso(2026, 10, 20 - i),
  }));

  it('keeps the first five in the order the API sent them', () => {
    expect(recentTransactions(transactions).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns all of them when there are fewer than the limit', () => {
    expect(recentTransactions(transactions.slice(0, 2)).map((t) => t.id)).toEqual([1, 2]);
    expect(recentTransactions([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    recentTransactions(transactions);
    expect(transactions).toHaveLength(7);
  });
});

describe('recentLeads', () => {
  it('returns the three most recently created leads, newest first, whatever the input order', () => {
    const leads: Lead[] = [
      { id: 1, status: 'approved', created_at: localIso(2026, 10, 1) },
      { id: 2, status: 'approved', created_at: localIso(2026, 10, 20) },
      { id: 3, status: 'processing', created_at: localIso(2026, 9, 5) },
      { id: 4, status: 'rejected', created_at: localIso(2026, 10, 21) },
      { id: 5, status: 'processing', created_at: localIso(2026, 10, 10) },
    ];
    expect(recentLeads(leads).map((lead) => lead.id)).toEqual([4, 2, 5]);
    expect(leads.map((lead) => lead.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the given order for equal times and puts unreadable dates last', () => {
    const same = localIso(2026, 10, 10);
    const leads: Lead[] = [
      { id: 1, status: 'approved', created_at: 'not a date' },
      { id: 2, status: 'approved', created_at: same },
      { id: 3, status: 'processing', created_at: same },
      { id: 4, status: 'processing', created_at: localIso(2026, 10, 1) },
    ];
    expect(recentLeads(leads).map((lead) => lead.id)).toEqual([2, 3, 4]);
  });

  it('returns fewer when there are fewer leads', () => {
    expect(recentLeads(leadsWith(['approved'])).map((lead) => lead.id)).toEqual([1]);
    expect(recentLeads([])).toEqual([]);
  });
});
