/**
 * 'Welcome!' on a founder's first sign-in, 'Welcome back!' afterwards (founder-app.md §2 Dashboard home and §8
 * "Welcome back!" for returning users; issue 13: a brand-new account was greeted 'Welcome back!').
 *
 * First sign-in = the founder's profile was created during the current session. The profile is created by the
 * first `GET /v1/me` (functions/data/profile.ts), which the app makes right after the first sign-in, so its
 * `created_at` is at or after the ID token's `auth_time` (both set by server clocks; a second of tolerance, `auth_time` being whole seconds). A
 * later session authenticated after the profile existed: 'Welcome back!'. Works on any device, with no flag stored.
 */
import { callApi } from '../api.js';
import type { UserPool } from './types.js';
import { queryClient } from '../query.js';

export const GREETINGS = { first: 'Welcome!', returning: 'Welcome back!' } as const;
export type Greeting = (typeof GREETINGS)[keyof typeof GREETINGS];

/** Clock tolerance between Cognito's `auth_time` and the API's `created_at`, in ms. */
const SKEW_MS = 1000;

/**
 * The greeting for a session authenticated at `authTime` (seconds, the ID token's `auth_time`) of a founder whose
 * profile was created at `profileCreatedAt` (ISO). Unknown values: 'Welcome back!' (the spec's default).
 */
export function greetingFor(
  profileCreatedAt: string | null | undefined,
  authTime: number | undefined,
): Greeting {
  const created = profileCreatedAt ? Date.parse(profileCreatedAt) : Number.NaN;
  if (Number.isNaN(created) || authTime === undefined || !Number.isFinite(authTime))
    return GREETINGS.returning;
  return created >= authTime * 1000 - SKEW_MS ? GREETINGS.first : GREETINGS.returning;
}

/**
 * Right after a sign-in: loads `GET /v1/me` into the query cache (the dashboard needs it next anyway, so this costs
 * no extra request) and answers the greeting. Never throws ('Welcome back!' when the API cannot be reached).
 * An investor (`pool` 'investors') has no founder profile: 'Welcome back!' without calling the founders' route,
 * whose 401 to an investor token would end the investor's session (issue 20: signing in to the portal).
 */
export async function greetingAfterSignIn(
  authTime: number | undefined,
  pool: UserPool = 'founders',
): Promise<Greeting> {
  if (pool !== 'founders') return GREETINGS.returning;
  try {
    const me = await queryClient.fetchQuery({
      queryKey: ['me'],
      queryFn: () => callApi('GET /v1/me'),
    });
    return greetingFor(me.profile.created_at, authTime);
  } catch {
    return GREETINGS.returning;
  }
}
