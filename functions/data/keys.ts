/**
 * Key builders for every entity of the single table. Key shapes live here and nowhere else
 * (docs/decisions/0001-single-table.md).
 *
 * | entity              | pk              | sk                  | gsi1pk               | gsi1sk              |
 * |---------------------|-----------------|---------------------|----------------------|---------------------|
 * | investor            | INV#{id}        | PROFILE             | CATALOGUE            | {created_at}#{id}   |
 * | removed investor    | INV#{id}        | PROFILE             | REMOVED              | {removed_at}#{id}   |
 * | investor contact    | INV#{id}        | CONTACT             | -                    | -                   |
 * | dataset originals   | INV#{id}        | ORIGINAL            | -                    | -                   |
 * | catalogue version   | CATALOGUE       | VERSION             | -                    | -                   |
 * | catalogue change    | CATLOG          | {seq, 12 digits}    | -                    | -                   |
 * | confirmation marker | INV#{id}        | CONFIRMATION        | CONFIRMATIONS        | {confirmed_at}#{id} |
 * | founder profile     | USER#{sub}      | PROFILE             | USERS                | {created_at}#{sub}  |
 * | saved investor      | USER#{sub}      | SAVED#{investorId}  | -                    | -                   |
 * | contact reveal      | USER#{sub}      | REVEAL#{investorId} | -                    | -                   |
 * | usage ledger entry  | USER#{sub}      | LEDGER#{at}#{uuid}  | -                    | -                   |
 * | investor submission | SUBMISSION#{id} | SUBMISSION          | SUBMISSIONS#{status} | {submitted_at}#{id} |
 * | contact message     | MESSAGE#{id}    | MESSAGE             | MESSAGES             | {received_at}#{id}  |
 * | anonymised ledger   | DELETED#{did}   | LEDGER#{at}#{uuid}  | ANONYMISED_LEDGER    | {at}#{did}#{uuid}   |
 *
 * The anonymised ledger keeps the usage ledger of deleted accounts for accounting, under a random deletion id
 * `did` that nothing links to the founder (functions/data/account.ts; ADR 0010). Accounting lists it by time on
 * GSI1 `ANONYMISED_LEDGER`.
 * | AI job              | USER#{sub}      | AIJOB#{id}          | AIJOBS#OPEN (until settled) | {created_at}#{sub}#{id} |
 * | AI job outcome      | USER#{sub}      | AIJOB#{id}#OUTCOME  | -                    | -                   |
 * | idempotency record  | USER#{sub}      | IDEMPOTENCY#{scope}#{key} | -              | -                   |
 * | API key             | APIKEY#{prefix} | APIKEY              | APIKEYS#{sub}        | {created_at}#{prefix} |
 * | API key rate window | APIKEY#{prefix} | RATE#{epochMinute}  | -                    | -                   |
 * | active API key count | USER#{sub}     | APIKEYCOUNT         | -                    | -                   |
 * | startup profile     | USER#{sub}      | STARTUP             | -                    | -                   |
 * | saved list (named)  | USER#{sub}      | LIST#{listId}       | -                    | -                   |
 * | list entry (named)  | USER#{sub}      | ENTRY#{listId}#{investorId} | -            | -                   |
 * | Stripe customer     | STRIPECUSTOMER#{cus_...} | STRIPECUSTOMER | -                 | -                   |
 * | processed Stripe event | STRIPEEVENT#{evt_...} | STRIPEEVENT | -                      | -                   |
 * | admin-change lock   | ADMINLOCK#{poolId} | ADMINLOCK        | -                    | -                   |
 * | account tombstone   | TOMBSTONE#{sub} | TOMBSTONE           | -                    | -                   |
 * | trial claim         | TRIAL#{hmac}    | TRIAL               | -                    | -                   |
 * | outbox event        | OUTBOX#{eventId} | OUTBOX             | -                    | -                   |
 * | event step marker   | EVENTSTEP#{eventId} | STEP#{step}     | -                    | -                   |
 * | deck room           | DECKROOM#{slug} | ROOM                | -                    | -                   |
 * | deck room visit     | DECKROOM#{slug} | VISIT#{visitId}     | -                    | -                   |
 * | founder's deck room | USER#{sub}      | DECKROOM#{slug}     | -                    | -                   |
 *
 * Deck rooms (issue 39; functions/data/deck-room.ts, ADR 0061): a room and its visits share a partition keyed by
 * the room's unguessable slug, so the public viewer (IAM `dynamodb:LeadingKeys` `DECKROOM#*`) reaches nothing
 * else, the figures are one Query and deleting a room is one partition; the founder's partition lists the slugs.
 *
 * The outbox (issue 35; shared/outbox.ts, functions/lib/events.ts): every domain event is an item written in the
 * transaction of the change it announces, delivered from the table's stream; its key is built in shared/outbox.ts
 * (`outboxKey`, re-exported here) because the publisher (functions/lib) sits below this layer. A consumer applies
 * each effect of an event once, recorded by a step marker (functions/data/event-steps.ts, functions/lib/steps.ts).
 *
 * Deleted accounts (issue 22.1 and 22.6; functions/data/tombstone.ts, trial-claim.ts): a tombstone per deleted
 * founder or administrator, keyed by the Cognito `sub` alone (it holds no email or name), so a still-valid token
 * of the deleted account is refused; and a trial claim per keyed hash (HMAC-SHA256) of a normalised email or a card
 * fingerprint that started a paid subscription (with or without the trial), so no other account with that email
 * or card gets the trial (docs/decisions/0040-trial-claims.md).
 *
 * Billing (issue 9; docs/decisions/0011-billing-events.md; functions/data/billing.ts): a Stripe customer → founder
 * link, and one marker per Stripe event applied (idempotency; expires after `EVENT_MARKER_DAYS`).
 *
 * API keys (issue 14; docs/decisions/0016-api-keys.md) live in partitions of their own, keyed by the key's public
 * prefix: a presented key is found with one strongly consistent GetItem (a revocation counts at once), the
 * functions that only read the table may update exactly these items (the per-key rate window and last use; IAM
 * `dynamodb:LeadingKeys` `APIKEY#*`, infra/constructs/api.ts), and a founder's keys are listed on GSI1
 * `APIKEYS#{sub}`.
 *
 * Pipeline (issue 15, docs/decisions/0017-fundraising-pipeline.md): the default list's entries are the saved
 * investor items above (`SAVED#{investorId}`, unchanged; pipeline fields are extra attributes, a missing stage reads
 * as `to_contact`); a named list is a `LIST#{listId}` item (`LIST#default` only once the default list is renamed)
 * and its entries `ENTRY#{listId}#{investorId}` items, so one list is one prefix Query.
 *
 * Investor submissions (public applications, apply-settings-admin.md section 3) are listed by administrators per
 * status, newest first: Query GSI1 `gsi1pk = SUBMISSIONS#pending`, `ScanIndexForward: false`; a review moves the
 * item to `SUBMISSIONS#approved` / `SUBMISSIONS#rejected` by rewriting gsi1pk (same gsi1sk), so per-status counts
 * are Query COUNTs. Contact messages are listed newest first from `gsi1pk = MESSAGES`.
 *
 * The ledger sort key starts with the ISO time of the consumption, so a founder's recent activity is one Query
 * (`begins_with(sk, 'LEDGER#')`, newest first); the uuid keeps two entries of the same millisecond apart
 * (docs/decisions/0005-metering.md).
 *
 * The contact lives in its own item so that the catalogue (what search loads) never holds a contact: the search
 * path cannot leak one even by mistake.
 */
