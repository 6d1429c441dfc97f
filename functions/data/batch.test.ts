/** BatchGet over any keys (functions/data/batch.ts): each key asked for once, found items looked up by key. */
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../lib/dynamodb.js';
import { batchGetAll, foundItems } from './batch.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');

describe('batchGetAll', () => {
  it('asks for a key given twice once (DynamoDB refuses duplicate keys) and finds items by key', async () => {
    const profile = { pk: 'USER#u', sk: 'PROFILE' };
    const investor = { pk: 'INV#i', sk: 'PROFILE' };
    ddbMock.on(BatchGetCommand).resolves({ Responses: { t: [{ ...investor, name: 'Acme' }] } });

    const found = foundItems(await batchGetAll(client, 't', [investor, profile, investor]));

    expect(ddbMock.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems?.t?.Keys).toEqual([
      investor,
      profile,
    ]);
    expect(found.get(investor)).toMatchObject({ name: 'Acme' });
    expect(found.has(profile)).toBe(false);
  });
});
