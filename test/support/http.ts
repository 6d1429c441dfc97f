/**
 * HTTP from a chosen loopback source address: the local gateway limits public routes per client IP (source
 * address of the connection, as API Gateway's `sourceIp`), so tests speak as distinct clients by binding to
 * 127.0.0.X (any address of 127.0.0.0/8 is the local machine).
 */
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
 * `method` `url` from `localAddress`, answered as a fetch `Response` (for tests that read it as they read fetch's):
 * a test that calls a rate-limited public route speaks as a client of its own, so what other files spent of the
 * per-client limit from 127.0.0.1 is not what answers (an order-dependent 429 in CI, 2026-11-29).
 */
export async function fetchFrom(url: string, localAddress: string, method = 'GET'): Promise<Response> {
  const res = await requestFrom(url, localAddress, method);
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Response(res.status === 204 ? null : res.body, { status: res.status, headers });
}

/** A loopback source address of its own for this process (127.1.x.y): distinct per call. */
let nextClient = 0;
export function ownClientAddress(): string {
  nextClient += 1;
  return `127.1.${(process.pid + nextClient) % 250}.${(nextClient % 250) + 2}`;
}
