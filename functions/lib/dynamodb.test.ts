/**
 * createDocumentClient's time limits (functions/lib/dynamodb.ts): the functions' budget on AWS, the local stack's
 * DYNAMODB_REQUEST_TIMEOUT_MS (scripts/local/function-env.ts) only when it is set, and local tools' own limits kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient, DYNAMODB_TIMEOUTS, LOCAL_TOOL_TIMEOUTS } from './dynamodb.js';

/** The resolved request handler settings of `client` (@smithy/node-http-handler resolves them on first use). */
async function handlerSettings(client: DynamoDBDocumentClient) {
  const handler = client.config.requestHandler as unknown as {
    configProvider: Promise<{ requestTimeout?: number; connectionTimeout?: number }>;
  };
  const settings = await handler.configProvider;
  return { requestTimeout: settings.requestTimeout, connectionTimeout: settings.connectionTimeout };
}

afterEach(() => vi.unstubAllEnvs());

describe('createDocumentClient time limits', () => {
  it('keeps the functions’ budget when DYNAMODB_REQUEST_TIMEOUT_MS is not set (AWS)', async () => {
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '');
    const client = createDocumentClient('http://127.0.0.1:1', 'local');
    expect(await handlerSettings(client)).toEqual({
      requestTimeout: DYNAMODB_TIMEOUTS.requestTimeout,
      connectionTimeout: DYNAMODB_TIMEOUTS.connectionTimeout,
    });
    expect(await client.config.maxAttempts()).toBe(DYNAMODB_TIMEOUTS.maxAttempts);
  });

  it('waits DYNAMODB_REQUEST_TIMEOUT_MS per call when the local stack sets it', async () => {
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '5000');
    const client = createDocumentClient('http://127.0.0.1:1', 'local');
    expect(await handlerSettings(client)).toEqual({
      requestTimeout: 5_000,
      connectionTimeout: DYNAMODB_TIMEOUTS.connectionTimeout,
    });
  });

  it('leaves the limits a local tool asks for alone', async () => {
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '5000');
    const client = createDocumentClient('http://127.0.0.1:1', 'local', LOCAL_TOOL_TIMEOUTS);
    expect(await handlerSettings(client)).toEqual({
      requestTimeout: LOCAL_TOOL_TIMEOUTS.requestTimeout,
      connectionTimeout: LOCAL_TOOL_TIMEOUTS.connectionTimeout,
    });
  });

  it('refuses a value outside 100 ms to 30 s, naming the variable', () => {
    vi.stubEnv('DYNAMODB_REQUEST_TIMEOUT_MS', '10');
    expect(() => createDocumentClient('http://127.0.0.1:1', 'local')).toThrow(
      /DYNAMODB_REQUEST_TIMEOUT_MS is invalid/,
    );
  });
});
