/**
 * The pitch events as outbox items (issue 20, issue 35; docs/decisions/0049-pitches.md, 0057-stacks-outbox-steps.md):
 * `PitchSent` rides on the send's charged transaction (functions/pitches/send.ts), `PitchAnswered` on the answer's
 * (functions/data/pitch/pitch.ts `answerPitch`), so a pitch delivered or answered is always announced and the
 * founder's pipeline, the timeline, the mail and the figures follow (functions/pitches/follow.ts). Imported only by
 * the functions that declare these events in `publishes` (`pitches`, `pitch-inbox`).
 */
import type { AppEvents } from '../../shared/functions.js';
import { appEvent, type OutboxItem } from '../lib/events.js';
import type { PitchRecord } from '../data/pitch/pitch.js';

/** What every pitch event says of `pitch`. */
function base(pitch: PitchRecord): AppEvents['PitchSent'] {
  return {
    pitchId: pitch.id,
    investorId: pitch.investor_id,
    investorName: pitch.investor_name,
    founderSub: pitch.founder_sub,
    sentAt: pitch.sent_at,
  };
}

/**
 * The event ids of a pitch's events: one send and at most one answer per pitch, so each id is derived from the pitch
 * (the outbox item's `attribute_not_exists` then also guarantees one event of each per pitch).
 */
export const pitchEventId = {
  sent: (pitchId: string) => `PitchSent#${pitchId}`,
  answered: (pitchId: string) => `PitchAnswered#${pitchId}`,
};

/** `PitchSent` of a pitch being delivered. */
export function pitchSent(pitch: PitchRecord): OutboxItem {
  return appEvent('PitchSent', base(pitch), new Date(), pitchEventId.sent(pitch.id));
}

/** `PitchAnswered` of a pitch being answered (`pitch` as it is after the answer). */
export function pitchAnswered(pitch: PitchRecord): OutboxItem {
  return appEvent(
    'PitchAnswered',
    {
      ...base(pitch),
      answer: pitch.status === 'interested' ? 'interested' : 'passed',
      answeredAt: pitch.answered_at ?? new Date().toISOString(),
      reason: pitch.pass_reason,
    },
    new Date(),
    pitchEventId.answered(pitch.id),
  );
}
