/**
 * The founders' Lambda REQUEST authorizer (payload format 2.0, simple responses, no caching) of the routes that
 * accept API keys (shared/routes.ts `apiKey: true`; infra/constructs/api.ts). The decision is
 * functions/founder-authorizer/decide.ts; JWTs are verified with aws-jwt-verify's `CognitoJwtVerifier` against the
 * founders pool (`FOUNDERS_POOL_ID`) and its app client (`FOUNDERS_CLIENT_ID`), ID and access tokens alike, as the
 * HTTP API JWT authorizer accepts both; the pool's JWKS is fetched once per container.
 * A refusal throws `Unauthorized`, which API Gateway answers 401 `{"message":"Unauthorized"}`, and is logged with the
 * function's logger context (lib/logger.ts `lambdaContext`: function, request id, the request's id as correlation id).
 */
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import middy from '@middy/core';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import { lambdaContext, logger } from '../lib/logger.js';
import { decide, type AuthorizerDecision } from './decide.js';

const env = loadEnv({ FOUNDERS_POOL_ID: z.string().min(1), FOUNDERS_CLIENT_ID: z.string().min(1) });
const verifier = CognitoJwtVerifier.create({
  userPoolId: env.FOUNDERS_POOL_ID,
  clientId: env.FOUNDERS_CLIENT_ID,
  tokenUse: null,
});

async function authorize(event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerDecision> {
  const decision = await decide(event.headers, async (token) => {
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  });
  // API Gateway turns this exact message into 401 (a plain `isAuthorized: false` would be 403).
  if (!decision.isAuthorized) {
    logger.info('Request refused', { routeKey: event.routeKey });
    throw new Error('Unauthorized');
  }
  return decision;
}

/** The Lambda entry: `authorize` with the logger's invocation context. */
export const handler = middy<APIGatewayRequestAuthorizerEventV2, AuthorizerDecision>()
  .use(
    lambdaContext<APIGatewayRequestAuthorizerEventV2, AuthorizerDecision>(
      (event) => event.requestContext?.requestId,
    ),
  )
  .handler(authorize);
