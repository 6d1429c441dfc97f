/**
 * Founders hear back (issue 37 item 4, first half; docs/decisions/0060-bring-investors-in.md "Founders hear back"):
 * when a listing a founder asked for or saved becomes reachable (claimed, takes pitches, currently investing, a
 * direct contact on file), the founder gets one in-app notice and, as their Account Settings choice says, a mail
 * for each, a weekly digest, or none. Data in functions/data/notice.ts; kinds and the transition rule in
 * shared/notice-schemas.ts.
 *
 * - `followCatalogueLog` (the `listing-notices` job, every minute): reads the catalogue change log
 *   (functions/data/catalogue-log.ts, ADR 0056) from the job's position. Each change carries `reached`, the ways its
 *   write made the listing reachable, computed by the writer in the write's own transaction, so the job reads
 *   transitions that committed, never a state it would have to compare. For each (listing, kind) it runs one STEP per
 *   founder who asked for or saved the listing (functions/lib/steps.ts, event id `reach#{listing}#{kind}#{version}`):
 *   the notice is written once (`attribute_not_exists`: a replayed entry or a second run writes nothing), and when
 *   the founder chose `each` it is mailed, then marked sent on condition it was still due. A step's lease keeps two
 *   runs from mailing one notice twice. The position advances past the entries whose steps all succeeded; a step
 *   that keeps failing holds the position (later entries are applied too, and again: idempotent) for at most
 *   GIVE_UP_HOURS, then it is logged and passed.
 * - `sendNoticeDigests` (the `notice-digest` job, weekly): one mail per founder listing the notices waiting for the
 *   digest (the sparse GSI1 partition `NOTICEDIGEST`), each then marked sent; a founder who chose `none` since gets
 *   none, and their notices leave the digest. One step per founder under the schedule event's id, so a retried run
 *   mails nobody twice.
 * - Every mail has the RFC 8058 one-click unsubscribe (functions/lib/mailer.ts `unsubscribeHeaders`), which sets the
 *   founder's choice to `none` (`POST /v1/notice-mail/unsubscribe` on functions/pitches/unsubscribe-handler.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NOTICE_KIND_TEXT, type NoticeKind } from '../../shared/notice-schemas.js';
import { readHead, readLogSince, type CatalogueChange } from '../data/catalogue-log.js';
import { foundersOf } from '../data/demand.js';
import {
  advanceNoticePosition,
  digestNotices,
  getNotice,
  initialMail,
  noticeChoice,
  noticeRecipient,
  putNotice,
  readNoticePosition,
  setNoticeMail,
  type NoticeRecipient,
  type NoticeRecord,
} from '../data/notice.js';
import { unsubscribeHeaders, type Mailer } from '../lib/mailer.js';
import { noticeMailLinks } from '../lib/mail-links.js';
import { runSteps, StepsFailed, type Step, type StepStore } from '../lib/steps.js';

export interface NoticeDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  /** Where the steps' markers live (functions/data/event-steps.ts). */
  steps: StepStore;
  /** The web app's origin for the mail's links (null: the mail names the place in words, without unsubscribe). */
  origin: string | null;
  now: () => Date;
}

/** Change log entries one run applies at most (the next run goes on from there). */
export const ENTRIES_PER_RUN = 200;
/** How long a failing step holds the job's position before it is logged and passed. */
export const GIVE_UP_HOURS = 24;

const CONSUMER = 'listing-notices';
const BUSY = 'another run holds this step';

/** Hello line of a founder's mail. */
const hello = (recipient: NoticeRecipient) =>
  recipient.first_name ? `Hello ${recipient.first_name},` : 'Hello,';

/** One notice as a sentence: '<listing> now takes pitches through Fundscout'. Pure. */
export const noticeSentence = (notice: Pick<NoticeRecord, 'investor_name' | 'kind'>) =>
  `${notice.investor_name} ${NOTICE_KIND_TEXT[notice.kind]}`;

