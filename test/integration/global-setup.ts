/**
 * Integration suites run against a real DynamoDB Local (in memory, its own port, never a developer's stack).
 * Integration tests refuse to run without it: the endpoint is provided to them with `inject('dynamodb')`.
 * Port: TEST_DYNAMODB_PORT (default 8100).
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../scripts/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodb: { endpoint: string };
  }
}

let ddbLocal: DynamoDbLocal | undefined;

export async function setup(project: TestProject): Promise<void> {
  ddbLocal = await startDynamoDbLocal({ port: Number(process.env.TEST_DYNAMODB_PORT ?? 8100) });
  project.provide('dynamodb', { endpoint: ddbLocal.endpoint });
}

export async function teardown(): Promise<void> {
  await ddbLocal?.stop();
}
