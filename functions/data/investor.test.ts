import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { InvestorContactRecord, InvestorRecord } from './investor.js';
import {
  bumpCatalogueVersion,
  putInvestorIfAbsent,
  putInvestorsIfAbsent,
  toContactRecord,
  toInvestorRecord,
} from './investor.js';
import { NO_LISTING_STATE } from './investor.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));

const record: InvestorRecord = {
  id: 'ff-01-advisors',
  name: '01 Advisors',
  company: '01 Advisors',
  image_url: null,
  verified: false,
  funding_description: 'Series A to Series C venture fund in San Francisco, United States.',
  location: ['United States'],
  city: 'San Francisco',
  funding_stage: ['Series A', 'Series B', 'Series C'],
  funding_type: 'Venture Fund',
  funding_industries: ['SaaS'],
  check_sizes: '$1M – $10M',
  bio: '01 Advisors is a venture fund.',
  contact_type: 'email',
  company_url: 'https://01a.com',
  application_url: null,
  check_min_usd: 1_000_000,
  check_max_usd: 10_000_000,
  ...NO_LISTING_STATE,
  details: NO_DETAILS,
  created_at: '2026-09-01T00:00:00.000Z',
  updated_at: '2026-09-01T00:00:00.000Z',
  source: { name: 'Fundraising Fox Open Dataset', licence: 'CC BY 4.0', url: 'https://x', verified_at: null },
};
const contact: InvestorContactRecord = {
  contact: 'partner@01a.example',
  contact_type: 'email',
  source: 'admin edit',
  source_note: 'from the partner by email',
};

function cancelled(codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

afterEach(() => ddbMock.reset());

describe('putInvestorIfAbsent', () => {
  it('writes the catalogue item and the contact item in one conditional transaction', async () => {
    // Prepare
    ddbMock.on(TransactWriteCommand).resolves({});
    // Act
    const outcome = await putInvestorIfAbsent(client, 'fundscout', { record, contact });
    // Assess
    expect(outcome).toBe('added');
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const [profile, contactPut] = calls[0]!.args[0].input.TransactItems!;
    expect(profile!.Put).toMatchObject({
      TableName: 'fundscout',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'INV#ff-01-advisors',
        sk: 'PROFILE',
        gsi1pk: 'CATALOGUE',
        gsi1sk: '2026-09-01T00:00:00.000Z#ff-01-advisors',
        type: 'investor',
        name: '01 Advisors',
      },
    });
    expect(profile!.Put!.Item).not.toHaveProperty('contact');
    expect(contactPut!.Put).toEqual({
      TableName: 'fundscout',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'INV#ff-01-advisors',
        sk: 'CONTACT',
        type: 'investor_contact',
        investor_id: 'ff-01-advisors',
        contact: contact.contact,
        contact_type: 'email',
        source: 'admin edit',
        source_note: 'from the partner by email',
      },
    });
  });

  it('writes only the record, with no contact type, for an investor without a direct contact', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await putInvestorIfAbsent(client, 'fundscout', { record, contact: null });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(1);
    expect(items[0]!.Put!.Item).toMatchObject({ sk: 'PROFILE', contact_type: null });
  });

  it("answers 'existing' when a condition failed", async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'ConditionalCheckFailed']));
    await expect(putInvestorIfAbsent(client, 'fundscout', { record, contact })).resolves.toBe('existing');
  });

  it('throws for cancellations for other reasons, naming them, and lets other errors through', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'TransactionConflict']));
    await expect(putInvestorIfAbsent(client, 'fundscout', { record, contact })).rejects.toThrow(
      /not written: None, TransactionConflict/,
    );
    ddbMock.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(putInvestorIfAbsent(client, 'fundscout', { record, contact })).rejects.toThrow('throttled');
  });
});