/** The mail of one notice (choice `each`). Pure. */
export function noticeMail(
  notice: Pick<NoticeRecord, 'investor_id' | 'investor_name' | 'kind'>,
  recipient: NoticeRecipient,
  origin: string | null,
): { subject: string; text: string; headers?: Record<string, string> } {
  const links = noticeMailLinks(origin, recipient.token);
  return {
    subject: noticeSentence(notice).slice(0, 200),
    text: [
      hello(recipient),
      '',
      `${noticeSentence(notice)}. You asked for this investor or saved it on Fundscout, so we tell you once.`,
      ...(links
        ? ['', `See the investor: ${links.investor(notice.investor_id)}`, `Your notices: ${links.home}`]
        : []),
      '',
      links
        ? `You get a mail for each such change. Choose a weekly digest or no mail in Account Settings: ${links.settings}`
        : 'You get a mail for each such change; Account Settings in Fundscout changes that.',
      ...(links ? [`Stop these mails: ${links.page}`] : []),
    ].join('\n'),
    ...(links ? { headers: unsubscribeHeaders(links.oneClick) } : {}),
  };
}

/** The weekly digest of `notices` (choice `weekly`), newest first. Pure. */
export function digestMail(
  notices: readonly Pick<NoticeRecord, 'investor_id' | 'investor_name' | 'kind' | 'at'>[],
  recipient: NoticeRecipient,
  origin: string | null,
): { subject: string; text: string; headers?: Record<string, string> } {
  const links = noticeMailLinks(origin, recipient.token);
  const sorted = [...notices].sort((a, b) => b.at.localeCompare(a.at));
  const n = sorted.length;
  return {
    subject: `${n} ${n === 1 ? 'investor' : 'investors'} you asked for or saved can be reached now`,
    text: [
      hello(recipient),
      '',
      `This week on Fundscout, investors you asked for or saved became reachable:`,
      '',
      ...sorted.map(
        (notice) =>
          `- ${noticeSentence(notice)} (${notice.at.slice(0, 10)})${links ? `: ${links.investor(notice.investor_id)}` : ''}`,
      ),
      '',
      links
        ? `You get this digest once a week. Choose a mail for each or no mail in Account Settings: ${links.settings}`
        : 'You get this digest once a week; Account Settings in Fundscout changes that.',
      ...(links ? [`Stop these mails: ${links.page}`] : []),
    ].join('\n'),
    ...(links ? { headers: unsubscribeHeaders(links.oneClick) } : {}),
  };
}

/**
 * The step that tells founder `sub` that listing `change` became reachable as `kind` at `at`: the notice written
 * once with the mail state of their choice, then, when it is due, the mail and the mark.
 */
function founderStep(
  deps: NoticeDeps,
  change: CatalogueChange,
  kind: NoticeKind,
  at: string,
  sub: string,
): Step {
  return {
    name: `founder:${sub}`,
    run: async () => {
      const choice = await noticeChoice(deps.client, deps.table, sub);
      if (!choice) return 'no profile: not told';
      const written = await putNotice(
        deps.client,
        deps.table,
        {
          sub,
          investor_id: change.id,
          investor_name: change.record.name,
          kind,
          at,
          mail: initialMail(choice),
        },
        deps.now(),
      );
      const notice = await getNotice(deps.client, deps.table, sub, kind, change.id);
      if (notice?.mail !== 'due') return `notice ${written}: mail ${notice?.mail ?? 'gone'}`;
      const recipient = await noticeRecipient(deps.client, deps.table, sub);
      if (!recipient?.email || recipient.choice === 'none') {
        await setNoticeMail(deps.client, deps.table, notice, 'due', 'none');
        return `notice ${written}: not mailed (${recipient ? 'the founder chose none' : 'no profile'})`;
      }
      await deps.mailer.send({
        to: recipient.email,
        ...noticeMail(notice, recipient, deps.origin),
        kind: 'notice',
      });
      await setNoticeMail(deps.client, deps.table, notice, 'due', 'sent');
      return `notice ${written}: mailed`;
    },
  };
}

