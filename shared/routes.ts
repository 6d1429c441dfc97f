/**
 * The route manifest: every public API route, the function that serves it (a name of the function registry,
 * shared/functions.ts, with `http: true`) and who may call it.
 * It drives the local gateway (scripts/local/gateway.ts), the CDK HTTP API routes (infra/) and the OpenAPI
 * document (shared/openapi.ts), so the three cannot drift (DESIGN.md "Two ways to run, one code path").
 *
 * Paths use API Gateway syntax (`{id}`); the route key seen by a handler is `${method} ${path}`.
 */
import type { z } from 'zod';
import {
  ApplicationReceipt,
  ApplicationRequest,
  ClientEventRequest,
  ContactMessageReceipt,
  ContactMessageRequest,
  ActivityQuery,
  ActivityResponse,
  HealthResponse,
  InvestorFilters,
  InvestorIdParams,
  Investor,
  InvestorListQuery,
  InvestorListResponse,
  MeResponse,
  ProfileUpdate,
  RevealResponse,
  SavedParams,
  SavedState,
} from './schemas.js';
import { AccountDeletionRequest, AccountDeletionResponse } from './account-schemas.js';
import {
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyList,
  ApiKeyParams,
  ApiKeyRevoked,
} from './api-keys-schemas.js';
import {
  EntryTransfer,
  ListDeleted,
  ListDeleteQuery,
  ListNameRequest,
  ListParams,
  ListQuery,
  ListsResponse,
  ListSummary,
  PipelineListResponse,
  PipelineState,
  PipelineSummary,
  PipelineSummaryQuery,
  PipelineUpdate,
  TransferResult,
} from './pipeline-schemas.js';
import type { HttpFunctionName } from './functions.js';
import { NETWORK_INDEX_MAX_AGE_SECONDS, NetworkIndex } from './network-schemas.js';
import { ADMIN_ROUTES } from './admin-routes.js';
import { INVESTOR_ROUTES } from './investor-routes.js';
import { PITCH_ROUTES } from './pitch-routes.js';
import { DEMAND_ROUTES } from './demand-routes.js';
import { INVITATION_ROUTES } from './invitation-routes.js';
import { DECK_ROOM_ROUTES } from './deck-room-routes.js';
import { NOTICE_ROUTES } from './notice-routes.js';
import {
  AiJob,
  AiJobAccepted,
  AiJobList,
  AiJobListQuery,
  AiJobParams,
  EmailRequest,
  PitchDeckRequest,
} from './ai-schemas.js';
import {
  BillingResponse,
  CheckoutRequest,
  RedirectResponse,
  StripeWebhookReceipt,
  SyncResponse,
} from './billing-schemas.js';
import {
  MatchListQuery,
  MatchListResponse,
  StartupProfileInput,
  StartupProfileResponse,
} from './match-schemas.js';
import {
  CatalogueStats,
  QUOTES_MAX_AGE_SECONDS,
  QuotesQuery,
  QuotesResponse,
  STATS_MAX_AGE_SECONDS,
} from './marketing-schemas.js';

/**
 * public: no token; founder: a founders-pool JWT; admin: an admins-pool JWT in the `admins` group; investor: an
 * investors-pool JWT (issue 19: the investor portal, paths under `/v1/investor/`;
 * docs/decisions/0030-investor-accounts-and-claims.md).
 */
export type Access = 'public' | 'founder' | 'admin' | 'investor';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Abuse protection of a route, declared once and applied by both ways to run:
 * - `perClient`: at most `requests` per client IP in any `windowSeconds` (local gateway; answered 429 with
 *   Retry-After). API Gateway HTTP APIs have no per-client limit; see docs/decisions/0006-public-site.md.
 * - `route`: steady requests per second and burst for the route as a whole: API Gateway route throttling in the
 *   stack (infra/constructs/api.ts), a token bucket in the local gateway.
 */
