/**
 * The local-only endpoints under `/local/` (never in the manifest, never deployed):
 * - `GET /local/mailbox` (HTML) and `GET /local/mailbox.json?to=EMAIL`: every message the stack would have
 *   mailed, Cognito's codes and the mailer port's messages (scripts/local/mailbox.ts; `?id=` one in full). No wildcard CORS (issue 14: the codes confirm sign-ups and reset passwords, so any
 *   page the developer opened could take over local accounts): like the API, only the web app's origins get CORS
 *   headers (the gateway adds them, cors.ts), which is how the web app and the e2e tests read it.
 * - `POST /local/events/bus`: the EventBridge `PutEvents` API of the local event bus (JSON 1.1,
 *   `X-Amz-Target: AWSEvents.PutEvents`; scripts/local/event-bus.ts), for tools and tests (functions write events
 *   to the outbox; the outbox relay puts them on the bus, scripts/local/outbox-relay.ts).
 * - `GET /local/events.json`: the bus's dead letters (no CORS header: for the operator, like `npm run events:dlq`)
 *   and `inFlight`, the deliveries under way (tests wait for 0: test/support/local-stack.ts `busIdle`), counting
 *   the outbox events not yet on the bus: it first waits for a round of the outbox relay (`poke`), so 0 means every
 *   event written before the call was delivered or dead-lettered. When no round finished within the wait (a loaded
 *   machine), `outboxBehind` is true and `inFlight` counts one more: records may still be unread.
 * - `POST /local/events/faults` (`{ "putEvents": N, "deliveries": { "<function>": N } }`): injected outages of the
 *   bus (scripts/local/event-bus.ts `injectFaults`), for tests; answers 204.
 * - `POST /local/schedules/{function}` (`?at=ISO`): runs that function's schedule now, the event's `time` being `at`
 *   (default now), through the bus (scripts/local/scheduler.ts); answers 202 with the event id. For tests and the
 *   operator (no CORS header); same-origin writes only (`localHostCheck`).
 * The gateway listens on 127.0.0.1 only, and every `/local/` path answers 403 unless the `Host` header names the
 * loopback (`localHostCheck`; scripts/local/origin-guard.ts): a hostile name rebound to 127.0.0.1 (DNS rebinding)
 * would otherwise make a web page same-origin with the mailbox and the bus (issue 22.9).
 */
import type { BusFaults, LocalEventBus, PutEventsEntry } from '../event-bus.js';
import type { LocalOutboxRelay } from '../outbox-relay.js';
import type { LocalScheduler } from '../scheduler.js';
import { FUNCTION_NAMES, type FunctionName } from '../../../shared/functions.js';
import { MAILBOX_CSP, renderMailboxMessage, renderMailboxPage, type Mailbox } from '../mailbox.js';
import { hostAllowed } from '../origin-guard.js';
import { jsonReply, type GatewayRequest, type Reply, type Step } from './reply.js';

/**
 * The step before the local pages: a `/local/` request whose `Host` is not the loopback answers 403; so does a write
 * (any method but GET and HEAD) that a browser sends from another origin (issue 33 item 10: a page the developer
 * opened could POST `/local/schedules/listing-freshness?at=2030-...` and lapse every local listing). Same-origin
 * only: `Origin`, when present, must be the gateway's own (`http://` + the request's loopback `Host`), and a
 * `Sec-Fetch-Site` other than `same-origin` or `none` is refused; a request without either (curl, the SDK, the
 * test suites) passes.
 */
export function localHostCheck(): Step {
  return (request: GatewayRequest): Reply | undefined => {
    if (!request.path.startsWith('/local/')) return undefined;
    if (!hostAllowed(request.headers.host)) {
      return jsonReply(403, {
        error: { code: 'forbidden_host', message: 'The local pages answer only on localhost or 127.0.0.1.' },
      });
    }
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    if (crossOriginWrite(request.headers)) {
      return jsonReply(403, {
        error: { code: 'cross_origin', message: 'The local endpoints take writes from this origin only.' },
      });
    }
    return undefined;
  };
}

/** Whether a write's headers say a browser sent it from another origin (see `localHostCheck`). */
export function crossOriginWrite(headers: {
  host?: string;
  origin?: string;
  'sec-fetch-site'?: string | string[];
}) {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  return headers.origin !== undefined && headers.origin !== `http://${headers.host}`;
}

/** The path the SDK posts PutEvents to (the endpoint's path; the SDK appends `/`). */
export const BUS_PATH = '/local/events/bus';

/**
 * The mailbox step: `GET /local/mailbox.json` lists every message (`?to=` one recipient's, `?id=` one message);
 * `GET /local/mailbox` the same as a page (`?id=`: the message in full), under a CSP that runs and loads nothing.
 */
export function mailboxPages(mailbox: Mailbox): Step {
  return (request: GatewayRequest): Reply | undefined => {
    if (request.method !== 'GET') return undefined;
    if (request.path !== '/local/mailbox' && request.path !== '/local/mailbox.json') return undefined;
    const id = request.query.get('id');
    const one = id ? mailbox.get(id) : undefined;
    const entries = id ? (one ? [one] : []) : mailbox.list(request.query.get('to') ?? undefined);
    if (request.path === '/local/mailbox.json') {
      return jsonReply(200, entries, { 'cache-control': 'no-store' });
    }
    return {
      status: id && !one ? 404 : 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': MAILBOX_CSP,
        'x-content-type-options': 'nosniff',
      },
      body: id ? renderMailboxMessage(one) : renderMailboxPage(entries),
    };
  };
}

