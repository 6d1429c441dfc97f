/**
 * The function registry: every Lambda of the product, declared once (docs/decisions/0007-function-registry.md).
 * The CDK stack (infra/constructs/functions.ts, api.ts, events.ts), the local stack (scripts/local/*), bundling
 * (infra/bundling.ts) and `npm run bench:bundles` iterate over `FUNCTIONS`; nothing else lists functions.
 *
 * An entry says:
 * - `entry`: the handler module, relative to the repo root, export `handler`;
 * - its triggers: HTTP routes are the manifest's routes whose `feature` is this function (shared/routes.ts;
 *   `http: true` says the function serves some), `events` are EventBridge rule patterns on the application bus
 *   (the same objects the stack's Rules and the local bus match, scripts/local/event-pattern.ts), `schedule` an
 *   EventBridge schedule expression;
 * - `why`: why it is a function of its own (its audience, limits or rights; issue 35);
 * - `table`: how it may use the single table (least privilege, granted by the stack):
 *   `none`, `read`, `readwrite`, `put` (PutItem only, on partition keys with the public submission prefixes,
 *   functions/data/keys.ts PUBLIC_SUBMISSION_PK_PREFIXES: anonymous callers can add items and can neither read nor
 *   change any; docs/decisions/0006-public-site.md), or `outbox` (PutItem only, on outbox items: a function whose
 *   only write is an event, shared/outbox.ts), or `decks` (items of the deck room partitions only, `DECKROOM#`:
 *   the public deck viewer, issue 39). `investors` (search, the busiest function) only reads; the
 *   functions that write a founder's partition are separate (docs/decisions/0005-metering.md);
 * - `publishes`: the detail types it announces, as outbox items written with the change they announce
 *   (functions/lib/events.ts; issue 35): only these functions bundle the outbox writer. No function calls
 *   PutEvents: the table's stream delivers the events (infra/constructs/outbox.ts);
 * - `secrets`: the Secrets Manager secrets it reads (infra/constructs/secrets.ts);
 * - `userPools`: Cognito admin actions it may call on one of the product's user pools (the stack grants exactly
 *   those actions on exactly that pool's ARN and sets `<POOL>_POOL_ID`, e.g. FOUNDERS_POOL_ID);
 * - `mail`: it sends mail through the mailer port (functions/lib/mailer.ts; the stack grants `ses:SendEmail` on the
 *   product's SES identity and configuration set only, and sets MAIL_FROM and MAIL_CONFIGURATION_SET);
 * - `webOrigins`: it builds URLs back to the web app (Stripe's return URLs) and gets WEB_ORIGINS, the web app's own
 *   origins (on AWS the distribution's https origin, locally the Vite origins), so a request's `Origin` header
 *   cannot pick the site a founder is sent to (issue 22.5);
 * - `reservedConcurrency`: Lambda reserved concurrency for a public or hot function, so one client flooding it
 *   cannot take the account's whole concurrency from the rest (issue 22.8; `RESERVED_CONCURRENCY_BUDGET`).
 * Its environment follows from these declarations alone (shared/function-environment.ts `functionEnvironment`,
 * used by the stack and the local stack, which runs each function in its own worker with exactly that
 * environment: a function that uses what it did not declare fails locally as on AWS).
 *
 * Adding "a Lambda fed by a rule on source X" is one entry here (`events: [{ source: ['X'] }]`) plus its handler.
 */

/** `source` of every event the application's own functions publish (functions/lib/events.ts). */
export const APP_EVENT_SOURCE = 'fundscout.app';

/** `source` the Stripe webhook function (billing, later) uses for every Stripe event it publishes. */
export const STRIPE_EVENT_SOURCE = 'fundscout.stripe';

/**
 * The application's events: detail type → detail shape. `ProfileCreated`: a founder's profile was created
 * (first `GET /v1/me` or first charged call); `createdAt` is the profile's `created_at` (ISO 8601 UTC).
 */
