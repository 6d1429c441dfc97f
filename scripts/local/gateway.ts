/**
 * The local API gateway (node:http, no framework): serves every route of the manifest (shared/routes.ts) the way
 * the stack's API Gateway HTTP API does, and invokes the very handler modules that run on Lambda (found through
 * the function registry, shared/functions.ts; scripts/local/handlers.ts).
 *
 * A request goes through a short pipeline of steps (scripts/local/gateway/*), the first that answers wins:
 * 1. CORS preflight for the web origins (`cors.ts`, the manifest's `CORS`);
 * 1b. the payload quota: a body over 10 MB answers API Gateway's 413 (`limits.ts`);
 * 2. the local-only endpoints under `/local/` (`local-pages.ts`: mailbox, the event bus's PutEvents API and its
 *    dead letters; `local-ses.ts`: SES v2 SendEmail into the mailbox), for a loopback `Host` only (DNS rebinding);
 * 3. the API: route match (`match.ts`: unknown path → 404 `{error:{code:'not_found',message}}`, known path with
 *    another method → 405), rate limits (`limits.ts`, before the JWT and the handler as API Gateway throttles before
 *    integrations), the JWT or (routes accepting API keys) the founders' Lambda authorizer (`auth.ts`, API
 *    Gateway's 401), the payload v2 event (`event.ts`) and the
 *    handler call; a handler that throws answers API Gateway's 500 `{"message":"Internal Server Error"}`.
 * Replies to an allowed origin carry the CORS headers. One log line per request: method, path, status, ms.
 */
import { createServer, type Server } from 'node:http';
import { ROUTES, type RouteDef } from '../../shared/routes.js';
import type { FunctionName } from '../../shared/functions.js';
import type { LocalEventBus } from './event-bus.js';
import {
  functionTimeoutMs,
  handlerCache,
  importHandler,
  lambdaContext,
  type LambdaHandler,
} from './handlers.js';
import type { Mailbox } from './mailbox.js';
import { RateLimiter } from './rate-limit.js';
import type { PoolConfig } from './stack-file.js';
import { authorizers, type Authorize } from './gateway/auth.js';
import { corsHeaders, preflight } from './gateway/cors.js';
import { buildEvent, toHttpResponse } from './gateway/event.js';
import { limitReply, MAX_PAYLOAD_BYTES, payloadLimit } from './gateway/limits.js';
import { eventBusEndpoints, localHostCheck, mailboxPages, scheduleEndpoints } from './gateway/local-pages.js';
import type { LocalScheduler } from './scheduler.js';
import type { LocalOutboxRelay } from './outbox-relay.js';
import { localSes } from './gateway/local-ses.js';
import { matchRoute } from './gateway/match.js';
import { DECK_FILES_MAX_BYTES, DECK_FILES_PATH, deckFiles } from './deck-files.js';
import { gatewayRequest, jsonReply, type GatewayRequest, type Reply, type Step } from './gateway/reply.js';

export interface GatewayOptions {
  /** Port to listen on (0: any free port; `url` names the one taken). */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** cognito-local endpoint and pools; without it every protected route answers 401. */
  cognito?: { endpoint: string; founders: PoolConfig; admins: PoolConfig; investors: PoolConfig };
  mailbox?: Mailbox;
  /** The local SES (`/local/ses`, into `mailbox`): the stack's sender and configuration set. */
  ses?: { from: string; configurationSet: string };
  /** The local event bus whose PutEvents API the gateway serves at `/local/events/bus`. */
  eventBus?: LocalEventBus;
  /** The local outbox relay: `/local/events.json` waits for its round and counts what it has not delivered yet. */
  outboxRelay?: LocalOutboxRelay;
  /** The local scheduler: `POST /local/schedules/{function}` runs a schedule now. */
  scheduler?: LocalScheduler;
  /** Origins allowed by CORS (the web app's). */
  corsOrigins?: readonly string[];
  log?: (line: string) => void;
  /** The manifest (default shared/routes.ts ROUTES). */
  routes?: readonly RouteDef[];
  /** How a function's handler is loaded (default: its registry entry module). */
  loadHandler?: (name: FunctionName) => Promise<LambdaHandler>;
  /** Clock of the rate limiter in milliseconds (tests). */
  now?: () => number;
  /** The deck store's folder, served to signed addresses at `/local/decks/` (scripts/local/deck-files.ts; issue 39). */
  deckFilesDir?: string;
  /** Largest request body taken, in bytes (default API Gateway's 10 MB; larger answers 413). */
  maxPayloadBytes?: number;
}

