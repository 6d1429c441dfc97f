/**
 * Key shapes of every pitch item (issue 20; docs/decisions/0049-pitches.md) and their TTLs: the pitch data modules
 * of this folder build keys here and nowhere else, and nothing outside functions/data builds a pitch key.
 *
 * | item                  | pk                       | sk                        | gsi1pk               | gsi1sk          | TTL       |
 * |-----------------------|--------------------------|---------------------------|----------------------|-----------------|-----------|
 * | pitch                 | PITCH#{id}               | PITCH                     | PITCHES#{investorId} | {sent_at}#{id}  | 18 months |
 * | founder's sent pitch  | USER#{sub}               | PITCHSENT#{sent_at}#{id}  | -                    | -               | 18 months |
 * | open pitch (lock)     | USER#{sub}               | PITCHOPEN#{investorId}    | -                    | -               | 18 months |
 * | daily count           | USER#{sub}               | PITCHDAY#{YYYY-MM-DD}     | -                    | -               | 2 days    |
 * | block                 | PITCHBLOCK#{investorId}  | FOUNDER#{sub}             | -                    | -               | -         |
 * | block of a domain     | PITCHBLOCK#{investorId}  | DOMAIN#{domain}           | -                    | -               | -         |
 * | block of a startup    | PITCHBLOCK#{investorId}  | STARTUP#{folded name}     | -                    | -               | -         |
 * | spam report           | PITCHREPORT#{id}         | REPORT                    | PITCHREPORTS#open    | {at}#{id}       | 18 months |
 * | mail choice           | TEAM#{investorId}        | PITCHPREF#{sub}           | PITCHDIGEST (digest) | {investorId}#{sub} | -      |
 * | unsubscribe token     | PITCHUNSUB#{token}       | UNSUB                     | -                    | -               | -         |
 * | pitch event log       | PITCHLOG#{investorId}    | {at}#{pitchId}#{kind}     | -                    | -               | 13 months |
 * | response figures      | PITCHSTATS#{investorId}  | PITCHSTATS                | PITCHFIGURES (due)   | {day}#{investorId} | -      |
 * | sending suspension    | USER#{sub}               | PITCHSUSPENDED            | PITCHSUSPENDED       | {at}#{sub}      | -         |
 * | founder's timeline    | USER#{sub}               | TIMELINE#{investorId}#{at}#{kind} | -            | -               | 18 months |
 *
 * Two sparse uses of GSI1 (ADR 0052): a mail choice carries `PITCHDIGEST` only while it is `digest`, so the daily
 * digest finds its members with one Query and never scans; a suspension carries `PITCHSUSPENDED`, so the admin
 * lists know every suspended founder with one Query.
 */
import type { Key } from '../keys.js';

/** Days a pitch (and its founder-side items and spam report) is kept: 18 months (Privacy page). */
export const PITCH_RETENTION_DAYS = 548;
/** Days a pitch event is kept for the response figures (12 months and a margin). */
export const PITCH_LOG_RETENTION_DAYS = 400;

export const pitchKeys = {
  pitch: (id: string): Key => ({ pk: `PITCH#${id}`, sk: 'PITCH' }),
  inboxPartition: (investorId: string): string => `PITCHES#${investorId}`,
  sent: (sub: string, sentAt: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHSENT#${sentAt}#${id}` }),
  sentPrefix: 'PITCHSENT#',
  open: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHOPEN#${investorId}` }),
  day: (sub: string, day: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHDAY#${day}` }),
  block: (investorId: string, sub: string): Key => ({ pk: `PITCHBLOCK#${investorId}`, sk: `FOUNDER#${sub}` }),
  /** A block's reach beyond the account (issue 33 item 4): the founder's email domain, their startup. */
  blockDomain: (investorId: string, domain: string): Key => ({ pk: `PITCHBLOCK#${investorId}`, sk: `DOMAIN#${domain}` }),
  blockStartup: (investorId: string, startup: string): Key => ({
    pk: `PITCHBLOCK#${investorId}`,
    sk: `STARTUP#${startup}`,
  }),
  report: (id: string): Key => ({ pk: `PITCHREPORT#${id}`, sk: 'REPORT' }),
  reportsPartition: 'PITCHREPORTS#open',
  pref: (investorId: string, sub: string): Key => ({ pk: `TEAM#${investorId}`, sk: `PITCHPREF#${sub}` }),
  unsubscribe: (token: string): Key => ({ pk: `PITCHUNSUB#${token}`, sk: 'UNSUB' }),
  logPartition: (investorId: string): string => `PITCHLOG#${investorId}`,
  logEntry: (investorId: string, at: string, pitchId: string, kind: string): Key => ({
    pk: `PITCHLOG#${investorId}`,
    sk: `${at}#${pitchId}#${kind}`,
  }),
  stats: (investorId: string): Key => ({ pk: `PITCHSTATS#${investorId}`, sk: 'PITCHSTATS' }),
  digestPartition: 'PITCHDIGEST',
  suspension: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'PITCHSUSPENDED' }),
  suspendedPartition: 'PITCHSUSPENDED',
  /** A founder's partition (their sent pitches, open locks, daily counts, suspension and timeline). */
  founderPartition: (sub: string): string => `USER#${sub}`,
  /** One event of the founder's timeline with an investor (pitched, answered, a stage move). */
  timeline: (sub: string, investorId: string, at: string, kind: string): Key => ({
    pk: `USER#${sub}`,
    sk: `TIMELINE#${investorId}#${at}#${kind}`,
  }),
  /** The sort-key prefix of the timeline of `investorId` in a founder's partition. */
  timelinePrefix: (investorId: string): string => `TIMELINE#${investorId}#`,
} as const;

/** Epoch seconds `days` after ISO time `at` (the table's TTL attribute). */
export function expiryAfter(at: string, days: number): number {
  return Math.floor(Date.parse(at) / 1000) + days * 86_400;
}

/** The UTC day (YYYY-MM-DD) of ISO time `at`, and the ISO time the next one starts. */
export function utcDay(at: Date): { day: string; resetsAt: Date } {
  const day = at.toISOString().slice(0, 10);
  return { day, resetsAt: new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000) };
}
