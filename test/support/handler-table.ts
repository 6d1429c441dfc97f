/**
 * For integration suites that call handler modules directly (as the local gateway does) on DynamoDB Local: a table
 * of their own on the suite's DynamoDB Local (`inject('dynamodb')`, test/integration/global-setup.ts) and the
 * handler environment (TABLE_NAME, DYNAMODB_ENDPOINT) set BEFORE the handlers are imported (the env gate reads it
 * at module load).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDocumentClient, LOCAL_TOOL_TIMEOUTS } from '../../functions/lib/dynamodb.js';
import { ensureTable } from '../../scripts/local/table.js';

/** Creates `name-it-{pid}` and points the handler environment at it. */
export async function handlerTable(name: string): Promise<{ client: DynamoDBDocumentClient; table: string }> {
  const { endpoint } = inject('dynamodb');
  const client = createDocumentClient(endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  const table = `${name}-it-${process.pid}`;
  await ensureTable(client, table);
  process.env.TABLE_NAME = table;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  return { client, table };
}
