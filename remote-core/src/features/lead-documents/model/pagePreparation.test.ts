import {
  MAX_LONG_SIDE_PX,
  REENCODE_ABOVE_BYTES,
  fileContentType,
  jpegFileName,
  preparationPlan,
  sizeRefusal,
} from './pagePreparation';

const MB = 1024 * 1024;

describe('preparationPlan (compression rule)', () => {
  it('re-encodes a 12-megapixel photo to 2400 px on its long side, keeping the proportions', () => {
    expect(preparationPlan({ contentType: 'image/jpeg', size: 4.2 * MB }, { width: 4000, height: 3000 })).toEqual({ kind: 're-encode', width: 2400, height: 1800 });
    expect(preparationPlan({ contentType: 'image/jpeg', size: 4.2 * MB }, { width: 3000, height: 4000 })).toEqual({ kind: 're-encode', width: 1800, height: 2400 });
  });

  it('re-encodes an image whose long side is over 2400 px even when it is small in bytes', () => {
    expect(preparationPlan({ contentType: 'image/png', size: 0.9 * MB }, { width: 2401, height: 1000 })).toEqual({ kind: 're-encode', width: 2400, height: 1000 });
  });

  it('re-encodes, without scaling, an image over 1.5 MB whose long side is within 2400 px', () => {
    expect(preparationPlan({ contentType: 'image/png', size: REENCODE_ABOVE_BYTES + 1 }, { width: 2000, height: 1500 })).toEqual({ kind: 're-encode', width: 2000, height: 1500 });
  });

  it('sends as it is a JPEG or PNG at most 2400 px and 1.5 MB (both limits included)', () => {
    expect(preparationPlan({ contentType: 'image/jpeg', size: REENCODE_ABOVE_BYTES }, { width: MAX_LONG_SIDE_PX, height: 1800 })).toEqual({ kind: 'send-as-is' });
    expect(preparationPlan({ contentType: 'image/png', size: 200_000 }, { width: 800, height: 600 })).toEqual({ kind: 'send-as-is' });
  });

  it('sends a PDF as it is, whatever its size (the size check comes after)', () => {
    expect(preparationPlan({ contentType: 'application/pdf', size: 9 * MB }, null)).toEqual({ kind: 'send-as-is' });
  });

  it("converts an image type the server does not store (a phone's HEIC) when the browser can read it", () => {
    expect(preparationPlan({ contentType: 'image/heic', size: 0.8 * MB }, { width: 1200, height: 900 })).toEqual({ kind: 're-encode', width: 1200, height: 900 });
  });

  it('sends a JPEG or PNG the browser cannot decode as it is; refuses another unreadable image', () => {
    expect(preparationPlan({ contentType: 'image/jpeg', size: 3 * MB }, null)).toEqual({ kind: 'send-as-is' });
    expect(preparationPlan({ contentType: 'image/heic', size: 3 * MB }, null)).toEqual({ kind: 'refuse', message: 'This photo could not be read. Upload a JPG, PNG or PDF file.' });
  });

  it('refuses anything that is neither an image nor a PDF', () => {
    expect(preparationPlan({ contentType: 'application/msword', size: 1000 }, null)).toEqual({ kind: 'refuse', message: 'Upload a JPG, PNG or PDF file.' });
    expect(preparationPlan({ contentType: '', size: 1000 }, null)).toEqual({ kind: 'refuse', message: 'Upload a JPG, PNG or PDF file.' });
  });
});

describe('fileContentType', () => {
  it("takes the file's type, else its name's extension", () => {
    expect(fileContentType({ type: 'image/PNG', name: 'x' })).toBe('image/png');
    expect(fileContentType({ type: '', name: 'slip.JPG' })).toBe('image/jpeg');
    expect(fileContentType({ type: '', name: 'itr.pdf' })).toBe('application/pdf');
    expect(fileContentType({ type: '', name: 'notes' })).toBe('');
  });
});

describe('jpegFileName', () => {
  it("names a compressed photo after the original, as .jpg", () => {
    expect(jpegFileName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegFileName('scan.png')).toBe('scan.jpg');
    expect(jpegFileName('')).toBe('photo.jpg');
  });
});

describe('sizeRefusal', () => {
  const limits = { max_file_bytes: 10 * MB, max_lead_bytes: 50 * MB, used_bytes: 45 * MB };

  it('refuses a file over the per-file limit in the server\'s words', () => {
    expect(sizeRefusal(10 * MB + 1, { ...limits, used_bytes: 0 })).toBe('This file is larger than 10 MB.');
  });

  it("refuses a file that would take the lead over its total", () => {
    expect(sizeRefusal(5 * MB + 1, limits)).toBe("This lead's documents would be larger than 50 MB. Remove pages or upload smaller files.");
  });

  it('lets through a file that fits exactly', () => {
    expect(sizeRefusal(5 * MB, limits)).toBeNull();
    expect(sizeRefusal(10 * MB, { ...limits, used_bytes: 0 })).toBeNull();
  });
});