import type { SubmissionStatus } from '../../shared/vocabulary.js';
import { outboxKey } from '../../shared/outbox.js';

export type Key = { pk: string; sk: string };

export const CATALOGUE_GSI1PK = 'CATALOGUE';
/** GSI1 partition of removed listings (hidden or deleted; issue 19, docs/decisions/0032). */
export const REMOVED_GSI1PK = 'REMOVED';
/** The partition of the catalogue change log (functions/data/catalogue-log.ts). */
export const CATALOGUE_LOG_PK = 'CATLOG';
/** GSI1 partition of the confirmation markers of claimed listings (functions/data/listing-freshness.ts). */
export const CONFIRMATIONS_GSI1PK = 'CONFIRMATIONS';
export const USERS_GSI1PK = 'USERS';
export const MESSAGES_GSI1PK = 'MESSAGES';
export const ANONYMISED_LEDGER_GSI1PK = 'ANONYMISED_LEDGER';
/**
 * AI jobs not yet known settled (issue 22.4): the sweeper (functions/ai/sweeper-handler.ts) queries the old ones and removes
 * the attribute once a job has its outcome. A sparse index entry, written with the job in its charge transaction.
 */
export const OPEN_AI_JOBS_GSI1PK = 'AIJOBS#OPEN';

/**
 * Partition-key prefixes of what anonymous visitors may create. The public `submissions` function may put items
 * only under these (IAM `dynamodb:LeadingKeys`, infra/constructs/functions.ts).
 */
