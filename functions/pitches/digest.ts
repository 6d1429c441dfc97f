/**
 * The daily pitch digest (issue 20 item 2: "a mail to the listing's team for each new pitch, or a daily digest by
 * their choice"; docs/decisions/0052-pitch-digest-suspension-deletion.md), the work of the scheduled `pitch-digest`
 * function (shared/functions.ts, `rate(1 day)`; locally the scheduler, scripts/local/scheduler.ts).
 *
 * For each team member whose mail choice on a listing is `digest` (one Query of the sparse GSI1 partition
 * `PITCHDIGEST`: only digest choices carry that key, so nothing is scanned):
 * - the listing's pitches sent after the member's last digest (or their choice) and up to `now` (one Query of the
 *   inbox index, bounded by its sort key); none: nothing is sent and nothing written;
 * - a member no longer on the listing's team is skipped;
 * - the member's digest of the UTC day is claimed by one conditional update of the choice (`last_digest_day`), so
 *   a retried or concurrent run of the same day sends no second mail; the next digest starts where this one ended;
 * - one mail listing each pitch (subject, the founder's startup and round: stage, sectors, HQ, amount; its inbox
 *   link), with the RFC 8058 one-click unsubscribe like the per-pitch mail. The founder's address is not in it: the
 *   team sees it only after Interested (ADR 0049). A mail the provider refuses gives the claim back (the next run
 *   sends it) and is counted in `failed`.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { teamOf } from '../data/investor-team.js';
import {
  claimDigest,
  digestMembers,
  pitchesSentBetween,
  releaseDigest,
  type DigestMember,
} from '../data/pitch/digest.js';
import { utcDay } from '../data/pitch/keys.js';
import type { PitchRecord } from '../data/pitch/pitch.js';
import { unsubscribeHeaders, type Mailer } from '../lib/mailer.js';
import { pitchMailLinks } from '../lib/mail-links.js';

export interface DigestDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  /** The web app's origin, for the inbox and unsubscribe links (null: the mail names the site only). */
  origin: string | null;
}

/** What one run did. */
export interface DigestRun {
  /** Digest choices found (sparse index). */
  members: number;
  /** Mails sent. */
  sent: number;
  /** Members with nothing new, already sent today, or no longer on the team. */
  skipped: number;
  /** Mails the provider refused (their claim given back). */
  failed: number;
}

const DAY_MS = 86_400_000;

/** Who pitched: 'Ada Lovelace (Analytical Ltd)', or 'A founder' for a pitch sent before names were kept. */
function sender(pitch: PitchRecord): string {
  const who = pitch.founder_name || 'A founder';
  return pitch.startup_name ? `${who} (${pitch.startup_name})` : who;
}

/** One pitch's lines in a digest; `inbox` is the link to the pitch in the portal (pure). */
export function digestLines(pitch: PitchRecord, inbox: string | null): string[] {
  const round = pitch.round;
  const startup =
    round.description.length > 160 ? `${round.description.slice(0, 157)}...` : round.description;
  return [
    `- ${pitch.subject}`,
    `  From: ${sender(pitch)}`,
    `  Startup: ${startup || '(no description)'}`,
    `  Founder's round: ${round.stage}${round.sectors.length ? `, ${round.sectors.join(', ')}` : ''}, HQ ${round.country}, raising $${round.raising_usd.toLocaleString('en-US')}${round.needs_lead ? ', needs a lead' : ''}`,
    `  Sent ${pitch.sent_at.slice(0, 16).replace('T', ' ')} UTC`,
    inbox ? `  Read it: ${inbox}` : '  Read it in your Fundscout inbox.',
  ];
}

/**
 * The digest mail of `pitches` for listing `name` (pure). The links are the per-pitch mail's (mail-links.ts): each
 * pitch's page in the inbox, and the unsubscribe page that asks before it acts (the List-Unsubscribe header, set by
 * the caller, carries the one-click URL); none without an origin.
 */
export function digestMail(
  name: string,
  pitches: readonly PitchRecord[],
  origin: string | null,
  token: string,
): { subject: string; text: string } {
  const count = pitches.length;
  const links = (id: string) => pitchMailLinks(origin, token, id);
  const first = pitches[0] ? links(pitches[0].id) : null;
  return {
    subject: `${count} new ${count === 1 ? 'pitch' : 'pitches'} for ${name} on Fundscout`.slice(0, 200),
    text: [
      `${count === 1 ? 'A founder' : `${count} founders`} pitched ${name} through Fundscout since your last digest.`,
      '',
      ...pitches.flatMap((p) => [...digestLines(p, links(p.id)?.inbox ?? null), '']),
      first ? `Your inbox: ${first.inbox.replace(/\/[^/]*$/, '')}` : '',
      first ? `Stop these mails: ${first.page}` : '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/** Runs the digest as of `now` (see the module comment). */
export async function runDigest(deps: DigestDeps, now: Date): Promise<DigestRun> {
  const members = await digestMembers(deps.client, deps.table);
  const { day } = utcDay(now);
  const until = now.toISOString();
  const run: DigestRun = { members: members.length, sent: 0, skipped: 0, failed: 0 };
  const teams = new Map<string, Promise<Map<string, string>>>();
  const teamEmails = (investorId: string) => {
    if (!teams.has(investorId)) {
      teams.set(
        investorId,
        teamOf(deps.client, deps.table, investorId).then(
          (team) => new Map(team.map((m) => [m.sub, m.email])),
        ),
      );
    }
    return teams.get(investorId)!;
  };
  for (const member of members) {
    const outcome = await digestOne(deps, member, day, until, now, teamEmails);
    run[outcome]++;
  }
  return run;
}

async function digestOne(
  deps: DigestDeps,
  member: DigestMember,
  day: string,
  until: string,
  now: Date,
  teamEmails: (investorId: string) => Promise<Map<string, string>>,
): Promise<'sent' | 'skipped' | 'failed'> {
  if (member.last_day === day) return 'skipped';
  const email = (await teamEmails(member.investor_id)).get(member.sub);
  if (!email) return 'skipped';
  const since = member.since || new Date(now.getTime() - DAY_MS).toISOString();
  const pitches = await pitchesSentBetween(deps.client, deps.table, member.investor_id, since, until);
  if (pitches.length === 0) return 'skipped';
  if (!(await claimDigest(deps.client, deps.table, member, day, until))) return 'skipped';
  const oneClick = pitchMailLinks(deps.origin, member.token, pitches[0]!.id)?.oneClick ?? null;
  const mail = digestMail(pitches[0]!.investor_name, pitches, deps.origin, member.token);
  try {
    await deps.mailer.send({
      to: email,
      ...mail,
      kind: 'digest',
      ...(oneClick ? { headers: unsubscribeHeaders(oneClick) } : {}),
    });
    return 'sent';
  } catch {
    await releaseDigest(deps.client, deps.table, { ...member, since }, day);
    return 'failed';
  }
}
