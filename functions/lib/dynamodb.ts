/**
 * The one DynamoDB DocumentClient every function shares (the single shared client STYLE.md asks for), and the
 * table's name. Configuration through the env gate (functions/lib/env.ts):
 * - `TABLE_NAME` (required by every function bound to the table: `tableName()`; call it at module load so a
 *   missing name fails the cold start);
 * - `DYNAMODB_ENDPOINT` (a URL; locally DynamoDB Local, unset on Lambda: regional endpoint and the function role);
 * - `AWS_REGION` (default `local`).
 *
 * Every call is bounded (issue 14: a frozen database held requests 23 s): `DYNAMODB_TIMEOUTS` below, at most
 * `maxAttempts` tries with the SDK's standard retry strategy (exponential backoff with jitter, throttling and
 * 5xx and timeouts retried). What still fails is answered 503 `unavailable` with `Retry-After`
 * (functions/lib/errors.ts `isUnavailable`). Source: AWS SDK v3 `NodeHttpHandler` options `connectionTimeout`
 * and `requestTimeout` (milliseconds), client option `maxAttempts`.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { loadEnv } from './env.js';

/** The variables of the DynamoDB client. */
export const DYNAMODB_ENV = {
  DYNAMODB_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  AWS_REGION: z.string().min(1).default('local'),
  /**
   * The local stack's `requestTimeout` of the functions' client (ms), never set on AWS: DynamoDB Local on a busy
   * 2-CPU machine answers in seconds what DynamoDB answers in milliseconds (scripts/local/function-env.ts).
   */
  DYNAMODB_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).optional(),
};

/**
 * Time limits of one DynamoDB call, in milliseconds: `connectionTimeout` to open the socket (a dead host), and
 * `requestTimeout` of socket inactivity while waiting for the answer (a frozen one). With `maxAttempts` 3 and the
 * standard backoff the worst case is about 3 x (1 s + 2 s) plus backoff, within the functions' 10 s Lambda timeout
 * (an API Gateway integration waits at most 30 s).
 */
export const DYNAMODB_TIMEOUTS = { connectionTimeout: 1_000, requestTimeout: 2_000, maxAttempts: 3 } as const;

/** Time limits for local tooling (the local stack's table and seed, tests' own data): patient with a busy machine. */
export const LOCAL_TOOL_TIMEOUTS = {
  connectionTimeout: 5_000,
  requestTimeout: 30_000,
  maxAttempts: 3,
} as const;

/** The variable naming the single table. */
export const TABLE_ENV = { TABLE_NAME: z.string().min(1) };

/**
 * A DocumentClient for `endpoint` (default `DYNAMODB_ENDPOINT`) in `region` (default `AWS_REGION`). A given
 * endpoint gets the local stand-in credentials (DynamoDB Local accepts any). `timeouts` (default
 * DYNAMODB_TIMEOUTS, the functions' budget) is for local tooling only: the local stack's seed and the tests'
 * own reads and writes may wait longer on a loaded machine.
 */
export function createDocumentClient(
  endpoint?: string,
  region?: string,
  timeouts: { connectionTimeout: number; requestTimeout: number; maxAttempts: number } = DYNAMODB_TIMEOUTS,
): DynamoDBDocumentClient {
  const env = loadEnv(DYNAMODB_ENV);
  const target = endpoint ?? env.DYNAMODB_ENDPOINT;
  const requestTimeout =
    timeouts === DYNAMODB_TIMEOUTS && env.DYNAMODB_REQUEST_TIMEOUT_MS
      ? env.DYNAMODB_REQUEST_TIMEOUT_MS
      : timeouts.requestTimeout;
  const client = new DynamoDBClient({
    region: region ?? env.AWS_REGION,
    maxAttempts: timeouts.maxAttempts,
    requestHandler: {
      connectionTimeout: timeouts.connectionTimeout,
      requestTimeout,
      // Without it @smithy/node-http-handler 4.x only logs a warning when requestTimeout passes.
      throwOnRequestTimeout: true,
    },
    ...(target ? { endpoint: target, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** Shared client, created on first use so tests can mock `DynamoDBDocumentClient` before it exists. */
let shared: DynamoDBDocumentClient | undefined;
export function ddb(): DynamoDBDocumentClient {
  shared ??= createDocumentClient();
  return shared;
}

let table: string | undefined;
/**
 * The single table's name, from `TABLE_NAME`, read once.
 * @throws Error `Invalid environment: TABLE_NAME is missing` when unset or empty.
 */
export function tableName(): string {
  table ??= loadEnv(TABLE_ENV).TABLE_NAME;
  return table;
}
