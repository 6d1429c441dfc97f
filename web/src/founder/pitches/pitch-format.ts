/**
 * The pure parts of the founder's pitch screens (issue 20; docs/decisions/0049-pitches.md), tested in
 * pitch-format.test.ts:
 * - `pitchAvailability`: whether an investor's profile offers 'Send pitch', says 'Pitched on <date>', or says why
 *   not (the server's rule, functions/pitches/rule.ts, in the founder's words; the server still enforces it);
 * - `prefillWho` / `checkPitchForm` / `pitchRequestOf`: who pitches (name and company, prefilled from the account;
 *   issue 37 item 5), the form's own checks (name, company, subject, message of at most 2,000 characters, the deck)
 *   and the body of `POST /v1/pitches`;
 * - `sendErrorView`: every refusal of the send in words, on the field it names or in the form's alert;
 * - `figureLines`: the response figures as shown (nothing at all when the API answers null);
 * - `timelineLine`: one line of a saved investor's activity timeline;
 * - `answerToast`: the words of a 'New answers' toast (new-answer-toasts.ts keeps the mark of what was shown).
 */
import {
  PITCH_LIMITS,
  PITCH_PASS_REASON_LABELS,
  type FounderPitch,
  type PitchFigures,
  type PitchRequest,
  type TimelineEntry,
} from '../../../../shared/pitch-schemas.js';
import { STAGE_LABELS, type PipelineStage } from '../../../../shared/pipeline-schemas.js';
import type { Investor } from '../../../../shared/schemas.js';
import type { StartupProfile } from '../../../../shared/match-schemas.js';
import type { AiJob, EmailRequest } from '../../../../shared/ai-schemas.js';
import { formatMoney } from '../../../../shared/money.js';
import { plainDate } from '../../../../shared/listing.js';
import { ApiError } from '../../common/api.js';
import { pitchStrings as s } from './strings.js';
import { formatDate } from '../../common/format.js';

/** What the profile shows about pitching this investor. */
export type PitchAvailability =
  | { kind: 'open' }
  | { kind: 'pitched'; pitch: FounderPitch }
  | { kind: 'closed'; reason: 'not_claimed' | 'closed' | 'lapsed' };

/** The founder's open pitch to `investorId`, if any (the newest first, as `GET /v1/pitches` answers). */
export function openPitchTo(pitches: readonly FounderPitch[], investorId: string): FounderPitch | undefined {
  return pitches.find((p) => p.investor_id === investorId && p.status === 'open');
}

/**
 * 'Send pitch' only for a claimed listing open to pitches whose confirmation has not lapsed; 'Pitched on' while the
 * founder's pitch to it is open (that comes first: a pitch sent before the team closed its inbox is still open).
 */
export function pitchAvailability(
  investor: Pick<Investor, 'id' | 'claimed' | 'confirmation_lapsed' | 'open_to_pitches'>,
  pitches: readonly FounderPitch[],
): PitchAvailability {
  const open = openPitchTo(pitches, investor.id);
  if (open) return { kind: 'pitched', pitch: open };
  if (!investor.claimed) return { kind: 'closed', reason: 'not_claimed' };
  if (investor.confirmation_lapsed) return { kind: 'closed', reason: 'lapsed' };
  if (investor.open_to_pitches?.open !== true) return { kind: 'closed', reason: 'closed' };
  return { kind: 'open' };
}

/** The words of a closed availability. */
export function closedText(reason: 'not_claimed' | 'closed' | 'lapsed'): string {
  return reason === 'not_claimed'
    ? s.panel.notClaimed
    : reason === 'lapsed'
      ? s.panel.lapsed
      : s.panel.closed;
}

/** The deck choice of the form. */
export type DeckChoice = 'none' | 'generated' | 'link';

export interface PitchDraft {
  /** Who pitches (issue 37 item 5): prefilled from Account Settings (`prefillWho`), required. */
  founderName: string;
  company: string;
  subject: string;
  message: string;
  deck: DeckChoice;
  /** The chosen generated deck's job id ('' when none). */
  jobId: string;
  /** Whether the team may download the generated deck (its deck room's download; issue 39 item 4). Default: no. */
  allowDownload: boolean;
  url: string;
}

export const EMPTY_DRAFT: PitchDraft = {
  founderName: '',
  company: '',
  subject: '',
  message: '',
  deck: 'none',
  jobId: '',
  allowDownload: false,
  url: '',
};

/** The form's fields an error may name. */
export type PitchField = 'founderName' | 'company' | 'subject' | 'message' | 'deck';

