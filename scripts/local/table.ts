/**
 * Create the single table locally from its one declaration (functions/data/table.ts), as the CDK stack declares
 * it on AWS: string `pk`/`sk`, GSI `gsi1` (`gsi1pk`/`gsi1sk`, projection ALL), on-demand capacity.
 * TTL on `TABLE.ttlAttribute` (usage ledger entries expire, functions/data/ledger.ts), and a stream of new images
 * (the outbox's source, read by scripts/local/outbox-relay.ts; issue 35).
 * Idempotent: an existing table is left alone, but for its stream, turned on when a table made before issue 35
 * has none.
 * @returns true when the table was created now, false when it already existed.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../functions/data/table.js';
import { OUTBOX_STREAM_VIEW } from '../../shared/outbox.js';

const STREAM = { StreamEnabled: true, StreamViewType: OUTBOX_STREAM_VIEW } as const;

export async function ensureTable(client: DynamoDBDocumentClient, name: string): Promise<boolean> {
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: name }));
    if (!existing.Table?.StreamSpecification?.StreamEnabled)
      await client.send(new UpdateTableCommand({ TableName: name, StreamSpecification: STREAM }));
    return false;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  const { partitionKey, sortKey, gsi1 } = TABLE;
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [partitionKey, sortKey, gsi1.partitionKey, gsi1.sortKey].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      StreamSpecification: STREAM,
      GlobalSecondaryIndexes: [
        {
          IndexName: gsi1.name,
          KeySchema: [
            { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
