import { earningsTrend, hasEarnings } from './earningsTrend';

// 10:00 on 15 March 2026 in India.
const NOW = new Date('2026-03-15T04:30:00Z');

const credit = (amount: number, created_at: string, paid_at?: string) => ({
  transaction_type: 'credit' as const,
  entry_kind: 'commission' as const,
  amount,
  created_at,
  payout: paid_at ? { reference: 'UTR-1', paid_at } : null,
});

describe('earningsTrend', () => {
  it('has the last 12 India months, oldest first and the current one last, with zeros where nothing happened', () => {
    const trend = earningsTrend([], NOW);
    expect(trend.map((month) => month.month)).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    expect(trend.every((month) => month.credited === 0 && month.paid === 0)).toBe(true);
    expect(hasEarnings(trend)).toBe(false);
  });

  it('puts a credit in its India month: 23:59 on the last day is that month, 00:00 the next day is the next', () => {
    const trend = earningsTrend(
      [
        credit(1000, '2026-02-28T18:29:59Z'), // 23:59:59 on 28 Feb in India
        credit(2000, '2026-02-28T18:30:00Z'), // 00:00 on 1 Mar in India, still 28 Feb in UTC
        credit(400, '2025-03-31T18:30:00Z'), // 1 Apr 2025 in India: the oldest month of the twelve
        credit(800, '2025-03-31T18:29:59Z'), // 31 Mar 2025: before the window
      ],
      NOW,
    );
    const byMonth = Object.fromEntries(trend.map((month) => [month.month, month.credited]));
    expect(byMonth['2026-02']).toBe(1000);
    expect(byMonth['2026-03']).toBe(2000);
    expect(byMonth['2025-04']).toBe(400);
    expect(trend.reduce((sum, month) => sum + month.credited, 0)).toBe(3400);
  });

  it("counts a payout in the month of the run that paid it (payout.paid_at), not the credit's month", () => {
    const trend = earningsTrend([credit(25000, '2026-01-20T06:00:00Z', '2026-02-28T19:00:00Z')], NOW);
    const jan = trend.find((month) => month.month === '2026-01');
    const mar = trend.find((month) => month.month === '2026-03');
    expect(jan).toEqual({ month: '2026-01', credited: 25000, paid: 0 });
    // 00:30 on 1 March in India.
    expect(mar).toEqual({ month: '2026-03', credited: 0, paid: 25000 });
    expect(hasEarnings(trend)).toBe(true);
  });

  it('pays the net a run paid (commission less TDS plus GST, less a reversal) and credits commission only', () => {
    const paidAt = '2026-02-10T09:00:00Z';
    const trend = earningsTrend(
      [
        credit(30000, '2026-02-01T06:00:00Z', paidAt),
        { transaction_type: 'debit', entry_kind: 'tds', amount: 600, created_at: '2026-02-01T06:00:00Z', payout: { reference: 'UTR-1', paid_at: paidAt } },
        { transaction_type: 'credit', entry_kind: 'gst', amount: 5400, created_at: '2026-02-01T06:00:00Z', payout: { reference: 'UTR-1', paid_at: paidAt } },
        { transaction_type: 'debit', entry_kind: 'commission', amount: 1000.1, created_at: '2026-02-03T06:00:00Z', payout: { reference: 'UTR-1', paid_at: paidAt } },
        credit(0.2, '2026-02-04T06:00:00Z'),
        credit(0.1, '2026-02-04T06:00:00Z'),
      ],
      NOW,
    );
    expect(trend.find((month) => month.month === '2026-02')).toEqual({ month: '2026-02', credited: 30000.3, paid: 33799.9 });
  });

  it('reads an older answer without entry kinds as commission, and skips unreadable times and amounts', () => {
    const trend = earningsTrend(
      [
        { transaction_type: 'credit', amount: 500, created_at: '2026-03-02T06:00:00Z' },
        { transaction_type: 'credit', amount: 700, created_at: 'not a date' },
        { transaction_type: 'credit', amount: Number.NaN, created_at: '2026-03-02T06:00:00Z' },
      ],
      NOW,
    );
    expect(trend[11]).toEqual({ month: '2026-03', credited: 500, paid: 0 });
  });
});
