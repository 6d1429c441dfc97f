/**
 * Feature `client-events`: `POST /v1/client-events` (public, shared/routes.ts). The browser reports what an
 * operator should see; today the 404 page reports the unknown path (founder-app.md section 2 route table: "the path
 * is logged"). Body `ClientEventRequest` `{ type: 'not_found', path, referrer? }`; answers 204 with no body.
 *
 * Each event is one structured WARN line through the function logger (Powertools JSON): CloudWatch Logs of the
 * function in AWS (query with Logs Insights: `filter message = "Client event" and event.type = "not_found"`), the
 * `npm start` console locally. No table access. The referrer is reduced to origin and path (no query string,
 * which may hold tokens); no IP is logged here (API access logs have it).
 *
 * Errors: 400 naming the invalid field (unknown type, a path that is not a path, too long).
 */
import { ClientEventRequest } from '../../shared/schemas.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { parseBody } from '../lib/validate.js';

/** `https://a.example/x?y#z` → `https://a.example/x`; anything that is not an absolute URL → undefined. */
export function safeReferrer(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

function reportClientEvent(event: HttpEvent): Reply {
  const body = parseBody(event, ClientEventRequest);
  logger.warn('Client event', {
    event: { type: body.type, path: body.path, referrer: safeReferrer(body.referrer) },
    userAgent: event.requestContext.http.userAgent,
    requestId: event.requestContext.requestId,
  });
  return new Reply(204, '');
}

export const handler = featureHandler('client-events', { 'POST /v1/client-events': reportClientEvent });
