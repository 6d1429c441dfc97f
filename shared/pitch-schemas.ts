/**
 * Pitches (issue 20; docs/decisions/0049-pitches.md): the request and answer shapes of the founder's send and
 * answers routes and of the investor portal's inbox (shared/routes.ts, shared/investor-routes.ts), used by the
 * server (validation, OpenAPI) and, next round, by the web app.
 *
 * Free text (subject, message, pass note) goes through `cleanText` (shared/text.ts); a deck link must be https.
 */
import * as z from 'zod';
import { FUNDING_STAGES, SECTORS } from './vocabulary.js';
import { PitchDeck } from './ai-schemas.js';
import { Usage } from './schemas.js';
import { cleanText, identifier, safeUrl } from './text.js';
import { pageAnswerFields, pageQueryFields } from './paging.js';
import { forwardCursorField } from './cursor.js';

/** Lengths in characters; the daily cap per founder (UTC day); the k-anonymity threshold of response figures. */
export const PITCH_LIMITS = {
  subject: 150,
  message: 2000,
  passNote: 300,
  founderName: 200,
  company: 120,
} as const;
/** Most pitches one founder may send per UTC day (issue 20 item 1). */
export const PITCHES_PER_DAY = 20;
/** Response figures are shown only when at least this many different founders pitched the investor (issue 20 item 4). */
export const PITCH_FIGURES_MIN_FOUNDERS = 5;
/** The window of the response figures, in days (12 months). */
export const PITCH_FIGURES_WINDOW_DAYS = 365;

/** A pitch's state (ADR 0049): open until the team answers, then interested or passed, never back. */
export const PITCH_STATUSES = ['open', 'interested', 'passed'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];

/** Why an investor passes (issue 20 item 2, the fixed list). */
export const PITCH_PASS_REASONS = [
  'stage',
  'sector',
  'geography',
  'check_size',
  'traction',
  'timing',
  'other',
] as const;
export type PitchPassReason = (typeof PITCH_PASS_REASONS)[number];
export const PITCH_PASS_REASON_LABELS: Record<PitchPassReason, string> = {
  stage: 'Stage',
  sector: 'Sector',
  geography: 'Geography',
  check_size: 'Check size',
  traction: 'Traction',
  timing: 'Timing',
  other: 'Other',
};

/** How the listing's team hears of new pitches: a mail per pitch, a daily digest, or none. */
export const PITCH_NOTIFY = ['each', 'digest', 'off'] as const;
export type PitchNotify = (typeof PITCH_NOTIFY)[number];

/**
 * The deck of a pitch: one of the founder's generated decks (an AI job id) or an https link. A generated deck is
 * shared with the listing's team as a deck room of its own (issue 39 item 4; docs/decisions/0061-deck-rooms.md):
 * `allow_download` lets the team download it (.pptx, in the viewer and the inbox); default: read only.
 */
export const PitchDeckRef = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('generated'),
      job_id: identifier(80, 'Deck').min(1, 'Deck is required.'),
      allow_download: z.boolean({ error: 'allow_download must be true or false.' }).default(false),
    }),
    z.object({
      kind: z.literal('link'),
      url: safeUrl('Deck link').pipe(z.string({ error: 'Deck link is required.' })),
    }),
  ])
  .meta({ id: 'PitchDeckRef' });
export type PitchDeckRef = z.infer<typeof PitchDeckRef>;

/** POST /v1/pitches. */
export const PitchRequest = z
  .object({
    investor_id: identifier(200, 'investor_id').min(1, 'investor_id is required.'),
    subject: cleanText(PITCH_LIMITS.subject, 'Subject').pipe(z.string().min(1, 'Subject is required.')),
    message: cleanText(PITCH_LIMITS.message, 'Message', { multiline: true }).pipe(
      z.string().min(1, 'Message is required.'),
    ),
    deck: PitchDeckRef.optional(),
    /**
     * Who pitches (issue 37 item 5): the founder's name and company as the team reads them. The form prefills them
     * from Account Settings; left out, the server takes them from the account; a pitch with either empty is a 400
     * naming `founder_name` or `company` (never "A founder").
     */
    founder_name: cleanText(PITCH_LIMITS.founderName, 'Your name').optional(),
    company: cleanText(PITCH_LIMITS.company, 'Company').optional(),
  })
  .strict()
  .meta({ id: 'PitchRequest' });
