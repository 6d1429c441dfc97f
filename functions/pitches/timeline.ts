/**
 * The activity timeline of a saved investor (issue 20 item 3; docs/decisions/0049-pitches.md), oldest first, from
 * one consistent BatchGet (the default-list entry and the reveal) and one Query of the stored entries the
 * `pitch-events` consumer writes (pitched, answered, stage changes made by pitches):
 * - `saved` at the entry's `saved_at`; `revealed` at the reveal's `revealed_at`;
 * - `notes` at the entry's `updated_at` when it has notes (the last change of the pipeline fields);
 * - the stored entries as they are.
 * The founder's partition only: nobody else's data can appear.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Timeline, TimelineEntry } from '../../shared/pitch-schemas.js';
import { batchGetAll, foundItems } from '../data/batch.js';
import { keys } from '../data/keys.js';
import { timelineItems } from '../data/pitch/log.js';

const EMPTY = {
  pitch_id: null,
  subject: null,
  answer: null,
  reason: null,
  investor_email: null,
  from: null,
  to: null,
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export async function timelineOf(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<Timeline> {
  const savedKey = keys.saved(sub, investorId);
  const revealKey = keys.reveal(sub, investorId);
  const [found, stored] = await Promise.all([
    batchGetAll(client, table, [savedKey, revealKey], { consistent: true }).then(foundItems),
    timelineItems(client, table, sub, investorId),
  ]);
  const entries: TimelineEntry[] = [];
  const saved = found.get(savedKey);
  if (saved && str(saved.saved_at)) entries.push({ ...EMPTY, at: String(saved.saved_at), kind: 'saved' });
  const reveal = found.get(revealKey);
  if (reveal && str(reveal.revealed_at))
    entries.push({ ...EMPTY, at: String(reveal.revealed_at), kind: 'revealed' });
  if (saved && str(saved.notes) && str(saved.updated_at)) {
    entries.push({ ...EMPTY, at: String(saved.updated_at), kind: 'notes' });
  }
  for (const item of stored) {
    entries.push({
      at: String(item.at),
      kind: item.kind as TimelineEntry['kind'],
      pitch_id: str(item.pitch_id),
      subject: str(item.subject),
      answer: (str(item.answer) as TimelineEntry['answer']) ?? null,
      reason: (str(item.reason) as TimelineEntry['reason']) ?? null,
      investor_email: str(item.investor_email),
      from: str(item.from),
      to: str(item.to),
    });
  }
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { investor_id: investorId, entries };
}
