/**
 * The pitch routes (issue 20; docs/decisions/0049-pitches.md), one function per audience (issue 35): `pitches` the
 * founder's send and answers, `pitch-inbox` the investor portal's inbox (access `investor`, the listing's team only:
 * anyone else gets the 404 of a pitch that does not exist), `pitch-reports` the administrators' spam queue and
 * `pitch-unsubscribe` the public one-click unsubscribe of the pitch mail (RFC 8058). Part of the route
 * manifest (shared/routes.ts spreads them into ROUTES), kept in their own file like the admin and investor routes.
 */
import {
  FounderPitchList,
  FounderPitchQuery,
  InboxPage,
  InboxPitch,
  InboxQuery,
  PitchDeckDownload,
  PitchParams,
  PitchPassRequest,
  PitchRequest,
  PitchSent,
  PitchSettings,
  PitchFiguresResponse,
  PitchReportDismissed,
  PitchReportList,
  PitchReportQuery,
  PITCHES_PER_DAY,
  PITCH_FIGURES_MIN_FOUNDERS,
  Timeline,
  UnsubscribeQuery,
  Unsubscribed,
} from './pitch-schemas.js';
import { InvestorIdParams, SavedParams } from './schemas.js';

const ANSWERED = { 409: 'The pitch was already answered (`pitch_answered`).' } as const;

