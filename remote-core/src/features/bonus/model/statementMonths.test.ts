import { indiaMonth, monthLabel, statementMonths } from './statementMonths';

describe('statement months', () => {
  it('counts months in India time: 31 December 19:00 UTC is already January there', () => {
    expect(indiaMonth(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12');
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });

  it('offers the current month first and goes back across a year boundary', () => {
    expect(statementMonths(new Date('2027-01-10T06:00:00Z'), 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(statementMonths(new Date('2027-01-10T06:00:00Z'))).toHaveLength(24);
  });

  it('names a month as people read it', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
  });
});