/**
 * `draft` with an empty name or company filled from the account (`GET /v1/me`'s profile: first and last name,
 * company); what the founder typed is kept. Pure.
 */
export function prefillWho(
  draft: PitchDraft,
  profile: { first_name: string; last_name: string; company: string } | undefined,
): PitchDraft {
  if (!profile) return draft;
  const name = [profile.first_name.trim(), profile.last_name.trim()].filter(Boolean).join(' ');
  return {
    ...draft,
    founderName: draft.founderName || name,
    company: draft.company || profile.company.trim(),
  };
}

/** Characters as the server counts them (UTF-16 units after NFC and trimming: shared/text.ts `cleanText`). */
export function messageLength(message: string): number {
  return message.normalize('NFC').trim().length;
}

/** The form's own checks, field by field (the server checks all of it again). Empty: nothing wrong. */
export function checkPitchForm(draft: PitchDraft): Partial<Record<PitchField, string>> {
  const errors: Partial<Record<PitchField, string>> = {};
  if (draft.founderName.trim() === '') errors.founderName = s.form.nameRequired;
  if (draft.company.trim() === '') errors.company = s.form.companyRequired;
  if (draft.subject.trim() === '') errors.subject = s.form.subjectRequired;
  if (draft.message.trim() === '') errors.message = s.form.messageRequired;
  else if (messageLength(draft.message) > PITCH_LIMITS.message) errors.message = s.form.tooLong;
  if (draft.deck === 'generated' && draft.jobId === '') errors.deck = s.form.deckRequired;
  if (draft.deck === 'link' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(draft.url.trim()))
    errors.deck = s.form.deckUrlInvalid;
  return errors;
}

/** The body of `POST /v1/pitches` for `draft` (checked first with `checkPitchForm`). */
export function pitchRequestOf(investorId: string, draft: PitchDraft): PitchRequest {
  return {
    investor_id: investorId,
    founder_name: draft.founderName.trim(),
    company: draft.company.trim(),
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    ...(draft.deck === 'generated'
      ? { deck: { kind: 'generated' as const, job_id: draft.jobId, allow_download: draft.allowDownload } }
      : {}),
    ...(draft.deck === 'link' ? { deck: { kind: 'link' as const, url: draft.url.trim() } } : {}),
  };
}

/** The next 00:00 UTC after `now`: when the daily pitch count resets (ADR 0049). */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** A time in the founder's words with its UTC meaning: '27 Nov 2026, 01:00 (00:00 UTC)'. */
export function resetText(at: Date, locale?: string): string {
  const local = formatDate(
    at,
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    locale ?? 'en-GB',
  );
  return `${local} (00:00 UTC)`;
}

/** Where a refusal is shown: on a field, or in the form's alert (with a link to plans or the startup profile). */
export interface SendErrorView {
  field?: PitchField;
  title: string;
  message: string;
  link?: 'plans' | 'startup';
}

/**
 * A refused or failed send in words (ADR 0049's answers): 402 → the upgrade path; 409 `pitch_open`,
 * `pitch_not_open`, `startup_profile_required` (a link to the startup profile); 403; 429 → when the day resets;
 * 400 → on the field it names (subject, message, deck); anything else → the fallback (nothing was charged: the
 * charge and the delivery are one transaction).
 */
export function sendErrorView(error: unknown, now: Date = new Date()): SendErrorView {
  const e = s.errors;
  if (!(error instanceof ApiError)) return { title: e.errorTitle, message: e.fallback };
  if (error.status === 401) return { title: e.authTitle, message: error.message };
  if (error.status === 402)
    return { title: e.limitTitle, message: `${error.message} ${e.limitHint}`, link: 'plans' };
  if (error.status === 429)
    return { title: e.dailyTitle, message: e.dailyMessage(resetText(nextUtcMidnight(now))) };
  if (error.status === 403) return { title: e.notAcceptedTitle, message: error.message };
  if (error.code === 'pitch_open') return { title: e.openTitle, message: error.message };
  if (error.code === 'pitch_not_open') return { title: e.notOpenTitle, message: error.message };
  if (error.code === 'startup_profile_required')
    return { title: e.startupTitle, message: error.message, link: 'startup' };
  if (error.status === 400) {
    if (error.field === 'founder_name')
      return { field: 'founderName', title: e.errorTitle, message: error.message };
    const field = (['company', 'subject', 'message', 'deck'] as const).find((f) =>
      error.field?.startsWith(f),
    );
    if (field) return { field, title: e.errorTitle, message: error.message };
  }
  return { title: e.errorTitle, message: error.message || e.fallback };
}

