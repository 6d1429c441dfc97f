/**
 * Where /auth sends a user after signing in: the dashboard page a guard sent them away from (router state
 * `{ from }`), else /dashboard. Only /dashboard paths are accepted, so the state cannot redirect elsewhere.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/dashboard') ? from : '/dashboard';
}