describe('putInvestorsIfAbsent', () => {
  const investor = (n: number, withContact: boolean) => ({
    record: { ...record, id: `ff-fund-${n}` },
    contact: withContact ? contact : null,
  });
  const written = () =>
    ddbMock.commandCalls(TransactWriteCommand).map((call) =>
      call.args[0].input.TransactItems!.map((item) => `${String(item.Put!.Item!.pk)} ${String(item.Put!.Item!.sk)}`),
    );

  it('packs investors into transactions of at most 100 actions, a record and its contact always together', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    // 60 with a contact (120 actions) and 30 without: 150 actions.
    const investors = [...Array.from({ length: 60 }, (_, i) => investor(i, true))];
    investors.push(...Array.from({ length: 30 }, (_, i) => investor(60 + i, false)));
    const outcomes = await putInvestorsIfAbsent(client, 'fundscout', investors);
    expect(outcomes).toEqual(investors.map(() => 'added'));
    const sizes = written().map((items) => items.length);
    expect(sizes).toEqual([100, 50]);
    expect(written()[0]!.slice(-2)).toEqual(['INV#ff-fund-49 PROFILE', 'INV#ff-fund-49 CONTACT']);
    expect(written().flat()).toHaveLength(150);
    for (const call of ddbMock.commandCalls(TransactWriteCommand)) {
      for (const item of call.args[0].input.TransactItems!) {
        expect(item.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
      }
    }
  });

  it('sends a transaction refused by some conditions again without those investors, which are existing', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None']))
      .resolves({});
    const investors = [investor(1, true), investor(2, false), investor(3, true)];
    // Items: 1 PROFILE, 1 CONTACT, 2 PROFILE (refused), 3 PROFILE, 3 CONTACT.
    expect(await putInvestorsIfAbsent(client, 'fundscout', investors)).toEqual(['added', 'existing', 'added']);
    expect(written()[1]).toEqual([
      'INV#ff-fund-1 PROFILE',
      'INV#ff-fund-1 CONTACT',
      'INV#ff-fund-3 PROFILE',
      'INV#ff-fund-3 CONTACT',
    ]);
  });

  it('writes nothing more once every investor of a transaction exists, and throws for other refusals', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await putInvestorsIfAbsent(client, 'fundscout', [investor(1, true)])).toEqual(['existing']);
    expect(written()).toHaveLength(1);
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ThrottlingError']));
    await expect(putInvestorsIfAbsent(client, 'fundscout', [investor(1, false), investor(2, false)])).rejects.toThrow(
      /ff-fund-1 not written: None, ThrottlingError/,
    );
  });
});

describe('reading items stored before the contacts model (docs/decisions/0014-contacts-model.md)', () => {
  it('reads a website contact item as no direct contact and a website record type as none', () => {
    const legacy = { pk: 'INV#x', sk: 'CONTACT', contact: 'https://x.example', contact_type: 'website' };
    expect(toContactRecord(legacy)).toBeUndefined();
    expect(toContactRecord({ ...legacy, contact: 'a@x.example', contact_type: 'email' })).toEqual({
      contact: 'a@x.example',
      contact_type: 'email',
      source: 'unrecorded',
      source_note: null,
    });
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { application_url, check_min_usd, check_max_usd, details, ...old } = record;
    expect(toInvestorRecord({ ...old, contact_type: 'website' })).toMatchObject({
      contact_type: null,
      application_url: null,
      check_min_usd: null,
      ...NO_LISTING_STATE,
      details: NO_DETAILS,
    });
  });
});

describe('bumpCatalogueVersion', () => {
  it('appends a reload entry to the change log at the head + 1, on condition the head did not move', async () => {
    // Prepare
    ddbMock.on(GetCommand).resolves({ Item: { pk: 'CATALOGUE', sk: 'VERSION', version: 2 } });
    ddbMock.on(TransactWriteCommand).resolves({});
    // Act
    const version = await bumpCatalogueVersion(client, 'fundscout', new Date('2026-11-22T10:00:00.000Z'));
    // Assess
    expect(version).toBe(3);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      TableName: 'fundscout',
      Key: { pk: 'CATALOGUE', sk: 'VERSION' },
      ConditionExpression: '#version = :head',
      ExpressionAttributeValues: { ':seq': 3, ':head': 2, ':at': '2026-11-22T10:00:00.000Z' },
    });
    expect(items[1]!.Put!.Item).toMatchObject({ pk: 'CATLOG', sk: '000000000003', reload: true });
  });
});
