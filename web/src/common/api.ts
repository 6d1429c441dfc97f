/**
 * The one HTTP client of the web app for the Fundscout API (`RuntimeConfig.apiUrl`), typed by the route manifest
 * (shared/routes.ts with shared/admin-routes.ts; docs/decisions/0027-typed-web-client.md).
 *
 * A call names its route by the manifest's route key, e.g. `callApi('GET /v1/investors/{id}', { params: { id } })`.
 * The key is checked against the manifest by the type checker, and so are the path parameters, the query, the body
 * and the answer (the `z.input` / `z.output` of the route's zod schemas). The manifest is imported as a type only:
 * at run time the key is split into its method and path template, so no zod and no manifest reach the bundle.
 * This module is the only place in web/src that spells an API path (eslint.config.js `no-restricted-syntax`).
 *
 * - `callApi`: a founder or admin route, with `Authorization: Bearer <Cognito ID token>` when a session exists (the
 *   API Gateway JWT authorizer validates the ID token's `aud` = app client id). No API key is ever sent.
 * - `callPublicApi`: a public route, without a token (Amplify is never loaded: the public pages stay free of it).
 * - `downloadApiFile`: a founder route that answers a file (`POST /v1/exports` → text/csv).
 *
 * Error answers follow the API's contract `{ "error": { "code", "message", "field"? } }` (functions/lib/errors.ts)
 * and are thrown as `ApiError`.
 *
 * The charged actions (`IDEMPOTENT_ROUTES`: reveal, export, AI jobs, pitch) carry an `Idempotency-Key`, one per
 * click intent (`idempotencyKey` of the call, web/src/common/intent.ts; issue 38), and are retried with it after a
 * network failure or a 503 (`sendCall`; issue 22.3): a retry is never charged twice.
 *
 * A 401 on a signed-in call means the session has expired or was revoked (signed out elsewhere, account deleted):
 * besides the thrown `ApiError`, the listener set with `onSessionExpired` is told once per 401 (the auth area signs
 * out locally and sends the user to `/auth?next=<page>` instead of showing an error panel).
 */
import type { z } from 'zod';
import type { ROUTES } from '../../../shared/routes.js';
import { getConfig, loadConfig } from './config.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_ROUTES } from '../../../shared/idempotency.js';

/** A route of the manifest (type only). */
type Route = (typeof ROUTES)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
/** Each route of the manifest under its key. */
type RouteTable = { [R in Route as KeyOf<R>]: R };

/** Every route key of the manifest, e.g. `'GET /v1/investors/{id}'`. */
type RouteKey = keyof RouteTable;
/** Routes a founder or an administrator calls with their token, answering JSON. */
type SignedInRouteKey = KeyOf<
  Exclude<Extract<Route, { access: 'founder' | 'admin' | 'investor' }>, { response: { contentType: string } }>
>;
/** Routes anyone may call (no token is sent). */
export type PublicRouteKey = KeyOf<Extract<Route, { access: 'public' }>>;
/** Signed-in routes that answer a file rather than JSON. */
type FileRouteKey = KeyOf<Extract<Route, { access: 'founder' | 'admin'; response: { contentType: string } }>>;

type InputOf<K extends RouteKey, F extends 'params' | 'query' | 'body'> =
  RouteTable[K] extends Record<F, infer S extends z.ZodType> ? z.input<S> : undefined;
