/**
 * The administrator behind an admin route: the verified admins-pool token (API Gateway's admins JWT authorizer, or
 * the local gateway's same check) AND membership of the `admins` group, checked here in the handler as well
 * (functions/lib/auth.ts requireAdmin), so a token of that pool outside the group gets 403.
 */
import type { Actor } from '../data/audit.js';
import { requireAdmin } from '../lib/auth.js';
import type { HttpEvent } from '../lib/http.js';

/** @throws Unauthorized without verified claims; Forbidden outside the `admins` group. */
export function actorOf(event: HttpEvent): Actor {
  const caller = requireAdmin(event);
  return { sub: caller.sub, username: caller.username ?? caller.sub };
}
