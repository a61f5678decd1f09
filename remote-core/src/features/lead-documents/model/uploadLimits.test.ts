import { documentLimits } from '../testing/documentFixtures';
import { contentTypesText, formatMegabytes, limitsText, uploadPercent } from './uploadLimits';

const MB = 1024 * 1024;

describe('limitsText', () => {
  it('states the types, the per-file and per-lead limits and what is used', () => {
    expect(limitsText(documentLimits())).toBe('JPG, PNG or PDF · up to 10 MB per file · 50 MB per lead (12.3 MB used)');
  });

  it('follows the numbers the server sends', () => {
    expect(limitsText(documentLimits({ max_file_bytes: 5 * MB, max_lead_bytes: 20 * MB, used_bytes: 0, content_types: ['application/pdf'] }))).toBe(
      'PDF · up to 5 MB per file · 20 MB per lead (0 MB used)',
    );
  });
});

describe('formatMegabytes', () => {
  it('shows whole megabytes without a decimal and others to one decimal', () => {
    expect(formatMegabytes(10 * MB)).toBe('10 MB');
    expect(formatMegabytes(1.25 * MB)).toBe('1.3 MB');
    expect(formatMegabytes(400_000)).toBe('0.4 MB');
  });
});

describe('contentTypesText', () => {
  it('joins the names with commas and "or"', () => {
    expect(contentTypesText(['image/jpeg', 'image/png'])).toBe('JPG or PNG');
    expect(contentTypesText(['image/png'])).toBe('PNG');
  });
});

describe('uploadPercent', () => {
  it('reads whole percent from the progress event, null when the total is unknown', () => {
    expect(uploadPercent({ loaded: 40, total: 100, progress: 0.4 })).toBe(40);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 50 })).toBeNull();
  });
});