export type PitchRequest = z.infer<typeof PitchRequest>;

/** The founder's round facts sent with a pitch (a copy of the startup profile at send time). */
export const PitchRound = z
  .object({
    stage: z.enum(FUNDING_STAGES),
    sectors: z.array(z.enum(SECTORS)),
    /** ISO 3166-1 alpha-2 of the HQ. */
    country: z.string(),
    raising_usd: z.number().int(),
    needs_lead: z.boolean(),
    description: z.string(),
  })
  .meta({ id: 'PitchRound' });
export type PitchRound = z.infer<typeof PitchRound>;

/** A pitch as its founder sees it (GET /v1/pitches, the send's answer). */
export const FounderPitch = z
  .object({
    id: z.string(),
    investor_id: z.string(),
    investor_name: z.string(),
    subject: z.string(),
    status: z.enum(PITCH_STATUSES),
    sent_at: z.iso.datetime(),
    answered_at: z.iso.datetime().nullable(),
    pass_reason: z.enum(PITCH_PASS_REASONS).nullable(),
    pass_note: z.string().nullable(),
    /** The answering investor's address, once they said Interested (issue 20 item 2). */
    investor_email: z.string().nullable(),
  })
  .meta({ id: 'FounderPitch' });
export type FounderPitch = z.infer<typeof FounderPitch>;

/** POST /v1/pitches answer: the pitch, the usage after the charge, whether this call charged (false on a replay). */
export const PitchSent = z
  .object({ pitch: FounderPitch, usage: Usage, charged: z.boolean() })
  .meta({ id: 'PitchSent' });
export type PitchSent = z.infer<typeof PitchSent>;

/** GET /v1/pitches: `answered_since` (ISO time) keeps pitches answered after it ('New answers'). */
export const FounderPitchQuery = z
  .object({
    answered_since: z.iso.datetime({ error: 'answered_since must be an ISO 8601 time.' }).optional(),
  })
  .strict()
  .meta({ id: 'FounderPitchQuery' });
export const FounderPitchList = z.object({ pitches: z.array(FounderPitch) }).meta({ id: 'FounderPitchList' });
export type FounderPitchList = z.infer<typeof FounderPitchList>;

/** Path of the investor's pitch routes. */
export const PitchParams = z.object({ id: identifier(80, 'Pitch').min(1) }).meta({ id: 'PitchParams' });

/** GET /v1/investor/pitches: one listing's inbox, newest first; filters; `cursor` from the previous page. */
export const InboxQuery = z
  .object({
    listing: identifier(200, 'listing').min(1, 'listing is required.'),
    filter: z.enum(['new', 'answered']).optional(),
    stage: z.enum(FUNDING_STAGES).optional(),
    sector: z.enum(SECTORS).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(25),
    // The one cursor convention (shared/cursor.ts, ADR 0048); the position is a pitch's `{sent_at}#{id}`.
    cursor: forwardCursorField({
      list: 'the inbox',
      key: z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36}$/),
    }).optional(),
  })
  .strict()
  .meta({ id: 'InboxQuery' });
export type InboxQuery = z.infer<typeof InboxQuery>;

/** The match of a pitch's round against the investor's own criteria (functions/investors/match-score.ts). */
export const PitchMatch = z
  .object({
    score: z.number().int(),
    reasons: z.object({ for: z.array(z.string()), against: z.array(z.string()) }),
  })
  .meta({ id: 'PitchMatch' });

