/**
 * Link helpers of the investor profile (founder-app.md §2 and §5: "Company website links get 'https://'
 * prefixed when they carry no scheme").
 */
import type { ContactType } from '../../../../shared/vocabulary.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A website URL safe to put in an `href`: scheme-less values get 'https://' (`acme.vc` → `https://acme.vc`,
 * `//acme.vc` → `https://acme.vc`); http and https URLs are kept; anything else (`javascript:`, `mailto:`, empty)
 * answers null so no link is rendered.
 */
export function websiteHref(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (text === '') return null;
  if (text.startsWith('//')) return `https:${text}`;
  const scheme = SCHEME.exec(text);
  // "localhost:8080/x" or "acme.vc:443" look like a scheme but are host:port.
  if (scheme && !/^[^/]+:\d+(\/|$)/.test(text)) {
    const name = scheme[1]!.toLowerCase();
    return name === 'http' || name === 'https' ? text : null;
  }
  return `https://${text}`;
}

/** The host part of a website for display (`https://www.acme.vc/team` → `www.acme.vc`); the input when unparsable. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/**
 * The `href` of a revealed contact: `mailto:` for emails, a web link for linkedin, twitter and website contacts
 * (scheme added as for websites); null when the value cannot be linked safely.
 */
export function contactHref(contact: string, type: ContactType): string | null {
  const text = contact.trim();
  if (text === '') return null;
  if (type === 'email') return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : null;
  if (type === 'twitter' && /^@?\w{1,30}$/.test(text)) return `https://x.com/${text.replace(/^@/, '')}`;
  return websiteHref(text);
}
