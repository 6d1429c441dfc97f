import { describe, expect, it } from 'vitest';
import { hasStoredSession, jwtExpiry } from './session-check.js';

/** A Storage-like map. */
function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (k: string) => entries[k] ?? null,
  };
}
const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const NOW = Date.UTC(2026, 10, 23, 12);
const base = 'CognitoIdentityServiceProvider.client1';

describe('hasStoredSession (Amplify v6 token keys, no Amplify)', () => {
  it('is false for empty storage and for unrelated keys', () => {
    expect(hasStoredSession(storage({}), NOW)).toBe(false);
    expect(hasStoredSession(storage({ theme: 'dark' }), NOW)).toBe(false);
  });

  it('is true when the last user has a refresh token', () => {
    expect(
      hasStoredSession(storage({ [`${base}.LastAuthUser`]: 'ada', [`${base}.ada.refreshToken`]: 'r' }), NOW),
    ).toBe(true);
  });

  it('uses the access token expiry when no refresh token is stored', () => {
    const valid = jwt({ exp: NOW / 1000 + 60 });
    const expired = jwt({ exp: NOW / 1000 - 60 });
    expect(
      hasStoredSession(storage({ [`${base}.LastAuthUser`]: 'ada', [`${base}.ada.accessToken`]: valid }), NOW),
    ).toBe(true);
    expect(
      hasStoredSession(
        storage({ [`${base}.LastAuthUser`]: 'ada', [`${base}.ada.accessToken`]: expired }),
        NOW,
      ),
    ).toBe(false);
  });

  it('ignores tokens of another user than the last one and storage that throws', () => {
    expect(
      hasStoredSession(storage({ [`${base}.LastAuthUser`]: 'ada', [`${base}.bob.refreshToken`]: 'r' }), NOW),
    ).toBe(false);
    const broken = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => null,
    };
    expect(hasStoredSession(broken, NOW)).toBe(false);
  });

  it('reads a JWT exp and refuses garbage', () => {
    expect(jwtExpiry(jwt({ exp: 42 }))).toBe(42);
    expect(jwtExpiry('not.a-jwt')).toBeUndefined();
    expect(jwtExpiry('x')).toBeUndefined();
  });
});
