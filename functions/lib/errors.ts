/**
 * Domain and HTTP errors. Handlers throw these; functions/lib/http.ts turns them into
 * `{ error: { code, message, field? } }` JSON with the status given here. Anything else becomes a 500
 * with a generic message (and is logged), so internals never leak.
 */
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
