// Finds personal data, one-time codes and tokens in a server log (docs/logging.md). The end-to-end
// teardown runs it over the API's log of the whole run (setup/servers.teardown.ts); its unit test is
// personal-data.test.ts.
//
// The number patterns stand on boundaries stricter than \b, so that the numbers every log line holds
// cannot trip them: a digit run must not touch a letter, a digit, '-', '+' or '.' on its left, nor a
// letter, a digit or a decimal part on its right. That leaves out the fraction digits of a duration
// (`"responseTime":3.6123456789`), the 13-digit millisecond timestamp, a UUID's last group of digits,
// pids, ports and request ids (`req-12`). Every pattern has bounded repetitions only: a long line costs
// linear time.

export interface PersonalDataKind {
  name: string;
  pattern: RegExp;
  /** A further check of the matched text, when the pattern alone would match too much. */
  accept?: (match: string) => boolean;
}

/** Left of a digit run: nothing that makes it part of a longer number, word or identifier. */
const DIGITS_START = String.raw`(?<![\w.+-])`;
/** Right of a digit run: no letter or digit, no decimal part (a sentence's full stop is fine). */
const DIGITS_END = String.raw`(?!\w|\.\d)`;

/** A refresh token of the API is 32 random bytes in base64url (api/src/features/auth/sessions.ts); so is any other 32-byte token. */
const REFRESH_TOKEN_LENGTH = 43;

export const PERSONAL_DATA_KINDS: readonly PersonalDataKind[] = [
  {
    name: 'mobile number',
    pattern: new RegExp(`${DIGITS_START}(?:\\+?91[ -]?)?[6-9]\\d{9}${DIGITS_END}`),
  },
  {
    name: 'e-mail address',
    pattern: /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/,
  },
  {
    name: 'PAN',
    pattern: /\b[A-Z]{5}[0-9]{4}[A-Z]\b/,
  },
  {
    name: 'Aadhaar number',
    pattern: new RegExp(`${DIGITS_START}\\d{4}([ -]?)\\d{4}\\1\\d{4}${DIGITS_END}`),
  },
  {
    name: 'one-time code',
    // A code as the value of an `otp` or `code` field ("otp":"123456", code=123456), and a code inside
    // a message text that speaks of it ("123456 is your Connector Portal sign-in code").
    pattern: new RegExp(
      `(?<![A-Za-z])(?:otp|code)["']?\\s{0,3}[:=]\\s{0,3}["']?\\d{6}(?!\\d)|${DIGITS_START}\\d{6}${DIGITS_END}[^"\\n]{0,80}\\b(?:code|otp)\\b`,
      'i',
    ),
  },
  {
    name: 'access token (JWT)',
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
  },
  {
    name: 'refresh token',
    pattern: new RegExp(`(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{${REFRESH_TOKEN_LENGTH}}(?![A-Za-z0-9_-])`),
    // Random base64url has upper case, lower case and digits; identifiers and words of that length do not.
    accept: (match) => /[A-Z]/.test(match) && /[a-z]/.test(match) && /[0-9]/.test(match),
  },
];

/** `%40` → `@`: a value in a logged URL is percent-encoded, and must be found all the same. */
function percentDecoded(text: string): string {
  return text.replace(/%[0-9A-Fa-f]{2}/g, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

function kindMatches(kind: PersonalDataKind, text: string): boolean {
  if (!kind.accept) return kind.pattern.test(text);
  for (const match of text.matchAll(new RegExp(kind.pattern.source, `${kind.pattern.flags}g`))) if (kind.accept(match[0])) return true;
  return false;
}

/** The kinds of personal data, codes and tokens in one line of text (none: an empty list). */
export function personalDataIn(line: string): string[] {
  const texts = line.includes('%') ? [line, percentDecoded(line)] : [line];
  return PERSONAL_DATA_KINDS.filter((kind) => texts.some((text) => kindMatches(kind, text))).map((kind) => kind.name);
}

export interface LogFinding {
  /** 1-based. */
  lineNumber: number;
  kinds: string[];
  line: string;
}

/** Every line of a log that holds personal data, a code or a token. */
export function scanLog(text: string): LogFinding[] {
  const findings: LogFinding[] = [];
  text.split('\n').forEach((line, index) => {
    const kinds = personalDataIn(line);
    if (kinds.length > 0) findings.push({ lineNumber: index + 1, kinds, line });
  });
  return findings;
}

/** Lines are cut to this many characters in a report (a stack trace can run to kilobytes). */
const REPORTED_LINE_LENGTH = 400;

/** A failure message listing the offending lines. */
export function describeFindings(logFile: string, findings: readonly LogFinding[]): string {
  const lines = findings.map(
    (finding) =>
      `  line ${finding.lineNumber} (${finding.kinds.join(', ')}): ${finding.line.length > REPORTED_LINE_LENGTH ? `${finding.line.slice(0, REPORTED_LINE_LENGTH)}…` : finding.line}`,
  );
  return `${findings.length} line(s) of ${logFile} hold personal data, a one-time code or a token (docs/logging.md):\n${lines.join('\n')}`;
}