export interface AppEvents {
  ProfileCreated: { sub: string; createdAt: string };
  /**
   * Admin area (docs/decisions/0012-admin-area.md): an administrator asked for a step of CSV import job `jobId`
   * (`dry_run` after the upload, `apply` after confirming); `actor` is who asked (audited).
   */
  ImportRequested: { jobId: string; step: 'dry_run' | 'apply'; actor: { sub: string; username: string } };
  /** AI tools (issue 10): a generation job was accepted (2 actions reserved); `ai-worker` runs it. */
  AiJobRequested: { sub: string; jobId: string };
  /**
   * Pitches (issue 20; docs/decisions/0049-pitches.md): a pitch was delivered (1 action charged with it), or the
   * listing's team answered it. Times are ISO 8601 UTC; `answer` and `reason` only on `PitchAnswered`.
   */
  PitchSent: PitchEventDetail;
  PitchAnswered: PitchEventDetail & {
    answer: 'interested' | 'passed';
    answeredAt: string;
    reason: string | null;
  };
}

/** What every pitch event says: the pitch, the listing, the founder and when it was sent. */
export interface PitchEventDetail {
  pitchId: string;
  investorId: string;
  investorName: string;
  founderSub: string;
  sentAt: string;
}
export type AppDetailType = keyof AppEvents;

/**
 * `publishes` of the Stripe webhook (billing, issue 9): every verified Stripe event, under `source`
 * `fundscout.stripe` with the Stripe event type as `detail-type`, through the outbox (functions/billing/publish.ts).
 */
export const STRIPE_EVENTS = 'StripeEvents';

/**
 * An EventBridge event pattern in its JSON form (https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-event-patterns.html):
 * a field maps to a list of allowed values or content filters, or to a nested pattern. Supported filters (locally
 * and, of course, in AWS): exact values, `{prefix}`, `{'anything-but'}`, `{exists}`, `{numeric}`.
 */
export type PatternValue =
  | string
  | number
  | boolean
  | null
  | { prefix: string }
  | { 'anything-but': string | number | readonly (string | number)[] | { prefix: string } }
  | { exists: boolean }
  | { numeric: readonly (string | number)[] };
export interface EventPatternJson {
  readonly [field: string]: readonly PatternValue[] | EventPatternJson;
}

export type TableAccess = 'none' | 'read' | 'readwrite' | 'put' | 'outbox' | 'decks';
/** The product's Cognito user pools (infra/constructs/auth.ts). */
export type UserPoolName = 'founders' | 'admins' | 'investors';
/**
 * What Admin Management may do on the admins pool (functions/admin/accounts.ts; docs/decisions/0012-admin-area.md),
 * nothing else.
 */
export const ADMINS_POOL_API_ACTIONS = [
  'AdminCreateUser',
  'AdminAddUserToGroup',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminGetUser',
  'AdminDeleteUser',
  // A deleted administrator's refresh tokens are revoked before the user goes (issue 22.1)
  'AdminUserGlobalSignOut',
  'ListUsersInGroup',
] as const;
/** Cognito admin API actions a function may be granted on a pool (`cognito-idp:<action>`). */
export type CognitoAdminAction =
  | (typeof ADMINS_POOL_API_ACTIONS)[number]
  // The administrators' Investor accounts page lists the investors pool (issue 38)
  | 'ListUsers';
/**
 * The Secrets Manager secrets (infra/constructs/secrets.ts). `trial`: the HMAC key of the trial claims
 * (functions/billing/trial-claims.ts; issue 22.6), generated by the stack, never shown to anyone.
 */
export type SecretName = 'stripe' | 'openai' | 'quotes' | 'trial';