/** A pitch in the team's inbox. The founder's address only once the team said Interested. */
export const InboxPitch = z
  .object({
    id: z.string(),
    listing_id: z.string(),
    subject: z.string(),
    message: z.string(),
    sent_at: z.iso.datetime(),
    status: z.enum(PITCH_STATUSES),
    answered_at: z.iso.datetime().nullable(),
    pass_reason: z.enum(PITCH_PASS_REASONS).nullable(),
    pass_note: z.string().nullable(),
    round: PitchRound,
    /**
     * `generated`: its deck room for this team (`room.path` `/d/{slug}` on the web origin; null for pitches sent
     * before rooms), and GET .../deck answers the slides where `room` is null or allows download; `link`: the
     * founder's https link.
     */
    deck: z
      .discriminatedUnion('kind', [
        z.object({
          kind: z.literal('generated'),
          title: z.string(),
          room: z.object({ path: z.string(), allow_download: z.boolean() }).nullable(),
        }),
        z.object({ kind: z.literal('link'), url: z.string() }),
      ])
      .nullable(),
    founder_email: z.string().nullable(),
    /** The founder's name and company as their profile said at send time ('' when they gave none). */
    founder_name: z.string(),
    startup_name: z.string(),
    blocked: z.boolean(),
    reported: z.boolean(),
    match: PitchMatch,
  })
  .meta({ id: 'InboxPitch' });
export type InboxPitch = z.infer<typeof InboxPitch>;

export const InboxPage = z
  .object({ pitches: z.array(InboxPitch), next_cursor: z.string().nullable() })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof InboxPage>;

/** GET /v1/investor/pitches/{id}/deck: the generated deck's slides (the web app builds the .pptx from them). */
export const PitchDeckDownload = z
  .object({ title: z.string(), deck: PitchDeck })
  .meta({ id: 'PitchDeckDownload' });

/** POST /v1/investor/pitches/{id}/pass. */
export const PitchPassRequest = z
  .object({
    reason: z.enum(PITCH_PASS_REASONS, { error: `reason must be one of ${PITCH_PASS_REASONS.join(', ')}.` }),
    note: cleanText(PITCH_LIMITS.passNote, 'Note', { multiline: true }).optional(),
  })
  .strict()
  .meta({ id: 'PitchPassRequest' });
export type PitchPassRequest = z.infer<typeof PitchPassRequest>;

/** GET / PUT /v1/investor/listings/{id}/pitch-settings: the caller's mail choice (PUT: what the body names). */
export const PitchSettings = z
  .object({ notify: z.enum(PITCH_NOTIFY) })
  .strict()
  .meta({ id: 'PitchSettings' });
export type PitchSettings = z.infer<typeof PitchSettings>;

/** POST /v1/pitch-mail/unsubscribe?token=: the RFC 8058 one-click unsubscribe. */
export const UnsubscribeQuery = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'token is not an unsubscribe token.') })
  .meta({ id: 'UnsubscribeQuery' });
export const Unsubscribed = z.object({ unsubscribed: z.boolean() }).meta({ id: 'Unsubscribed' });

/**
 * Response figures of an investor (issue 20 item 4; issue 33 item 4, functions/pitches/figures.ts), over the last
 * 12 months of pitches from founders who count (a verified organisation's email domain or a paying account), or
 * null below PITCH_FIGURES_MIN_FOUNDERS of them. Published by a daily job, and only when at least 5 founders'
 * pitches changed since the last publication. `response_rate`: answered / sent, rounded to 0.1;
 * `median_days_to_answer`: whole days from send to first answer, null when nothing was answered;
 * `top_pass_reasons`: at most 3, each given to at least 5 counted founders, most frequent first (no counts);
 * `published_on`: the UTC day of the publication.
 */
export const PitchFigures = z
  .object({
    response_rate: z.number(),
    median_days_to_answer: z.number().int().nullable(),
    top_pass_reasons: z.array(z.object({ reason: z.enum(PITCH_PASS_REASONS) })),
    published_on: z.iso.date(),
  })
  .meta({ id: 'PitchFigures' });
export type PitchFigures = z.infer<typeof PitchFigures>;