/** Partition-key prefix of the API key items (IAM `dynamodb:LeadingKeys` of the key-reading functions). */
export const API_KEY_PK_PREFIX = 'APIKEY#';

/** Partition-key prefix of the deck rooms and their visits (the public viewer's only table rights; issue 39). */
export const DECK_ROOM_PK_PREFIX = 'DECKROOM#';

export const PUBLIC_SUBMISSION_PK_PREFIXES = ['SUBMISSION#', 'MESSAGE#'] as const;

export const keys = {
  investor: (id: string): Key => ({ pk: `INV#${id}`, sk: 'PROFILE' }),
  investorGsi1: (id: string, createdAt: string) => ({ gsi1pk: CATALOGUE_GSI1PK, gsi1sk: `${createdAt}#${id}` }),
  investorContact: (id: string): Key => ({ pk: `INV#${id}`, sk: 'CONTACT' }),
  /** A removed listing (hidden by its team, deleted by an administrator): GSI1 `REMOVED` (issue 19, ADR 0032). */
  removedInvestorGsi1: (id: string, removedAt: string) => ({ gsi1pk: REMOVED_GSI1PK, gsi1sk: `${removedAt}#${id}` }),
  /** The dataset's values of the fields a team or an administrator overwrote (for `unclaimListing`, ADR 0031). */
  investorOriginal: (id: string): Key => ({ pk: `INV#${id}`, sk: 'ORIGINAL' }),
  /** The catalogue change log's head: `version` = the sequence number of its last entry (ADR 0056). */
  catalogueVersion: (): Key => ({ pk: 'CATALOGUE', sk: 'VERSION' }),
  /** Entry `seq` of the catalogue change log (one partition, ordered by sequence number; ADR 0056). */
  catalogueChange: (seq: number): Key => ({ pk: CATALOGUE_LOG_PK, sk: String(seq).padStart(12, '0') }),
  /**
   * The sparse confirmation index of a claimed, confirmed listing (GSI1 `CONFIRMATIONS`, sorted by confirmation
   * time): what the freshness job reads instead of the catalogue (ADR 0056).
   */
  confirmation: (id: string): Key => ({ pk: `INV#${id}`, sk: 'CONFIRMATION' }),
  confirmationGsi1: (id: string, confirmedAt: string) => ({
    gsi1pk: CONFIRMATIONS_GSI1PK,
    gsi1sk: `${confirmedAt}#${id}`,
  }),
  profile: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  profileGsi1: (sub: string, createdAt: string) => ({ gsi1pk: USERS_GSI1PK, gsi1sk: `${createdAt}#${sub}` }),
  userPartition: (sub: string): string => `USER#${sub}`,
  saved: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `SAVED#${investorId}` }),
  savedPrefix: 'SAVED#',
  reveal: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `REVEAL#${investorId}` }),
  revealPrefix: 'REVEAL#',
  ledger: (sub: string, at: string, uuid: string): Key => ({ pk: `USER#${sub}`, sk: `LEDGER#${at}#${uuid}` }),
  ledgerPrefix: 'LEDGER#',
  // AI tools (docs/decisions/0013-ai-jobs.md): a job and its once-only outcome, in the founder's partition.
  aiJob: (sub: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `AIJOB#${id}` }),
  aiJobOutcome: (sub: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `AIJOB#${id}#OUTCOME` }),
  aiJobPrefix: 'AIJOB#',
  aiJobOpenGsi1: (sub: string, id: string, createdAt: string) => ({
    gsi1pk: OPEN_AI_JOBS_GSI1PK,
    gsi1sk: `${createdAt}#${sub}#${id}`,
  }),
  // Idempotency keys (issue 22.3; docs/decisions/0038-idempotency-keys.md), written with the charge they guard.
  idempotency: (sub: string, scope: string, key: string): Key => ({
    pk: `USER#${sub}`,
    sk: `IDEMPOTENCY#${scope}#${key}`,
  }),
  // API keys (issue 14; docs/decisions/0016-api-keys.md)
  apiKey: (prefix: string): Key => ({ pk: `${API_KEY_PK_PREFIX}${prefix}`, sk: 'APIKEY' }),
  /** The request count of key `prefix` in one fixed window (epoch minute), expired by TTL (issue 22). */
  apiKeyRate: (prefix: string, window: number): Key => ({ pk: `${API_KEY_PK_PREFIX}${prefix}`, sk: `RATE#${window}` }),
  /** How many active keys `sub` holds: the cap's one conditional counter (issue 22). */
  apiKeyCount: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'APIKEYCOUNT' }),
  apiKeyGsi1: (sub: string, createdAt: string, prefix: string) => ({
    gsi1pk: `APIKEYS#${sub}`,
    gsi1sk: `${createdAt}#${prefix}`,
  }),
  // Investor match (issue 15, docs/decisions/0018-investor-match.md): the founder's startup profile.
  startup: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'STARTUP' }),
  // Pipeline (issue 15): named lists and their entries, in the founder's partition.
  list: (sub: string, listId: string): Key => ({ pk: `USER#${sub}`, sk: `LIST#${listId}` }),
  listPrefix: 'LIST#',
  listEntry: (sub: string, listId: string, investorId: string): Key => ({
    pk: `USER#${sub}`,
    sk: `ENTRY#${listId}#${investorId}`,
  }),
  listEntryPrefix: (listId: string): string => `ENTRY#${listId}#`,
  entryPrefix: 'ENTRY#',
  submission: (id: string): Key => ({ pk: `SUBMISSION#${id}`, sk: 'SUBMISSION' }),
  submissionGsi1: (status: SubmissionStatus, submittedAt: string, id: string) => ({
    gsi1pk: submissionsGsi1pk(status),
    gsi1sk: `${submittedAt}#${id}`,
  }),
  contactMessage: (id: string): Key => ({ pk: `MESSAGE#${id}`, sk: 'MESSAGE' }),
  contactMessageGsi1: (receivedAt: string, id: string) => ({
    gsi1pk: MESSAGES_GSI1PK,
    gsi1sk: `${receivedAt}#${id}`,
  }),
  anonymisedLedger: (deletionId: string, at: string, uuid: string): Key => ({
    pk: `DELETED#${deletionId}`,
    sk: `LEDGER#${at}#${uuid}`,
  }),
  anonymisedLedgerGsi1: (deletionId: string, at: string, uuid: string) => ({
    gsi1pk: ANONYMISED_LEDGER_GSI1PK,
    gsi1sk: `${at}#${deletionId}#${uuid}`,
  }),
  // Billing (issue 9, docs/decisions/0011-billing-events.md)
  stripeCustomer: (customerId: string): Key => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'STRIPECUSTOMER' }),
  stripeEvent: (eventId: string): Key => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'STRIPEEVENT' }),
  // Admin accounts (issue 22): the lock that makes "keep at least one administrator" atomic (data/admin-lock.ts).
  adminLock: (poolId: string): Key => ({ pk: `ADMINLOCK#${poolId}`, sk: 'ADMINLOCK' }),
  // Deleted accounts (issue 22.1): data/tombstone.ts
  tombstone: (sub: string): Key => ({ pk: `TOMBSTONE#${sub}`, sk: 'TOMBSTONE' }),
  // Trial claims (issue 22.6): data/trial-claim.ts; `hash` is an HMAC-SHA256 in hex
  trialClaim: (hash: string): Key => ({ pk: `TRIAL#${hash}`, sk: 'TRIAL' }),
  // The outbox (issue 35): shared/outbox.ts; one step of an event's consumer: data/event-steps.ts
  outbox: outboxKey as (eventId: string) => Key,
  eventStep: (eventId: string, step: string): Key => ({ pk: `EVENTSTEP#${eventId}`, sk: `STEP#${step}` }),
  // Deck rooms (issue 39): data/deck-room.ts
  deckRoom: (slug: string): Key => ({ pk: `${DECK_ROOM_PK_PREFIX}${slug}`, sk: 'ROOM' }),
  deckVisit: (slug: string, visitId: string): Key => ({ pk: `${DECK_ROOM_PK_PREFIX}${slug}`, sk: `VISIT#${visitId}` }),
  deckVisitPrefix: 'VISIT#',
  founderDeckRoom: (sub: string, slug: string): Key => ({ pk: `USER#${sub}`, sk: `DECKROOM#${slug}` }),
  founderDeckRoomPrefix: 'DECKROOM#',
} as const;

/** GSI1 partition of the investor submissions in one review status. */
export function submissionsGsi1pk(status: SubmissionStatus): string {
  return `SUBMISSIONS#${status}`;
}

/** The investor id inside a `SAVED#{id}` or `REVEAL#{id}` sort key. */
export function investorIdFromSk(sk: string): string {
  const at = sk.indexOf('#');
  return at >= 0 ? sk.slice(at + 1) : sk;
}

/** The investor id inside an `INV#{id}` partition key. */
export function investorIdFromPk(pk: string): string {
  return pk.startsWith('INV#') ? pk.slice(4) : pk;
}