/** The path parameters of route `K` (`{ id }` for `GET /v1/investors/{id}`), or undefined. */
type RouteParams<K extends RouteKey> = InputOf<K, 'params'>;
/** The query parameters route `K` accepts, or undefined. */
export type RouteQuery<K extends RouteKey> = InputOf<K, 'query'>;
/** The JSON body route `K` takes, or undefined. */
export type RouteBody<K extends RouteKey> = InputOf<K, 'body'>;
/** The parsed answer of route `K` (undefined for routes that answer no JSON body, e.g. 204). */
type RouteResponse<K extends RouteKey> = RouteTable[K]['response'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The metered routes that take an `Idempotency-Key` (shared/idempotency.ts). */
type IdempotentRouteKey = (typeof IDEMPOTENT_ROUTES)[number];

/**
 * What a call of route `K` takes: `params` and `body` when the route has them, `query` when it accepts one, and on
 * an idempotent route the click intent's `idempotencyKey` (common/intent.ts; a new key per call without one).
 */
type RequestOptions<K extends RouteKey> = (RouteParams<K> extends undefined
  ? { params?: undefined }
  : { params: RouteParams<K> }) &
  (RouteQuery<K> extends undefined ? { query?: undefined } : { query?: RouteQuery<K> }) &
  (RouteBody<K> extends undefined ? { body?: undefined } : { body: RouteBody<K> }) &
  (K extends IdempotentRouteKey ? { idempotencyKey?: string } : { idempotencyKey?: undefined });
/** The options argument of a call: optional when the route needs neither params nor body. */
type RequestArgs<K extends RouteKey> =
  Partial<RequestOptions<K>> extends RequestOptions<K>
    ? [options?: RequestOptions<K>]
    : [options: RequestOptions<K>];

/** The untyped view of `RequestOptions`, inside this module. */
interface AnyOptions {
  params?: Record<string, unknown>;
  query?: object;
  body?: unknown;
  idempotencyKey?: string;
}

/** An error answer of the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (field !== undefined) this.field = field;
  }
}

/**
 * True for the 409 `listing_changed` of a decision made on a listing that changed since it was opened (hide, an
 * administrator's edit or removal; docs/decisions/0056-catalogue-with-many-writers.md): the editor reloads it.
 */
export function isListingChanged(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'listing_changed';
}

/**
 * The method and path of a route key: `'GET /v1/investors/{id}'` with `{ id: 'a b' }` → GET `/v1/investors/a%20b`.
 * @throws Error when a `{name}` of the path has no value in `params` (the types prevent it; a bug otherwise).
 */
export function resolveRoute(
  route: string,
  params?: Record<string, unknown>,
): { method: string; path: string } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route}: the path parameter '${name}' is missing.`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}

/**
 * Builds `base + path + ?query`. Query values: arrays repeat the parameter (`industry=a&industry=b`); `undefined`,
 * `null` and `''` are left out; anything else is sent as `String(value)`.
 */
export function buildUrl(base: string, path: string, query?: object): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== '' && item != null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  402: 'action_limit_reached',
  409: 'conflict',
  429: 'too_many_requests',
};

/**
 * Turns a non-2xx status and its body text into an `ApiError`, using the API's error envelope when present
 * and a readable fallback otherwise (e.g. an HTML 502 from a proxy).
 */
export function errorFromResponse(status: number, bodyText: string): ApiError {
  try {
    const body = JSON.parse(bodyText) as { error?: { code?: unknown; message?: unknown; field?: unknown } };
    const error = body?.error;
    if (error && typeof error.message === 'string') {
      return new ApiError(
        status,
        typeof error.code === 'string' ? error.code : (STATUS_CODES[status] ?? 'error'),
        error.message,
        typeof error.field === 'string' ? error.field : undefined,
      );
    }
    // API Gateway's own authorizer answer is `{ "message": "Unauthorized" }`.
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return new ApiError(status, STATUS_CODES[status] ?? 'error', message);
  } catch {
    // not JSON: fall through
  }
  return new ApiError(
    status,
    STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'error'),
    status >= 500 ? 'The server had a problem. Please try again.' : `Request failed (HTTP ${status}).`,
  );
}

/** Answers the caller's current ID token, or undefined when signed out. Never throws. */
export type TokenProvider = () => Promise<string | undefined>;

/**
 * Whose token a call carries (issue 19: sessions never mix): `investor` for the investor portal's routes
 * (`/v1/investor/...`, shared/investor-routes.ts), `user` for every other signed-in route (founders, admins).
 */
export type TokenScope = 'user' | 'investor';
const tokenProviders: Partial<Record<TokenScope, TokenProvider>> = {};

/** The scope of route key `route` (e.g. `'POST /v1/investor/claims'` → `investor`). */
export function tokenScope(route: string): TokenScope {
  return route.slice(route.indexOf(' ') + 1).startsWith('/v1/investor/') ? 'investor' : 'user';
}

/**
 * Sets where signed-in calls of `scope` take their ID token: the founder area installs the stored-session reader
 * (common/auth/amplify.ts `founderIdToken`, no Amplify while the stored token is valid) for `user`, the investor area
 * its own pool's reader for `investor`; `undefined` removes it. Without a `user` provider, `user` calls take
 * Amplify's current session (the admin area); without an `investor` provider, investor calls carry no token (an
 * investor token is never sent to a founder or admin route, nor theirs to an investor route).
 */
export function setTokenProvider(provider: TokenProvider | undefined, scope: TokenScope = 'user'): void {
  if (provider) tokenProviders[scope] = provider;
  else delete tokenProviders[scope];
}

/**
 * The current Cognito ID token for a call of `route`, or undefined when signed out (Amplify refreshes it when it
 * can). Amplify is imported lazily so that importing this module (e.g. for `ApiError`) keeps Amplify out of the
 * landing chunk.
 */
async function idToken(route: string): Promise<string | undefined> {
  const scope = tokenScope(route);
  const provider = tokenProviders[scope];
  if (provider) return provider();
  if (scope === 'investor') return undefined;
  try {
    const { fetchAuthSession } = await import('aws-amplify/auth');
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/** Told the error `code` of the 401 (e.g. `account_deleted`; undefined when the answer had none). */
type SessionExpiredListener = (code: string | undefined) => void;

/** The `code` of a 401 whose account no longer exists (issue 22): /auth then says the account was deleted. */
export const ACCOUNT_DELETED_CODE = 'account_deleted';
let sessionExpired: SessionExpiredListener | undefined;

/**
 * Sets the one listener told when a signed-in API call answers 401 (web/src/common/auth/auth-context.tsx). Returns a
 * function that removes it.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpired = listener;
  return () => {
    if (sessionExpired === listener) sessionExpired = undefined;
  };
}

/** Tells the listener when `error` is a 401 to a call made with the user's token. */
function checkSession(error: ApiError, auth: boolean): void {
  if (auth && error.status === 401) sessionExpired?.(error.code);
}

async function send(
  route: string,
  method: string,
  url: string,
  body: unknown,
  accept: string,
  auth = true,
  extra: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...extra };
  const token = auth ? await idToken(route) : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
}

const IDEMPOTENT = new Set<string>(IDEMPOTENT_ROUTES);
/** Retries of one call of an idempotent route after a network failure or a 503, with the same key. */
export const IDEMPOTENT_RETRIES = 2;
/** The longest pause before such a retry (a longer Retry-After is cut to this), ms. */
const IDEMPOTENT_RETRY_MAX_MS = 2_000;

let pauseFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Tests: replaces the pause before an idempotent retry (default: a timer). */
export function setRetryPauseForTests(pause: ((ms: number) => Promise<void>) | undefined): void {
  pauseFor = pause ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/**
 * Sends one call of `route`. A route of `IDEMPOTENT_ROUTES` (the charged actions: reveal, export, AI jobs, pitch;
 * issues 22.3 and 38, docs/decisions/0038-idempotency-keys.md) carries an `Idempotency-Key`: the click intent's
 * `intentKey` when the caller has one (web/src/common/intent.ts), else one made for this call; it is retried with
 * that same key after a network failure or a 503 (`Retry-After` honoured up to 2 s), at most `IDEMPOTENT_RETRIES`
 * times: the server answers a retry of a request it already charged with the first answer, never a second charge.
 */
async function sendCall(
  route: string,
  method: string,
  url: string,
  body: unknown,
  accept: string,
  auth = true,
  intentKey?: string,
): Promise<Response> {
  if (!IDEMPOTENT.has(route)) return send(route, method, url, body, accept, auth);
  const key = { [IDEMPOTENCY_HEADER]: intentKey ?? crypto.randomUUID() };
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= IDEMPOTENT_RETRIES;
    let response: Response;
    try {
      response = await send(route, method, url, body, accept, auth, key);
    } catch (error) {
      if (last) throw error;
      await pauseFor(250 * 2 ** attempt);
      continue;
    }
    if (response.status !== 503 || last) return response;
    const seconds = Number(response.headers.get('retry-after'));
    await pauseFor(
      Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 250, IDEMPOTENT_RETRY_MAX_MS),
    );
  }
}

async function request<T>(
  route: string,
  method: string,
  url: string,
  body?: unknown,
  auth = true,
  intentKey?: string,
): Promise<T> {
  const response = await sendCall(route, method, url, body, 'application/json', auth, intentKey);
  const text = await response.text();
  if (!response.ok) {
    const error = errorFromResponse(response.status, text);
    checkSession(error, auth);
    throw error;
  }
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an answer that is not JSON.');
  }
}

/** The URL and method of a call of `route` against the API at `base`. */
function target(base: string, route: string, options: AnyOptions | undefined) {
  const { method, path } = resolveRoute(route, options?.params);
  return { method, url: buildUrl(base, path, options?.query) };
}

/**
 * Calls a founder, admin or investor route with the signed-in user's token (tokenScope) and resolves with its parsed JSON answer
 * (undefined for an empty body), e.g. `callApi('GET /v1/investors', { query: { q: 'climate' } })`.
 * @throws ApiError for non-2xx answers (status, code, message, field) and network failures (status 0).
 */
export function callApi<K extends SignedInRouteKey>(
  route: K,
  ...[options]: RequestArgs<K>
): Promise<RouteResponse<K>> {
  const opts = options as AnyOptions | undefined;
  const { method, url } = target(getConfig().apiUrl, route, opts);
  return request<RouteResponse<K>>(route, method, url, opts?.body, true, opts?.idempotencyKey);
}

/**
 * Calls a public route without a token (so Amplify is never loaded: the public pages stay free of it), e.g. the
 * landing's `callPublicApi('GET /v1/catalogue/stats')`. Loads the runtime configuration first when needed.
 * @throws ApiError as `callApi`; Error when `/config.json` cannot be loaded.
 */
export async function callPublicApi<K extends PublicRouteKey>(
  route: K,
  ...[options]: RequestArgs<K>
): Promise<RouteResponse<K>> {
  const opts = options as AnyOptions | undefined;
  const config = await loadConfig();
  const { method, url } = target(config.apiUrl, route, opts);
  return request<RouteResponse<K>>(route, method, url, opts?.body, false);
}

/**
 * The URL of a public route, for a request the page cannot make through `callPublicApi`: the deck viewer's
 * `navigator.sendBeacon` as the tab is left (issue 39), which must be queued synchronously.
 * @throws Error when `/config.json` cannot be loaded.
 */
export async function publicRouteUrl<K extends PublicRouteKey>(
  route: K,
  params: RouteParams<K> & Record<string, unknown>,
): Promise<string> {
  const config = await loadConfig();
  return target(config.apiUrl, route, { params }).url;
}

/** A file answered by the API: its bytes, the name from `Content-Disposition`, and the response headers. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
  headers: Headers;
}

/** The `filename` of a `Content-Disposition` header (quoted or bare), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1].trim()) : null;
}

/**
 * Calls a signed-in route that answers a file and resolves with it, e.g.
 * `downloadApiFile('POST /v1/exports', { query: { list } })` → the CSV.
 * @throws ApiError as `callApi` (error answers are JSON even for file routes).
 */
export async function downloadApiFile<K extends FileRouteKey>(
  route: K,
  ...[options]: RequestArgs<K>
): Promise<ApiFile> {
  const opts = options as AnyOptions | undefined;
  const { method, url } = target(getConfig().apiUrl, route, opts);
  const response = await sendCall(
    route,
    method,
    url,
    opts?.body,
    'text/csv, application/json',
    true,
    opts?.idempotencyKey,
  );
  if (!response.ok) {
    const error = errorFromResponse(response.status, await response.text());
    checkSession(error, true);
    throw error;
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')),
    headers: response.headers,
  };
}

/** Hands a downloaded file to the browser as a download named `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
