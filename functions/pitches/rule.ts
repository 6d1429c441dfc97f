/**
 * Who may receive a pitch (issue 20 item 1; docs/decisions/0049-pitches.md), a pure rule on what the send reads with
 * its charge: the catalogue item, whether the listing's team blocked this founder, and the founder's startup profile.
 * - `not_open`: the listing is not claimed, is removed (hidden or deleted), its confirmation lapsed, or its team is not
 *   open to pitches (the inbox is closed: `open_to_pitches.open` is not true);
 * - `blocked`: the team blocked this founder (403, worded without naming the block);
 * - `no_startup_profile`: the founder has no startup profile, whose round facts every pitch carries (409);
 * - `suspended`: an administrator suspended the founder's sending (403 `pitch_sending_suspended`; ADR 0052), checked
 *   first: whatever the listing, a suspended founder sends nothing.
 */
import type { InvestorRecord } from '../data/investor.js';

export type PitchRefusal = 'not_open' | 'blocked' | 'no_startup_profile' | 'suspended';

/** Whether listing `record` takes pitches now. */
export function acceptsPitches(
  record: Pick<InvestorRecord, 'claimed' | 'removed' | 'confirmation_lapsed' | 'open_to_pitches'>,
): boolean {
  return (
    record.claimed && !record.removed && !record.confirmation_lapsed && record.open_to_pitches?.open === true
  );
}

/** Why this founder may not pitch `record` now, or undefined when they may. */
export function pitchRefusal(
  record: Pick<InvestorRecord, 'claimed' | 'removed' | 'confirmation_lapsed' | 'open_to_pitches'>,
  facts: { blocked: boolean; hasStartupProfile: boolean; suspended?: boolean },
): PitchRefusal | undefined {
  if (facts.suspended) return 'suspended';
  if (!acceptsPitches(record)) return 'not_open';
  if (facts.blocked) return 'blocked';
  if (!facts.hasStartupProfile) return 'no_startup_profile';
  return undefined;
}