export interface RateLimit {
  perClient: { requests: number; windowSeconds: number };
  route: { rateLimit: number; burstLimit: number };
}

export interface RouteDef {
  method: HttpMethod;
  path: `/v1/${string}` | '/v1';
  /** The function (shared/functions.ts registry) that serves the route. */
  feature: HttpFunctionName;
  access: Access;
  operationId: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success status (default 200) and body schema; `contentType` other than JSON is described by `description`. */
  response: { status?: number; schema?: z.ZodType; contentType?: string; description?: string };
  /** Abuse protection (public write routes). */
  rateLimit?: RateLimit;
  /**
   * Founder routes only: Premium API keys (`Authorization: Bearer fsk_...` or `x-api-key`) are accepted besides the
   * founder's JWT (issue 14; docs/decisions/0016-api-keys.md). Drives the gateway (the founders' Lambda REQUEST
   * authorizer instead of the JWT authorizer, infra/constructs/api.ts and scripts/local/gateway/auth.ts) and the
   * OpenAPI `security` (shared/openapi.ts). The founder read routes and the metered reveal and export.
   */
  apiKey?: true;
  /**
   * Public GET routes whose answer is the same for every caller (issue 12, docs/decisions/0020-marketing-figures-and-quotes.md):
   * the handler answers `Cache-Control: public, max-age=<maxAgeSeconds>`, and CloudFront caches the route under a
   * behaviour of its own keyed by `queryStrings` only (infra/constructs/web.ts `serveApi`).
   */
  cache?: { maxAgeSeconds: number; queryStrings: readonly string[] };
  /**
   * Metered creation routes (issue 22.3; docs/decisions/0038-idempotency-keys.md): take an optional
   * `Idempotency-Key` header (documented in OpenAPI with its 400 and 409): a retry with the same key and request
   * within 24 hours answers the first answer without a second charge. shared/idempotency.ts `IDEMPOTENT_ROUTES`
   * (the web client's list) must name exactly these routes (shared/openapi.test.ts).
   */
  idempotencyKey?: true;
  /** Error statuses beyond the ones every route of its kind has (400/401/404), with what they mean. */
  errors?: Partial<Record<400 | 402 | 403 | 409 | 410 | 429 | 502 | 503, string>>;
}

/**
 * CORS of the API for the web origin, applied by the stack's HTTP API (infra/constructs/api.ts `corsPreflight`) and
 * the local gateway alike. `exposeHeaders` are the response headers the web app reads: the export's file name,
 * row count and actions charged, and whether an answer was replayed for an Idempotency-Key (issue 22.3).
 */