export interface FunctionDef {
  /** Handler module, relative to the repository root (export `handler`). */
  entry: `functions/${string}.ts`;
  /** What the function is for (Lambda description). */
  description: string;
  /**
   * Why it is a function of its own (issue 35): its audience, its limits (reserved concurrency, timeout, memory) or
   * its rights, i.e. what would be lost by merging it into another.
   */
  why: string;
  table: TableAccess;
  /** Serves routes of the manifest (shared/routes.ts, `feature` = this function's name). */
  http?: boolean;
  /** One EventBridge rule per pattern on the application bus, targeting this function. */
  events?: readonly EventPatternJson[];
  /**
   * An EventBridge schedule expression, e.g. `rate(5 minutes)`: a schedule Rule targeting the function (same retry
   * and dead-letter queue as the event rules); the local stack runs `rate(...)` ones (scripts/local/scheduler.ts).
   */
  schedule?: string;
  publishes?: readonly (AppDetailType | typeof STRIPE_EVENTS)[];
  secrets?: readonly SecretName[];
  userPools?: Partial<Record<UserPoolName, readonly CognitoAdminAction[]>>;
  /** Sends mail through the mailer port (functions/lib/mailer.ts): SES on AWS, the local mailbox under npm start. */
  mail?: boolean;
  /** Builds URLs back to the web app: gets WEB_ORIGINS (shared/function-environment.ts `WEB_ORIGINS_ENV`). */
  webOrigins?: boolean;
  /**
   * The search snapshot in the object store (functions/lib/object-store.ts; docs/decisions/0056): `read` (a search
   * container starting from it) or `write` (its writer, `catalogue-snapshot`). Gets OBJECT_STORE_BUCKET on AWS
   * (s3:GetObject, and s3:PutObject for `write`, on the snapshot's keys only) or OBJECT_STORE_DIR locally.
   */
  snapshots?: 'read' | 'write';
  /**
   * The deck rooms' files in their object store (functions/lib/object-store.ts `deckStore`; issue 39, ADR 0061):
   * `read` (the public viewer: the file and short-lived signed addresses of it) or `write` (the founder's rooms:
   * uploads, publish, delete). Gets DECK_STORE_BUCKET on AWS (the deck bucket's `rooms/*` and `uploads/*` keys
   * only) or DECK_STORE_DIR locally.
   */
  decks?: 'read' | 'write';
  /**
   * Reserved concurrency (concurrent executions set aside for this function and capping it), for public and hot
   * functions (issue 22.8). The registry's total stays within `RESERVED_CONCURRENCY_BUDGET`.
   */
  reservedConcurrency?: number;
  /** Timeout in seconds (default 10, under API Gateway's 30 s); event consumers doing long work set more. */
  timeoutSeconds?: number;
  /** Lambda memory in MB (default 512). */
  memoryMb?: number;
  /**
   * An API Gateway Lambda REQUEST authorizer verifying this pool's tokens (issue 14, API keys; ADR 0016): its
   * trigger is the HTTP API itself (infra/constructs/api.ts attaches it to the manifest's `apiKey` routes and sets
   * `<POOL>_POOL_ID` and `<POOL>_CLIENT_ID`); it needs no IAM permission (the pool's JWKS is public).
   */
  authorizes?: UserPoolName;
  /**
   * The enrichment of the outbox pipe (issue 35; shared/outbox.ts): its trigger is the table's stream through
   * EventBridge Pipes (infra/constructs/outbox.ts), locally the outbox relay (scripts/local/outbox-relay.ts).
   */
  relaysOutbox?: true;
}

