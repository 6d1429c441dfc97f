/**
 * Where /auth sends a user after signing in: `?next=<path+query>`, set when the dashboard sent a signed-out user
 * (or an expired session) to sign in, or by a page that wants the user back after sign-up (the pricing cards carry
 * a chosen plan this way: `/auth?mode=signup&next=/dashboard/...`).
 *
 * `next` comes from the URL, so anyone can craft it: only a same-origin path is followed. Accepted: starts with one
 * '/', not '//' or '/\' (protocol-relative), no scheme, no backslash or control character, not /auth itself (a
 * loop). Anything else falls back to /dashboard.
 */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** `raw` when it is a safe same-origin path to return to, else `/dashboard`. Pure. */
export function safeNext(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_AFTER_SIGN_IN;
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_AFTER_SIGN_IN;
  // The URL parser is the judge: the path must resolve to the same origin, as the same path.
  const base = 'https://fundscout.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_SIGN_IN;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a query string (`?next=...`), sanitised. */
export function nextFromSearch(search: string): string {
  return safeNext(new URLSearchParams(search).get('next'));
}

/**
 * Why /auth is shown (issue 23 "/auth says why the founder is there"): the session expired (or was revoked: a 401),
 * the founder signed out, or the account was deleted (here, or a 401 `account_deleted` from the API).
 */
export const SIGN_IN_REASONS = ['expired', 'signed_out', 'account_deleted'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

/**
 * The sign-in URL that returns to `path` (path + query of the page the user was on): `/auth?next=...`, or plain
 * `/auth` when the path is the default (/dashboard) or not safe; `reason` adds `reason=<reason>`.
 */
export function signInUrl(path: string, reason?: SignInReason): string {
  const next = safeNext(path);
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  // A founder whose account is gone has nothing to come back to.
  if (next !== DEFAULT_AFTER_SIGN_IN && reason !== 'account_deleted') params.set('next', next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** The `reason` of a query string (`?reason=...`) when it is one of SIGN_IN_REASONS, else null. */
export function reasonFromSearch(search: string): SignInReason | null {
  const raw = new URLSearchParams(search).get('reason');
  return (SIGN_IN_REASONS as readonly string[]).includes(raw ?? '') ? (raw as SignInReason) : null;
}
