/**
 * Every text the API writes for a person to read has its Hindi (docs/languages.md#api-texts): the texts
 * are found in the source (test/support/user-texts.ts: error details and field messages, notification
 * titles and messages, one-time-code messages, and every other literal that reads like a sentence), and
 * each must come out of `localise('hi', ...)` in Devanagari. A new English message without its Hindi
 * fails here, naming its file and line.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localise } from '../src/i18n';
import { collectUserTexts } from './support/user-texts';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Texts that are deliberately not translated, each with why. A text is matched by its start (the
 * scanner's sample values make the rest vary).
 */
const NOT_TRANSLATED: readonly { starts: string; why: string }[] = [
  // API documentation (OpenAPI summaries and descriptions built from constants): read by developers.
  { starts: 'Admin and director only (403 for anyone else).', why: 'OpenAPI description' },
  { starts: 'Filters: `status`;', why: 'OpenAPI description' },
  { starts: 'Limited to 7 requests per', why: 'OpenAPI description' },
  { starts: 'Every failure (unknown, wrong, expired', why: 'OpenAPI description' },
  { starts: 'Connector Portal API', why: 'OpenAPI title' },
  { starts: 'Its referrer or creator;', why: "the route access table's reason (tests and docs only)" },
  // The delivery-status webhooks answer Meta, Twilio and MSG91, never a person.
  { starts: 'Authentication credentials were not provided or are invalid.', why: 'webhook answer to a provider' },
  { starts: 'Forbidden.', why: 'webhook answer to a provider' },
  { starts: 'A call may carry at most', why: 'webhook answer to a provider' },
  // Part of the one-time-code message: the whole message is checked (otpText).
  { starts: 'It expires in 7 minute', why: 'a part of the OTP message, checked whole' },
  // `${detail} Try again in N minutes.`: each caller's detail is checked composed (tooManyRequestsFor).
  { starts: '7 Try again in 7 minute', why: 'rate-limit suffix, checked with each detail' },
  // Start-up refusal for the operator (the process does not start), never an answer.
  { starts: 'No one-time-code channel is configured', why: 'operator error at start-up' },
  // The TDS report is filing data for the back office's accountant, kept in the return's language.
  { starts: 'More TDS was given back this quarter', why: 'TDS report (filing data for the back office)' },
  // The data export (GET /auth/profile/my-data/) is a record of the data as kept, and the legal holds
  // are its (and the erasure record's) statements of law: kept in the language the law is cited in.
  { starts: 'Everything the Connector Portal holds about you', why: 'data export README' },
  { starts: 'KYC records of a closed business relationship', why: 'legal hold (export and erasure record)' },
  { starts: 'Commission credits, TDS deductions and payouts', why: 'legal hold (export and erasure record)' },
  { starts: 'The record of who approved the KYC', why: 'legal hold (export and erasure record)' },
  { starts: 'The records of when the person agreed', why: 'legal hold (export and erasure record)' },
  { starts: "Who read the person's documents", why: 'legal hold (export and erasure record)' },
];

const texts = collectUserTexts(join(__dirname, '..'));

describe('the API texts a user can receive', () => {
  it('are found in the source (the scanner still sees the error builders, notifications and OTP messages)', () => {
    const all = texts.map((found) => found.text);
    expect(texts.length).toBeGreaterThan(300);
    for (const known of [
      'Invalid employee ID or password.',
      'This field is required.',
      'Ensure this field has at least 7 characters.',
      '**7** (7) is your relationship manager.',
      '7 is your Connector Portal sign-in code. It expires in 7 minutes. Never share it with anyone.',
      'Too many sign-in attempts. Try again in 1 minute.',
      'The 7 lead for **7** was rejected.\nReason: **7**',
    ]) {
      expect(all).toContain(known);
    }
  });

  it('each localise to Hindi (Devanagari), unless deliberately not translated', () => {
    const missing = texts
      .filter((found) => !NOT_TRANSLATED.some((entry) => found.text.startsWith(entry.starts)))
      .filter((found) => !DEVANAGARI.test(localise('hi', found.text)))
      .map((found) => `${found.at}: ${JSON.stringify(found.text)}`);
    expect(missing).toEqual([]);
  });

  it('has no stale entry in the list of texts not translated', () => {
    const stale = NOT_TRANSLATED.filter((entry) => !texts.some((found) => found.text.startsWith(entry.starts)));
    expect(stale).toEqual([]);
  });
});