export const FUNCTIONS = {
  health: {
    entry: 'functions/health/handler.ts',
    description: 'Liveness check',
    why: 'Public liveness probe: trivial and public, so its own tiny reserved concurrency',
    table: 'none',
    http: true,
    reservedConcurrency: 5,
  },
  openapi: {
    entry: 'functions/openapi/handler.ts',
    description: 'The OpenAPI document',
    why: 'Public API description: static, public, its own tiny reserved concurrency',
    table: 'none',
    http: true,
    reservedConcurrency: 5,
  },
  investors: {
    entry: 'functions/investors/handler.ts',
    description: 'Investor search, filters and detail',
    why: 'Search is the hottest read and only reads: a read-only role and its own large reservation',
    table: 'read',
    snapshots: 'read',
    http: true,
    // The busiest function (search): its share is kept for it whatever else is flooded
    reservedConcurrency: 100,
  },
  me: {
    entry: 'functions/me/handler.ts',
    description: 'The founder profile, usage and activity',
    why: 'Every signed-in page calls it first: hot, with its own reservation, and the one that creates profiles',
    table: 'readwrite',
    http: true,
    publishes: ['ProfileCreated'],
    reservedConcurrency: 50,
  },
  reveals: {
    entry: 'functions/reveals/handler.ts',
    description: 'Contact reveals (metered)',
    why: 'Metered contact reveals: a hot founder write with its own reservation',
    table: 'readwrite',
    http: true,
    publishes: ['ProfileCreated'],
    reservedConcurrency: 50,
  },
  saved: {
    entry: 'functions/saved/handler.ts',
    description: 'Saved investors',
    why: 'Saved lists and the pipeline: founders’ own partition, many routes of one audience and one table shape',
    table: 'readwrite',
    http: true,
  },
  exports: {
    entry: 'functions/exports/handler.ts',
    description: 'CSV export of the saved list (metered)',
    why: 'CSV export: metered and heavier (batch reads), kept apart from the list editing',
    table: 'readwrite',
    http: true,
    publishes: ['ProfileCreated'],
  },
  submissions: {
    entry: 'functions/submissions/handler.ts',
    description: 'Public investor applications and contact messages',
    why: 'Anonymous public forms: PutItem only on submission keys, its own small reservation',
    table: 'put',
    http: true,
    reservedConcurrency: 10,
  },
  'client-events': {
    entry: 'functions/client-events/handler.ts',
    description: 'Browser-side events to the operators’ logs',
    why: 'Anonymous browser error reports: no table, its own small reservation',
    table: 'none',
    http: true,
    reservedConcurrency: 10,
  },
  // --- Account (issue 13) ---
  account: {
    entry: 'functions/account/handler.ts',
    description: "Deletes a founder's account (Cognito user and data; the ledger kept anonymised)",
    why: 'Account deletion: the only founder function with Cognito and Stripe rights',
    table: 'readwrite',
    http: true,
    // Revokes the founder's tokens, then deletes the user (issue 22.1)
    userPools: { founders: ['AdminUserGlobalSignOut', 'AdminDeleteUser'] },
    // Cancels the founder's Stripe subscription before deleting (functions/account/stripe-cancel.ts); keeps the
    // trial claim of a founder who had the trial (issue 22.6)
    secrets: ['stripe', 'trial'],
    // Deletes the founder's deck rooms with their files (issue 39 "Deliver" 5)
    decks: 'write',
  },
  signups: {
    entry: 'functions/signups/handler.ts',
    description: 'Counts sign-ups per month from ProfileCreated events',
    why: 'Counts ProfileCreated off the request path (an event consumer)',
    table: 'readwrite',
    events: [{ source: [APP_EVENT_SOURCE], 'detail-type': ['ProfileCreated'] }],
  },
  // Admin area (docs/decisions/0012-admin-area.md): apart from every founder function.
  admin: {
    entry: 'functions/admin/handler.ts',
    description: 'Admin area: dashboard, investors, submissions, users, payments, inbox, imports',
    why: 'Administrators: the admins pool’s routes, kept out of every founder function',
    table: 'readwrite',
    http: true,
    publishes: ['ImportRequested'],
    // Inbox replies and the outcome of investor applications (issue 23; functions/admin/mail.ts)
    mail: true,
  },
  'admin-accounts': {
    entry: 'functions/admin/accounts-handler.ts',
    description: 'Admin Management through the Cognito admins pool',
    why: 'Admin Management: the only function with admin actions on the admins pool',
    table: 'readwrite',
    http: true,
    userPools: { admins: ADMINS_POOL_API_ACTIONS },
  },
  // Investor portal (issue 19; docs/decisions/0030-investor-accounts-and-claims.md): investor routes only.
  // Reads the caller's verified email, and on account deletion signs out and deletes the investor's own Cognito user
  // (on the investors pool only).
  claims: {
    entry: 'functions/claims/handler.ts',
    description: 'Investor portal: account, listing search, claims, account deletion',
    why: 'Investor accounts and claims: the investors pool, with AdminDeleteUser on it alone',
    table: 'readwrite',
    snapshots: 'read',
    http: true,
    // AdminGetUser: the caller's current verified email (issue 33 item 1); sign-out then deletion of the account
    userPools: { investors: ['AdminGetUser', 'AdminUserGlobalSignOut', 'AdminDeleteUser'] },
  },
  // The listing editor of the investor portal (issue 19; docs/decisions/0032-freshness-opt-out.md): team members
  // edit, confirm, hide their listing and verify a direct contact by a mailed code (the mailer port).
  'investor-listing': {
    entry: 'functions/investor-listing/handler.ts',
    description: 'Investor portal: edit, confirm, hide a listing; verify its direct contact by a mailed code',
    why: 'Investor teams editing their listing: investors’ routes with mail rights',
    table: 'readwrite',
    http: true,
    mail: true,
    // The caller's current verified email (issue 33 item 1: team rights end when it leaves the domain)
    userPools: { investors: ['AdminGetUser'] },
  },
  // Freshness of claimed listings (issue 19 item 5; docs/decisions/0032-freshness-opt-out.md): the day-335
  // reminder to the team and, past day 365, 'Not confirmed since <date>' (the contact is then not revealable).
  'listing-freshness': {
    entry: 'functions/investor-listing/freshness-handler.ts',
    description: 'Daily: remind teams at day 335 of a confirmation, mark listings lapsed past day 365',
    why: 'Daily freshness job: scheduled, longer timeout, no route',
    table: 'readwrite',
    schedule: 'rate(1 day)',
    mail: true,
    webOrigins: true,
    timeoutSeconds: 120,
  },
  // The search snapshot (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): a consumer of the catalogue
  // change log that keeps the search index of its head in the object store, so cold search containers start from it.
  'catalogue-snapshot': {
    entry: 'functions/catalogue-snapshot/handler.ts',
    description: 'Every minute: writes the search snapshot when the catalogue change log moved',
    why: 'Search cold starts from a snapshot (issue 34): written off the request path, once a minute at most',
    table: 'read',
    schedule: 'rate(1 minute)',
    snapshots: 'write',
    // A cold run may build the index of the whole catalogue (100,000 investors: about 6 s on 1 vCPU)
    timeoutSeconds: 120,
    memoryMb: 1769,
  },
  // The administrators' Claims queue (issue 19): mails the claimant the decision through the mailer port.
  'admin-claims': {
    entry: 'functions/claims/admin-handler.ts',
    description:
      'Admin Claims queue (approve, reject: audited, mailed) and the investor accounts (list, suspend: audited)',
    why: 'Administrators deciding claims: mails claimants, apart from the investors’ own functions',
    table: 'readwrite',
    // Issue 38: the Investor accounts page lists the investors pool (ListUsers on that pool only)
    userPools: { investors: ['ListUsers'] },
    http: true,
    mail: true,
    webOrigins: true,
  },
  'admin-imports': {
    entry: 'functions/admin/imports-handler.ts',
    description: 'CSV import jobs: dry run and apply',
    why: 'CSV import jobs: minutes of work per file, off API Gateway’s 30 s limit',
    table: 'readwrite',
    timeoutSeconds: 300,
    events: [{ source: [APP_EVENT_SOURCE], 'detail-type': ['ImportRequested'] }],
  },
  // Billing (issue 9; docs/decisions/0011-billing-events.md) ---------------------------------------------------
  billing: {
    entry: 'functions/billing/handler.ts',
    description: 'Plans: Stripe Checkout, the customer portal, subscription sync, Billing & Usage',
    why: 'Plans and Stripe Checkout: the founders’ billing routes with the Stripe and trial secrets',
    table: 'readwrite',
    http: true,
    // Creates a missing profile (a founder whose first call is Plans & Pricing) and announces it (issue 21.5)
    publishes: ['ProfileCreated'],
    // `trial`: whether the founder may start the free trial (trial claims, issue 22.6)
    secrets: ['stripe', 'trial'],
    // Stripe's success, cancel and return URLs go only to the web app's own origins (issue 22.5)
    webOrigins: true,
  },
  'stripe-webhook': {
    entry: 'functions/billing/stripe-webhook-handler.ts',
    description: 'Stripe webhook: verifies the signature, stores the event in the outbox',
    why: 'Called by Stripe, public: verifies and stores the event only, its own reservation',
    table: 'outbox',
    http: true,
    publishes: [STRIPE_EVENTS],
    secrets: ['stripe'],
    reservedConcurrency: 20,
  },
  'billing-events': {
    entry: 'functions/billing/events-handler.ts',
    description: 'Applies Stripe events (our webhook or Stripe’s EventBridge destination) to founders’ plans',
    why: 'Applies Stripe events idempotently, off the webhook’s request path',
    table: 'readwrite',
    // Our webhook's events, and Stripe's native Amazon EventBridge destination (partner source
    // aws.partner/stripe.com/{account}/{destination}, forwarded onto this bus: infra/constructs/events.ts).
    events: [{ source: [STRIPE_EVENT_SOURCE, { prefix: 'aws.partner/stripe.com' }] }],
    // `trial`: records trial claims and ends a trial that a claimed email or card started (issue 22.6)
    secrets: ['stripe', 'trial'],
  },
  // AI tools (issue 10; docs/decisions/0013-ai-jobs.md)
  ai: {
    entry: 'functions/ai/handler.ts',
    description: 'AI tools: start metered generation jobs, read them',
    why: 'Starts AI jobs (reserve 2 actions): fast, without the model key',
    table: 'readwrite',
    http: true,
    publishes: ['AiJobRequested', 'ProfileCreated'],
  },
  'ai-worker': {
    entry: 'functions/ai/worker-handler.ts',
    description: 'AI generation jobs: call the model, write the result or refund',
    why: 'Runs AI generation for minutes with the model key: 1 GB, 5 minute timeout, off the API',
    table: 'readwrite',
    events: [{ source: [APP_EVENT_SOURCE], 'detail-type': ['AiJobRequested'] }],
    secrets: ['openai'],
    timeoutSeconds: 300,
    memoryMb: 1024,
  },
  'ai-sweeper': {
    entry: 'functions/ai/sweeper-handler.ts',
    description:
      'AI jobs: settles (fails and refunds, once) jobs whose run died or never started; refunds undelivered exports',
    why: 'Settles stale AI jobs every 5 minutes (scheduled)',
    table: 'readwrite',
    // Issue 22.4: a stale job is settled within 5 minutes of becoming stale, opened again or not
    schedule: 'rate(5 minutes)',
    timeoutSeconds: 60,
  },
  // Premium API keys (issue 14; docs/decisions/0016-api-keys.md) ------------------------------------------------
  'api-keys': {
    entry: 'functions/api-keys/handler.ts',
    description: 'Premium API keys: create (secret shown once), list, revoke',
    why: 'Premium API key management: creates and revokes secrets, apart from their use',
    table: 'readwrite',
    http: true,
  },
  'founder-authorizer': {
    entry: 'functions/founder-authorizer/handler.ts',
    description: 'Lambda authorizer of the routes that accept API keys: founders-pool JWT or an fsk_ key',
    why: 'API Gateway Lambda authorizer for routes that accept API keys: no table, 256 MB',
    table: 'none',
    authorizes: 'founders',
    memoryMb: 256,
    timeoutSeconds: 5,
  },
  // Investor match (issue 15; docs/decisions/0018-investor-match.md): ranking only reads; the startup profile's
  // writes live in their own function.
  match: {
    entry: 'functions/match/handler.ts',
    description: 'Investor match: the catalogue ranked against the startup profile, with reasons',
    why: 'Investor match ranking: read-only, CPU-heavy over the catalogue',
    table: 'read',
    snapshots: 'read',
    http: true,
  },
  startup: {
    entry: 'functions/match/startup-handler.ts',
    description: "The founder's startup profile (input of the investor match) and its onboarding",
    why: 'The startup profile’s writes, apart from the read-only match',
    table: 'readwrite',
    http: true,
  },
  // Pitches (issue 20; docs/decisions/0049-pitches.md), one function per audience (issue 35): founders sending,
  // investor teams answering, the public unsubscribe link and administrators have different callers and limits, so
  // none shares another's reserved concurrency. The consumer follows the events, one idempotent step per effect.
  pitches: {
    entry: 'functions/pitches/handler.ts',
    description:
      'Pitches, founders: send (1 action), their pitches and answers, the timeline, response figures',
    why: 'Founders sending pitches: a metered write capped by its own reserved concurrency, apart from the investor teams who answer',
    table: 'readwrite',
    http: true,
    publishes: ['PitchSent', 'ProfileCreated'],
    reservedConcurrency: 10,
    // A pitch's generated deck becomes a deck room for the team: its file (issue 39 item 4, ADR 0061)
    decks: 'write',
  },
  'pitch-inbox': {
    entry: 'functions/pitches/inbox-handler.ts',
    description:
      'Pitches, investor teams: the inbox, a pitch and its deck, answers, block, report, mail choice',
    why: 'Investor teams reading and answering: another pool of users (investors) whose answers must not wait behind a flood of founders sending',
    table: 'readwrite',
    http: true,
    // The inbox caller's current verified email (issue 33 item 1: team rights end when it leaves the domain)
    userPools: { investors: ['AdminGetUser'] },
    publishes: ['PitchAnswered'],
  },
  'pitch-unsubscribe': {
    entry: 'functions/pitches/unsubscribe-handler.ts',
    // Issue 37 item 4: also the founders' notices mail's one-click unsubscribe (one public mail-link function, so
    // the reserved concurrency budget is not spent twice on anonymous unsubscribe floods)
    description: 'Pitch mail and founders’ notices mail: the public one-click unsubscribes (RFC 8058)',
    why: 'Public and anonymous (a link in a mail): its own small reserved concurrency caps what a flood of it can take',
    table: 'readwrite',
    http: true,
    reservedConcurrency: 5,
  },
  'deck-rooms': {
    entry: 'functions/deck-rooms/handler.ts',
    description: 'Deck rooms, founders: publish, list, figures, revoke, delete',
    why: 'Founders’ deck rooms: uploads, publish, revoke, delete (a pitch’s room is written by `pitches`)',
    table: 'readwrite',
    http: true,
    decks: 'write',
  },
  'deck-viewer': {
    entry: 'functions/deck-rooms/viewer-handler.ts',
    description: 'Deck rooms, the public viewer: the room, a visit and its beacons',
    why: 'Public and anonymous (a shared link): only the deck room partitions and a read of their files, its own small reserved concurrency',
    table: 'decks',
    http: true,
    decks: 'read',
    reservedConcurrency: 10,
  },
  'pitch-reports': {
    entry: 'functions/pitches/reports-handler.ts',
    description: 'Pitches, administrators: the spam reports queue and its dismiss',
    why: 'Administrators: a rare caller with the admins pool, kept out of the founders’ and investors’ functions',
    table: 'readwrite',
    http: true,
  },
  'pitch-events': {
    entry: 'functions/pitches/events-handler.ts',
    description:
      'Pitch events: the founder pipeline and timeline, the team and founder mail, the response figures log',
    why: 'The effects of PitchSent and PitchAnswered, each its own idempotent step (issue 35), off the request path',
    table: 'readwrite',
    events: [{ source: [APP_EVENT_SOURCE], 'detail-type': ['PitchSent', 'PitchAnswered'] }],
    mail: true,
    webOrigins: true,
  },
  // The daily pitch digest (issue 20 item 2; docs/decisions/0052-pitch-digest-suspension-deletion.md): members who
  // chose `digest` (a sparse GSI1 key, never a scan) get one mail a day listing the new pitches, once per day.
  'pitch-digest': {
    entry: 'functions/pitches/digest-handler.ts',
    description:
      'Daily: mails team members who chose the digest the pitches their listing received since the last; publishes the response figures',
    why: 'Daily pitch digest: scheduled mail, no route',
    table: 'readwrite',
    schedule: 'rate(1 day)',
    mail: true,
    webOrigins: true,
    timeoutSeconds: 120,
  },
  // Founders' demand for investors (issue 37; docs/decisions/0060-bring-investors-in.md)
  demand: {
    entry: 'functions/demand/handler.ts',
    description:
      'Demand, founders: ask an investor to join Fundscout (free, once, undoable), request a missing firm',
    why: 'Founders’ free demand writes (no meter, no mail), apart from the metered and the investors’ functions',
    table: 'readwrite',
    http: true,
  },
  invitations: {
    entry: 'functions/invitations/handler.ts',
    description:
      'Invitations, administrators: firms ranked by founders’ demand, an invitation mail with a claim link',
    why: 'Administrators sending mail to firms: the admins pool and the mailer, apart from the founders’ demand writes',
    table: 'readwrite',
    http: true,
    mail: true,
    webOrigins: true,
  },
  'invitation-links': {
    entry: 'functions/invitations/links-handler.ts',
    description:
      'Invitations, public: the claim link followed (opened) and the one-click unsubscribe (RFC 8058)',
    why: 'Public and anonymous (links in a mail): its own small reserved concurrency caps what a flood of it can take',
    table: 'readwrite',
    http: true,
    reservedConcurrency: 5,
  },
  // Founders hear back (issue 37 item 4; docs/decisions/0060-bring-investors-in.md): a listing a founder asked for or
  // saved became reachable; the notice in the app, and the mail as the founder chose (each, a weekly digest, none).
  'listing-notices': {
    entry: 'functions/notices/log-handler.ts',
    description:
      'Every minute: tells founders who asked for or saved a listing that became reachable (notice, and mail as chosen)',
    why: 'Follows the catalogue change log off the request path (scheduled), so no catalogue writer needs mail rights or waits for the founders',
    table: 'readwrite',
    schedule: 'rate(1 minute)',
    mail: true,
    webOrigins: true,
    timeoutSeconds: 120,
  },
  'notice-digest': {
    entry: 'functions/notices/digest-handler.ts',
    description: 'Weekly: mails founders who chose the digest their notices not mailed yet',
    why: 'Weekly notices digest: scheduled mail, no route',
    table: 'readwrite',
    schedule: 'rate(7 days)',
    mail: true,
    webOrigins: true,
    timeoutSeconds: 120,
  },
  // --- Marketing from data (issue 12; docs/decisions/0020-marketing-figures-and-quotes.md) ---
  'catalogue-stats': {
    entry: 'functions/catalogue-stats/handler.ts',
    description: 'Public catalogue figures for the marketing pages (cached)',
    why: 'Public marketing figures: cached by CloudFront, read-only, its own small reservation',
    table: 'read',
    snapshots: 'read',
    http: true,
    reservedConcurrency: 10,
  },
  quotes: {
    entry: 'functions/quotes/handler.ts',
    description: 'The landing ticker quotes: the quote provider per symbol, cached, sample fallback',
    why: 'Public ticker quotes: the quotes key only, its own small reservation',
    table: 'none',
    http: true,
    secrets: ['quotes'],
    reservedConcurrency: 10,
  },
  // --- /Marketing from data ---
  // The outbox (issue 35; docs/decisions/0057-stacks-outbox-steps.md): turns the table's stream records of new
  // outbox items into bus events, for EventBridge Pipes on AWS and the local relay alike.
  'outbox-relay': {
    entry: 'functions/outbox/relay-handler.ts',
    description: 'Outbox: the enrichment of the outbox pipe (stream records of outbox items → bus events)',
    why: 'Invoked by EventBridge Pipes only, with no table, bus or route rights: the delivery of every event',
    table: 'none',
    relaysOutbox: true,
    memoryMb: 256,
  },
} as const satisfies Record<string, FunctionDef>;

