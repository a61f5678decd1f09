import { changedDocuments, documentStateChoices, documentStatePalette, documentsSaveError, verifiedSummary } from './documentChecklist';

describe('changedDocuments', () => {
  it('keeps only documents whose state changed to one of the three states', () => {
    const original = { 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted', ITR: 'Pending', Legacy: 'Received' };
    expect(changedDocuments(original, { ...original })).toEqual({});
    expect(changedDocuments(original, { ...original, 'Aadhaar Card': 'Verified', ITR: 'Pending', Legacy: 'Received' })).toEqual({ 'Aadhaar Card': 'Verified' });
    expect(changedDocuments(original, { ...original, 'PAN Card': 'Unknown' })).toEqual({});
  });
});

describe('documentStateChoices', () => {
  it('offers the three states, and keeps another current state first', () => {
    expect(documentStateChoices('Submitted')).toEqual(['Pending', 'Submitted', 'Verified']);
    expect(documentStateChoices('Received')).toEqual(['Received', 'Pending', 'Submitted', 'Verified']);
  });
});

describe('verifiedSummary and palette', () => {
  it('counts the verified documents and colours the states', () => {
    expect(verifiedSummary({ a: 'Verified', b: 'Submitted', c: 'Verified' })).toBe('2 of 3 verified');
    expect(verifiedSummary({})).toBe('0 of 0 verified');
    expect([documentStatePalette('Verified'), documentStatePalette('Submitted'), documentStatePalette('Pending')]).toEqual(['green', 'blue', 'gray']);
  });
});

describe('documentsSaveError', () => {
  it("shows the server's message about the documents, else its detail, else the fallback", () => {
    expect(documentsSaveError({ isAxiosError: true, response: { status: 400, data: { documents: ['Unknown document'] } } })).toBe('Unknown document');
    expect(documentsSaveError({ isAxiosError: true, response: { status: 403, data: { detail: 'Not allowed' } } })).toBe('Not allowed');
    expect(documentsSaveError({ isAxiosError: true, response: { status: 500, data: {} } })).toBe('The documents could not be saved.');
  });
});
