import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvestorSubmission } from '../../shared/schemas.js';
import {
  approvalItems,
  approveSubmission,
  investorFromSubmission,
  placesOf,
  rejectSubmission,
} from './review.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));
afterEach(() => ddbMock.reset());

const NOW = new Date('2026-11-23T10:00:00.000Z');
const actor = { sub: 'admin-sub', username: 'ops' };

function submission(overrides: Partial<InvestorSubmission> = {}): InvestorSubmission {
  return {
    id: 's1',
    name: 'Ada Angel',
    company: 'Ada Capital',
    bio: 'Operator.',
    contact: 'ada@angel.example',
    contact_type: 'email',
    location: ['Berlin, Germany'],
    company_url: 'https://ada.example',
    funding_type: 'Angel Investor',
    funding_stage: ['Seed'],
    check_sizes: '$50K',
    check_size_min_usd: 50_000,
    check_size_max_usd: 50_000,
    funding_industries: ['Fintech'],
    funding_description: 'B2B',
    image_url: null,
    status: 'pending',
    submitted_at: '2026-11-20T00:00:00.000Z',
    reviewed_at: null,
    form_choices: { funding_type: 'angel', funding_stage: ['seed'] },
    ...overrides,
  };
}

describe('investorFromSubmission', () => {
  it('creates a verified investor in canonical vocabulary with the applicant email as its direct contact', () => {
    const { record, contact } = investorFromSubmission(submission(), NOW);
    expect(record).toMatchObject({
      id: 'app-s1',
      verified: true,
      funding_type: 'Angel Investor',
      funding_stage: ['Seed'],
      location: ['Germany'],
      city: 'Berlin',
      created_at: NOW.toISOString(),
      source: { name: 'investor application', verified_at: '2026-11-23' },
    });
    expect(record).not.toHaveProperty('contact');
    expect(contact).toMatchObject({
      contact: 'ada@angel.example',
      contact_type: 'email',
      source: 'investor application',
    });
  });

  it('needs a funding type: the submission’s or the reviewer’s, else a 400 naming funding_type', () => {
    expect(() => investorFromSubmission(submission({ funding_type: null }), NOW)).toThrow(
      expect.objectContaining({ name: 'InvalidInput', field: 'funding_type' }),
    );
    expect(
      investorFromSubmission(submission({ funding_type: null }), NOW, 'Family Office').record.funding_type,
    ).toBe('Family Office');
  });

  it('reads countries out of free-text locations', () => {
    expect(placesOf(['UK'])).toEqual({ location: ['United Kingdom'], city: null });
    expect(placesOf(['Paris, France', 'Europe'])).toEqual({ location: ['France', 'Europe'], city: 'Paris' });
  });
});

describe('approvalItems', () => {
  it('the items beside the investor: contact (absent), submission (still pending), audit entry', () => {
    const { items, investorId } = approvalItems('t', submission(), actor, NOW);
    expect(investorId).toBe('app-s1');
    expect(items).toHaveLength(3);
    expect(items[0]?.Put?.Item).toMatchObject({
      pk: 'INV#app-s1',
      sk: 'CONTACT',
      contact: 'ada@angel.example',
    });
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(items[1]?.Update).toMatchObject({
      Key: { pk: 'SUBMISSION#s1', sk: 'SUBMISSION' },
      ConditionExpression: '#status = :pending',
    });
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'approved',
      ':at': NOW.toISOString(),
      ':gsi1pk': 'SUBMISSIONS#approved',
    });
    expect(items[2]?.Put?.Item).toMatchObject({ pk: 'AUDIT', action: 'submission.approve', actor });
  });
});

describe('approveSubmission', () => {
  it('approving twice writes once: the second call sees the approved submission and answers changed: false', async () => {
    let stored = { pk: 'SUBMISSION#s1', sk: 'SUBMISSION', ...submission() } as Record<string, unknown>;
    ddbMock.on(GetCommand).callsFake(() => ({ Item: stored }));
    ddbMock.on(BatchGetCommand).resolves({ Responses: { t: [] } });
    ddbMock.on(TransactWriteCommand).callsFake(() => {
      stored = {
        ...stored,
        status: 'approved',
        reviewed_at: NOW.toISOString(),
        investor_id: 'app-s1',
        reviewed_by: 'ops',
      };
      return {};
    });

    const first = await approveSubmission(client, 't', 's1', actor, { now: NOW });
    const second = await approveSubmission(client, 't', 's1', actor, { now: NOW });

    expect(first).toMatchObject({ changed: true, investor_id: 'app-s1', submission: { status: 'approved' } });
    expect(second).toMatchObject({ changed: false, investor_id: 'app-s1' });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('two concurrent approvals: the one whose transaction is cancelled answers from the stored state', async () => {
    let reads = 0;
    ddbMock.on(GetCommand).callsFake(() => {
      reads += 1;
      const status = reads === 1 ? 'pending' : 'approved';
      return {
        Item: { pk: 'SUBMISSION#s1', sk: 'SUBMISSION', ...submission({ status }), investor_id: 'app-s1' },
      };
    });
    // The other approval wrote the investor between this one's read and its transaction.
    ddbMock
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { t: [] } })
      .resolves({ Responses: { t: [{ pk: 'INV#app-s1', sk: 'PROFILE', id: 'app-s1', name: 'x', created_at: NOW.toISOString() }] } });
    ddbMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
          { Code: 'None' },
          { Code: 'None' },
        ],
      }),
    );
    const result = await approveSubmission(client, 't', 's1', actor, { now: NOW });
    expect(result).toMatchObject({ changed: false, investor_id: 'app-s1' });
  });

  it('refuses to approve a rejected submission (409) and to find an unknown one (404)', async () => {
    ddbMock.on(GetCommand, { Key: { pk: 'SUBMISSION#r', sk: 'SUBMISSION' } }).resolves({
      Item: { ...submission({ id: 'r', status: 'rejected' }) },
    });
    ddbMock.on(GetCommand, { Key: { pk: 'SUBMISSION#x', sk: 'SUBMISSION' } }).resolves({});
    await expect(approveSubmission(client, 't', 'r', actor)).rejects.toMatchObject({
      name: 'StateConflict',
      code: 'already_reviewed',
    });
    await expect(approveSubmission(client, 't', 'x', actor)).rejects.toMatchObject({ name: 'Missing' });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('rejectSubmission', () => {
  it('sets rejected with reviewed_at and an audit entry in one transaction; no investor', async () => {
    let stored = { ...submission() } as Record<string, unknown>;
    ddbMock.on(GetCommand).callsFake(() => ({ Item: stored }));
    ddbMock.on(TransactWriteCommand).callsFake(() => {
      stored = { ...stored, status: 'rejected', reviewed_at: NOW.toISOString() };
      return {};
    });
    const result = await rejectSubmission(client, 't', 's1', actor, NOW);
    expect(result).toMatchObject({ changed: true, investor_id: null, submission: { status: 'rejected' } });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(2);
    expect(items.some((i) => i.Put?.Item?.pk?.toString().startsWith('INV#'))).toBe(false);
    expect(items[1]?.Put?.Item).toMatchObject({ action: 'submission.reject' });
  });
});
