import { newUploadKey } from './uploadKey';

/** shared-contracts' UPLOAD_KEY_PATTERN (front ends import the contracts as types only). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

describe('newUploadKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    const key = newUploadKey({ randomUUID: () => '0b7c6a52-1f4e-4d7a-9b2e-6c0f1e2d3a4b', getRandomValues: (array) => array });
    expect(key).toBe('0b7c6a52-1f4e-4d7a-9b2e-6c0f1e2d3a4b');
    expect(key).toMatch(KEY);
  });

  it('falls back to getRandomValues outside a secure context, and to Math.random without crypto', () => {
    const fromBytes = newUploadKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(fromBytes).toBe('0'.repeat(32));
    const fromMath = newUploadKey(undefined);
    expect(fromMath).toMatch(KEY);
    expect(newUploadKey(undefined)).not.toBe(fromMath);
  });

  it('gives a different key each time in this environment', () => {
    expect(newUploadKey()).toMatch(KEY);
    expect(newUploadKey()).not.toBe(newUploadKey());
  });
});
