/**
 * The real investor data lands in the single table (DynamoDB Local) idempotently, with contacts kept out of the
 * catalogue items that search loads (docs/decisions/0001-single-table.md).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCatalogue } from '../../functions/catalogue/seed.js';
import { keys } from '../../functions/data/keys.js';
import { loadCatalogue } from '../../functions/data/investor.js';
import { createDocumentClient } from '../../functions/lib/dynamodb.js';
import { ensureTable } from '../../scripts/local/table.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';

const table = `seed-test-${process.pid}`;
let client: DynamoDBDocumentClient;

/** The catalogue as the investors function loads it. */
const catalogue = () => loadCatalogue(client, table);

beforeAll(async () => {
  const { endpoint } = inject('dynamodb');
  client = createDocumentClient(endpoint);
  expect(await ensureTable(client, table)).toBe(true);
  expect(await ensureTable(client, table)).toBe(false);
});

describe('seedCatalogue against DynamoDB Local', () => {
  it('imports the real data once, reports rejections, and a second run adds nothing', async () => {
    const first = await seedCatalogue({ client, table, log: () => {} });
    expect(first.added).toBeGreaterThan(1000);
    expect(first.rejected).toBeGreaterThan(0);
    expect(first.rejections.every((r) => r.reason.length > 0 && r.count > 0)).toBe(true);

    const second = await seedCatalogue({ client, table, log: () => {} });
    expect(second.added).toBe(0);
    expect(second.existing).toBe(first.added);

    const items = await catalogue();
    expect(items).toHaveLength(first.added);
  });

  it('stores catalogue items in the canonical vocabulary and without contacts', async () => {
    const items = await catalogue();
    for (const item of items) {
      expect(item).not.toHaveProperty('contact');
      expect(INVESTOR_TYPES).toContain(item.funding_type);
      for (const stage of item.funding_stage as string[]) expect(FUNDING_STAGES).toContain(stage);
    }
    const sample = items[0] as { id: string };
    const contact = await client.send(
      new GetCommand({ TableName: table, Key: keys.investorContact(sample.id) }),
    );
    expect(contact.Item?.contact).toEqual(expect.any(String));
    expect(contact.Item?.contact_type).toBe('website');
    const version = await client.send(new GetCommand({ TableName: table, Key: keys.catalogueVersion() }));
    expect(version.Item?.version).toBe(1);
  });
});
