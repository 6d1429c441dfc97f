/**
 * The sidebar items in the spec's order (founder-app.md §2 "Dashboard shell"), with Network (issue 24) and the AI
 * Tools workspace (issue 38) added after their neighbours. `path` is absolute; `end` marks
 * items active only on their exact path. The admin navigation section exists in the spec with an empty item list;
 * `ADMIN_NAV_ITEMS` is that (empty) list and the shell renders nothing for it.
 */
import type { LiteIconName } from '../../common/components/lite/icon.js';
import { dashboardStrings as s } from '../strings.js';

export interface NavItem {
  id: string;
  label: string;
  path: string;
  icon: LiteIconName;
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboard', label: s.nav.dashboard, path: '/dashboard', icon: 'grid-view', end: true },
  { id: 'investors', label: s.nav.investors, path: '/dashboard/investors', icon: 'search' },
  { id: 'saved', label: s.nav.saved, path: '/dashboard/saved', icon: 'heart' },
  // issue 24: warm intros from the founder's own network
  { id: 'network', label: s.nav.network, path: '/dashboard/network', icon: 'group' },
  {
    id: 'email-generator',
    label: s.nav.emailGenerator,
    path: '/dashboard/email-generator',
    icon: 'envelope',
  },
  { id: 'pitch-deck', label: s.nav.pitchDeck, path: '/dashboard/pitch-deck', icon: 'file' },
  // issue 39: share a deck by link and see how it is read
  { id: 'deck-rooms', label: s.nav.deckRooms, path: '/dashboard/deck-rooms', icon: 'share' },
  // issue 38: the AI Tools workspace (Premium; other plans find its upsell here) opened only by typing its URL
  { id: 'ai-tools', label: s.nav.aiTools, path: '/dashboard/ai-tools', icon: 'gen-ai' },
  { id: 'billing', label: s.nav.billing, path: '/dashboard/billing', icon: 'ticket' },
  { id: 'settings', label: s.nav.settings, path: '/dashboard/settings', icon: 'settings' },
  { id: 'pricing', label: s.nav.pricing, path: '/dashboard/pricing', icon: 'star' },
];

/** The admin section of the sidebar: present in the spec, with no items (admins use /admin). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [];