/** What one run of the log job did. */
export interface LogRun {
  /** The position before and after the run, and the log's head. */
  from: number;
  to: number;
  head: number;
  /** (listing, kind) transitions followed, and founder steps applied. */
  reached: number;
  told: number;
}

/**
 * One run of the `listing-notices` job (see the module comment).
 * @returns what it did
 * @throws StepsFailed naming the failed steps (after everything else was applied and the position moved as far as
 *   it may); a step another run holds is not a failure.
 */
export async function followCatalogueLog(deps: NoticeDeps): Promise<LogRun> {
  const [from, head] = await Promise.all([
    readNoticePosition(deps.client, deps.table),
    readHead(deps.client, deps.table),
  ]);
  const run: LogRun = { from, to: from, head, reached: 0, told: 0 };
  if (head <= from) return run;
  const until = Math.min(head, from + ENTRIES_PER_RUN);
  const { entries } = await readLogSince(deps.client, deps.table, from, until);
  const failed: { step: string; error: string }[] = [];
  let held = false;
  let to = from;
  for (const entry of entries) {
    let entryHeld = false;
    for (const change of entry.changes ?? []) {
      for (const kind of change.reached ?? []) {
        run.reached += 1;
        const eventId = `reach#${change.id}#${kind}#${change.version}`;
        const founders = await foundersOf(deps.client, deps.table, change.id);
        try {
          await runSteps(
            deps.steps,
            CONSUMER,
            eventId,
            founders.map((sub) => founderStep(deps, change, kind, entry.at, sub)),
            deps.now,
          );
          run.told += founders.length;
        } catch (error) {
          if (!(error instanceof StepsFailed)) throw error;
          entryHeld = true;
          const real = error.failed.filter((f) => f.error !== BUSY);
          const expired = deps.now().getTime() - Date.parse(entry.at) > GIVE_UP_HOURS * 3_600_000;
          if (expired && real.length === error.failed.length) entryHeld = false; // given up on: logged by the throw
          failed.push(...real.map((f) => ({ step: `${eventId}/${f.step}`, error: f.error })));
        }
      }
    }
    held ||= entryHeld;
    if (!held) to = entry.seq;
  }
  // Entries past the last one read were expired (a gap): nothing is left to apply there.
  if (!held) to = until;
  if (to > from) await advanceNoticePosition(deps.client, deps.table, from, to, deps.now());
  run.to = to;
  if (failed.length > 0) throw new StepsFailed(CONSUMER, `log ${from + 1}..${until}`, failed);
  return run;
}

/** What one run of the weekly digest did. */
export interface DigestRun {
  founders: number;
  mailed: number;
  notices: number;
}

/**
 * One run of the `notice-digest` job, `eventId` the schedule event's id (see the module comment).
 * @throws StepsFailed naming the founders whose digest failed (after every founder was attempted)
 */
export async function sendNoticeDigests(deps: NoticeDeps, eventId: string): Promise<DigestRun> {
  const bySub = await digestNotices(deps.client, deps.table);
  const run: DigestRun = { founders: bySub.size, mailed: 0, notices: 0 };
  const steps: Step[] = [...bySub].map(([sub, notices]) => ({
    name: `digest:${sub}`,
    run: async () => {
      const recipient = await noticeRecipient(deps.client, deps.table, sub);
      const mail = recipient?.email && recipient.choice !== 'none';
      if (recipient && mail) {
        await deps.mailer.send({
          to: recipient.email,
          ...digestMail(notices, recipient, deps.origin),
          kind: 'notice-digest',
        });
        run.mailed += 1;
      }
      for (const notice of notices)
        await setNoticeMail(deps.client, deps.table, notice, 'digest', mail ? 'sent' : 'none');
      run.notices += notices.length;
      return mail ? `mailed ${notices.length}` : 'not mailed: the founder chose none';
    },
  }));
  await runSteps(deps.steps, 'notice-digest', eventId, steps, deps.now);
  return run;
}
