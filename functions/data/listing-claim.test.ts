import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { provenanceLine } from '../../shared/listing.js';
import { refreshed } from '../catalogue/migrate.js';
import { createInvestorRecord } from '../../test/support/factories.js';
import { withDatasetProvenance, type InvestorRecord } from './investor.js';
import { applyListingEdit, markClaimed, NO_ORIGINAL, unclaimListing, unclaimedRecord } from './listing-claim.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));
afterEach(() => ddbMock.reset());

const FF = 'Fundraising Fox Open Dataset';

function datasetRecord(over: Partial<InvestorRecord> = {}): InvestorRecord {
  return withDatasetProvenance(
    createInvestorRecord({
      id: 'ff-lunar',
      funding_stage: ['Seed'],
      check_sizes: '',
      check_min_usd: null,
      check_max_usd: null,
      source: { name: FF, licence: 'CC BY 4.0', url: 'https://x.test', verified_at: null },
      ...over,
    }),
  );
}

describe('listing provenance', () => {
  it('gives every dataset field with a value its dataset and version, and none to empty fields', () => {
    const record = datasetRecord();
    expect(record.provenance.funding_stage).toEqual({
      source: 'dataset',
      dataset: FF,
      version: '2026-09',
      at: record.created_at.slice(0, 10),
    });
    expect(record.provenance.check_size).toBeUndefined();
    expect(provenanceLine('funding_stage', record.provenance.funding_stage!)).toBe(
      'Stages from Fundraising Fox Open Dataset v2026-09',
    );
  });

  it('an edit sets the edited field to its source and date, keeps the others, and keeps the dataset value aside', () => {
    const record = datasetRecord();
    const edit = applyListingEdit(
      record,
      NO_ORIGINAL,
      { check_size: { check_sizes: '$1M', check_min_usd: 1e6, check_max_usd: 1e6 }, funding_stage: ['Seed'] },
      'investor',
      '2026-11-25T10:00:00.000Z',
    );
    expect(edit.changed).toEqual(['check_size']);
    expect(edit.record.provenance.check_size).toEqual({ source: 'investor', at: '2026-11-25T10:00:00.000Z' });
    expect(edit.record.provenance.funding_stage).toEqual(record.provenance.funding_stage);
    expect(provenanceLine('check_size', edit.record.provenance.check_size!)).toBe(
      'Check size from the investor, 25 Nov 2026',
    );
    // Stages were overwritten by the investor next: the dataset's value is kept for unclaiming.
    const second = applyListingEdit(edit.record, edit.original, { funding_stage: ['Series A'] }, 'investor', 'x');
    expect(second.original.values.funding_stage).toEqual(['Seed']);
    const back = unclaimedRecord({ ...second.record, claimed: true, confirmed_at: 'x' }, second.original);
    expect(back.record.funding_stage).toEqual(['Seed']);
    expect(back.record.provenance.funding_stage).toEqual(record.provenance.funding_stage);
    expect(back.record.check_sizes).toBe('');
    expect(back.record.provenance.check_size).toBeUndefined();
    expect(back.record.claimed).toBe(false);
  });

  it('a re-import keeps what the investor or an administrator set and the listing state', () => {
    const stored = applyListingEdit(
      { ...datasetRecord(), claimed: true, confirmed_at: '2026-11-25T00:00:00.000Z' },
      NO_ORIGINAL,
      { city: 'Oslo' },
      'admin',
      '2026-11-25',
    ).record;
    const next = refreshed(stored, datasetRecord({ city: 'Berlin', bio: 'New text' }));
    expect(next.city).toBe('Oslo');
    expect(next.provenance.city?.source).toBe('admin');
    expect(next.bio).toBe('New text');
    expect(next.provenance.bio?.source).toBe('dataset');
    expect(next.claimed).toBe(true);
  });
});

describe('markClaimed / unclaimListing (the contract with i19-claims)', () => {
  it('markClaimed writes claimed and confirmed_at over the version it read, with the claim and the change log entry, in one transaction', async () => {
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        t: [
          { pk: 'INV#ff-x', sk: 'PROFILE', ...datasetRecord({ id: 'ff-x' }), version: 4 },
          { pk: 'CATALOGUE', sk: 'VERSION', version: 17 },
        ],
      },
    });
    ddbMock.on(TransactWriteCommand).resolves({});
    const at = new Date('2026-11-25T10:00:00.000Z');
    const claim = { Put: { TableName: 't', Item: { pk: 'CLAIM#c1', sk: 'CLAIM' } } };
    expect(await markClaimed(client, 't', 'ff-x', at, [claim])).toBe('written');
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: 'INV#ff-x', sk: 'PROFILE', claimed: true, confirmed_at: at.toISOString(), version: 5 },
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: { ':version': 4 },
    });
    expect(items.some((i) => i.Put?.Item?.sk === 'CONFIRMATION')).toBe(true);
    expect(items.some((i) => i.Put?.Item?.pk === 'CLAIM#c1')).toBe(true);
    expect(items.at(-2)!.Update).toMatchObject({
      Key: { pk: 'CATALOGUE', sk: 'VERSION' },
      ConditionExpression: '#version = :head',
      ExpressionAttributeValues: { ':seq': 18, ':head': 17 },
    });
    expect(items.at(-1)!.Put!.Item).toMatchObject({
      pk: 'CATLOG',
      sk: '000000000018',
      changes: [{ id: 'ff-x', version: 5, record: { claimed: true } }],
    });
  });

  it('unclaimListing puts the dataset values back and deletes the contact the investor put on file', async () => {
    const edited = applyListingEdit(datasetRecord(), NO_ORIGINAL, { funding_stage: ['Series B'] }, 'investor', 'x');
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        t: [
          { pk: 'INV#ff-lunar', sk: 'PROFILE', ...edited.record, claimed: true },
          { pk: 'INV#ff-lunar', sk: 'ORIGINAL', ...edited.original },
          { pk: 'INV#ff-lunar', sk: 'CONTACT', contact: 'a@lunar.example', contact_type: 'email', source: 'investor' },
        ],
      },
    });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await unclaimListing(client, 't', 'ff-lunar', new Date())).toBe('written');
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put!.Item).toMatchObject({ claimed: false, funding_stage: ['Seed'], contact_type: null });
    expect(items.some((i) => i.Delete?.Key?.sk === 'CONTACT')).toBe(true);
  });
});
