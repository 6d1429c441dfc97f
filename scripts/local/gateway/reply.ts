/**
 * The local gateway's pipeline types (scripts/local/gateway.ts): a request read once from node:http, the reply a
 * step answers with, and `Step`, one stage that either answers or passes (`undefined`).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | string;
}

/** What every step sees of the HTTP request. */
export interface GatewayRequest {
  /** Upper case. */
  method: string;
  /** Path and query as received. */
  url: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Client address without the IPv4-mapped prefix. */
  sourceIp: string | undefined;
  /** The body, read on first call. */
  body(): Promise<Buffer>;
}

export type Step = (request: GatewayRequest) => Promise<Reply | undefined> | Reply | undefined;

/** A JSON reply (`content-type: application/json`). */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** `body()` rejects with this when the request body is larger than the gateway takes. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body larger than ${limitBytes} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/**
 * Wraps a node:http request; the body is read at most once. A body over `maxBodyBytes` is read to its end and
 * dropped (nothing above the limit is kept in memory), and `body()` rejects with `PayloadTooLargeError`.
 */
export function gatewayRequest(req: IncomingMessage, maxBodyBytes = Infinity): GatewayRequest {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  let body: Promise<Buffer> | undefined;
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    url,
    path: queryAt >= 0 ? url.slice(0, queryAt) : url,
    query: new URLSearchParams(queryAt >= 0 ? url.slice(queryAt + 1) : ''),
    headers: req.headers,
    sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, ''),
    body: () =>
      (body ??= new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        req.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= maxBodyBytes) chunks.push(c);
          else chunks.length = 0;
        });
        req.on('end', () =>
          size > maxBodyBytes
            ? reject(new PayloadTooLargeError(maxBodyBytes))
            : resolve(Buffer.concat(chunks)),
        );
        req.on('error', reject);
      })),
  };
}
