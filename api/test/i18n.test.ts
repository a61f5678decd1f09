import { describe, expect, it } from 'vitest';
import hindi from '../src/i18n/hi.json';
import { localise, patternOf, placeholdersOf, readerLanguage } from '../src/i18n';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('localise', () => {
  it('translates an exact English text for a Hindi reader and leaves it for an English one', () => {
    expect(localise('hi', 'Invalid employee ID or password.')).toBe('कर्मचारी ID या पासवर्ड गलत है।');
    expect(localise('en', 'Invalid employee ID or password.')).toBe('Invalid employee ID or password.');
    expect(localise(undefined, 'Invalid employee ID or password.')).toBe('Invalid employee ID or password.');
  });

  it('matches a text with varying parts against the patterns and fills the Hindi with them', () => {
    expect(localise('hi', 'Ensure this field has at least 12 characters.')).toBe('पक्का करें कि इस फ़ील्ड में कम से कम 12 अक्षर हों।');
    expect(localise('hi', '**Vikram Mehta** (RM2001) is your relationship manager.')).toBe('**Vikram Mehta** (RM2001) आपके रिलेशनशिप मैनेजर हैं।');
    // The more specific pattern wins over one whose placeholder would swallow its words.
    expect(localise('hi', 'Ensure this value is greater than or equal to 5.')).toBe('पक्का करें कि यह मान 5 या उससे ज़्यादा हो।');
    expect(localise('hi', 'Ensure this value is greater than 5.')).toBe('पक्का करें कि यह मान 5 से ज़्यादा हो।');
  });

  it('localises a {text} placeholder as one of the API texts itself', () => {
    expect(localise('hi', 'Too many sign-in attempts. Try again in 3 minutes.')).toBe('साइन इन की बहुत ज़्यादा कोशिशें हुई हैं। 3 मिनट बाद फिर से कोशिश करें।');
    expect(localise('hi', 'Invalid querystring: Select a valid choice.')).toBe('क्वेरी मान्य नहीं: कोई मान्य विकल्प चुनें।');
  });

  it('returns a text the catalogue does not know unchanged', () => {
    expect(localise('hi', 'Something no one wrote in the catalogue.')).toBe('Something no one wrote in the catalogue.');
    expect(localise('hi', '')).toBe('');
    expect(localise('hi', 'Ensure this field has at least 12 characters')).toBe('Ensure this field has at least 12 characters');
  });

  it('refuses plural and select in an English id (it is matched, not formatted)', () => {
    expect(() => patternOf('{count, plural, one {# day} other {# days}} left.')).toThrow(/plural/);
    expect(() => patternOf('{kind, select, a {A} other {B}}.')).toThrow(/select/);
    expect(patternOf('No placeholder here.')).toBeNull();
  });
});

describe('the Hindi catalogue (src/i18n/hi.json)', () => {
  const entries = Object.entries(hindi as Record<string, string>);

  it('has, for every English id, a Hindi message in Devanagari with the same placeholders', () => {
    expect(entries.length).toBeGreaterThan(300);
    const problems = entries.flatMap(([id, message]) => {
      const out: string[] = [];
      if (!DEVANAGARI.test(message)) out.push(`${id}: not in Devanagari`);
      if (placeholdersOf(id).join(',') !== placeholdersOf(message).join(',')) out.push(`${id}: placeholders ${placeholdersOf(id)} vs ${placeholdersOf(message)}`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('keeps the glossary: KYC, PAN, OTP, IFSC in Latin letters; the words field agents use', () => {
    const all = entries.map(([, message]) => message).join('\n');
    for (const transliterated of ['केवाईसी', 'पैन ', 'ओटीपी', 'आईएफएससी']) expect(all).not.toContain(transliterated);
    for (const id of ['KYC approved', 'Lead not found.', 'Payout run not found.']) expect(localise('hi', id)).toMatch(/KYC|लीड|पेआउट/);
  });
});

describe('readerLanguage', () => {
  it("is the signed-in user's language, whatever the header says", () => {
    expect(readerLanguage({ profile: { language: 'hi' } }, 'en-GB')).toBe('hi');
    expect(readerLanguage({ profile: { language: 'en' } }, 'hi-IN')).toBe('en');
  });

  it("is Hindi for an anonymous reader whose first preference is Hindi, else English", () => {
    expect(readerLanguage(null, 'hi')).toBe('hi');
    expect(readerLanguage(null, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(readerLanguage(null, 'en;q=0.5, HI-in')).toBe('hi');
    expect(readerLanguage(null, 'en-IN,hi;q=0.9')).toBe('en');
    expect(readerLanguage(null, 'hind')).toBe('en');
    expect(readerLanguage(null, undefined)).toBe('en');
    expect(readerLanguage(undefined, '')).toBe('en');
  });
});
