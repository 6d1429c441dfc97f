/**
 * HTTP from a chosen loopback source address: the local gateway limits public routes per client IP (source
 * address of the connection, as API Gateway's `sourceIp`), so tests speak as distinct clients by binding to
 * 127.0.0.X (any address of 127.0.0.0/8 is the local machine).
 */
import { randomInt } from 'node:crypto';
import { request } from 'node:http';

export interface SimpleResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = unknown>(): T;
}

/** One request from `localAddress`: status, headers and body as received. */
function requestFrom(
  url: string,
  localAddress: string,
  method: string,
  headers: Record<string, string | number> = {},
  payload?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, localAddress, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** POST `body` as JSON to `url` from `localAddress` (default 127.0.0.1). */
export async function postJson(
  url: string,
  body: unknown,
  localAddress = '127.0.0.1',
): Promise<SimpleResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await requestFrom(
    url,
    localAddress,
    'POST',
    { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    payload,
  );
  const text = res.body.toString('utf8');
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
}

/**
 * `url` from `localAddress` (`init`: method, default GET; headers; a string body), answered as a fetch `Response`
 * (for tests that read it as they read fetch's): a test that calls a rate-limited public route speaks as a client
 * of its own, so what other files spent of the per-client limit from 127.0.0.1 is not what answers (order-dependent
 * 429s in CI, 2026-11-29: invitations, deck rooms).
 */
export async function fetchFrom(
  url: string,
  localAddress: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers =
    init.body === undefined
      ? init.headers
      : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
  const res = await requestFrom(url, localAddress, init.method ?? 'GET', headers, init.body);
  const answered = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') answered.set(name, value);
  return new Response(res.status === 204 ? null : res.body, { status: res.status, headers: answered });
}

/**
 * A loopback source address of its own (127.a.b.c, a from 2, random): distinct per call, also across test files
 * that run one after another in the same worker process (a counter there would start again at each file).
 */
export function ownClientAddress(): string {
  return `127.${randomInt(2, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
}
