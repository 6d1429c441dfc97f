/**
 * Who counts in the response figures (issue 33 item 4; functions/pitches/figures.ts): founders that cannot be made
 * at will. Pure.
 * - the registrable domain of the founder's verified sign-in email (the founders pool keeps an email only once
 *   verified), typed literally in ASCII, when it names an organisation: not free-mail or disposable
 *   (claims/domain.ts `isPersonalEmail`: otherwise a throwaway domain would be a founder for free) and not a
 *   university's or a large organisation's (claims/institutional.ts). Every account at one domain is one founder.
 * - else a paying account: a plan bought with a card (tier other than free);
 * - else nobody: a free account at a personal address does not count.
 * The key is opaque (figures.ts `founderKey`: a hash), so the figures item never holds a domain or an id.
 */
import type { Tier } from '../../shared/vocabulary.js';
import { isPersonalEmail } from '../claims/domain.js';
import { institutionalReason } from '../claims/institutional.js';
import { literalEmailHost, registrableDomain } from '../claims/registrable.js';
import { founderKey } from './figures.js';

/** The key `founder` counts under in the figures, or null when they do not count. */
export function countedFounderKey(founder: {
  email: string | null | undefined;
  sub: string;
  tier: Tier | string | null;
}): string | null {
  const email = founder.email ?? '';
  const literal = literalEmailHost(email);
  if (literal.kind === 'ascii' && !isPersonalEmail(email)) {
    const domain = registrableDomain(literal.host);
    if (domain && !institutionalReason(literal.host, domain)) return founderKey('domain', domain);
  }
  if (founder.tier && founder.tier !== 'free') return founderKey('paid', founder.sub);
  return null;
}
