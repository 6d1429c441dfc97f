/**
 * Registrable domains (issue 19; docs/decisions/0030-investor-accounts-and-claims.md), the public suffix list
 * part of the claim rule without its free-mail and disposable lists (functions/claims/domain.ts): hosts normalised
 * the way WHATWG URL does it (lower case, IDN to punycode, trailing dot dropped) and reduced to their registrable
 * domain ("eTLD+1", `tldts`, private suffixes included). Pure. Kept apart so that a function needing only the
 * domain comparison (investor-listing's direct contact, docs/decisions/0045-currently-investing.md) does not
 * bundle the lists (~270 KB).
 */
import { getDomain } from 'tldts';

/** Websites on these registrable domains belong to many firms: no claim verifies against them. */
export const SHARED_PLATFORMS: ReadonlySet<string> = new Set([
  'angel.co',
  'crunchbase.com',
  'facebook.com',
  'github.com',
  'google.com',
  'instagram.com',
  'linkedin.com',
  'linktr.ee',
  'medium.com',
  'notion.site',
  'notion.so',
  'substack.com',
  'twitter.com',
  'wellfound.com',
  'wix.com',
  'x.com',
]);

/**
 * `host` as WHATWG URL serialises it (lower case, IDN as punycode, no trailing dot), or null when it is not a
 * domain name (empty, an IP address, characters a host cannot hold).
 */
export function normaliseHost(host: string): string | null {
  const trimmed = host.trim().replace(/\.+$/, '');
  if (!trimmed || /[\s/@:?#[\]\\]/.test(trimmed)) return null;
  let hostname: string;
  try {
    hostname = new URL(`https://${trimmed}/`).hostname;
  } catch {
    return null;
  }
  if (!hostname.includes('.') || /^[0-9.]+$/.test(hostname)) return null;
  return hostname;
}

/** The registrable domain of `host` (public suffix list, private suffixes included), or null. */
export function registrableDomain(host: string): string | null {
  const normal = normaliseHost(host);
  if (!normal) return null;
  return getDomain(normal, { allowPrivateDomains: true });
}

/** The domain part of an email address (after the last `@`), normalised; null when there is none. */
export function emailHost(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  return normaliseHost(email.slice(at + 1));
}

/**
 * How the domain part of `email` was typed (issue 33 item 7: `lux\u00ADcapital.com`, `lux\u200Bcapital.com`,
 * `luxcapital\uFF0Ecom` and `luxcapital%2ecom` all normalise to `luxcapital.com` and were verified as it):
 * - `ascii`: letters, digits, dots and hyphens only (punycode `xn--` included): `host` is it, lower case;
 * - `idn`: Unicode letters that normalisation keeps as they are (`münchen.de`): a real internationalised name,
 *   never verified at once (an IDN look-alike stays in the queue);
 * - `altered`: characters that normalisation drops or maps (soft hyphen, zero-width and other format characters,
 *   fullwidth forms, `%` escapes, spaces): what was typed is not the domain it stands for. Refused.
 */
export function literalEmailHost(
  email: string,
): { kind: 'ascii'; host: string } | { kind: 'idn' } | { kind: 'altered' } {
  const at = email.lastIndexOf('@');
  const raw = at < 0 ? '' : email.slice(at + 1);
  if (/^[A-Za-z0-9.-]+$/.test(raw)) return { kind: 'ascii', host: raw.toLowerCase() };
  if (
    raw.normalize('NFKC') !== raw ||
    /[\p{Cf}\p{Z}\s%]/u.test(raw) ||
    !/^[\p{L}\p{M}\p{N}.-]+$/u.test(raw)
  ) {
    return { kind: 'altered' };
  }
  return { kind: 'idn' };
}

/** The registrable domain of a website URL (`https://www.x.com/about` → `x.com`; a bare `x.com` too), or null. */
export function websiteDomain(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const text = url.trim();
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  return registrableDomain(host);
}

/**
 * True when `email` is an address at the registrable domain of `website` (subdomains count) and that website is
 * the firm's own (not a shared platform), typed in its literal ASCII or punycode form: the direct-contact rule of a
 * claimed listing, whose team already holds it (ADR 0032). Free-mail is not looked up: a listing whose website is a mail provider's domain never verifies a
 * claim (domain.ts `decideClaim` sends it to review), and an address there is an address at that firm.
 */
export function atFirmDomain(email: string, website: string | null | undefined): boolean {
  const listing = websiteDomain(website);
  if (!listing || SHARED_PLATFORMS.has(listing)) return false;
  // Only the literal ASCII (or punycode) form counts (issue 33 item 7)
  const literal = literalEmailHost(email);
  return literal.kind === 'ascii' && registrableDomain(literal.host) === listing;
}