/** GET /v1/investors/{id}/pitch-figures: the figures, or null below the threshold (or before any pitch). */
export const PitchFiguresResponse = z
  .object({ investor_id: z.string(), figures: PitchFigures.nullable() })
  .meta({ id: 'PitchFiguresResponse' });
export type PitchFiguresResponse = z.infer<typeof PitchFiguresResponse>;

/** Kinds of a timeline entry of a saved investor (issue 20 item 3). */
export const TIMELINE_KINDS = ['saved', 'revealed', 'pitched', 'answered', 'stage', 'notes'] as const;

/**
 * One entry of a saved investor's activity timeline: `at` ISO time; `stage`: `from` / `to`; `pitched`: the subject;
 * `answered`: `answer` (interested | passed), `reason`, and the investor's address when interested.
 */
export const TimelineEntry = z
  .object({
    at: z.iso.datetime(),
    kind: z.enum(TIMELINE_KINDS),
    pitch_id: z.string().nullable(),
    subject: z.string().nullable(),
    answer: z.enum(['interested', 'passed']).nullable(),
    reason: z.enum(PITCH_PASS_REASONS).nullable(),
    investor_email: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .meta({ id: 'TimelineEntry' });
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** GET /v1/saved/{investorId}/timeline: oldest first. */
export const Timeline = z
  .object({ investor_id: z.string(), entries: z.array(TimelineEntry) })
  .meta({ id: 'Timeline' });
export type Timeline = z.infer<typeof Timeline>;

/** Page sizes of the administrators' pitch reports queue (ADR 0048's convention, shared/paging.ts). */
export const PITCH_REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /v1/admin/pitch-reports: `page` (1-based) and `pageSize`. */
export const PitchReportQuery = z
  .object(pageQueryFields(PITCH_REPORT_PAGE_SIZES, 25))
  .meta({ id: 'PitchReportQuery' });
export type PitchReportQuery = z.infer<typeof PitchReportQuery>;

/** One reported pitch on the administrators' queue, with its founder and whether their sending is suspended. */
export const PitchReport = z
  .object({
    pitch_id: z.string(),
    investor_id: z.string(),
    investor_name: z.string(),
    founder_sub: z.string(),
    founder_email: z.string(),
    subject: z.string(),
    message: z.string(),
    sent_at: z.iso.datetime(),
    reported_at: z.iso.datetime(),
    founder_suspended: z.boolean(),
  })
  .meta({ id: 'PitchReport' });
export type PitchReport = z.infer<typeof PitchReport>;

/** GET /v1/admin/pitch-reports: open reports, newest report first, one page (ADR 0048). */
export const PitchReportList = z
  .object({ items: z.array(PitchReport), ...pageAnswerFields })
  .meta({ id: 'PitchReportList' });
export type PitchReportList = z.infer<typeof PitchReportList>;

/** POST /v1/admin/pitch-reports/{id}/dismiss: `dismissed` false when the report was no longer open. */
export const PitchReportDismissed = z
  .object({ pitch_id: z.string(), dismissed: z.boolean() })
  .meta({ id: 'PitchReportDismissed' });
export type PitchReportDismissed = z.infer<typeof PitchReportDismissed>;

/** POST /v1/admin/users/{id}/pitch-suspension: why (shown in the audit log; optional). */
export const PitchSuspensionRequest = z
  .object({ reason: cleanText(300, 'Reason', { multiline: true }).optional() })
  .meta({ id: 'PitchSuspensionRequest' });
export type PitchSuspensionRequest = z.infer<typeof PitchSuspensionRequest>;

/** A founder's pitch sending as administrators see it (ADR 0052): suspended or not, since when, by whom, why. */
export const PitchSendingState = z
  .object({
    founder_sub: z.string(),
    suspended: z.boolean(),
    suspended_at: z.iso.datetime().nullable(),
    suspended_by: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'PitchSendingState' });
export type PitchSendingState = z.infer<typeof PitchSendingState>;
