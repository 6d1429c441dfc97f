/**
 * What follows a pitch event on the bus (issue 20 items 2-4, issue 35; docs/decisions/0049-pitches.md,
 * 0057-stacks-outbox-steps.md), the work of the `pitch-events` consumer. Each effect is a STEP of its own
 * (functions/lib/steps.ts), applied once per event id and attempted whatever the others did: one failing neither
 * blocks nor repeats the others, and its dead letter names it.
 * - `timeline`: one entry per event (data/pitch/log.ts `putTimelineEntry`), read with the saved, revealed and
 *   pipeline dates by `timelineOf`;
 * - `pipeline`: `PitchSent` saves the investor in the default list if needed and moves it to Contacted (only forward
 *   from To contact); Interested moves it to Meeting (from To contact or Contacted), the investor's address on its
 *   timeline entry; Pass moves it to Passed with the investor's reason and note, only from To contact or Contacted
 *   (issue 37 item 6: a Pass on a later pitch never undoes an earlier Interested; `nextStage`); the founder's own
 *   notes and next step are never overwritten. A founder whose saved list is full (1,000) keeps the
 *   list as it is: the step is done with that outcome, and the pitch is still delivered and mailed;
 * - `figures`: the event is appended to the investor's pitch log with its founder's counted key and the figures are
 *   marked due; the daily job publishes them (functions/pitches/publish-figures.ts, issue 33 item 4);
 * - `team-mail:<member>` (`PitchSent`): each member whose choice is `each` (the default) gets the new pitch through
 *   the mailer port, with the RFC 8058 one-click unsubscribe headers (mail-links.ts: the text links the
 *   unsubscribe page, which asks first; the header the POST route), one step per member;
 * - `founder-mail` (`PitchAnswered`): the founder learns the answer by mail, naming the listing and the answer (Pass:
 *   the reason; Interested: the listing's contact if on file), with a link to the pipeline entry (issue 37 item 4;
 *   `answerMail`), besides the toast of their next page.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppEvents } from '../../shared/functions.js';
import type { PassedReason, PipelineStage } from '../../shared/pipeline-schemas.js';
import { PITCH_PASS_REASON_LABELS, type PitchPassReason } from '../../shared/pitch-schemas.js';
import { teamOf } from '../data/investor-team.js';
import { keys } from '../data/keys.js';
import {
  appendPitchLog,
  getOne,
  markFiguresDue,
  putTimelineEntry,
  type PitchLogEvent,
} from '../data/pitch/log.js';
import { getPitch, type PitchRecord } from '../data/pitch/pitch.js';
import { getPitchPref } from '../data/pitch/preferences.js';
import { retryOnConflict } from '../data/retry.js';
import { entryKey, saveInvestor, updateEntry } from '../data/saved.js';
import { SavedListFull } from '../lib/errors.js';
import { unsubscribeHeaders, type Mailer } from '../lib/mailer.js';
import { pipelineLink, pitchMailLinks } from '../lib/mail-links.js';
import { runSteps, type Step, type StepReport, type StepStore } from '../lib/steps.js';
import { countedFounderKey } from './counted-founder.js';

export interface FollowDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  /** Where the steps' markers live (functions/data/event-steps.ts). */
  steps: StepStore;
  /** The web app's origin (https on AWS; it serves `/v1/*` too), for links in mail; null when unknown. */
  origin: string | null;
  now: () => Date;
}

/** The pipeline's passed reason of a pitch's pass reason (null: passed on a block, no reason given). */
export function pipelineReason(reason: PitchPassReason | null): PassedReason {
  switch (reason) {
    case 'stage':
      return 'not_our_stage';
    case 'sector':
      return 'not_our_sector';
    case 'geography':
      return 'not_our_geography';
    case 'check_size':
      return 'check_size_mismatch';
    case 'traction':
      return 'traction';
    case 'timing':
      return 'timing';
    default:
      return 'other';
  }
}

/**
 * The order in which pitches move a founder's entry (issue 37 item 6, "pitches are threads"): To contact <
 * Contacted < Passed < Meeting < Due diligence < Committed. It differs from the board's order (PIPELINE_STAGES) in
 * one place: an Interested, on any pitch, ranks above a Pass. Each pitch is a thread with its own state; the entry
 * follows the latest decisive answer only forward in this order, so a Pass on a later pitch after an Interested on
 * an earlier one stays history (both answers are on the timeline) and the entry stays at Meeting, while an
 * Interested on a later pitch after a Pass moves it on to Meeting. Only the founder moves an entry backwards.
 */
const FOLLOW_ORDER: readonly PipelineStage[] = [
  'to_contact',
  'contacted',
  'passed',
  'meeting',
  'due_diligence',
  'committed',
];
const rank = (stage: PipelineStage) => FOLLOW_ORDER.indexOf(stage);