export const PITCH_ROUTES = [
  {
    method: 'POST',
    path: '/v1/pitches',
    feature: 'pitches',
    access: 'founder',
    operationId: 'sendPitch',
    idempotencyKey: true,
    summary:
      'Send a pitch (subject, message, an optional deck: a generated deck by job id or an https link; the startup profile goes with it) to a claimed listing open to pitches. 1 action, charged in the same transaction as the delivery.',
    body: PitchRequest,
    response: { status: 201, schema: PitchSent },
    errors: {
      402: 'No action left this period (`action_limit_reached`).',
      403: 'The listing’s team does not accept pitches from this founder (`pitch_not_accepted`), or an administrator suspended the founder’s sending (`pitch_sending_suspended`).',
      409: 'Not open to pitches (`pitch_not_open`), an open pitch to this investor already (`pitch_open`), or no startup profile (`startup_profile_required`).',
      429: `More than ${PITCHES_PER_DAY} pitches today (\`pitch_daily_limit\`): the message says when the UTC day resets; Retry-After in seconds.`,
    },
  },
  {
    method: 'GET',
    path: '/v1/pitches',
    feature: 'pitches',
    access: 'founder',
    operationId: 'listPitches',
    summary:
      'The founder’s pitches, newest first, with their answers; `answered_since` keeps those answered after a time (‘New answers’).',
    query: FounderPitchQuery,
    response: { schema: FounderPitchList },
  },
  {
    method: 'GET',
    path: '/v1/saved/{investorId}/timeline',
    feature: 'pitches',
    access: 'founder',
    operationId: 'savedTimeline',
    summary:
      'The activity timeline of a saved investor, oldest first: saved, revealed, pitched, answered, stage changes (those pitches made), notes last changed.',
    params: SavedParams,
    response: { schema: Timeline },
  },
  {
    method: 'GET',
    path: '/v1/investors/{id}/pitch-figures',
    feature: 'pitches',
    access: 'founder',
    operationId: 'investorPitchFigures',
    summary: `The investor's published response figures over the last 12 months (response rate to 10 points, median whole days to a first answer, pass reasons given to at least ${PITCH_FIGURES_MIN_FOUNDERS} founders); null until at least ${PITCH_FIGURES_MIN_FOUNDERS} counted founders (one per company email domain or paying account) pitched it. Published by a daily job, and only when at least ${PITCH_FIGURES_MIN_FOUNDERS} founders' pitches changed.`,
    params: InvestorIdParams,
    response: { schema: PitchFiguresResponse },
  },
  {
    method: 'GET',
    path: '/v1/investor/pitches',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorInbox',
    summary:
      'The inbox of one listing the caller holds: pitches newest first with the round facts and the match against the listing’s criteria; filters new / answered, stage, sector; paged by `cursor`.',
    query: InboxQuery,
    response: { schema: InboxPage },
  },
  {
    method: 'GET',
    path: '/v1/investor/pitches/{id}',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorGetPitch',
    summary: 'One pitch of the caller’s inbox with its match score and reasons.',
    params: PitchParams,
    response: { schema: InboxPitch },
  },
  {
    method: 'GET',
    path: '/v1/investor/pitches/{id}/deck',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchDeck',
    summary:
      'The pitch’s generated deck (its slides; the portal builds the .pptx), for the listing’s team only; 403 `deck_download_not_allowed` when the founder shared it as a deck room without download.',
    params: PitchParams,
    response: { schema: PitchDeckDownload },
  },
  {
    method: 'POST',
    path: '/v1/investor/pitches/{id}/interested',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchInterested',
    summary: 'Interested: the founder’s address is shown to the team and the caller’s to the founder.',
    params: PitchParams,
    response: { schema: InboxPitch },
    errors: ANSWERED,
  },
  {
    method: 'POST',
    path: '/v1/investor/pitches/{id}/pass',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchPass',
    summary:
      'Pass with a reason (stage, sector, geography, check size, traction, timing, other) and an optional note.',
    params: PitchParams,
    body: PitchPassRequest,
    response: { schema: InboxPitch },
    errors: ANSWERED,
  },
  {
    method: 'POST',
    path: '/v1/investor/pitches/{id}/block',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchBlock',
    summary:
      'Block this founder: no further pitch from them to this listing; an open pitch is passed without a reason.',
    params: PitchParams,
    response: { schema: InboxPitch },
  },
  {
    method: 'POST',
    path: '/v1/investor/pitches/{id}/report',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchReport',
    summary: 'Report the pitch as spam: it goes to the administrators’ queue.',
    params: PitchParams,
    response: { schema: InboxPitch },
  },
  {
    method: 'GET',
    path: '/v1/investor/listings/{id}/pitch-settings',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorPitchSettings',
    summary: 'The caller’s pitch mail choice on the listing: each new pitch, a daily digest, or none.',
    params: InvestorIdParams,
    response: { schema: PitchSettings },
  },
  {
    method: 'PUT',
    path: '/v1/investor/listings/{id}/pitch-settings',
    feature: 'pitch-inbox',
    access: 'investor',
    operationId: 'investorSetPitchSettings',
    summary:
      'Set the caller’s pitch mail choice on the listing (closing the inbox is the listing’s “open to pitches”).',
    params: InvestorIdParams,
    body: PitchSettings,
    response: { schema: PitchSettings },
  },
  {
    method: 'GET',
    path: '/v1/admin/pitch-reports',
    feature: 'pitch-reports',
    access: 'admin',
    operationId: 'adminPitchReports',
    summary:
      'The administrators’ queue of pitches reported as spam and not dismissed, newest report first, paged (`page`, `pageSize`), with the founder and whether their sending is suspended.',
    query: PitchReportQuery,
    response: { schema: PitchReportList },
  },
  {
    method: 'POST',
    path: '/v1/admin/pitch-reports/{id}/dismiss',
    feature: 'pitch-reports',
    access: 'admin',
    operationId: 'adminDismissPitchReport',
    summary:
      'Dismiss a spam report: it leaves the queue (the pitch stays in the inbox, still marked reported); audited. `dismissed` is false when it had left already.',
    params: PitchParams,
    response: { schema: PitchReportDismissed },
  },
  {
    method: 'POST',
    path: '/v1/pitch-mail/unsubscribe',
    feature: 'pitch-unsubscribe',
    access: 'public',
    operationId: 'unsubscribePitchMail',
    summary:
      'One-click unsubscribe of the pitch mail (RFC 8058: POST only, the token from the mail’s List-Unsubscribe); an unknown token changes nothing.',
    query: UnsubscribeQuery,
    response: { schema: Unsubscribed },
    rateLimit: { perClient: { requests: 20, windowSeconds: 600 }, route: { rateLimit: 5, burstLimit: 10 } },
  },
] as const;