export interface Gateway {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** The API step: match, rate limit, authorize, build the event and call the function's handler. */
function apiStep(opts: {
  routes: readonly RouteDef[];
  limiter: RateLimiter;
  authorize: Authorize;
  handlerFor: (name: FunctionName) => Promise<LambdaHandler>;
  log: (line: string) => void;
}): Step {
  return async (request: GatewayRequest): Promise<Reply> => {
    const match = matchRoute(opts.routes, request.method, request.path);
    if (match.kind === 'none') {
      return jsonReply(404, { error: { code: 'not_found', message: `No route for ${request.path}.` } });
    }
    if (match.kind === 'method') {
      return jsonReply(
        405,
        {
          error: {
            code: 'method_not_allowed',
            message: `${request.method} is not allowed on ${request.path}.`,
          },
        },
        { allow: match.allow.join(', ') },
      );
    }
    const limited = limitReply(opts.limiter, match.route, request.sourceIp);
    if (limited) return limited;
    const auth = await opts.authorize(match.route, request.headers);
    if ('reply' in auth) return auth.reply;
    const event = buildEvent(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.body(),
        sourceIp: request.sourceIp,
      },
      match,
      auth.authorizer,
    );
    const name = match.route.feature;
    try {
      const handler = await opts.handlerFor(name);
      const result = await handler(
        event as never,
        lambdaContext(name, event.requestContext.requestId, functionTimeoutMs(name)),
      );
      const response = toHttpResponse(result);
      return { status: response.status, headers: response.headers, body: response.body };
    } catch (error) {
      opts.log(`  ✗ ${name} handler failed: ${(error as Error).stack ?? String(error)}`);
      return jsonReply(500, { message: 'Internal Server Error' });
    }
  };
}

/** Runs `steps` in order; the first reply wins (the last step always answers). */
export async function runPipeline(steps: readonly Step[], request: GatewayRequest): Promise<Reply> {
  for (const step of steps) {
    const reply = await step(request);
    if (reply) return reply;
  }
  return jsonReply(404, { error: { code: 'not_found', message: `No route for ${request.path}.` } });
}

/** Methods that write nothing (RFC 9110 §9.2.1): no reason to wake the outbox relay. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Start the gateway. Resolves once it listens. */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const origins = new Set(opts.corsOrigins ?? []);
  const maxPayload = opts.maxPayloadBytes ?? MAX_PAYLOAD_BYTES;
  const steps: Step[] = [
    preflight(origins),
    // Signed deck file addresses (the local S3 stand-in): their own authority and body limit (issue 39)
    ...(opts.deckFilesDir ? [deckFiles(opts.deckFilesDir)] : []),
    payloadLimit(),
    localHostCheck(),
    ...(opts.mailbox ? [mailboxPages(opts.mailbox)] : []),
    ...(opts.mailbox && opts.ses ? [localSes(opts.mailbox, opts.ses)] : []),
    ...(opts.eventBus ? [eventBusEndpoints(opts.eventBus, opts.outboxRelay)] : []),
    ...(opts.scheduler ? [scheduleEndpoints(opts.scheduler)] : []),
    apiStep({
      routes: opts.routes ?? ROUTES,
      limiter: new RateLimiter(opts.now),
      authorize: authorizers(opts.cognito),
      handlerFor: handlerCache(opts.loadHandler ?? importHandler),
      log,
    }),
  ];

  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const deckFile = opts.deckFilesDir && (req.url ?? '').startsWith(`${DECK_FILES_PATH}/`);
    const request = gatewayRequest(req, deckFile ? DECK_FILES_MAX_BYTES : maxPayload);
    runPipeline(steps, request)
      .then((reply) => {
        res.writeHead(reply.status, { ...reply.headers, ...corsHeaders(origins, req.headers.origin) });
        res.end(reply.body);
        log(`${req.method} ${request.path} ${reply.status} ${Math.round(performance.now() - started)}ms`);
        // A request that may have written: its outbox record reaches the bus within a round, not an idle pause.
        if (!SAFE_METHODS.has(req.method ?? 'GET')) opts.outboxRelay?.nudge();
      })
      .catch((error: unknown) => {
        log(`${req.method} ${req.url} failed: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
