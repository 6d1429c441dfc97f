import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminInvestorInput } from '../../shared/admin-schemas.js';
import { trustOf } from '../../shared/trust.js';
import {
  createInvestor,
  deleteInvestor,
  recordFromInput,
  toAdminInvestor,
  toRow,
  updateInvestor,
} from './investors.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));
afterEach(() => ddbMock.reset());

const NOW = new Date('2026-11-23T10:00:00.000Z');
const actor = { sub: 'a', username: 'ops' };
const input = AdminInvestorInput.parse({
  name: 'Added Fund',
  contact: 'deals@added.example',
  funding_type: 'Venture Fund',
  funding_stage: ['Series C', 'Series D+'],
  funding_industries: ['Fintech', 'Fintech', 'Climate'],
  location: ['France'],
  source_note: 'The fund, by email',
});

const stored = (id: string) => ({
  Responses: {
    t: [
      {
        pk: `INV#${id}`,
        sk: 'PROFILE',
        ...recordFromInput(id, input, new Date('2026-01-01T00:00:00Z')).record,
      },
      { pk: `INV#${id}`, sk: 'CONTACT', contact: 'old@added.example', contact_type: 'email' },
    ],
  },
});

describe('recordFromInput', () => {
  it('keeps the source note, licence and verified date; dedupes industries; no contact on the catalogue record', () => {
    const { record, contact } = recordFromInput('adm-1', input, NOW);
    expect(record).toMatchObject({
      funding_industries: ['Fintech', 'Climate'],
      verified: true,
      source: {
        name: 'The fund, by email',
        licence: 'Entered by an administrator',
        verified_at: '2026-11-23',
      },
    });
    expect(record).not.toHaveProperty('contact');
    expect(contact).toMatchObject({
      contact: 'deals@added.example',
      contact_type: 'email',
      source: 'admin edit',
    });
  });
});

describe("the form's Verified is 'Checked by an administrator' (one trust model, issue 34 item 3)", () => {
  const ACCELERATORS = 'Startup Accelerators & Founder Programs';
  /** An accelerator row whose dataset column says verified (its own check date): open data, not checked. */
  const accelerator = {
    ...recordFromInput('acc-1', input, new Date('2024-01-01T00:00:00Z')).record,
    verified: true,
    checked_at: null,
    provenance: {},
    source: { name: ACCELERATORS, licence: 'CC BY 4.0', url: '', verified_at: '2024-03-12' },
  };

  it('checking an open-data listing sets checked_at now and keeps the dataset column; unchecking clears it', () => {
    expect(trustOf(accelerator).state).toBe('open_data');
    const checked = recordFromInput(
      'acc-1',
      { ...input, verified: true },
      NOW,
      accelerator.created_at,
      accelerator,
    );
    expect(checked.record).toMatchObject({ checked_at: NOW.toISOString(), verified: true });
    expect(trustOf(checked.record)).toMatchObject({
      state: 'checked',
      label: 'Checked by an administrator on 23 Nov 2026',
    });
    const unchecked = recordFromInput('acc-1', { ...input, verified: false }, NOW, accelerator.created_at, {
      ...checked.record,
    });
    expect(unchecked.record).toMatchObject({ checked_at: null, verified: true });
    expect(trustOf(unchecked.record)).toMatchObject({ state: 'open_data', date: '2024-03-12' });
  });

  it('a new investor is checked now or not checked; saving an edit keeps the date of the earlier check', () => {
    const created = recordFromInput('adm-1', input, new Date('2026-10-03T08:00:00Z')).record;
    expect(trustOf(created)).toMatchObject({ state: 'checked', date: '2026-10-03T08:00:00.000Z' });
    const edited = recordFromInput(
      'adm-1',
      { ...input, name: 'Renamed' },
      NOW,
      created.created_at,
      created,
    ).record;
    expect(edited.checked_at).toBe('2026-10-03T08:00:00.000Z');
    const unverified = recordFromInput('adm-2', { ...input, verified: false }, NOW).record;
    expect(unverified).toMatchObject({ checked_at: null, verified: false });
    expect(trustOf(unverified).state).toBe('added');
  });

  it("the table row and the dialog carry the trust state; the dialog's checked_at opens the form", () => {
    expect(toRow(accelerator).trust).toMatchObject({ state: 'open_data', badge: 'Open data' });
    expect(toAdminInvestor(accelerator, null)).toMatchObject({
      checked_at: null,
      trust: { state: 'open_data' },
    });
    const created = recordFromInput('adm-1', input, NOW).record;
    expect(toAdminInvestor(created, null)).toMatchObject({
      checked_at: NOW.toISOString(),
      trust: { state: 'checked', badge: 'Checked' },
    });
  });
});

