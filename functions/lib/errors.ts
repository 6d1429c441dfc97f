/**
 * Domain and HTTP errors. Handlers throw either; functions/lib/http.ts turns them into
 * `{ error: { code, message, field? } }` JSON: an `HttpError` with its own status, a `DomainError` through
 * `toHttpError` below (the ONE place where domain outcomes become HTTP). Anything else becomes a 500 with a
 * generic message (and is logged), so internals never leak.
 *
 * Domain errors know nothing of HTTP: the data layer and functions/metering throw or return them, so they can
 * serve an EventBridge consumer as well as a route.
 */
import type { ActionKind } from '../../shared/vocabulary.js';
import { EXPORT_LIMIT_MESSAGE, aiLimitMessage, revealLimitMessage } from '../../shared/messages.js';

/** A rule of the domain refused the request. */
export class DomainError extends Error {}

/** `limit`: fewer than `cost` actions remain in the current period (founder-app.md section 8). */
export class ActionLimitReached extends DomainError {
  constructor(
    readonly kind: ActionKind,
    readonly cost: number,
    readonly remaining: number,
  ) {
    super(`${kind} needs ${cost} action(s); ${remaining} remaining`);
    this.name = 'ActionLimitReached';
  }
}

/** `missing`: an entity the request names does not exist. */
export class Missing extends DomainError {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`No ${entity} with id '${id}'.`);
    this.name = 'Missing';
  }
}

/** `busy`: too many lost races on one founder's items; the client may simply try again. */
export class Busy extends DomainError {
  constructor(message = 'Too many simultaneous requests on your account. Please try again.') {
    super(message);
    this.name = 'Busy';
  }
}
/** `saved_list_full`: the founder keeps `cap` investors saved already (functions/data/saved.ts SAVED_LIST_CAP). */
export class SavedListFull extends DomainError {
  constructor(readonly cap: number) {
    super(`Your saved list is full: at most ${cap} investors. Remove some before saving more.`);
    this.name = 'SavedListFull';
  }
}
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra response headers (e.g. `retry-after`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: a request parameter or body field is invalid; `field` names it. */
export class BadRequest extends HttpError {
  constructor(message: string, field?: string, code = 'invalid_parameter') {
    super(400, code, message, field);
  }
}

/** 401: no valid token (normally stopped earlier by the JWT authorizer). */
export class Unauthorized extends HttpError {
  constructor(message = 'You must be signed in.') {
    super(401, 'unauthorized', message);
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'forbidden', message);
  }
}

/** 404: the named resource does not exist. */
export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

/** 409: the request conflicts with stored state. */
export class Conflict extends HttpError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

/** 402: not enough actions left in the current period for a metered action (founder-app.md section 8). */
export class PaymentRequired extends HttpError {
  constructor(message: string, code = 'action_limit_reached') {
    super(402, code, message);
  }
}

/** 503: the service cannot do it now; try again after `retryAfterSeconds` (the `Retry-After` header). */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, code = 'busy', retryAfterSeconds = 1) {
    super(503, code, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** 429: this client (an API key) sent too many requests; try again after `retryAfterSeconds`. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** Seconds a client is asked to wait after the database was unavailable or throttled. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** Message of the 503 `unavailable` answer. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

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

/** The limit message a founder sees for an action (founder-app.md section 8). */
function limitMessage(error: ActionLimitReached): string {
  if (error.kind === 'export') return EXPORT_LIMIT_MESSAGE;
  if (error.kind === 'reveal') return revealLimitMessage(error.remaining, error.cost);
  if (error.kind === 'email' || error.kind === 'pitch_deck')
    return aiLimitMessage(error.remaining, error.cost);
  return `You need at least ${error.cost} actions. You have ${error.remaining} actions remaining.`;
}

/**
 * The HTTP error of `error`: itself for an `HttpError`; 402 `action_limit_reached` for `ActionLimitReached`,
 * 404 `not_found` for `Missing`, 503 `busy` for `Busy`, 400 `saved_list_full` for `SavedListFull`; 503 `unavailable` with `Retry-After` when the database is
 * throttling, timed out or unreachable (`isUnavailable`); undefined for anything else (a 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof ActionLimitReached) return new PaymentRequired(limitMessage(error));
  if (error instanceof Missing) return new NotFound(error.message);
  if (error instanceof Busy) return new ServiceUnavailable(error.message);
  if (error instanceof SavedListFull) return new BadRequest(error.message, undefined, 'saved_list_full');
  if (isUnavailable(error)) {
    return new ServiceUnavailable(UNAVAILABLE_MESSAGE, 'unavailable', UNAVAILABLE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