const AMZ_JSON = { 'content-type': 'application/x-amz-json-1.1' };
const awsError = (status: number, type: string, message: string): Reply => ({
  status,
  headers: AMZ_JSON,
  body: JSON.stringify({ __type: type, message }),
});

/** The path of the fault injection (`POST`, JSON body `BusFaults`). */
export const FAULTS_PATH = '/local/events/faults';

const badFaults = (field: string, message: string): Reply =>
  jsonReply(400, { error: { code: 'invalid_input', message, field } });

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000;

/** The faults of a request body, or the 400 naming the field that is wrong. */
function parseFaults(text: string): BusFaults | Reply {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badFaults('body', 'The body must be a JSON object.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return badFaults('body', 'The body must be a JSON object.');
  const { putEvents, deliveries } = body as { putEvents?: unknown; deliveries?: unknown };
  if (putEvents !== undefined && !isCount(putEvents))
    return badFaults('putEvents', 'putEvents must be a whole number from 0 to 1000.');
  if (deliveries !== undefined && (deliveries === null || typeof deliveries !== 'object'))
    return badFaults('deliveries', 'deliveries must map function names to counts.');
  for (const [name, count] of Object.entries((deliveries ?? {}) as Record<string, unknown>)) {
    if (!FUNCTION_NAMES.includes(name as FunctionName))
      return badFaults(`deliveries.${name}`, `No function '${name}'.`);
    if (!isCount(count))
      return badFaults(`deliveries.${name}`, 'A count must be a whole number from 0 to 1000.');
  }
  return { putEvents, deliveries } as BusFaults;
}

/** The event bus steps: PutEvents, the dead-letter list (waiting for the outbox relay's round) and the faults. */
export function eventBusEndpoints(
  bus: LocalEventBus,
  relay?: Pick<LocalOutboxRelay, 'poke' | 'pending'>,
): Step {
  return async (request: GatewayRequest): Promise<Reply | undefined> => {
    if (request.method === 'GET' && request.path === '/local/events.json') {
      const caughtUp = (await relay?.poke()) ?? true;
      const outbox = relay?.pending ?? 0;
      return jsonReply(
        200,
        {
          bus: bus.name,
          inFlight: bus.inFlightCount + outbox + (caughtUp ? 0 : 1),
          outbox,
          outboxBehind: !caughtUp,
          deadLetters: bus.deadLetters(),
        },
        { 'cache-control': 'no-store' },
      );
    }
    if (request.path === FAULTS_PATH) {
      if (request.method !== 'POST')
        return jsonReply(405, { error: { code: 'method_not_allowed', message: 'POST only.' } });
      const faults = parseFaults((await request.body()).toString('utf8'));
      if ('status' in faults) return faults;
      bus.injectFaults(faults);
      return { status: 204, headers: {}, body: '' };
    }
    if (request.path !== BUS_PATH && request.path !== `${BUS_PATH}/`) return undefined;
    if (request.method !== 'POST') return awsError(405, 'UnknownOperationException', 'POST only.');
    const target = request.headers['x-amz-target'];
    if (target !== 'AWSEvents.PutEvents') {
      return awsError(
        400,
        'UnknownOperationException',
        `Operation ${String(target)} is not supported locally.`,
      );
    }
    let entries: PutEventsEntry[];
    try {
      const parsed = JSON.parse((await request.body()).toString('utf8')) as { Entries?: unknown };
      if (!Array.isArray(parsed.Entries)) throw new Error('Entries is not a list');
      entries = parsed.Entries as PutEventsEntry[];
    } catch (error) {
      return awsError(400, 'ValidationException', `Bad PutEvents request: ${(error as Error).message}`);
    }
    try {
      return { status: 200, headers: AMZ_JSON, body: JSON.stringify(bus.putEvents(entries)) };
    } catch (error) {
      return awsError(400, 'ValidationException', (error as Error).message);
    }
  };
}

/** The path prefix of the schedule runner (`POST /local/schedules/{function}?at=ISO`). */
export const SCHEDULES_PATH = '/local/schedules/';

/** The schedule runner step (see the file comment). */
export function scheduleEndpoints(scheduler: LocalScheduler): Step {
  return (request: GatewayRequest): Reply | undefined => {
    if (!request.path.startsWith(SCHEDULES_PATH)) return undefined;
    const name = request.path.slice(SCHEDULES_PATH.length) as FunctionName;
    if (request.method !== 'POST') {
      return jsonReply(405, { error: { code: 'method_not_allowed', message: 'POST only.' } });
    }
    if (!scheduler.functions.includes(name)) {
      return jsonReply(404, {
        error: { code: 'not_found', message: `No scheduled function '${name}'.`, field: 'function' },
      });
    }
    const atParam = request.query.get('at');
    const at = atParam === null ? undefined : new Date(atParam);
    if (at && Number.isNaN(at.getTime())) {
      return jsonReply(400, {
        error: { code: 'invalid_input', message: 'at must be an ISO 8601 time.', field: 'at' },
      });
    }
    const event = scheduler.fire(name, at);
    return jsonReply(202, { eventId: event.id, time: event.time });
  };
}
