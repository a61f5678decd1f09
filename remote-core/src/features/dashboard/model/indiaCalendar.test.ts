import { daysSince, formatDays, indiaDayOf, indiaMonthOf, lastMonths, monthEnd, monthLabel, monthStart } from './indiaCalendar';

describe('India calendar', () => {
  it('reads days and months in India time whatever the browser runs in', () => {
    expect(indiaDayOf('2026-02-28T18:29:59Z')).toBe('2026-02-28');
    expect(indiaDayOf('2026-02-28T18:30:00Z')).toBe('2026-03-01');
    expect(indiaMonthOf('2025-12-31T18:30:00Z')).toBe('2026-01');
    expect(indiaMonthOf('nonsense')).toBeNull();
  });

  it('lists the last months across a year, oldest first', () => {
    expect(lastMonths(new Date('2026-01-31T19:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths(new Date('2026-01-10T00:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });

  it('gives a month its first and last day and its names', () => {
    expect(monthStart('2026-02')).toBe('2026-02-01');
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'short')).toBe('Mar');
    // On a page in Hindi, Hindi's names (the chart's axis, tables and summaries).
    document.documentElement.lang = 'hi';
    try {
      expect(monthLabel('2026-11')).toBe('नव॰ 2026');
      expect(monthLabel('2026-07', 'short')).toBe('जुल॰');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('says how long something has waited', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(daysSince('2026-03-12T11:00:00Z', now)).toBe(3);
    expect(daysSince('2026-03-15T11:00:00Z', now)).toBe(0);
    expect(formatDays(0)).toBe('less than a day');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(3)).toBe('3 days');
  });
});
