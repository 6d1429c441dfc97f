/**
 * HTTP errors and the one mapping from domain errors to HTTP (docs/decisions/0022-error-convention.md).
 * `featureHandler` (functions/lib/http.ts) turns whatever a route throws into `{ error: { code, message, field? } }`
 * JSON through `toHttpError`: an `HttpError` as it is, a domain error (functions/lib/errors.ts) by its kind, an
 * unavailable dependency as 503; anything else is a 500 with a generic message (and is logged), so internals
 * never leak.
 *
 * Who may construct an HttpError (the test functions/lib/error-convention.test.ts enforces it):
 * - this module (the mapping);
 * - the HTTP edge in functions/lib: request validation (validate.ts: 400 naming the field), the caller's identity
 *   (auth.ts: 401/403), the origin guard (origin.ts: 403), the API-key middleware (api-key-auth.ts: 401/403/429);
 * - the entry module of an HTTP function (its registry `entry`), `BadRequest` only, for a check of the request
 *   itself that the schemas cannot express (a header, the Origin, a confirmation field).
 * Everything else, the data layer, metering, every domain module and every event consumer, throws domain errors.
 */
import {
  EXPORT_LIMIT_MESSAGE,
  actionLimitMessage,
  aiLimitMessage,
  revealLimitMessage,
} from '../../shared/messages.js';
import {
  AccountDeleted,
  ActionLimitReached,
  DependencyFailed,
  DomainError,
  Gone,
  InvalidInput,
  Missing,
  NotAllowed,
  QuotaReached,
  StateConflict,
  Unavailable,
  isUnavailable,
} from './errors.js';

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

/** 401: no valid token (normally stopped earlier by the JWT authorizer), or a deleted account (`account_deleted`). */
export class Unauthorized extends HttpError {
  constructor(message = 'You must be signed in.', code = 'unauthorized') {
    super(401, code, message);
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this.', code = 'forbidden') {
    super(403, code, message);
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
  constructor(message: string, code = 'conflict', field?: string) {
    super(409, code, message, field);
  }
}

/** 410: what the request names is gone for good (a revoked or expired deck room). */
export class GoneError extends HttpError {
  constructor(message: string, code = 'gone') {
    super(410, code, message);
  }
}

/** 402: not enough actions left in the current period for a metered action (founder-app.md section 8). */
export class PaymentRequired extends HttpError {
  constructor(message: string, code = 'action_limit_reached') {
    super(402, code, message);
  }
}

/** 502: a dependency (Stripe) failed. */
export class BadGateway extends HttpError {
  constructor(message: string, code: string) {
    super(502, code, message);
  }
}

/**
 * 503: the service cannot do it now; with `retryAfterSeconds`, try again after that many seconds (the
 * `Retry-After` header).
 */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, code = 'busy', retryAfterSeconds?: number) {
    super(
      503,
      code,
      message,
      undefined,
      retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

/** 429: this client (an API key) sent too many requests; try again after `retryAfterSeconds`. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number, code = 'too_many_requests') {
    super(429, code, message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** Seconds a client is asked to wait after the database was unavailable or throttled. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** Message of the 503 `unavailable` answer. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** The limit message a founder sees for an action (founder-app.md section 8). */
function limitMessage(error: ActionLimitReached): string {
  if (error.kind === 'export') return EXPORT_LIMIT_MESSAGE;
  if (error.kind === 'reveal') return revealLimitMessage(error.remaining, error.cost);
  if (error.kind === 'email' || error.kind === 'pitch_deck')
    return aiLimitMessage(error.remaining, error.cost);
  return actionLimitMessage(error.cost, error.remaining);
}

/** The HTTP answer of a domain error, by its kind; undefined for a kind this table does not know (a 500). */
function fromDomain(error: DomainError): HttpError | undefined {
  if (error instanceof AccountDeleted) return new Unauthorized(error.message, error.code);
  if (error instanceof ActionLimitReached) return new PaymentRequired(limitMessage(error), error.code);
  if (error instanceof InvalidInput) return new BadRequest(error.message, error.field, error.code);
  if (error instanceof Missing) return new NotFound(error.message);
  if (error instanceof NotAllowed) return new Forbidden(error.message, error.code);
  if (error instanceof StateConflict) return new Conflict(error.message, error.code, error.field);
  if (error instanceof Gone) return new GoneError(error.message, error.code);
  if (error instanceof Unavailable)
    return new ServiceUnavailable(error.message, error.code, error.retryAfterSeconds);
  if (error instanceof DependencyFailed) return new BadGateway(error.message, error.code);
  if (error instanceof QuotaReached) {
    return new TooManyRequests(error.message, (error.resetsAt.getTime() - Date.now()) / 1000, error.code);
  }
  return undefined;
}

/**
 * The HTTP error of `error`: itself for an `HttpError`; for a domain error (functions/lib/errors.ts) by kind:
 * `AccountDeleted` 401 `account_deleted`, `InvalidInput` 400, `NotAllowed` 403, `Missing` 404 `not_found`, `StateConflict` 409, `Gone` 410, `ActionLimitReached` 402
 * `action_limit_reached` with the spec's limit message, `Unavailable` 503 (`Busy`: `busy`, `Retry-After: 1`),
 * `DependencyFailed` 502, `QuotaReached` 429 with `Retry-After` (seconds to its reset), each with the error's own code and field; 503 `unavailable` with `Retry-After` when the
 * database is throttling, timed out or unreachable (`isUnavailable`); undefined for anything else (a 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    const mapped = fromDomain(error);
    if (mapped) return mapped;
  }
  if (isUnavailable(error)) {
    return new ServiceUnavailable(UNAVAILABLE_MESSAGE, 'unavailable', UNAVAILABLE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
