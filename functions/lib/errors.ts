/**
 * Domain errors (docs/decisions/0022-error-convention.md): what the data layer, functions/metering and every
 * feature's domain modules throw when a rule refuses something. They know nothing of HTTP: each carries a message a
 * user may read, a stable machine `code` (the API's `error.code`) and, when one input is at fault, its `field`, so
 * the same error serves a route and an EventBridge consumer. The HTTP edge maps them to statuses in one place
 * (functions/lib/http-errors.ts `toHttpError`, used by `featureHandler`); a consumer lets them fail the event.
 *
 * Throw one of the kinds below (or a subclass of one); a new kind needs its line in `toHttpError` (a test checks
 * that every kind maps to a 4xx/5xx other than 500). Anything that is not a domain error is a bug or an outage:
 * `isUnavailable` tells the second apart (a 503), the rest is a 500 with a generic message.
 *
 * Also here: `MalformedEvent`, the failure of an event consumer whose input does not have the declared shape
 * (functions/lib/consumer.ts): not a domain rule, so it is not a `DomainError`.
 */
import type { ActionKind } from '../../shared/vocabulary.js';

/** A rule of the domain refused the request. Use one of the kinds below. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Machine-readable reason, stable across releases (`error.code` of an API answer). */
    readonly code: string,
    /** The input at fault, when one is (`error.field`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** An input breaks a domain rule (bad value for the stored state, a file without its source...). API: 400. */
export class InvalidInput extends DomainError {
  constructor(message: string, options: { field?: string; code?: string } = {}) {
    super(message, options.code ?? 'invalid_parameter', options.field);
    this.name = 'InvalidInput';
  }
}

/** `missing`: an entity the request names does not exist. API: 404 `not_found`. */
export class Missing extends DomainError {
  constructor(
    readonly entity: string,
    readonly id: string,
    message = `No ${entity} with id '${id}'.`,
  ) {
    super(message, 'not_found');
    this.name = 'Missing';
  }
}

/** What the request names existed but is no longer available (a revoked or expired deck room link). API: 410. */
export class Gone extends DomainError {
  constructor(message: string, code = 'gone') {
    super(message, code);
    this.name = 'Gone';
  }
}

/** The caller may not do this (not their plan, their own admin account...). API: 403. */
export class NotAllowed extends DomainError {
  constructor(message: string, code = 'forbidden') {
    super(message, code);
    this.name = 'NotAllowed';
  }
}

/** The request conflicts with the stored state (already reviewed, already on the plan...). API: 409. */
export class StateConflict extends DomainError {
  constructor(message: string, code = 'conflict', field?: string) {
    super(message, code, field);
    this.name = 'StateConflict';
  }
}

/** `limit`: fewer than `cost` actions remain in the current period (founder-app.md section 8). API: 402. */
export class ActionLimitReached extends DomainError {
  constructor(
    readonly kind: ActionKind,
    readonly cost: number,
    readonly remaining: number,
  ) {
    super(`${kind} needs ${cost} action(s); ${remaining} remaining`, 'action_limit_reached');
    this.name = 'ActionLimitReached';
  }
}

/**
 * Something the request needs cannot be had now (a dependency is down or not configured); the client may retry,
 * after `retryAfterSeconds` when given. API: 503 (with `Retry-After`).
 */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    code = 'unavailable',
    readonly retryAfterSeconds?: number,
  ) {
    super(message, code);
    this.name = 'Unavailable';
  }
}

/**
 * A per-founder quota of a period is used up (pitches per UTC day, issue 20): try again at `resetsAt`.
 * API: 429 with `Retry-After` (seconds until `resetsAt`).
 */
export class QuotaReached extends DomainError {
  constructor(
    message: string,
    code: string,
    readonly resetsAt: Date,
  ) {
    super(message, code);
    this.name = 'QuotaReached';
  }
}

/** `busy`: too many lost races on one founder's items; the client may simply try again. API: 503 `busy`. */
export class Busy extends Unavailable {
  constructor(message = 'Too many simultaneous requests on your account. Please try again.') {
    super(message, 'busy', 1);
    this.name = 'Busy';
  }
}

/**
 * `account_deleted`: the caller's account was deleted (issue 22.1). The verified token (JWT authorizer) or API key
 * still names the `sub`, but the tombstone deletion left under it (functions/data/tombstone.ts) says the account is
 * gone, so nothing may be read or stored for it again. API: 401 `account_deleted`.
 */
export class AccountDeleted extends DomainError {
  constructor(message = 'This account was deleted. Sign up again to use Fundscout.') {
    super(message, 'account_deleted');
    this.name = 'AccountDeleted';
  }
}

/** A dependency (Stripe) answered with an error or an unusable answer. API: 502. */
export class DependencyFailed extends DomainError {
  constructor(message: string, code: string) {
    super(message, code);
    this.name = 'DependencyFailed';
  }
}

/** `saved_list_full`: the founder keeps `cap` investors saved already (functions/data/saved.ts SAVED_LIST_CAP). */
export class SavedListFull extends InvalidInput {
  constructor(readonly cap: number) {
    super(`Your saved list is full: at most ${cap} investors. Remove some before saving more.`, {
      code: 'saved_list_full',
    });
    this.name = 'SavedListFull';
  }
}

/**
 * An EventBridge event whose envelope or `detail` does not have the shape its consumer declares
 * (functions/lib/consumer.ts). Thrown before any work, so the event fails: Lambda retries it and its on-failure
 * destination puts it in the dead-letter queue with this message (`errorType: MalformedEvent`); the local bus
 * dead-letters it the same way.
 */
export class MalformedEvent extends Error {
  constructor(
    readonly consumer: string,
    readonly eventId: string,
    /** The first problems, `path: message; ...`. */
    readonly reason: string,
  ) {
    super(`Malformed event ${eventId} for ${consumer}: ${reason}`);
    this.name = 'MalformedEvent';
  }
}

/**
 * AWS SDK error names that mean "the database is throttling or cannot answer now" (after the client's own bounded
 * retries, functions/lib/dynamodb.ts): DynamoDB throttling (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Programming.Errors.html),
 * a service-side 500/503, and the SDK's timeouts.
 */
const UNAVAILABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/** Node socket error codes of an unreachable or dropped connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * True when `error` says the database (or another AWS dependency) is throttling, failing on its side, timed out or
 * unreachable: a condition the client should retry later rather than a bug. Looks at the SDK error's `name`,
 * `$fault: 'server'`, `$metadata.httpStatusCode` 5xx, and Node's socket `code`, also on `cause`.
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as {
    name?: unknown;
    code?: unknown;
    $fault?: unknown;
    $metadata?: { httpStatusCode?: unknown };
    cause?: unknown;
  };
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (e.$fault === 'server' && typeof status === 'number' && status >= 500) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnavailable(inner, depth + 1)))
    return true;
  return isUnavailable(e.cause, depth + 1);
}
