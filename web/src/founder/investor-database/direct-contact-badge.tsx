/**
 * The contacts model in the Investor Database (docs/decisions/0014-contacts-model.md): a 'Direct contact' badge on
 * cards and profiles where one is on file (plain React: the cards are the page's first screen, ADR 0053). Where
 * none is, the profile shows the public links instead of a paid reveal (no-direct-contact.tsx).
 */
import { LiteBadge } from '../../common/components/lite/lite.js';
import type { Investor } from '../../../../shared/schemas.js';
import { contactStrings as c } from './contacts-strings.js';

/** 'Direct contact' (green) when the investor has a direct contact on file; nothing otherwise. */
export function DirectContactBadge({ investor }: { investor: Pick<Investor, 'has_direct_contact'> }) {
  if (!investor.has_direct_contact) return null;
  return (
    <span title={c.directBadgeLabel} data-testid="direct-contact-badge">
      <LiteBadge color="green">{c.directBadge}</LiteBadge>
    </span>
  );
}