describe('check sizes typed on the form (issue 23)', () => {
  it('stores the USD range the text says, replacing the one stored before', () => {
    const typed = AdminInvestorInput.parse({
      name: 'Added Fund',
      contact: 'deals@added.example',
      funding_type: 'Venture Fund',
      source_note: 'The fund, by email',
      check_sizes: '$500K – $3M',
    });
    const before = { ...recordFromInput('adm-1', input, NOW).record, check_min_usd: 1, check_max_usd: 2 };
    const { record } = recordFromInput('adm-1', typed, NOW, before.created_at, before);
    expect(record).toMatchObject({
      check_sizes: '$500K – $3M',
      check_min_usd: 500_000,
      check_max_usd: 3_000_000,
    });
  });
});

describe('investor writes', () => {
  it('create is one transaction: the new item, its contact, the audit entry and the change log entry', async () => {
    ddbMock
      .on(BatchGetCommand)
      .resolves({ Responses: { t: [{ pk: 'CATALOGUE', sk: 'VERSION', version: 3 }] } });
    ddbMock.on(TransactWriteCommand).resolves({});
    const created = await createInvestor(client, 't', input, actor, NOW);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Put', 'Put', 'Update', 'Put']);
    expect(items[0]?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { version: 1 },
    });
    expect(items[2]?.Put?.Item).toMatchObject({ action: 'investor.create', before: null, actor });
    expect(items[3]?.Update?.Key).toEqual({ pk: 'CATALOGUE', sk: 'VERSION' });
    expect(items[4]?.Put?.Item).toMatchObject({ pk: 'CATLOG', sk: '000000000004' });
    expect(created.contact).toBe('deals@added.example');
    expect(created.version).toBe(1);
  });

  it('update keeps created_at and audits before and after', async () => {
    ddbMock.on(BatchGetCommand).resolves(stored('adm-1'));
    ddbMock.on(TransactWriteCommand).resolves({});
    const updated = await updateInvestor(client, 't', 'adm-1', { ...input, name: 'Renamed' }, actor, NOW);
    expect(updated.created_at).toBe('2026-01-01T00:00:00.000Z');
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const audit = items.find((i) => i.Put?.Item?.action === 'investor.update')!.Put!.Item!;
    expect(audit).toMatchObject({
      action: 'investor.update',
      before: { name: 'Added Fund', contact: 'old@added.example' },
      after: { name: 'Renamed' },
    });
  });

  it('update and delete of a missing investor are 404s, with nothing written', async () => {
    ddbMock.on(BatchGetCommand).resolves({ Responses: { t: [] } });
    await expect(updateInvestor(client, 't', 'gone', input, actor)).rejects.toMatchObject({
      name: 'Missing',
    });
    await expect(deleteInvestor(client, 't', 'gone', actor)).rejects.toMatchObject({ name: 'Missing' });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('delete is a soft removal (issue 22 Low): the item is marked removed by an administrator and moves to GSI1 REMOVED, the contact stays; a decision made on another version is a 409', async () => {
    ddbMock.on(BatchGetCommand).resolves(stored('adm-1'));
    ddbMock.on(TransactWriteCommand).resolves({});
    await deleteInvestor(client, 't', 'adm-1', actor, NOW);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // Nothing is deleted: the catalogue item is written over the version read, with the audit and log entries.
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Put', 'Update', 'Put']);
    expect(items[0]?.Put).toMatchObject({
      Item: {
        pk: 'INV#adm-1',
        sk: 'PROFILE',
        removed: { by: 'admin', at: NOW.toISOString() },
        gsi1pk: 'REMOVED',
        gsi1sk: `${NOW.toISOString()}#adm-1`,
        version: 1,
      },
    });
    expect(items[0]?.Put?.ConditionExpression).toContain('attribute_not_exists(#version)');
    expect(items[1]?.Put?.Item).toMatchObject({
      action: 'investor.delete',
      before: { name: 'Added Fund', removed: null },
      after: { name: 'Added Fund', removed: { by: 'admin' } },
    });
    await expect(deleteInvestor(client, 't', 'adm-1', actor, NOW, 7)).rejects.toMatchObject({
      name: 'StateConflict',
      code: 'listing_changed',
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('an investor an administrator removed is a 404 to read, edit or delete again, with nothing written', async () => {
    const removed = stored('adm-1');
    Object.assign(removed.Responses.t[0]!, { removed: { by: 'admin', at: NOW.toISOString() } });
    ddbMock.on(BatchGetCommand).resolves(removed);
    await expect(deleteInvestor(client, 't', 'adm-1', actor)).rejects.toMatchObject({ name: 'Missing' });
    await expect(updateInvestor(client, 't', 'adm-1', input, actor)).rejects.toMatchObject({
      name: 'Missing',
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
