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
 * - Issue 33: only the literal ASCII (or punycode) form of the address's domain is compared (registrable.ts
 *   `literalEmailHost`): a domain typed with characters normalisation drops or maps is refused, an internationalised
 *   one queued; a university, alumni or student address, a large organisation's (institutional.ts) and a domain
 *   the catalogue's listings share go to the queue, never verified at once.
 *
 * Outcomes: `verified` (join at once), `review` (the Claims queue, with the reason), `personal` (a free-mail or
 * disposable address: refused, never queued), `not_literal` (refused).
 */
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import freeMailDomains from 'email-providers/all.json' with { type: 'json' };
import type { CLAIM_REVIEW_REASONS } from '../../shared/claim-schemas.js';
import { institutionalReason } from './institutional.js';
import {
  emailHost,
  literalEmailHost,
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

/**
 * Why a claim goes to the Claims queue (shown there, shared/claim-schemas.ts `CLAIM_REVIEW_REASONS`): no website on
 * file, a website on a shared platform, an address at another domain, an internationalised (IDN) address, a
 * university, alumni or student address or a large organisation's (functions/claims/institutional.ts), or a domain
 * more than one listing of the catalogue shares.
 */
export type ReviewReason = (typeof CLAIM_REVIEW_REASONS)[number];

export type ClaimDecision =
  | { outcome: 'verified'; domain: string }
  | { outcome: 'personal' }
  /** The address's domain was not typed literally (issue 33 item 7): refused, never queued. */
  | { outcome: 'not_literal' }
  | { outcome: 'review'; reason: ReviewReason };

/**
 * The claim rule for the holder of the verified `email` and a listing whose website is `website`; `sharedDomains`:
 * the registrable domains more than one listing of the catalogue shares (institutional.ts `sharedDomainsOf`).
 * @example decideClaim('jane@eu.sequoiacap.com', 'https://www.sequoiacap.com') // { outcome: 'verified', ... }
 */
export function decideClaim(
  email: string,
  website: string | null | undefined,
  sharedDomains: ReadonlySet<string> = new Set(),
): ClaimDecision {
  const literal = literalEmailHost(email);
  if (literal.kind === 'altered') return { outcome: 'not_literal' };
  if (isPersonalEmail(email)) return { outcome: 'personal' };
  const listing = websiteDomain(website);
  if (!listing) return { outcome: 'review', reason: 'no_website' };
  if (SHARED_PLATFORMS.has(listing) || personal().has(listing))
    return { outcome: 'review', reason: 'shared_platform' };
  if (literal.kind === 'idn') return { outcome: 'review', reason: 'idn' };
  const mine = registrableDomain(literal.host);
  if (mine !== listing) return { outcome: 'review', reason: 'other_domain' };
  if (institutionalReason(literal.host, mine)) return { outcome: 'review', reason: 'institutional' };
  if (sharedDomains.has(listing)) return { outcome: 'review', reason: 'shared_domain' };
  return { outcome: 'verified', domain: listing };
}