/** 'Seed · Climate, SaaS · Germany · raising $1.5M' (the round facts a pitch carries). */
export function roundFacts(
  startup: Pick<StartupProfile, 'stage' | 'sectors' | 'country_name' | 'raising_usd'>,
) {
  return [
    startup.stage,
    startup.sectors.join(', '),
    startup.country_name,
    `raising ${formatMoney(startup.raising_usd)}`,
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

/** The response figures as label/value lines; empty when the API answered null (below 5 founders: nothing shown). */
export function figureLines(figures: PitchFigures | null): { label: string; value: string }[] {
  if (!figures) return [];
  const f = s.figures;
  const days = figures.median_days_to_answer;
  return [
    { label: f.rate, value: `${Math.round(figures.response_rate * 100)}%` },
    { label: f.median, value: days === null ? f.noAnswers : f.days(days) },
    {
      label: f.reasons,
      value:
        figures.top_pass_reasons.length === 0
          ? f.noReasons
          : figures.top_pass_reasons.map((r) => PITCH_PASS_REASON_LABELS[r.reason]).join(', '),
    },
  ];
}

const stageLabel = (stage: string | null) => STAGE_LABELS[stage as PipelineStage] ?? stage ?? '';

/** One timeline entry in words (the date is shown beside it). */
export function timelineLine(entry: TimelineEntry): string {
  const t = s.timeline;
  switch (entry.kind) {
    case 'saved':
      return t.saved;
    case 'revealed':
      return t.revealed;
    case 'pitched':
      return t.pitched(entry.subject);
    case 'answered':
      return entry.answer === 'interested'
        ? t.interested(entry.subject)
        : t.passed(entry.reason ? PITCH_PASS_REASON_LABELS[entry.reason] : null, entry.subject);
    case 'stage':
      return t.stage(stageLabel(entry.from), stageLabel(entry.to));
    case 'notes':
      return t.notes;
  }
}

/** The investor's address from the newest Interested answer of a timeline (the Meeting the pitch made), or null. */
export function meetingAddress(entries: readonly TimelineEntry[]): string | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.kind === 'answered' && entry.answer === 'interested' && entry.investor_email)
      return entry.investor_email;
  }
  return null;
}

/** The toast of an answered pitch: 'Nordlicht answered: Interested' / 'Nordlicht passed: Stage'. */
export function answerToast(pitch: FounderPitch): {
  type: 'success' | 'info';
  title: string;
  message: string;
} {
  const a = s.answers;
  if (pitch.status === 'interested')
    return {
      type: 'success',
      title: a.interested(pitch.investor_name),
      message: a.interestedMessage(pitch.investor_email),
    };
  return {
    type: 'info',
    title: a.passed(
      pitch.investor_name,
      pitch.pass_reason ? PITCH_PASS_REASON_LABELS[pitch.pass_reason] : null,
    ),
    message: a.passedMessage,
  };
}

/** 'Pitched on 26 Nov 2026' of an open pitch. */
export const pitchedOnText = (pitch: Pick<FounderPitch, 'sent_at'>) =>
  s.panel.pitchedOn(plainDate(pitch.sent_at));

/**
 * The Email Generator's request for this investor from the form's company (prefilled from the account, issue 37 item
 * 5) and the startup profile's description and amount, or null when something it requires is missing (then the form
 * says what to add).
 */
export function emailRequestFor(
  investor: Pick<Investor, 'id' | 'name'>,
  startup: Pick<StartupProfile, 'description' | 'raising_usd'> | null,
  company: string,
): EmailRequest | null {
  if (!startup || company.trim() === '' || startup.description.trim() === '') return null;
  return {
    investorId: investor.id,
    investorName: investor.name,
    companyName: company.trim(),
    pitchSummary: startup.description.trim(),
    fundingAmount: formatMoney(startup.raising_usd),
  };
}

/** The founder's newest finished AI email for `investorId` among `jobs` (newest first), if any. */
export function lastEmailFor(jobs: readonly AiJob[], investorId: string): AiJob | undefined {
  return jobs.find(
    (job) =>
      job.kind === 'email' && job.status === 'succeeded' && job.email && job.investor?.id === investorId,
  );
}

/** The founder's finished generated decks (the deck select's options). */
export function finishedDecks(jobs: readonly AiJob[]): AiJob[] {
  return jobs.filter((job) => job.kind === 'pitch_deck' && job.status === 'succeeded' && job.deck !== null);
}
