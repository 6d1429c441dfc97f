/**
 * The daily freshness job (issue 19 item 5; docs/decisions/0032-freshness-opt-out.md). An investor's confirmation
 * lasts 365 days (functions/investor-listing/service.ts `CONFIRMATION_DAYS`):
 * - from day 335 of a confirmation, its team is mailed a reminder (once per confirmation);
 * - past day 365, the listing is marked 'Not confirmed since <date>' (`confirmation_lapsed`): its direct contact is
 *   no longer revealable (functions/reveals/rule.ts) until the team confirms again (one click in the portal).
 * `freshnessStep` is the pure rule; `runFreshness` applies it as of `now` (the scheduled event's time, so tests and
 * the local scheduler move the clock) to the claimed listings confirmed at least REMINDER_DAY days before, read from
 * the sparse confirmation index (functions/data/listing-freshness.ts), never the whole catalogue.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { plainDate } from '../../shared/listing.js';
import type { InvestorRecord } from '../data/investor.js';
import { teamOf } from '../data/investor-team.js';
import { claimedListings, claimReminder, markLapsed } from '../data/listing-freshness.js';
import type { Mailer } from '../lib/mailer.js';
import { CONFIRMATION_DAYS } from './service.js';

/** The reminder goes out from this day of a confirmation. */
export const REMINDER_DAY = 335;
const DAY_MS = 86_400_000;

export type FreshnessStep = 'none' | 'remind' | 'lapse';

/** What the job does for `record` at `now` (pure). Unclaimed, unconfirmed, removed or lapsed listings: none. */
export function freshnessStep(
  record: Pick<InvestorRecord, 'claimed' | 'confirmed_at' | 'confirmation_lapsed' | 'removed'>,
  now: Date,
): FreshnessStep {
  if (!record.claimed || !record.confirmed_at || record.confirmation_lapsed || record.removed) return 'none';
  const age = (now.getTime() - Date.parse(record.confirmed_at)) / DAY_MS;
  if (age > CONFIRMATION_DAYS) return 'lapse';
  if (age >= REMINDER_DAY) return 'remind';
  return 'none';
}

export interface FreshnessDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  /** The portal's address for the reminder (null: the mail names the site only). */
  portalUrl: string | null;
}

/** Runs the job as of `now`. @returns how many reminders went out and how many listings lapsed. */
export async function runFreshness(
  deps: FreshnessDeps,
  now: Date,
): Promise<{ reminded: number; lapsed: number }> {
  // Only listings confirmed at least REMINDER_DAY days ago can need a step: the sparse index is read up to there.
  const due = new Date(now.getTime() - REMINDER_DAY * DAY_MS).toISOString();
  const claimed = await claimedListings(deps.client, deps.table, due);
  let reminded = 0;
  let lapsed = 0;
  for (const record of claimed) {
    const step = freshnessStep(record, now);
    if (
      step === 'lapse' &&
      (await markLapsed(deps.client, deps.table, record.id, record.confirmed_at!, now))
    ) {
      lapsed++;
    }
    if (step !== 'remind') continue;
    if (!(await claimReminder(deps.client, deps.table, record.id, record.confirmed_at!, now))) continue;
    const due = plainDate(
      new Date(Date.parse(record.confirmed_at!) + CONFIRMATION_DAYS * DAY_MS).toISOString(),
    );
    for (const member of await teamOf(deps.client, deps.table, record.id)) {
      await deps.mailer.send({
        to: member.email,
        kind: 'reminder',
        subject: `Please confirm your Fundscout listing: ${record.name}`,
        text: [
          `The listing of ${record.name} on Fundscout was last confirmed on ${plainDate(record.confirmed_at!)}.`,
          `Confirm it is still current by ${due} (one click in the investor portal${deps.portalUrl ? `: ${deps.portalUrl}` : ''}).`,
          `After that date founders see 'Not confirmed since ${plainDate(record.confirmed_at!)}' and cannot reveal your direct contact until you confirm.`,
        ].join('\n'),
      });
    }
    reminded++;
  }
  return { reminded, lapsed };
}