/** The stage the founder's entry moves to on an event, or null to leave it (see FOLLOW_ORDER). Pure. */
export function nextStage(
  current: PipelineStage,
  event: 'sent' | 'interested' | 'passed',
): PipelineStage | null {
  const target: PipelineStage =
    event === 'sent' ? 'contacted' : event === 'interested' ? 'meeting' : 'passed';
  return rank(current) < rank(target) ? target : null;
}

async function timelineEntry(
  deps: FollowDeps,
  pitch: PitchRecord,
  at: string,
  kind: 'pitched' | 'answered' | 'stage',
  fields: Record<string, unknown>,
) {
  await putTimelineEntry(deps.client, deps.table, {
    sub: pitch.founder_sub,
    investorId: pitch.investor_id,
    at,
    kind,
    fields,
  });
}

/**
 * Moves the founder's default-list entry for `pitch` on `event` (saving the investor first if needed). The move is
 * decided from a read and written only while the entry is still at the stage read (`ifStage`), re-read on a
 * conflict: the send's and the answer's events are delivered concurrently, and an unconditional write let Contacted
 * (decided from To contact) land after Meeting. A full saved list (the investor not in it) leaves the list alone.
 * @returns the step's outcome
 */
async function movePipeline(
  deps: FollowDeps,
  pitch: PitchRecord,
  event: 'sent' | 'interested' | 'passed',
  at: string,
): Promise<string> {
  const sub = pitch.founder_sub;
  try {
    await saveInvestor(deps.client, deps.table, sub, pitch.investor_id, new Date(pitch.sent_at));
  } catch (error) {
    if (!(error instanceof SavedListFull)) throw error;
    // Saved concurrently before the count? Then it is in the list and moves; otherwise the list stays as it is.
    if (!(await getOne(deps.client, deps.table, entryKey(sub, 'default', pitch.investor_id))))
      return 'not moved: the saved list is full';
  }
  const note =
    [pitch.pass_reason ? PITCH_PASS_REASON_LABELS[pitch.pass_reason] : null, pitch.pass_note]
      .filter(Boolean)
      .join(': ') || 'Passed through Fundscout';
  const moved = await retryOnConflict<{ from: PipelineStage; to: PipelineStage } | null>(
    async () => {
      const stored = await getOne(deps.client, deps.table, entryKey(sub, 'default', pitch.investor_id));
      const current = (stored?.stage as PipelineStage | undefined) ?? 'to_contact';
      const next = nextStage(current, event);
      if (!next) return { done: true, value: null };
      const outcome = await updateEntry(
        deps.client,
        deps.table,
        sub,
        'default',
        pitch.investor_id,
        next === 'passed'
          ? {
              stage: 'passed',
              passed_reason: pipelineReason(pitch.pass_reason),
              passed_note: note.slice(0, 300),
            }
          : { stage: next },
        new Date(at),
        { ifStage: current },
      );
      return outcome.ok ? { done: true, value: { from: current, to: next } } : { done: false, pause: true };
    },
    () => new Error(`Pipeline of ${sub} for ${pitch.investor_id} kept moving; not moved on ${event}`),
  );
  if (!moved) return 'not moved: already there or further';
  await timelineEntry(deps, pitch, at, 'stage', moved);
  return `moved from ${moved.from} to ${moved.to}`;
}

/** One step per member of `pitch`'s listing team: the new pitch's mail to those who chose `each`. */
async function teamMailSteps(deps: FollowDeps, pitch: PitchRecord): Promise<Step[]> {
  const team = await teamOf(deps.client, deps.table, pitch.investor_id);
  return team.map((member) => ({
    name: `team-mail:${member.sub}`,
    run: async () => {
      const pref = await getPitchPref(deps.client, deps.table, pitch.investor_id, member.sub);
      if (pref.notify !== 'each') return `not mailed: the member chose ${pref.notify}`;
      const links = pitchMailLinks(deps.origin, pref.token, pitch.id);
      await deps.mailer.send({
        to: member.email,
        subject: `New pitch for ${pitch.investor_name}: ${pitch.subject}`.slice(0, 200),
        text: [
          `A founder pitched ${pitch.investor_name} through Fundscout.`,
          '',
          `Subject: ${pitch.subject}`,
          `Round: ${pitch.round.stage}, raising $${pitch.round.raising_usd.toLocaleString('en-US')}`,
          '',
          links ? `Read it in your inbox: ${links.inbox}` : 'Read it in your Fundscout inbox.',
          links ? `Stop these mails: ${links.page}` : '',
        ].join('\n'),
        kind: 'pitch',
        ...(links ? { headers: unsubscribeHeaders(links.oneClick) } : {}),
      });
      return 'mailed';
    },
  }));
}

/**
 * The founder's mail of an answer (issue 37 item 4): it names the listing and the answer (Passed with the reason and
 * the team's note; Interested with the listing's direct contact when one is on file) and links the investor's entry
 * in the founder's pipeline. Pure.
 */
