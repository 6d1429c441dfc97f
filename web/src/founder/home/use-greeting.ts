/**
 * The dashboard's greeting for the signed-in founder: 'Welcome!' during the first session (the profile was created
 * in it), 'Welcome back!' afterwards (greeting.ts `greetingFor`). For the Dashboard home heading (founder-app.md §2
 * 'Welcome back!'; issue 13: a brand-new founder was greeted 'Welcome back!'). Reads the cached `GET /v1/me`; no
 * greeting (null) while it loads (issue 38).
 */
import { useMe } from '../hooks.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { greetingFor, type Greeting } from '../../common/auth/greeting.js';

/** The greeting, or null while the profile loads (issue 38: no 'Welcome back!' for a new founder meanwhile). */
export function useGreeting(): Greeting | null {
  const { user } = useAuth();
  const me = useMe();
  if (me.isPending) return null;
  return greetingFor(me.data?.profile.created_at, user?.authTime);
}
