import { fileNameFromDisposition } from './contentDisposition';

describe('fileNameFromDisposition', () => {
  it('reads a quoted, a bare and an RFC 5987 file name', () => {
    expect(fileNameFromDisposition('attachment; filename="leads-2026-01-31.csv"')).toBe('leads-2026-01-31.csv');
    expect(fileNameFromDisposition('attachment; filename=payout-run-UTR1.csv')).toBe('payout-run-UTR1.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''payout%20run%20%E2%82%B9.csv; filename=\"x.csv\"")).toBe('payout run ₹.csv');
  });

  it('keeps only the name: no folders, no control characters', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="a\\\\b.csv"')).toBe('b.csv');
    expect(fileNameFromDisposition('attachment; filename="bad\u0007name.csv"')).toBe('badname.csv');
  });

  it('is null without a usable name', () => {
    expect(fileNameFromDisposition(undefined)).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E2%82")).toBeNull();
  });
});
