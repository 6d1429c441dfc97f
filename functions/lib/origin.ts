/**
 * The API answers only calls that came through the CloudFront distribution (issue 14; docs/decisions/0015): CloudFront
 * adds the header `x-origin-verify` with a random value kept in Secrets Manager (`fundscout/origin-verify`,
 * infra/stack.ts) to every request it forwards to the API origin, and this middleware refuses any call without that
 * value (a client calling the execute-api URL directly would bypass the WAF's rules).
 *
 * `ORIGIN_VERIFY` holds the expected value (set by the stack from the secret; unset locally, where there is no
 * CloudFront: then nothing is checked). Compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { loadEnv } from './env.js';
import { Forbidden } from './http-errors.js';

/** The header CloudFront sets on requests to the API origin. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** True when `presented` equals `expected` (constant time for equal lengths). */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Middy middleware refusing (403 `forbidden`) a request whose `x-origin-verify` header is not `expected`
 * (default: the `ORIGIN_VERIFY` variable; no check when it is unset).
 */
export function originGuard(
  expected = loadEnv({ ORIGIN_VERIFY: z.string().min(16).optional() }).ORIGIN_VERIFY,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: (request) => {
      if (expected === undefined) return;
      const headers = request.event.headers ?? {};
      if (!sameSecret(headers[ORIGIN_VERIFY_HEADER], expected)) {
        throw new Forbidden('Call the API through the Fundscout web address.');
      }
    },
  };
}
