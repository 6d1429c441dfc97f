/**
 * The dashboard's greeting for the signed-in founder: 'Welcome!' during the first session (the profile was created
 * in it), 'Welcome back!' afterwards (greeting.ts `greetingFor`). For the Dashboard home heading (founder-app.md §2
 * 'Welcome back!'; issue 13: a brand-new founder was greeted 'Welcome back!'). Reads the cached `GET /v1/me`.
 */
import { useMe } from '../pages/dashboard/hooks.js';
import { useAuth } from './auth-context.js';
import { greetingFor, type Greeting } from './greeting.js';

export function useGreeting(): Greeting {
  const { user } = useAuth();
  const me = useMe();
  return greetingFor(me.data?.profile.created_at, user?.authTime);
}
