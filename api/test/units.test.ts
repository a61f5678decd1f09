import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/config';
import { registerAccessTokens } from '../src/features/auth/access-token';
import { delayAfterFailures } from '../src/features/auth/sign-in-throttle';
import { cleanFileName } from '../src/features/kyc/read-upload';
import { pendingChecklist, rupees } from '../src/features/leads/lead-create';
import { fieldsWithNull, jsonTextProblem } from '../src/http/json-body';
import { minutesText } from '../src/security/rate-limiter';
import { detectImageKind } from '../src/features/kyc/image-signature';
import { mapValidationErrors } from '../src/http/validation-messages';
import { documentPng } from '../src/seed/png';

describe('access tokens', () => {
  const subject = { id: 7, employeeId: 'CN1001', role: 'connector' as const, sessionId: '7b0e5a4e-3f7c-4a53-9d8e-2f7d2c1b9a10' };
  const tokensWith = async (secret: string, ttlSeconds = 900) => registerAccessTokens(Fastify(), secret, ttlSeconds);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verify what they sign until they expire, and only with the same key', async () => {
    const tokens = await tokensWith('a-secret-of-at-least-thirty-two-bytes!');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const token = tokens.sign(subject);
    expect(tokens.verify(token)).toMatchObject({ sub: 'CN1001', uid: 7, role: 'connector', sid: subject.sessionId, typ: 'access' });
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 899_000);
    expect(tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 901_000);
    expect(tokens.verify(token)).toBeNull();
    vi.useRealTimers();
    const other = await tokensWith('another-secret-of-at-least-32-bytes!!');
    expect(other.verify(tokens.sign(subject))).toBeNull();
  });

  it('refuse tokens signed with another algorithm or none', async () => {
    const tokens = await tokensWith('a-secret-of-at-least-thirty-two-bytes!');
    const [, payload] = tokens.sign(subject).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(tokens.verify(none)).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
  });
});

describe('sign-in delay per employee id', () => {
  it('is zero up to the threshold, then doubles from one second up to the cap', () => {
    const limits = DEFAULT_SIGN_IN_LIMITS;
    const threshold = limits.perIdBeforeDelay.max;
    expect(delayAfterFailures(threshold, limits)).toBe(0);
    expect(delayAfterFailures(threshold + 1, limits)).toBe(1000);
    expect(delayAfterFailures(threshold + 2, limits)).toBe(2000);
    expect(delayAfterFailures(threshold + 5, limits)).toBe(16_000);
    expect(delayAfterFailures(threshold + 40, limits)).toBe(limits.maxDelayMs);
    expect(minutesText(40_000)).toBe('1 minute');
    expect(minutesText(14 * 60_000 + 1)).toBe('15 minutes');
  });
});

describe('JSON body checks', () => {
  it('measure nesting and count values without counting brackets or commas inside strings', () => {
    const deep = (text: string, maxDepth: number) => jsonTextProblem(text, { maxDepth, maxValues: 1_000 }) === 'too deep';
    expect(deep('[[[1]]]', 3)).toBe(false);
    expect(deep('[[[[1]]]]', 3)).toBe(true);
    expect(deep('{"a":"[[[[\\\\","b":[1]}', 2)).toBe(false);
    expect(deep('{"a":"\\"[[","b":[[1]]}', 3)).toBe(false);
    expect(deep('['.repeat(20_000), 32)).toBe(true);
    const values = (text: string, maxValues: number) => jsonTextProblem(text, { maxDepth: 32, maxValues });
    // The object, a's list and its three items, b's value: 6.
    expect(values('{"a":[1,2,3],"b":"x,y,[z]"}', 6)).toBe(null);
    expect(values('{"a":[1,2,3],"b":"x,y,[z]"}', 5)).toBe('too many values');
    expect(values(`[${'[],'.repeat(50_000)}[]]`, 10_000)).toBe('too many values');
  });

  it('find NUL characters by field path, iteratively', () => {
    expect([...fieldsWithNull({ a: { b: 'x\u0000' }, list: ['ok', 'n\u0000'], c: 'fine' })].sort()).toEqual(['a.b', 'list']);
    expect([...fieldsWithNull('\u0000')]).toEqual(['']);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect([...fieldsWithNull(deep)]).toEqual(['']);
  });
});

describe('uploaded file names', () => {
  it('lose control characters and stay at most 255 characters', () => {
    expect(cleanFileName('pan\u0000front\r\n.png')).toBe('panfront.png');
    expect(cleanFileName('\u0000\u0001')).toBeNull();
    expect(cleanFileName(undefined)).toBeNull();
    expect(cleanFileName('a'.repeat(300))).toHaveLength(255);
  });
});

describe('image signatures', () => {
  it('recognise PNG, JPEG and GIF by their bytes only', () => {
    expect(detectImageKind(documentPng(4, 4, [1, 2, 3]))?.contentType).toBe('image/png');
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))?.contentType).toBe('image/jpeg');
    expect(detectImageKind(Buffer.from('GIF87a....', 'latin1'))?.contentType).toBe('image/gif');
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('validation error mapping', () => {
  it('maps ajv errors to {field: [message]} and drops union noise', () => {
    const mapped = mapValidationErrors(
      [
        { instancePath: '/mobile_number', keyword: 'pattern', params: { pattern: '^[6-9][0-9]{9}$' } },
        { instancePath: '/mobile_number', keyword: 'type', params: { type: 'null' } },
        { instancePath: '/mobile_number', keyword: 'anyOf', params: {} },
        { instancePath: '', keyword: 'required', params: { missingProperty: 'username' } },
        { instancePath: '/locations/2', keyword: 'anyOf', params: {} },
      ],
      'body',
    );
    expect(mapped).toEqual({
      fields: {
        mobile_number: ['Enter a valid 10-digit mobile number.'],
        username: ['This field is required.'],
        locations: ['Select a valid choice.'],
      },
      detail: null,
    });
    expect(mapValidationErrors([{ instancePath: '', keyword: 'type', params: { type: 'object' } }], 'body')).toEqual({
      fields: {},
      detail: 'Request body must be a JSON object.',
    });
  });
});

describe('lead creation helpers', () => {
  it('writes rupees with Indian digit grouping', () => {
    expect(rupees(2_500_000)).toBe('₹25,00,000');
    expect(rupees(50_000)).toBe('₹50,000');
    expect(rupees(4_000_000)).toBe('₹40,00,000');
    expect(rupees(10_000_000)).toBe('₹1,00,00,000');
    expect(rupees(999)).toBe('₹999');
    expect(rupees(1234.5)).toBe('₹1,234.50');
  });

  it("turns a bank loan's required documents into a checklist of Pending documents", () => {
    expect(pendingChecklist(" PAN Card,Aadhaar Card , ,Last 3 months'  salary slips,")).toEqual({
      'PAN Card': 'Pending',
      'Aadhaar Card': 'Pending',
      "Last 3 months' salary slips": 'Pending',
    });
    expect(pendingChecklist('')).toEqual({});
    expect(Object.keys(pendingChecklist('__proto__, PAN Card'))).toEqual(['__proto__', 'PAN Card']);
  });
});