/**
 * The most concurrency the registry may reserve in total (issue 22.8). Lambda keeps at least 100 concurrent
 * executions of an account's quota unreserved (https://docs.aws.amazon.com/lambda/latest/dg/configuration-concurrency.html),
 * so with the default quota of 1,000 up to 900 may be reserved; 300 leaves the other functions (and anything else in
 * the account) at least 700. Sized from the stage throttle (infra/constructs/api.ts API_THROTTLE: 250 requests/s,
 * 500 burst) at ~100 ms per request: ~50 concurrent executions at the API's cap, so search's 100 is never the
 * bottleneck, while a flood of a public route stops at its own reservation. An account still at a lower quota
 * (new accounts may start at 10) must raise it before deploying (docs/deploy.md).
 */
export const RESERVED_CONCURRENCY_BUDGET = 300;

export type FunctionName = keyof typeof FUNCTIONS;
/** The functions that serve HTTP routes (`http: true`). */
export type HttpFunctionName = {
  [K in FunctionName]: (typeof FUNCTIONS)[K] extends { http: true } ? K : never;
}[FunctionName];

/** Every function name, in declaration order. */
export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as FunctionName[];

/** The registry entry of `name`, typed as the general shape. */
export function functionDef(name: FunctionName): FunctionDef {
  return FUNCTIONS[name];
}

/** One EventBridge trigger: `function` is the target of a rule with `pattern`; `index` numbers its rules. */
export interface EventTrigger {
  function: FunctionName;
  index: number;
  pattern: EventPatternJson;
}

/** Every event trigger of the registry, in declaration order (the stack's Rules and the local bus's targets). */
export function eventTriggers(): EventTrigger[] {
  return FUNCTION_NAMES.flatMap((name) =>
    (functionDef(name).events ?? []).map((pattern, index) => ({ function: name, index, pattern })),
  );
}

/** The functions that announce events (they bundle the outbox writer, functions/lib/events.ts). */
export function publishers(): FunctionName[] {
  return FUNCTION_NAMES.filter((name) => (functionDef(name).publishes ?? []).length > 0);
}
