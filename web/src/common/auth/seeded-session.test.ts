/**
 * The session the e2e specs seed into the browser (test/support/browser-session.ts) is read back by the web app's
 * own reader of Amplify's stored session (stored-session.ts): if either side's key layout drifts, the specs that
 * start signed in would start signed out, and this fails first.
 */
import { describe, expect, it } from 'vitest';
import { storedSession, userFromIdToken } from './stored-session.js';
import { amplifySessionEntries } from '../../../../test/support/browser-session.js';

/** An unsigned JWT with `claims` (the reader never verifies: the API does). */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.sig';

describe('amplifySessionEntries', () => {
  it('writes the session the web app restores: its user, token expiry and refreshability', () => {
    const idToken = jwt({
      sub: 'sub-1',
      email: 'ada@example.com',
      exp: 2_000_000_000,
      auth_time: 1_900_000_000,
    });
    const entries = amplifySessionEntries('client-1', 'ada@example.com', {
      idToken,
      accessToken: jwt({ sub: 'sub-1' }),
      refreshToken: 'refresh-1',
    });
    const storage = { getItem: (key: string) => entries[key] ?? null };

    const session = storedSession(storage, 'client-1');

    expect(session).toEqual({ idToken, idTokenExpiry: 2_000_000_000, refreshable: true });
    expect(userFromIdToken(session!.idToken!)).toEqual({
      sub: 'sub-1',
      email: 'ada@example.com',
      authTime: 1_900_000_000,
    });
    expect(storedSession(storage, 'another-client')).toBeNull();
  });

  it('keys every token under the sign-in name, as Amplify’s DefaultTokenStore does', () => {
    const entries = amplifySessionEntries('c', 'ops', { idToken: 'i', accessToken: 'a' });
    expect(entries).toEqual({
      'CognitoIdentityServiceProvider.c.LastAuthUser': 'ops',
      'CognitoIdentityServiceProvider.c.ops.idToken': 'i',
      'CognitoIdentityServiceProvider.c.ops.accessToken': 'a',
      'CognitoIdentityServiceProvider.c.ops.clockDrift': '0',
      'CognitoIdentityServiceProvider.c.ops.signInDetails':
        '{"loginId":"ops","authFlowType":"USER_PASSWORD_AUTH"}',
    });
  });
});