export const CORS = {
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
  exposeHeaders: ['content-disposition', 'x-export-count', 'x-actions-charged', 'idempotent-replayed'],
  maxAgeSeconds: 3600,
} as const satisfies {
  allowMethods: readonly HttpMethod[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
};

/** The public forms: a person sends a handful, a script thousands. */
const PUBLIC_FORM_LIMIT: RateLimit = {
  perClient: { requests: 5, windowSeconds: 600 },
  route: { rateLimit: 5, burstLimit: 10 },
};

/** What the pipeline's move and copy routes share (issue 15). */
const ENTRY_TRANSFER = {
  feature: 'saved',
  access: 'founder',
  params: SavedParams,
  body: EntryTransfer,
  response: { schema: TransferResult },
  errors: {
    400: 'The target list is full (`saved_list_full`).',
    409: 'The target list already holds the investor (`already_in_list`).',
  },
} as const;

export const ROUTES = [
  {
    method: 'GET',
    path: '/v1/health',
    feature: 'health',
    access: 'public',
    operationId: 'getHealth',
    summary: 'Liveness check.',
    response: { schema: HealthResponse },
  },
  {
    method: 'GET',
    path: '/v1/openapi.json',
    feature: 'openapi',
    access: 'public',
    operationId: 'getOpenApi',
    summary: 'This OpenAPI document.',
    response: { description: 'OpenAPI 3.1 document' },
  },
  {
    method: 'GET',
    path: '/v1/investors',
    feature: 'investors',
    access: 'founder',
    apiKey: true,
    operationId: 'listInvestors',
    summary: 'Search and filter the investor catalogue, 10 a page. Contacts only for revealed investors.',
    query: InvestorListQuery,
    response: { schema: InvestorListResponse },
  },
  {
    method: 'GET',
    path: '/v1/investors/filters',
    feature: 'investors',
    access: 'founder',
    apiKey: true,
    operationId: 'getInvestorFilters',
    summary: 'Catalogue size and the filter options drawn from the data.',
    response: { schema: InvestorFilters },
  },
  {
    method: 'GET',
    path: '/v1/investors/{id}',
    feature: 'investors',
    access: 'founder',
    apiKey: true,
    operationId: 'getInvestor',
    summary: 'One investor. Contact only if the caller revealed it.',
    params: InvestorIdParams,
    response: { schema: Investor },
  },
  {
    method: 'GET',
    path: '/v1/me',
    feature: 'me',
    access: 'founder',
    apiKey: true,
    operationId: 'getMe',
    summary: "The caller's profile (created on first call), action usage and counts.",
    response: { schema: MeResponse },
  },
  {
    method: 'PATCH',
    path: '/v1/me',
    feature: 'me',
    access: 'founder',
    operationId: 'updateMe',
    summary:
      'Account Settings: first_name, last_name, company, phone, bio, notice_mail (each, weekly, none: mail about listings the founder asked for or saved becoming reachable). A bad field is a 400 naming it; nothing is written.',
    body: ProfileUpdate,
    response: { schema: MeResponse },
  },
  {
    method: 'GET',
    path: '/v1/me/activity',
    feature: 'me',
    access: 'founder',
    apiKey: true,
    operationId: 'listMyActivity',
    summary: "The caller's most recent usage ledger entries (actions consumed), newest first.",
    query: ActivityQuery,
    response: { schema: ActivityResponse },
  },
  {
    method: 'POST',
    path: '/v1/investors/{id}/reveal',
    feature: 'reveals',
    access: 'founder',
    apiKey: true,
    operationId: 'revealInvestorContact',
    // issue 38: one click intent is one charge, whatever the retries (docs/decisions/0059-one-intent-one-charge.md)
    idempotencyKey: true,
    summary:
      'Reveal an investor’s contact: records the reveal and consumes 1 action atomically. Already revealed: answered without a charge.',
    params: InvestorIdParams,
    response: { schema: RevealResponse },
    errors: {
      402: 'Not enough actions left this period (`action_limit_reached`).',
      // issue 12 (docs/decisions/0014-contacts-model.md)
      409: 'The investor has no direct contact on file (`no_direct_contact`): nothing to reveal, nothing charged.',
      503: 'Too many simultaneous requests on the account (`busy`); try again.',
    },
  },
  {
    method: 'GET',
    path: '/v1/saved',
    feature: 'saved',
    access: 'founder',
    apiKey: true,
    operationId: 'listSavedInvestors',
    summary:
      "The caller's saved investors of one list (`list`, default: the default list), newest first, with their pipeline fields and the Saved Lists summary. Contacts only where revealed.",
    query: ListQuery, // issue 15
    response: { schema: PipelineListResponse },
  },
  {
    method: 'PUT',
    path: '/v1/saved/{investorId}',
    feature: 'saved',
    access: 'founder',
    operationId: 'saveInvestor',
    summary: 'Save an investor to the caller’s list (`list`, default: the default list; idempotent).',
    params: SavedParams,
    query: ListQuery, // issue 15
    response: { schema: SavedState },
    // issue 14 (hardening): the saved list is capped
    errors: {
      400: 'The list is full (`saved_list_full`, at most 1000 investors a list); remove some first.',
    },
  },
  {
    method: 'DELETE',
    path: '/v1/saved/{investorId}',
    feature: 'saved',
    access: 'founder',
    operationId: 'unsaveInvestor',
    summary: 'Remove an investor from the caller’s list (`list`, default: the default list; idempotent).',
    params: SavedParams,
    query: ListQuery, // issue 15
    response: { schema: SavedState },
  },
  // --- Fundraising pipeline (issue 15; docs/decisions/0017-fundraising-pipeline.md) ---
  {
    method: 'PATCH',
    path: '/v1/saved/{investorId}',
    feature: 'saved',
    access: 'founder',
    operationId: 'updatePipelineEntry',
    summary:
      'Change the stage, notes, next step and due date, or passed reason of a saved investor in a list (`list`, default: the default list). Not metered.',
    params: SavedParams,
    query: ListQuery,
    body: PipelineUpdate,
    response: { schema: PipelineState },
    errors: { 409: 'A passed reason sent alone for an investor that is not at Passed (`not_passed`).' },
  },
  {
    method: 'POST',
    path: '/v1/saved/{investorId}/move',
    operationId: 'moveSavedInvestor',
    summary: 'Move a saved investor with its pipeline fields from one list to another (one transaction).',
    ...ENTRY_TRANSFER,
  },
  {
    method: 'POST',
    path: '/v1/saved/{investorId}/copy',
    operationId: 'copySavedInvestor',
    summary: 'Copy a saved investor with its pipeline fields into another list (one transaction).',
    ...ENTRY_TRANSFER,
  },
  {
    method: 'GET',
    path: '/v1/lists',
    feature: 'saved',
    access: 'founder',
    operationId: 'listLists',
    summary: "The caller's lists (the default list first) with their counts per stage, and the caps.",
    response: { schema: ListsResponse },
  },
  {
    method: 'POST',
    path: '/v1/lists',
    feature: 'saved',
    access: 'founder',
    operationId: 'createList',
    summary: 'Create a named list.',
    body: ListNameRequest,
    response: { status: 201, schema: ListSummary },
    errors: {
      409: 'A list has this name (`list_name_taken`) or the lists are at their cap (`list_limit_reached`).',
    },
  },
  {
    method: 'PATCH',
    path: '/v1/lists/{listId}',
    feature: 'saved',
    access: 'founder',
    operationId: 'renameList',
    summary: 'Rename a list (the default list included).',
    params: ListParams,
    body: ListNameRequest,
    response: { schema: ListSummary },
    errors: { 409: 'Another list has this name (`list_name_taken`).' },
  },
  {
    method: 'DELETE',
    path: '/v1/lists/{listId}',
    feature: 'saved',
    access: 'founder',
    operationId: 'deleteList',
    summary: 'Delete a named list and its entries; a list that holds investors needs `confirm=true`.',
    params: ListParams,
    query: ListDeleteQuery,
    response: { schema: ListDeleted },
    errors: {
      400: 'The default list cannot be deleted (`default_list`).',
      409: 'The list holds investors and `confirm=true` was not given (`list_not_empty`).',
    },
  },
  {
    method: 'GET',
    path: '/v1/pipeline',
    feature: 'saved',
    access: 'founder',
    operationId: 'getPipelineSummary',
    summary:
      'Entries per stage over every list, and the next steps due on or before `until` (default: 7 days from today, UTC), overdue included, oldest first.',
    query: PipelineSummaryQuery,
    response: { schema: PipelineSummary },
  },
  // --- end of the pipeline routes ---
  {
    method: 'POST',
    path: '/v1/exports',
    feature: 'exports',
    access: 'founder',
    apiKey: true,
    operationId: 'exportSavedInvestors',
    idempotencyKey: true,
    summary:
      'A saved list (`list`, default: the default list) as CSV (saved_investors_{date}.csv); unrevealed contacts read ***HIDDEN***. Costs 1 action (premium and unlimited plans: free). Nothing saved: 400 `no_data_to_export`.',
    query: ListQuery, // issue 15
    response: {
      contentType: 'text/csv',
      description:
        'CSV attachment with columns Name, Company, Location, Funding Type, Funding Stage, Industries, Check Sizes, Bio, Contact, Contact Type, Company URL, Verified, then (issue 15) Stage, Notes, Next step, Next step due, Passed reason, List. Headers x-export-count and x-actions-charged.',
    },
    errors: {
      400: 'Nothing saved (`no_data_to_export`, message "No data to export").',
      402: 'Not enough actions left this period (`action_limit_reached`).',
      503: 'Too many simultaneous requests on the account (`busy`); try again.',
    },
  },
  {
    method: 'POST',
    path: '/v1/applications',
    feature: 'submissions',
    access: 'public',
    operationId: 'submitApplication',
    summary:
      'Apply to be listed as an investor (the /apply form). Stored as a pending submission in canonical vocabulary.',
    body: ApplicationRequest,
    response: { status: 202, schema: ApplicationReceipt },
    rateLimit: PUBLIC_FORM_LIMIT,
  },
  {
    method: 'POST',
    path: '/v1/contact-messages',
    feature: 'submissions',
    access: 'public',
    operationId: 'sendContactMessage',
    summary: 'Send a message from the Contact page; stored for the administrators.',
    body: ContactMessageRequest,
    response: { status: 202, schema: ContactMessageReceipt },
    rateLimit: PUBLIC_FORM_LIMIT,
  },
  {
    method: 'POST',
    path: '/v1/support-messages',
    feature: 'me',
    access: 'founder',
    operationId: 'sendSupportMessage',
    summary:
      "The Contact page's message from a signed-in founder: stored for the administrators with the founder's plan; a paid plan's message is priority support, listed first in the admin Inbox (issue 23).",
    body: ContactMessageRequest,
    response: { status: 202, schema: ContactMessageReceipt },
  },
  {
    method: 'POST',
    path: '/v1/client-events',
    feature: 'client-events',
    access: 'public',
    operationId: 'reportClientEvent',
    summary: 'Report what the browser saw (a 404 path) to the operators’ logs.',
    body: ClientEventRequest,
    response: { status: 204, description: 'Logged' },
    rateLimit: {
      perClient: { requests: 30, windowSeconds: 60 },
      route: { rateLimit: 20, burstLimit: 40 },
    },
  },
  // --- Account (issue 13) ---
  {
    method: 'DELETE',
    path: '/v1/me',
    feature: 'account',
    access: 'founder',
    operationId: 'deleteMe',
    summary:
      "Delete the caller's account: the Cognito user, profile, saved list and reveals; the usage ledger is kept anonymised (docs/decisions/0010-account-and-sessions.md). Body: the sign-in email, typed to confirm.",
    body: AccountDeletionRequest,
    response: { schema: AccountDeletionResponse },
    errors: { 400: 'The typed email is not the sign-in email (`confirm_email`).' },
  },
  // Admin area (shared/admin-routes.ts)
  ...ADMIN_ROUTES,
  // Investor portal (issue 19, shared/investor-routes.ts)
  ...INVESTOR_ROUTES,
  // Pitches (issue 20, shared/pitch-routes.ts; docs/decisions/0049-pitches.md)
  ...PITCH_ROUTES,
  // Founders' demand for investors (issue 37, shared/demand-routes.ts; docs/decisions/0060-bring-investors-in.md)
  ...DEMAND_ROUTES,
  ...INVITATION_ROUTES,
  ...NOTICE_ROUTES,
  // Deck rooms (issue 39, shared/deck-room-routes.ts; docs/decisions/0061-deck-rooms.md)
  ...DECK_ROOM_ROUTES,
  // Billing (issue 9; docs/decisions/0011-billing-events.md) ------------------------------------------------------
  {
    method: 'POST',
    path: '/v1/billing/checkout',
    feature: 'billing',
    access: 'founder',
    operationId: 'createCheckoutSession',
    summary:
      'Start a paid plan (the spec’s create-checkout): the URL of a Stripe Checkout Session in subscription mode for the founder’s one Stripe customer, 7-day trial on the first paid subscription, success URL /dashboard?session_id={CHECKOUT_SESSION_ID}. A founder with a live subscription gets the portal’s plan-change confirmation instead.',
    body: CheckoutRequest,
    response: { schema: RedirectResponse },
    errors: {
      409: 'The founder already holds this plan (`already_on_plan`).',
      502: 'Stripe refused or failed (`stripe_error`).',
      503: 'The plan prices are missing in Stripe (`billing_not_configured`; run `npm run stripe:setup`).',
    },
  },
  {
    method: 'POST',
    path: '/v1/billing/portal',
    feature: 'billing',
    access: 'founder',
    operationId: 'createPortalSession',
    summary: 'The URL of a Stripe customer portal session (change plan, cancel, invoices, payment method).',
    response: { schema: RedirectResponse },
    errors: { 502: 'Stripe refused or failed (`stripe_error`).' },
  },
  {
    method: 'POST',
    path: '/v1/billing/sync',
    feature: 'billing',
    access: 'founder',
    operationId: 'syncSubscription',
    summary:
      'Pull the founder’s newest subscription from Stripe and apply it (the spec’s check-subscription; the dashboard calls it on the payment return).',
    response: { schema: SyncResponse },
    errors: { 502: 'Stripe refused or failed (`stripe_error`).' },
  },
  {
    method: 'GET',
    path: '/v1/billing',
    feature: 'billing',
    access: 'founder',
    operationId: 'getBilling',
    summary:
      'Billing & Usage: plan, status, renewal or end date, trial end, scheduled plan, and the newest invoices (empty, with `invoices_unavailable`, when Stripe cannot be reached).',
    response: { schema: BillingResponse },
  },
  {
    method: 'POST',
    path: '/v1/webhooks/stripe',
    feature: 'stripe-webhook',
    access: 'public',
    operationId: 'receiveStripeEvent',
    summary:
      'Stripe’s webhook endpoint: the raw body is verified against the Stripe-Signature header, then the event is put on the EventBridge bus and answered at once.',
    response: { schema: StripeWebhookReceipt },
    errors: { 400: 'Missing or invalid Stripe-Signature (`invalid_signature`); nothing is published.' },
  },
  // AI tools (issue 10; docs/decisions/0013-ai-jobs.md): metered generation jobs, run by `ai-worker` from the bus.
  {
    method: 'POST',
    path: '/v1/ai/pitch-decks',
    feature: 'ai',
    access: 'founder',
    operationId: 'startPitchDeck',
    idempotencyKey: true,
    summary:
      'Start a 13-slide pitch deck (every plan: the Pitch Deck Generator is for every signed-in founder). Reserves 2 actions with the pending job, refunded if generation fails; poll GET /v1/ai/jobs/{id}.',
    body: PitchDeckRequest,
    response: { status: 202, schema: AiJobAccepted },
    errors: {
      402: 'Fewer than 2 actions left this period (`action_limit_reached`).',
      503: 'Too many simultaneous requests, or the job could not be queued (refunded); try again.',
    },
  },
  {
    method: 'POST',
    path: '/v1/ai/emails',
    feature: 'ai',
    access: 'founder',
    operationId: 'startInvestorEmail',
    idempotencyKey: true,
    summary:
      'Start an investor email (every plan: the Email Generator is for every signed-in founder), grounded in the investor `investorId` when given; a revealed email contact fills `to`. Reserves 2 actions, refunded if generation fails.',
    body: EmailRequest,
    response: { status: 202, schema: AiJobAccepted },
    errors: {
      400: 'A field is missing or invalid, or `investorId` names no investor.',
      402: 'Fewer than 2 actions left this period (`action_limit_reached`).',
      503: 'Too many simultaneous requests, or the job could not be queued (refunded); try again.',
    },
  },
  {
    method: 'GET',
    path: '/v1/ai/jobs',
    feature: 'ai',
    access: 'founder',
    operationId: 'listAiJobs',
    summary: "The caller's past generations, newest first (reopening one costs nothing).",
    query: AiJobListQuery,
    response: { schema: AiJobList },
  },
  {
    method: 'GET',
    path: '/v1/ai/jobs/{id}',
    feature: 'ai',
    access: 'founder',
    operationId: 'getAiJob',
    summary: "One of the caller's generation jobs: status, progress (slides done of 13), result or error.",
    params: AiJobParams,
    response: { schema: AiJob },
  },
  // Premium API keys (issue 14; docs/decisions/0016-api-keys.md): managed with the founder's JWT only.
  {
    method: 'GET',
    path: '/v1/api-keys',
    feature: 'api-keys',
    access: 'founder',
    operationId: 'listApiKeys',
    summary: "The caller's active API keys (name, prefix, created, last used; never a secret), newest first.",
    response: { schema: ApiKeyList },
  },
  {
    method: 'POST',
    path: '/v1/api-keys',
    feature: 'api-keys',
    access: 'founder',
    operationId: 'createApiKey',
    summary:
      'Create an API key (Premium, pro, enterprise). The answer holds the secret `fsk_<prefix>_<secret>` this once; only its SHA-256 is stored.',
    body: ApiKeyCreateRequest,
    response: { status: 201, schema: ApiKeyCreated },
    errors: {
      400: 'The name is missing or invalid, or the founder holds the most active keys (`api_key_limit`).',
      403: 'The plan has no API access (`premium_required`, "API access is part of the Premium plan.").',
    },
  },
  {
    method: 'DELETE',
    path: '/v1/api-keys/{prefix}',
    feature: 'api-keys',
    access: 'founder',
    operationId: 'revokeApiKey',
    summary: 'Revoke one of the caller’s keys: it is refused (401) from the next request on.',
    params: ApiKeyParams,
    response: { schema: ApiKeyRevoked },
  },
  // Investor match (issue 15; docs/decisions/0018-investor-match.md) ----------------------------------------------
  {
    method: 'GET',
    path: '/v1/me/startup',
    feature: 'startup',
    access: 'founder',
    operationId: 'getStartupProfile',
    summary:
      "The caller's startup profile (null until saved), the first-sign-in onboarding state and the form's options (stages, sectors, countries).",
    response: { schema: StartupProfileResponse },
  },
  {
    method: 'PUT',
    path: '/v1/me/startup',
    feature: 'startup',
    access: 'founder',
    operationId: 'saveStartupProfile',
    summary:
      'Save the startup profile: stage, sectors (1-5 of the vocabulary), HQ country (ISO code), amount raised (whole USD), lead needed, one-line description. A bad field is a 400 naming it; nothing is written.',
    body: StartupProfileInput,
    response: { schema: StartupProfileResponse },
  },
  {
    method: 'POST',
    path: '/v1/me/startup/skip',
    feature: 'startup',
    access: 'founder',
    operationId: 'skipStartupOnboarding',
    summary:
      'Skip the first-sign-in startup profile onboarding (not offered again; a saved profile is kept).',
    response: { schema: StartupProfileResponse },
  },
  {
    method: 'GET',
    path: '/v1/matches',
    feature: 'match',
    access: 'founder',
    operationId: 'listMatches',
    summary:
      'The whole catalogue ranked against the startup profile, one page: each investor (contact only where revealed) with a 0-100 score and its reasons for and against. Free (not metered).',
    query: MatchListQuery,
    response: { schema: MatchListResponse },
    errors: { 409: 'The caller has no startup profile yet (`startup_profile_required`).' },
  },
  // --- Marketing from data (issue 12; docs/decisions/0020-marketing-figures-and-quotes.md) ---
  {
    method: 'GET',
    path: '/v1/catalogue/stats',
    feature: 'catalogue-stats',
    access: 'public',
    operationId: 'getCatalogueStats',
    summary:
      'Public figures of the investor catalogue: investors listed, per investor type, stages, countries, investors with a direct contact, listings claimed by their investors and currently investing, the open-data sources (name, licence, link, investors) and the last catalogue change. Cache-Control: public, max-age=300.',
    response: { schema: CatalogueStats },
    cache: { maxAgeSeconds: STATS_MAX_AGE_SECONDS, queryStrings: [] },
  },
  // --- Warm intros (issue 24; docs/decisions/0037-network-in-the-browser.md) ---
  {
    method: 'GET',
    path: '/v1/catalogue/network-index',
    feature: 'catalogue-stats',
    access: 'public',
    operationId: 'getNetworkIndex',
    summary:
      "The compact index the Network page matches a founder's connections against in the browser: per founder-visible investor its id, name, the company it is listed under, curated aliases, website domains and known portfolio companies. Never a contact. Cache-Control: public, max-age=300.",
    response: { schema: NetworkIndex },
    cache: { maxAgeSeconds: NETWORK_INDEX_MAX_AGE_SECONDS, queryStrings: [] },
  },
  {
    method: 'GET',
    path: '/v1/quotes',
    feature: 'quotes',
    access: 'public',
    operationId: 'getQuotes',
    summary:
      "The landing ticker's quotes: one per symbol asked (`symbols=AAPL,MSFT`; absent: all 20). Each is `live` (the quote provider, kept a minute) or a labelled `sample` (no provider key, or the provider failed for that symbol). Cache-Control: public, max-age=60.",
    query: QuotesQuery,
    response: { schema: QuotesResponse },
    cache: { maxAgeSeconds: QUOTES_MAX_AGE_SECONDS, queryStrings: ['symbols'] },
  },
  // --- /Marketing from data ---
] as const satisfies readonly RouteDef[];

type ManifestRoute = (typeof ROUTES)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/**
 * The route keys the manifest gives function `F`: `featureHandler(F, routes)` (functions/lib/http.ts) must serve
 * exactly these, so a typo or an undeclared route fails `npm run typecheck`.
 */
export type RouteKeyOf<F extends HttpFunctionName> = KeyOf<Extract<ManifestRoute, { feature: F }>>;

/**
 * The functions serving a route that accepts API keys (`apiKey: true`): their `featureHandler` must be given the
 * key store (functions/lib/http.ts), or the typecheck fails.
 */
export type ApiKeyFunctionName = Extract<ManifestRoute, { apiKey: true }>['feature'];

/**
 * The functions serving a founder, admin or investor route: their `featureHandler` must be given the tombstone store
 * of deleted accounts (functions/lib/http.ts, functions/lib/account-guard.ts; issue 22.1, investors issue 33 item 5),
 * or the typecheck fails.
 */
export type SignedInFunctionName = Extract<
  ManifestRoute,
  { access: 'founder' | 'admin' | 'investor' }
>['feature'];

/**
 * The functions serving an investor route: their `featureHandler` must be given the store of administrators'
 * suspensions (functions/lib/suspension-guard.ts; issue 38), or the typecheck fails.
 */
export type InvestorFunctionName = Extract<ManifestRoute, { access: 'investor' }>['feature'];

/** The public GET routes CloudFront may cache (a `cache` declaration). */
export function cacheableRoutes(
  routes: readonly RouteDef[] = ROUTES,
): (RouteDef & { cache: NonNullable<RouteDef['cache']> })[] {
  return routes.filter(
    (r): r is RouteDef & { cache: NonNullable<RouteDef['cache']> } =>
      r.cache !== undefined && r.access === 'public' && r.method === 'GET',
  );
}

/** `GET /v1/investors/{id}` style key, as API Gateway puts in `event.routeKey`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
