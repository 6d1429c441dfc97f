/**
 * The function's one Logger (Powertools for AWS Lambda; docs/decisions/0023-observability.md). Every module logs
 * through `logger`; the two wrappers, `featureHandler` (functions/lib/http.ts) and `eventConsumer`
 * (functions/lib/consumer.ts), add `lambdaContext(...)`, so each line of an invocation carries the function name,
 * the Lambda request id, `cold_start` and a `correlation_id`: the API Gateway request id of an HTTP call, the
 * EventBridge event id of an event.
 *
 * Configuration (the env gate, functions/lib/env.ts), read once at cold start:
 * - `POWERTOOLS_SERVICE_NAME`: the `service` key; the stack sets it per function from its registry name
 *   (`fundscout-reveals`); default `fundscout` (scripts, tests, and a local stack that shares one environment
 *   between functions);
 * - `POWERTOOLS_LOG_LEVEL`, else `LOG_LEVEL`: TRACE, DEBUG, INFO (default), WARN, ERROR, CRITICAL, SILENT, any case.
 *
 * What may be logged is in ADR 0023: ids, counts, outcomes and error messages; never a contact, a token or API key,
 * an email or AI draft body, or card data. Events are never logged whole (`logEvent: false`, whatever
 * `POWERTOOLS_LOGGER_LOG_EVENT` says).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import * as z from 'zod';
import { DEFAULT_SERVICE_NAME } from '../../shared/observability.js';
import { loadEnv, type EnvSource } from './env.js';

const LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;
const Level = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(LEVELS));

/** The variables the logger reads. */
export const LOGGER_ENV = {
  POWERTOOLS_SERVICE_NAME: z.string().min(1).default(DEFAULT_SERVICE_NAME),
  POWERTOOLS_LOG_LEVEL: Level.optional(),
  LOG_LEVEL: Level.optional(),
};

/** The logger's settings from `source` (see the module comment). */
export function loggerSettings(source?: EnvSource): {
  serviceName: string;
  logLevel: (typeof LEVELS)[number];
} {
  const env = loadEnv(LOGGER_ENV, source);
  return {
    serviceName: env.POWERTOOLS_SERVICE_NAME,
    logLevel: env.POWERTOOLS_LOG_LEVEL ?? env.LOG_LEVEL ?? 'INFO',
  };
}

/** The function's logger. */
export const logger = new Logger(loggerSettings());

/**
 * Middy middleware for one invocation: injects the Lambda context into `logger` (function name, request id,
 * cold start) and sets `correlation_id` to `correlationIdOf(event)`; both are cleared when the invocation ends,
 * so nothing of one request reaches the next. Register it first (outermost), so that the error handlers after it
 * still log with the invocation's keys. A call without a Lambda context (a test) gets the correlation id only.
 */
export function lambdaContext<E, R>(correlationIdOf: (event: E) => string | undefined): MiddlewareObj<E, R> {
  const inject = injectLambdaContext(logger, { resetKeys: true, logEvent: false });
  return {
    before: async (request) => {
      if (request.context) await inject.before!(request as never);
      else logger.resetKeys();
      const id = request.event ? correlationIdOf(request.event) : undefined;
      if (id) logger.setCorrelationId(id);
    },
    after: (request) => inject.after!(request as never),
    onError: (request) => inject.onError!(request as never),
  };
}
