import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  jwtClaims,
  storedSession,
  usableIdToken,
  userFromIdToken,
} from './stored-session.js';

const b64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.sig`;

/** A Storage over a Map (the slice of the DOM API the module uses). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const P = 'CognitoIdentityServiceProvider';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const exp = (offsetS: number) => NOW / 1000 + offsetS;

describe('stored founder session (Amplify v6 key layout)', () => {
  it("reads the founders client's ID token, its expiry and whether it can be refreshed", () => {
    const idToken = jwt({ sub: 's-1', email: 'zoë@example.com', auth_time: 1_700_000_000, exp: exp(600) });
    const storage = memoryStorage({
      [`${P}.founders.LastAuthUser`]: 'zoë@example.com',
      [`${P}.founders.zoë@example.com.idToken`]: idToken,
      [`${P}.founders.zoë@example.com.refreshToken`]: 'r',
      [`${P}.admins.LastAuthUser`]: 'root',
    });
    const session = storedSession(storage, 'founders');
    expect(session).toEqual({ idToken, idTokenExpiry: exp(600), refreshable: true });
    expect(usableIdToken(session, NOW)).toBe(idToken);
    expect(userFromIdToken(idToken)).toEqual({
      sub: 's-1',
      email: 'zoë@example.com',
      authTime: 1_700_000_000,
    });
    // Another client's user is not the founder's session
    expect(storedSession(storage, 'admins')).toBeNull();
    expect(storedSession(storage, 'unknown')).toBeNull();
  });

  it('does not use an ID token that expires within the margin (Amplify refreshes it instead)', () => {
    const idToken = jwt({ sub: 's-1', exp: exp(30) });
    const session = { idToken, idTokenExpiry: exp(30), refreshable: true };
    expect(usableIdToken(session, NOW)).toBeUndefined();
    expect(usableIdToken(session, NOW, 0)).toBe(idToken);
    expect(usableIdToken(null, NOW)).toBeUndefined();
  });

  it('reads nothing from garbage and never throws', () => {
    expect(jwtClaims('not-a-jwt')).toBeUndefined();
    expect(jwtClaims('a.%%%.c')).toBeUndefined();
    expect(userFromIdToken(jwt({ email: 'no-sub@example.com' }))).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(storedSession(broken, 'founders')).toBeNull();
  });

  it("clears only the given client's keys", () => {
    const storage = memoryStorage({
      [`${P}.founders.LastAuthUser`]: 'a',
      [`${P}.founders.a.idToken`]: 'x',
      [`${P}.admins.LastAuthUser`]: 'root',
      other: '1',
    });
    clearStoredSession(storage, 'founders');
    expect(storage.length).toBe(2);
    expect(storage.getItem(`${P}.admins.LastAuthUser`)).toBe('root');
    expect(storage.getItem('other')).toBe('1');
  });
});
