/**
 * The real investor data lands in the single table (DynamoDB Local) idempotently, with no direct contact (open data,
 * docs/decisions/0014-contacts-model.md) and public links on the catalogue items; a table stored by an earlier
 * version (website "contacts", publisher notes in bios) is migrated by the seed, keeping reveals and ledger entries.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCatalogue } from '../../functions/catalogue/seed.js';
import { withRevealedContacts } from '../../functions/data/founder-view.js';
import { investorItem, toInvestorRecord } from '../../functions/data/investor.js';
import { keys } from '../../functions/data/keys.js';
import { ledgerItem } from '../../functions/data/ledger.js';
import { revealItem } from '../../functions/data/reveal.js';
import { loadCatalogue } from '../../functions/data/investor.js';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { ensureTable } from '../../scripts/local/table.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';

/**
 * A whole seed of the real catalogue: 12-18 s alone, over 120 s when the other lanes and more share the 2 CPUs and
 * DynamoDB Local (a run on 2026-11-29 at a load average of 10-12); a timeout there says nothing about the seed.
 */
const SEED_TIMEOUT_MS = 300_000;
const table = `seed-test-${process.pid}`;
let client: DynamoDBDocumentClient;

/** The catalogue as the investors function loads it. */
const catalogue = () => loadCatalogue(client, table);

beforeAll(async () => {
  const { endpoint } = inject('dynamodb');
  client = createDocumentClient(endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
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
  }, SEED_TIMEOUT_MS);

  it('stores catalogue items in the canonical vocabulary, with public links and no direct contact', async () => {
    const items = await catalogue();
    for (const item of items) {
      expect(item).not.toHaveProperty('contact');
      expect(item.contact_type).toBeNull();
      expect(item.company_url ?? item.source?.url).toMatch(/^https?:\/\//);
      expect(INVESTOR_TYPES).toContain(item.funding_type);
      for (const stage of item.funding_stage as string[]) expect(FUNDING_STAGES).toContain(stage);
    }
    const sample = items[0] as { id: string };
    const contact = await client.send(
      new GetCommand({ TableName: table, Key: keys.investorContact(sample.id) }),
    );
    expect(contact.Item).toBeUndefined();
    const version = await client.send(new GetCommand({ TableName: table, Key: keys.catalogueVersion() }));
    expect(version.Item?.version).toBe(1);
  });

  it('migrates a table stored by an earlier version, keeping reveal history and ledger entries readable', async () => {
    // Prepare: an imported investor as the old importer stored it, its website "contact", a founder's reveal of
    // it and the ledger entry of that reveal.
    const [current] = await catalogue();
    const id = current!.id;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { application_url, check_min_usd, check_max_usd, details, ...old } = current!;
    const oldBio = `${current!.bio} From the Fundraising Fox Open Dataset v2026-09 (publisher audit: 6 of 100 sampled firm rows wrong).`;
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...investorItem({ ...current!, bio: oldBio }),
          ...old,
          bio: oldBio,
          contact_type: 'website',
          application_url: undefined,
          check_min_usd: undefined,
          check_max_usd: undefined,
          details: undefined,
        },
      }),
    );
    const link = current!.source?.url ?? 'https://example.org';
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.investorContact(id),
          type: 'investor_contact',
          investor_id: id,
          contact: link,
          contact_type: 'website',
        },
      }),
    );
    const reveal = revealItem('legacy-founder', id, '2026-10-01T10:00:00.000Z');
    const ledger = ledgerItem(
      'legacy-founder',
      {
        kind: 'reveal',
        cost: 1,
        subject_id: id,
        subject_label: current!.name,
        at: '2026-10-01T10:00:00.000Z',
        request_id: 'legacy-request',
        period_start: '2026-10-01T00:00:00.000Z',
      },
      'legacy-uuid',
    );
    await client.send(new PutCommand({ TableName: table, Item: reveal }));
    await client.send(new PutCommand({ TableName: table, Item: ledger }));

    // Act
    const result = await seedCatalogue({ client, table, log: () => {} });
    const again = await seedCatalogue({ client, table, log: () => {} });

    // Assess
    expect(result.migrated).toEqual({ records: 1, contactsRemoved: 1, mergedAway: 0 });
    expect(again.migrated).toEqual({ records: 0, contactsRemoved: 0, mergedAway: 0 });
    const contact = await client.send(new GetCommand({ TableName: table, Key: keys.investorContact(id) }));
    expect(contact.Item).toBeUndefined();
    const stored = await client.send(
      new GetCommand({ TableName: table, Key: keys.investor(id), ConsistentRead: true }),
    );
    const record = toInvestorRecord(stored.Item!);
    expect(record).toMatchObject({ contact_type: null, bio: current!.bio, details: current!.details });
    expect(stored.Item).toMatchObject({ contact_type: null, check_min_usd: current!.check_min_usd });
    const keptReveal = await client.send(
      new GetCommand({ TableName: table, Key: keys.reveal('legacy-founder', id) }),
    );
    const keptLedger = await client.send(
      new GetCommand({ TableName: table, Key: { pk: ledger.pk, sk: ledger.sk } }),
    );
    expect(keptReveal.Item).toEqual(reveal);
    expect(keptLedger.Item).toEqual(ledger);
    // The founder who revealed it sees the investor with its public links and no contact: nothing is sold.
    const [view] = await withRevealedContacts(client, table, [record], {
      revealed: new Set([id]),
      saved: new Set(),
    });
    expect(view).toMatchObject({ id, contact: null, contact_revealed: false, has_direct_contact: false });
  }, SEED_TIMEOUT_MS);

  it('removes the second Y Combinator record an earlier seed stored, so a re-seed keeps one per firm (issue 23)', async () => {
    // Prepare: the awesome-oss-investors record as a seed before the merge rule stored it beside the accelerator's.
    const [any] = await catalogue();
    const stale = {
      ...any!,
      id: 'oss-y-combinator',
      name: 'Y Combinator',
      company: 'Y Combinator',
      company_url: 'https://www.ycombinator.com/',
      funding_type: 'Accelerator' as const,
    };
    await client.send(new PutCommand({ TableName: table, Item: investorItem(stale) }));
    expect((await catalogue()).filter((r) => r.name === 'Y Combinator')).toHaveLength(2);

    // Act
    const result = await seedCatalogue({ client, table, log: () => {} });
    const again = await seedCatalogue({ client, table, log: () => {} });

    // Assess
    expect(result.migrated.mergedAway).toBe(1);
    expect(again.migrated.mergedAway).toBe(0);
    const yc = (await catalogue()).filter((r) => r.company_url?.includes('ycombinator.com'));
    expect(yc.map((r) => r.id)).toEqual(['sa-y-combinator-fd002d99']);
    expect(yc[0]!.funding_industries).toContain('Open Source');
  }, SEED_TIMEOUT_MS);
});
