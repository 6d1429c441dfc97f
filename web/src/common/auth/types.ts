/**
 * The types of the founder and investor sessions (the one auth code, parameterised by pool: ADR 0039), in a module
 * of their own so that the auth modules import them without importing each other: the context (auth-context.tsx),
 * its Cognito actions (auth-actions.ts), the session lifecycle (session-hooks.ts), Amplify's loader (amplify.ts)
 * and the stored session (stored-session.ts).
 */
import type * as AuthApi from 'aws-amplify/auth';
import type * as Utils from 'aws-amplify/utils';
import type { RuntimeConfig } from '../config.js';

/**
 * A pool a signed-in area of the web app signs in with through `<AuthProvider pool>` (auth-context.tsx): the
 * founders' (/auth, /dashboard) or the investors' (/investors/auth, /investors/portal). The admins pool has its own
 * sign-in (admin/admin-auth.tsx: username and TOTP).
 */
export type UserPool = 'founders' | 'investors';

/** The signed-in user, from the ID token's claims. */
export interface AuthUser {
  sub: string;
  email: string;
  /** When this session was authenticated (the ID token's `auth_time`, seconds since the epoch). */
  authTime?: number;
}

/** What a sign-in attempt led to: signed in (as `user`), or a step the user must finish first. */
export type SignInOutcome =
  { step: 'signedIn'; user: AuthUser } | { step: 'confirmSignUp' } | { step: 'resetPassword' };

/**
 * How the last session of this tab ended: signed out (here or in another tab), expired/revoked (a 401), or the
 * account deleted (a 401 `account_deleted`).
 */
export type SessionEnd = 'signedOut' | 'expired' | 'accountDeleted' | null;

/** What `poolAmplify()` answers: the auth API (configured for the pool) and Amplify's Hub. */
export interface FounderAmplify {
  auth: typeof AuthApi;
  Hub: (typeof Utils)['Hub'];
  config: RuntimeConfig;
}
