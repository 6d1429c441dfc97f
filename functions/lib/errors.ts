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
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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

/** 503: the service cannot do it now; try again. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, code = 'busy') {
    super(503, code, message);
  }
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
 * 404 `not_found` for `Missing`, 503 `busy` for `Busy`; undefined for anything else (a 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof ActionLimitReached) return new PaymentRequired(limitMessage(error));
  if (error instanceof Missing) return new NotFound(error.message);
  if (error instanceof Busy) return new ServiceUnavailable(error.message);
  return undefined;
}