export function answerMail(
  pitch: PitchRecord,
  answer: 'interested' | 'passed',
  origin: string | null,
): { subject: string; text: string } {
  const link = pipelineLink(origin, pitch.investor_id);
  const reason = [pitch.pass_reason ? PITCH_PASS_REASON_LABELS[pitch.pass_reason] : null, pitch.pass_note]
    .filter(Boolean)
    .join(': ');
  const said = answer === 'interested' ? 'Interested' : reason ? `Passed (${reason})` : 'Passed';
  return {
    subject:
      `${pitch.investor_name} answered your pitch: ${answer === 'interested' ? 'Interested' : 'Passed'}`.slice(
        0,
        200,
      ),
    text: [
      `${pitch.investor_name} answered your pitch "${pitch.subject}" on Fundscout: ${said}.`,
      ...(answer === 'interested' && pitch.investor_email
        ? [`Write to them at ${pitch.investor_email}.`]
        : []),
      '',
      link
        ? `The investor in your pipeline, with its timeline: ${link}`
        : 'Your Saved Lists in Fundscout show the answer on the investor’s timeline.',
    ].join('\n'),
  };
}

/** Mails the founder of `pitch` its answer (`answerMail`), through the mailer port. */
async function mailFounder(
  deps: FollowDeps,
  pitch: PitchRecord,
  answer: 'interested' | 'passed',
): Promise<string> {
  if (!pitch.founder_email) return 'not mailed: no address on file';
  await deps.mailer.send({
    to: pitch.founder_email,
    ...answerMail(pitch, answer, deps.origin),
    kind: 'pitch-answer',
  });
  return 'mailed';
}

/**
 * Appends the event to the investor's pitch log, with the key its founder counts under (issue 33 item 4:
 * functions/pitches/counted-founder.ts), and marks the figures due for the daily publication (never recomputed
 * here: figures change at most daily, and only when enough founders changed).
 */
async function recordFigures(deps: FollowDeps, pitch: PitchRecord, kind: 'sent' | 'answered', at: string) {
  const profile = await getOne(deps.client, deps.table, keys.profile(pitch.founder_sub));
  const founder_key = countedFounderKey({
    email: pitch.founder_email,
    sub: pitch.founder_sub,
    tier: typeof profile?.subscription_tier === 'string' ? profile.subscription_tier : null,
  });
  const base = { pitch_id: pitch.id, founder: pitch.founder_sub, founder_key };
  const entry: PitchLogEvent =
    kind === 'sent'
      ? { kind: 'sent', ...base, at: pitch.sent_at }
      : { kind: 'answered', ...base, at, reason: pitch.pass_reason };
  await appendPitchLog(deps.client, deps.table, pitch.investor_id, entry);
  await markFiguresDue(deps.client, deps.table, pitch.investor_id, deps.now().toISOString().slice(0, 10));
  return 'marked due';
}

/**
 * Follows one pitch event, `eventId` its outbox id (see the module comment). A pitch already gone (TTL, or deleted
 * with the founder's account) is skipped.
 * @returns what became of each step
 * @throws StepsFailed naming the steps that failed, after every step was attempted (the bus delivers it again)
 */
export async function followPitchEvent(
  deps: FollowDeps,
  detailType: 'PitchSent' | 'PitchAnswered',
  detail: AppEvents['PitchSent'] | AppEvents['PitchAnswered'],
  eventId: string,
): Promise<StepReport> {
  const pitch = await getPitch(deps.client, deps.table, detail.pitchId);
  if (!pitch) return {};
  const run = (steps: Step[]) => runSteps(deps.steps, 'pitch-events', eventId, steps, deps.now);
  if (detailType === 'PitchSent') {
    return run([
      {
        name: 'timeline',
        run: async () => {
          await timelineEntry(deps, pitch, pitch.sent_at, 'pitched', {
            pitch_id: pitch.id,
            subject: pitch.subject,
          });
        },
      },
      { name: 'pipeline', run: () => movePipeline(deps, pitch, 'sent', pitch.sent_at) },
      { name: 'figures', run: () => recordFigures(deps, pitch, 'sent', pitch.sent_at) },
      ...(await teamMailSteps(deps, pitch)),
    ]);
  }
  const answered = detail as AppEvents['PitchAnswered'];
  return run([
    {
      name: 'timeline',
      run: async () => {
        await timelineEntry(deps, pitch, answered.answeredAt, 'answered', {
          pitch_id: pitch.id,
          // Which pitch of the thread was answered (issue 37 item 6: several pitches, each its own answer)
          subject: pitch.subject,
          answer: answered.answer,
          reason: pitch.pass_reason,
          // Interested: the founder's pipeline shows the investor's address from here (issue 20 item 3)
          investor_email: answered.answer === 'interested' ? pitch.investor_email : null,
        });
      },
    },
    { name: 'pipeline', run: () => movePipeline(deps, pitch, answered.answer, answered.answeredAt) },
    { name: 'figures', run: () => recordFigures(deps, pitch, 'answered', answered.answeredAt) },
    { name: 'founder-mail', run: () => mailFounder(deps, pitch, answered.answer) },
  ]);
}
