/**
 * The one HTTP client of the web app for the Fundscout API (`RuntimeConfig.apiUrl`).
 *
 * Every request carries `Authorization: Bearer <Cognito ID token>` when a session exists (the API Gateway JWT
 * authorizer validates the ID token's `aud` = app client id). Error answers follow the API's contract
 * `{ "error": { "code", "message", "field"? } }` (functions/lib/errors.ts) and are thrown as `ApiError`.
 *
 * A 401 on a signed-in call means the session has expired or was revoked (signed out elsewhere, account deleted):
 * besides the thrown `ApiError`, the listener set with `onSessionExpired` is told once per 401 (the auth area signs
 * out locally and sends the user to `/auth?next=<page>` instead of showing an error panel).
 */
import { getConfig, loadConfig } from './config.js';

/** Query values: arrays repeat the parameter (`industry=a&industry=b`); `undefined` and `''` are left out. */
export type QueryParams = Record<string, string | string[] | number | undefined>;

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

/** Builds `base + path + ?query`, repeating array parameters and skipping empty values. */
export function buildUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const item of values) if (item !== '') params.append(key, item);
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
let tokenProvider: TokenProvider | undefined;

/**
 * Sets where signed-in calls take their ID token: the founder area installs the stored-session reader
 * (auth/amplify.ts `founderIdToken`, no Amplify while the stored token is valid); `undefined` restores the default,
 * Amplify's current session (the admin area).
 */
export function setTokenProvider(provider: TokenProvider | undefined): void {
  tokenProvider = provider;
}

/**
 * The current Cognito ID token, or undefined when signed out (Amplify refreshes it when it can). Amplify is
 * imported lazily so that importing this module (e.g. for `ApiError`) keeps Amplify out of the landing chunk.
 */
async function idToken(): Promise<string | undefined> {
  if (tokenProvider) return tokenProvider();
  try {
    const { fetchAuthSession } = await import('aws-amplify/auth');
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

type SessionExpiredListener = () => void;
let sessionExpired: SessionExpiredListener | undefined;

/**
 * Sets the one listener told when a signed-in API call answers 401 (web/src/auth/auth-context.tsx). Returns a
 * function that removes it.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpired = listener;
  return () => {
    if (sessionExpired === listener) sessionExpired = undefined;
  };
}

/** Tells the listener when `response` is a 401 to a call made with the user's token. */
function checkSession(response: Response, auth: boolean): void {
  if (auth && response.status === 401) sessionExpired?.();
}

async function send(
  method: string,
  url: string,
  body: unknown,
  accept: string,
  auth = true,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = auth ? await idToken() : undefined;
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

async function request<T>(method: string, url: string, body?: unknown, auth = true): Promise<T> {
  const response = await send(method, url, body, 'application/json', auth);
  checkSession(response, auth);
  const text = await response.text();
  if (!response.ok) throw errorFromResponse(response.status, text);
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an answer that is not JSON.');
  }
}

/**
 * GET `path` (e.g. `/v1/investors`) with query parameters; resolves with the parsed JSON body.
 * @throws ApiError for non-2xx answers (status, code, message, field) and network failures (status 0).
 */
export function apiGet<T>(path: string, query?: QueryParams): Promise<T> {
  return request<T>('GET', buildUrl(getConfig().apiUrl, path, query));
}

/**
 * Sends a JSON body with POST/PUT/PATCH/DELETE; resolves with the parsed JSON body (undefined for empty bodies).
 * @throws ApiError as `apiGet`.
 */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return request<T>(method, buildUrl(getConfig().apiUrl, path), body);
}

/**
 * POSTs a JSON body to a public route (no token, so Amplify is never loaded: the public pages stay free of it).
 * Loads the runtime configuration first when needed.
 * @throws ApiError as `apiGet`; Error when `/config.json` cannot be loaded.
 */
export async function apiPublicPost<T>(path: string, body: unknown): Promise<T> {
  const config = await loadConfig();
  return request<T>('POST', buildUrl(config.apiUrl, path), body, false);
}

/**
 * GETs a public route (no token, so Amplify is never loaded), e.g. `/v1/catalogue/stats` on the landing. Loads the
 * runtime configuration first when needed.
 * @throws ApiError as `apiGet`; Error when `/config.json` cannot be loaded.
 */
export async function apiPublicGet<T>(path: string, query?: QueryParams): Promise<T> {
  const config = await loadConfig();
  return request<T>('GET', buildUrl(config.apiUrl, path, query), undefined, false);
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
 * POSTs to `path` and resolves with the file the API answers (e.g. `POST /v1/exports` → text/csv).
 * @throws ApiError as `apiGet` (error answers are JSON even for file routes).
 */
export async function apiDownload(path: string): Promise<ApiFile> {
  const response = await send(
    'POST',
    buildUrl(getConfig().apiUrl, path),
    undefined,
    'text/csv, application/json',
  );
  checkSession(response, true);
  if (!response.ok) throw errorFromResponse(response.status, await response.text());
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
