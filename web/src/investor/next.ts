/**
 * Where the investor area sends a visitor around sign-in (issue 19): `?next=` is followed only when it is a safe
 * same-origin path inside the portal (common/auth/next.ts `safeNext`, then `/investors/portal...`), else the portal's home.
 */
import { safeNext, type SignInReason } from '../common/auth/next.js';
import type { SessionEnd } from '../common/auth/types.js';
import { PORTAL_HOME } from '../common/paths.js';

/** `raw` when it is a safe path inside the portal, else PORTAL_HOME. Pure. */
export function safeInvestorNext(raw: string | null | undefined): string {
  const next = safeNext(raw);
  return next === PORTAL_HOME || next.startsWith(`${PORTAL_HOME}/`) || next.startsWith(`${PORTAL_HOME}?`)
    ? next
    : PORTAL_HOME;
}

/** The `next` of a query string, as `safeInvestorNext`. */
export function nextInvestorPage(search: string): string {
  return safeInvestorNext(new URLSearchParams(search).get('next'));
}

const REASONS: Record<Exclude<SessionEnd, null>, SignInReason> = {
  signedOut: 'signed_out',
  expired: 'expired',
  accountDeleted: 'account_deleted',
};

/**
 * The investor sign-in URL for a visitor of portal page `path` whose session ended as `end` (null: never signed
 * in): `/investors/auth?reason=...&next=...` (no `next` after a sign-out or a deletion, nor to the portal's home).
 */
export function investorSignInUrl(path: string, end: SessionEnd): string {
  const params = new URLSearchParams();
  if (end) params.set('reason', REASONS[end]);
  const next = safeInvestorNext(path);
  if (next !== PORTAL_HOME && (end === null || end === 'expired')) params.set('next', next);
  const query = params.toString();
  return query ? `/investors/auth?${query}` : '/investors/auth';
}
