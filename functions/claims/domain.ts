/**
 * The claim rule (issue 19 item 2; docs/decisions/0030-investor-accounts-and-claims.md): may the owner of a verified
 * sign-in email join a listing's team at once? Pure: no I/O, the lists are loaded once per container.
 *
 * - Both sides are reduced to their registrable domain ("eTLD+1") with the public suffix list (`tldts`, private
 *   suffixes included, so `alice.github.io` and `bob.github.io` are two domains). Hosts are normalised first the
 *   way WHATWG URL does it (lower case, IDN to punycode, trailing dot dropped): `münchen.de` and
 *   `xn--mnchen-3ya.de` are one domain whichever way either side was typed.
 * - The email verifies when its registrable domain equals the website's: `jane@sequoiacap.com` and
 *   `jane@eu.sequoiacap.com` hold `https://www.sequoiacap.com`; look-alikes (`sequoiacap.com.evil.io` is
 *   `evil.io`; `sequoia-cap.com` is another name) do not.
 * - Free-mail and disposable domains never verify, whatever the listing says: `email-providers` (derhuerst,
 *   8,700+ free-mail domains, released monthly) and `disposable-email-domains-js` (the community
 *   disposable-email-domains list, CC0, released weekly). The npm packages are pinned by the lockfile and bundled,
 *   so a check never reaches the network.
 * - A listing whose website is on a shared platform (a LinkedIn page, a Medium blog, a Notion site) has no domain of
 *   its own: its claims go to review. `SHARED_PLATFORMS` lists the platforms a firm's website commonly points to.
 *
 * Outcomes: `verified` (join at once), `review` (the Claims queue, with the reason: no website on file, a shared
 * platform, another domain), `personal` (a free-mail or disposable address: refused, never queued).
 */
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import freeMailDomains from 'email-providers/all.json' with { type: 'json' };
import {
  emailHost,
  normaliseHost,
  registrableDomain,
  SHARED_PLATFORMS,
  websiteDomain,
} from './registrable.js';

// The domain helpers the claim rule's callers use with it.
export { registrableDomain, websiteDomain } from './registrable.js';

let personalDomains: ReadonlySet<string> | undefined;

/** Free-mail and disposable domains, lower-case ASCII (punycode), built on first use. */
function personal(): ReadonlySet<string> {
  personalDomains ??= new Set(
    [...(freeMailDomains as readonly string[]), ...disposableEmailBlocklistSet()]
      .map((d) => normaliseHost(d))
      .filter((d): d is string => d !== null),
  );
  return personalDomains;
}

/** True when `email`'s domain (or its registrable domain) is a free-mail or disposable one. */
export function isPersonalEmail(email: string): boolean {
  const host = emailHost(email);
  if (!host) return true;
  const domain = registrableDomain(host);
  return personal().has(host) || (domain !== null && personal().has(domain));
}

export type ClaimDecision =
  | { outcome: 'verified'; domain: string }
  | { outcome: 'personal' }
  | { outcome: 'review'; reason: 'no_website' | 'shared_platform' | 'other_domain' };

/**
 * The claim rule for the holder of the verified `email` and a listing whose website is `website`.
 * @example decideClaim('jane@eu.sequoiacap.com', 'https://www.sequoiacap.com') // { outcome: 'verified', ... }
 */
export function decideClaim(email: string, website: string | null | undefined): ClaimDecision {
  if (isPersonalEmail(email)) return { outcome: 'personal' };
  const listing = websiteDomain(website);
  if (!listing) return { outcome: 'review', reason: 'no_website' };
  if (SHARED_PLATFORMS.has(listing) || personal().has(listing))
    return { outcome: 'review', reason: 'shared_platform' };
  const host = emailHost(email);
  const mine = host ? registrableDomain(host) : null;
  return mine === listing
    ? { outcome: 'verified', domain: listing }
    : { outcome: 'review', reason: 'other_domain' };
}
