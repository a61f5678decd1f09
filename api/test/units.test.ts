import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../src/features/auth/access-token';
import { FailedSignInLimiter, minutesText } from '../src/features/auth/sign-in-limiter';
import { detectImageKind } from '../src/features/kyc/image-signature';
import { mapValidationErrors } from '../src/http/validation-messages';
import { documentPng } from '../src/seed/png';

describe('access tokens', () => {
  const subject = { id: 7, employeeId: 'CN1001', role: 'connector' as const };

  it('verify what they sign until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signAccessToken(subject, 'secret', 900, now);
    expect(verifyAccessToken(token, 'secret', now + 899_000)).toMatchObject({ sub: 'CN1001', uid: 7, role: 'connector' });
    expect(verifyAccessToken(token, 'secret', now + 900_000)).toBeNull();
    expect(verifyAccessToken(token, 'other-secret', now)).toBeNull();
  });
});

describe('failed sign-in limiter', () => {
  it('blocks after max failures inside the window and frees the id when the window passes', () => {
    const limiter = new FailedSignInLimiter({ max: 2, windowMs: 60_000 });
    limiter.recordFailure('cn1001', 0);
    expect(limiter.retryAfterMs('CN1001', 1_000)).toBe(0);
    limiter.recordFailure('CN1001', 10_000);
    expect(limiter.retryAfterMs('CN1001', 20_000)).toBe(40_000);
    expect(limiter.retryAfterMs('CN1001', 60_001)).toBe(0);
    expect(minutesText(40_000)).toBe('1 minute');
    expect(minutesText(14 * 60_000 + 1)).toBe('15 minutes');
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
