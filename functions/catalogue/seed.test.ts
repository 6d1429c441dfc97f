import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  GetCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from './seed.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));

/**
 * A fake table: items by key; a conditional put of an existing key cancels like DynamoDB does; the catalogue Query
 * and BatchGet answer from it (the migration step reads both).
 */
let items: Map<string, Record<string, unknown>>;
const stored = {
  has: (key: string) => items.has(key),
  /** The catalogue's items (the change log's entries left out). */
  get size() {
    return [...items.keys()].filter((k) => !k.startsWith('CATLOG|')).length;
  },
};
let inFlight = 0;
let maxInFlight = 0;

beforeEach(() => {
  items = new Map();
  inFlight = 0;
  maxInFlight = 0;
  ddbMock
    .on(TransactWriteCommand)
    .callsFake(
      async (input: {
        TransactItems: { Put?: { Item: { pk: string; sk: string }; ConditionExpression?: string } }[];
      }) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 0));
        inFlight -= 1;
        const puts = input.TransactItems.flatMap((t) => (t.Put ? [t.Put] : []));
        const keyOf = (put: (typeof puts)[number]) => `${put.Item.pk}|${put.Item.sk}`;
        const refused = (put: (typeof puts)[number]) =>
          put.ConditionExpression === 'attribute_not_exists(pk)' && items.has(keyOf(put));
        if (puts.some(refused)) {
          throw new TransactionCanceledException({
            message: 'cancelled',
            $metadata: {},
            CancellationReasons: puts.map((p) => ({ Code: refused(p) ? 'ConditionalCheckFailed' : 'None' })),
          });
        }
        puts.forEach((p) => items.set(keyOf(p), p.Item));
        return {};
      },
    );
  // A Query of GSI1 answers the items of its partition (`:pk`): CATALOGUE, or REMOVED for the hidden listings.
  ddbMock.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => ({
    Items: [...items.values()].filter((i) => i.gsi1pk === input.ExpressionAttributeValues?.[':pk']),
  }));
  ddbMock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: {
        fundscout: (input.RequestItems.fundscout?.Keys ?? [])
          .map((k) => items.get(`${k.pk}|${k.sk}`))
          .filter((i) => i !== undefined),
      },
    }));
  ddbMock.on(GetCommand).resolves({});
});

afterEach(() => ddbMock.reset());

describe('seedCatalogue', () => {
  it('adds the real catalogue once, bumps the version once, and adds nothing on a second run', async () => {
    // Prepare
    const lines: string[] = [];
    // Act
    const first = await seedCatalogue({ client, table: 'fundscout', log: (l) => lines.push(l) });
    const writes = ddbMock.commandCalls(TransactWriteCommand).length;
    const second = await seedCatalogue({ client, table: 'fundscout' });
    // Assess
    expect(first.added).toBeGreaterThan(1000);
    expect(first.existing).toBe(0);
    expect(first.rejected).toBe(first.rejections.reduce((n, r) => n + r.count, 0));
    expect(first.rejections.find((r) => r.reason.startsWith('firm_type pe'))?.count).toBe(80);
    expect(second).toEqual({ ...first, added: 0, existing: first.added });
    // The second run reads the stored ids and writes nothing (no refused transaction per investor).
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(writes);
    expect(first.migrated).toEqual({ records: 0, contactsRemoved: 0, mergedAway: 0 });
    // One reload entry in the catalogue change log for the whole run (docs/decisions/0056).
    expect([...items.keys()].filter((k) => k.startsWith('CATLOG|'))).toHaveLength(1);
    // Open data: one catalogue item per investor and no contact item (docs/decisions/0014-contacts-model.md).
    expect(stored.size).toBe(first.added);
    expect(maxInFlight).toBeLessThanOrEqual(16);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(lines.join('\n')).toMatch(/Fundraising Fox Open Dataset: 1220 rows, \d+ added, 0 existing/);
    expect(lines.join('\n')).toContain('merged by website domain: Lunar Ventures → ff-lunar-ventures');
  });

  it('takes another Fundraising Fox file (CRLF, as published) through fundraisingFoxCsv', async () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'ff-'));
    const file = join(dir, 'firms.csv');
    writeFileSync(
      file,
      'slug,name,fundraisingfox_url,domain,firm_type,hq_city,hq_country,founded_year,stages,sectors,check_min_usd,check_max_usd,check_size_source,leads_rounds,portfolio_count,exit_count,led_rounds\r\n' +
        '01-advisors,01 Advisors,https://fundraisingfox.com/investors/01-advisors,01a.com,vc,San Francisco,US,2018,Series A,SaaS,1000000,10000000,curated directory,True,28,1,1\r\n' +
        'carbon,Carbon,https://fundraisingfox.com/investors/carbon,carbonequity.com,fund_of_funds,Amsterdam,NL,,Seed,Energy,100000.0,,firm website,,56,1,1\r\n',
    );
    // Act
    const result = await seedCatalogue({ client, table: 'fundscout', fundraisingFoxCsv: file });
    // Assess
    const ffRejections = result.rejections.filter((r) => r.source === 'Fundraising Fox Open Dataset');
    expect(ffRejections).toEqual([
      expect.objectContaining({
        reason: expect.stringMatching(/^firm_type fund_of_funds left out/),
        count: 1,
        examples: ['Carbon'],
      }),
    ]);
    expect(stored.has('INV#ff-01-advisors|PROFILE')).toBe(true);
    expect(stored.has('INV#ff-bessemer-venture-partners|PROFILE')).toBe(false);
    expect(stored.has('INV#oss-bessemer-venture-partners|PROFILE')).toBe(true);
  });
});
