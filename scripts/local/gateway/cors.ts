/**
 * CORS of the local gateway, as the stack's HTTP API applies the manifest's `CORS` (shared/routes.ts,
 * infra/constructs/api.ts `corsPreflight`): only the listed web origins get CORS headers; a preflight from another
 * origin is answered 204 without them.
 */
import { CORS } from '../../../shared/routes.js';
import type { GatewayRequest, Reply, Step } from './reply.js';

/** Headers added to every reply to a request from an allowed origin (none otherwise). */
export function corsHeaders(
  origins: ReadonlySet<string>,
  origin: string | undefined,
): Record<string, string> {
  if (!origin || !origins.has(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': CORS.exposeHeaders.join(','),
    vary: 'origin',
  };
}

/** The preflight step: answers `OPTIONS` with `Access-Control-Request-Method`; passes everything else. */
export function preflight(origins: ReadonlySet<string>): Step {
  return (request: GatewayRequest): Reply | undefined => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return undefined;
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) return { status: 204, headers: {}, body: '' };
    return {
      status: 204,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS.allowMethods.join(','),
        'access-control-allow-headers': CORS.allowHeaders.join(','),
        'access-control-max-age': String(CORS.maxAgeSeconds),
        vary: 'origin',
      },
      body: '',
    };
  };
}
