/**
 * What a card or table row shows about an investor besides its fields (issue 13): the saved and revealed state
 * badges, the company line (left out when it only repeats the name, as for most firms) and the initials of the
 * photo fallback. Pure.
 */
import type { Investor } from '../../../../shared/schemas.js';

export type CardBadge = 'saved' | 'revealed';

/** The state badges of an investor, in display order: saved, then contact revealed. */
export function cardBadges(investor: Pick<Investor, 'saved' | 'contact_revealed'>): CardBadge[] {
  const badges: CardBadge[] = [];
  if (investor.saved) badges.push('saved');
  if (investor.contact_revealed) badges.push('revealed');
  return badges;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The company to show under the name, or null when there is none or it equals the name (case and spaces aside). */
export function companyLine(investor: Pick<Investor, 'name' | 'company'>): string | null {
  const company = investor.company?.trim() ?? '';
  if (company === '' || normalise(company) === normalise(investor.name)) return null;
  return company;
}

/** Up to two initials of a name for the photo fallback: 'Sequoia Capital' → 'SC', 'a16z' → 'A'. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (/[\p{L}\p{N}]/u.exec(w)?.[0] ?? '').toUpperCase())
    .join('');
}

/** A photo URL worth loading: http(s) only (anything else is shown as the initials fallback). */
export function photoUrl(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  try {
    const url = new URL(imageUrl.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
