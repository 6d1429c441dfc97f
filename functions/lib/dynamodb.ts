/**
 * The one DynamoDB DocumentClient every function shares (STYLE.md: functions/commons/clients/dynamodb.ts).
 * Locally `DYNAMODB_ENDPOINT` points it at DynamoDB Local; on Lambda the variable is unset and the SDK uses the
 * regional endpoint and the function role.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export function createDocumentClient(endpoint = process.env.DYNAMODB_ENDPOINT): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'local',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
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

/** The single table's name, from `TABLE_NAME`. */
export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('Missing required environment variable TABLE_NAME');
  return name;
}
