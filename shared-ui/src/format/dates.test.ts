import { formatDate, formatDateTime, formatMonth } from './dates';

// Local-time dates (no zone suffix) so the expectations hold in any TZ the tests run in.
describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate('2026-11-22T10:30:00')).toBe('22 Nov 2026');
    expect(formatDate(new Date(2026, 0, 5, 9, 0))).toBe('5 Jan 2026');
    expect(formatDate(new Date(2025, 8, 1, 12, 0).getTime())).toBe('1 Sep 2025');
  });

  it('shows N/A for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('adds the time on a 12-hour clock', () => {
    expect(formatDateTime('2026-11-22T15:45:00')).toBe('22 Nov 2026, 3:45 pm');
    expect(formatDateTime('2026-11-22T09:05:00')).toBe('22 Nov 2026, 9:05 am');
  });

  it('writes midnight as 12 am and noon as 12 pm', () => {
    expect(formatDateTime('2026-11-22T00:00:00')).toBe('22 Nov 2026, 12:00 am');
    expect(formatDateTime('2026-11-22T12:30:00')).toBe('22 Nov 2026, 12:30 pm');
  });

  it('shows N/A for an unreadable date', () => {
    expect(formatDateTime('2026-13-45')).toBe('N/A');
  });
});

describe('on a page in Hindi', () => {
  beforeEach(() => {
    document.documentElement.lang = 'hi';
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('writes the month in Hindi and keeps Latin digits', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('22 नव॰ 2026');
    expect(formatDate(new Date(2026, 8, 3))).toBe('3 सित॰ 2026');
  });
});

describe('formatMonth', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('names a calendar month short, long or alone, in the page\'s language', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-09', 'long')).toBe('September 2026');
    expect(formatMonth('2026-12', 'name')).toBe('Dec');
    document.documentElement.lang = 'hi';
    expect(formatMonth('2026-03')).toBe('मार्च 2026');
    expect(formatMonth('2026-11', 'long')).toBe('नवंबर 2026');
    expect(formatMonth('2026-02', 'name')).toBe('फ़र॰');
  });

  it('gives back what is not a month', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('March')).toBe('March');
  });
});
