/** The one paginated Query loop (functions/data/query.ts): every page followed, counts summed, an early stop. */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../lib/dynamodb.js';
import { countAll, prefixQuery, queryAll, queryUntil } from './query.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
afterEach(() => ddbMock.reset());
const client = createDocumentClient('http://127.0.0.1:1', 'local');

/** Three pages of two items each, chained by `LastEvaluatedKey` as DynamoDB answers a Query past 1 MB. */
function threePages(): void {
  const pages = [
    [{ n: 1 }, { n: 2 }],
    [{ n: 3 }, { n: 4 }],
    [{ n: 5 }, { n: 6 }],
  ];
  ddbMock.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: { page: number } }) => {
    const at = input.ExclusiveStartKey?.page ?? 0;
    return {
      Items: pages[at],
      Count: pages[at]!.length,
      LastEvaluatedKey: at + 1 < pages.length ? { page: at + 1 } : undefined,
    };
  });
}

const input = prefixQuery('t', 'USER#u', 'AIJOB#');
const startKeys = () => ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input.ExclusiveStartKey);

describe('queryAll / countAll', () => {
  it('follows LastEvaluatedKey to the last page, in order', async () => {
    threePages();
    expect((await queryAll(client, input)).map((i) => i.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(startKeys()).toEqual([undefined, { page: 1 }, { page: 2 }]);
  });

  it('sums Count over every page with Select COUNT', async () => {
    threePages();
    expect(await countAll(client, input)).toBe(6);
    expect(ddbMock.commandCalls(QueryCommand).every((c) => c.args[0].input.Select === 'COUNT')).toBe(true);
  });
});

describe('queryUntil', () => {
  it('stops after the page at which it has enough, without asking for the next one', async () => {
    threePages();
    const items = await queryUntil(client, input, (seen) => seen.filter((i) => (i.n as number) % 2 === 1).length >= 2);
    expect(items.map((i) => i.n)).toEqual([1, 2, 3, 4]);
    expect(startKeys()).toEqual([undefined, { page: 1 }]);
  });

  it('reads to the last page when it never has enough', async () => {
    threePages();
    expect((await queryUntil(client, input, () => false)).map((i) => i.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
