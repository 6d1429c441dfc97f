/**
 * Founder-facing words of the listing state (issue 19 item 6; docs/decisions/0031-provenance-and-listing-state.md):
 * the claimed badge, freshness, currently investing, open to pitches, provenance and the claim link.
 */
import { plainDate } from '../../../../shared/listing.js';

export const listingStrings = {
  claimed: 'Claimed by the investor',
  currentlyInvesting: 'Currently investing',
  investing: 'Yes',
  investingUntil: (until: string | null) => (until ? `Yes, until ${plainDate(until)}` : 'Yes'),
  paused: 'Paused: not investing at the moment',
  openToPitches: 'Open to pitches',
  pitchesOpen: (channel: string | null) => (channel ? `Yes, via ${channel}` : 'Yes'),
  pitchesClosed: 'No cold pitches',
  thesis: 'Thesis',
  portfolio: 'Portfolio highlights',
  provenance: 'Where this comes from',
  claimQuestion: 'Is this your firm?',
  claimLink: 'Claim this listing',
  /** A claimed listing: another person of the firm joins its team by claiming it too (issue 19 item 2). */
  teamQuestion: 'Work at this firm?',
  teamLink: 'Join its team on Fundscout',
} as const;
