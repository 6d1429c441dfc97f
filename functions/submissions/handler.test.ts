import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { InvestorSubmission } from '../../shared/schemas.js';
import {
  APPLICATION_STAGES,
  APPLICATION_TYPES,
  FUNDING_STAGES,
  INVESTOR_TYPES,
} from '../../shared/vocabulary.js';
import { logger } from '../lib/logger.js';

process.env.TABLE_NAME = 'test-table';
const ddbMock = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  ddbMock.reset();
  vi.restoreAllMocks();
});

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});

/** A public POST event with a JSON body (no authorizer). */
function post(routeKey: string, body: unknown) {
  return {
    ...httpEvent(routeKey, { claims: null }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const application = {
  name: '  Grace Hopper ',
  company: 'Compiler Capital',
  bio: 'Former engineer, now investing in developer tools.',
  contact: 'grace@compiler.example',
  location: ['United States'],
  company_url: 'compiler.example',
  funding_type: 'venture_capital',
  funding_stage: ['seed', 'series_a'],
  check_size_min_usd: 250_000,
  check_size_max_usd: 1_000_000,
  funding_industries: ['Developer Tools', 'AI'],
  funding_description: 'B2B software with technical founders.',
  image_url: 'https://images.example/grace.png',
  website_confirm: '',
};

describe('POST /v1/applications', () => {
  it('stores one pending submission in canonical vocabulary and answers 202 with its id', async () => {
    // Prepare
    ddbMock.on(PutCommand).resolves({});

    // Act
    const res = await handler(post('POST /v1/applications', application), lambdaContext);

    // Assess
    expect(res.statusCode).toBe(202);
    const receipt = JSON.parse(res.body ?? '') as { id: string; status: string; submitted_at: string };
    expect(receipt.status).toBe('pending');
    const calls = ddbMock.commandCalls(PutCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.TableName).toBe('test-table');
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
    const item = input.Item as Record<string, unknown>;
    expect(item).toMatchObject({
      pk: `SUBMISSION#${receipt.id}`,
      sk: 'SUBMISSION',
      gsi1pk: 'SUBMISSIONS#pending',
      gsi1sk: `${receipt.submitted_at}#${receipt.id}`,
      type: 'investor_submission',
      id: receipt.id,
      name: 'Grace Hopper',
      contact: 'grace@compiler.example',
      contact_type: 'email',
      company_url: 'https://compiler.example',
      funding_type: 'Venture Fund',
      funding_stage: ['Seed', 'Series A'],
      check_sizes: '$250K – $1M',
      check_size_min_usd: 250_000,
      check_size_max_usd: 1_000_000,
      // Canonical industries only (issue 23): 'AI' is stored as the Investor Database's tag.
      funding_industries: ['Developer Tools', 'AI & Machine Learning'],
      status: 'pending',
      submitted_at: receipt.submitted_at,
      reviewed_at: null,
      form_choices: { funding_type: 'venture_capital', funding_stage: ['seed', 'series_a'] },
    });
    expect(item).not.toHaveProperty('website_confirm');
    expect(InvestorSubmission.safeParse(item).success).toBe(true);
  });

  it('stores only the two required fields with empty defaults', async () => {
    ddbMock.on(PutCommand).resolves({});

    const res = await handler(
      post('POST /v1/applications', { name: 'Ada', contact: 'ada@example.com' }),
      lambdaContext,
    );

    expect(res.statusCode).toBe(202);
    expect(ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      check_sizes: '',
      check_size_min_usd: null,
      check_size_max_usd: null,
      company: '',
      location: [],
      company_url: null,
      funding_type: null,
      funding_stage: [],
      funding_industries: [],
      image_url: null,
    });
  });

  it('stores Private Equity as its canonical type, keeping the applicant’s choice (issue 38)', async () => {
    ddbMock.on(PutCommand).resolves({});

    const res = await handler(
      post('POST /v1/applications', { name: 'Al', contact: 'a@example.com', funding_type: 'private_equity' }),
      lambdaContext,
    );

    expect(res.statusCode).toBe(202);
    const item = ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item as {
      funding_type: string;
      form_choices: { funding_type: string };
    };
    expect(item.funding_type).toBe('Venture Fund');
    expect(item.form_choices.funding_type).toBe('private_equity');
  });

  it.each(APPLICATION_TYPES.flatMap((t) => APPLICATION_STAGES.map((s) => [t.value, s.value] as const)))(
    'maps form type %s and stage %s into the canonical filter vocabulary',
    async (type, stage) => {
      ddbMock.on(PutCommand).resolves({});

      await handler(
        post('POST /v1/applications', {
          name: 'Al',
          contact: 'a@example.com',
          funding_type: type,
          funding_stage: [stage],
        }),
        lambdaContext,
      );

      const item = ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item as {
        funding_type: string;
        funding_stage: string[];
      };
      expect(INVESTOR_TYPES).toContain(item.funding_type);
      expect(item.funding_stage).toHaveLength(1);
      expect(FUNDING_STAGES).toContain(item.funding_stage[0]);
    },
  );

  it.each([
    ['name', { contact: 'a@example.com' }],
    ['name', { name: '   ', contact: 'a@example.com' }],
    ['name', { name: 'x'.repeat(121), contact: 'a@example.com' }],
    ['contact', { name: 'Ada' }],
    ['contact', { name: 'Ada', contact: 'not-an-email' }],
    ['company_url', { name: 'Ada', contact: 'a@example.com', company_url: 'javascript:alert(1)' }],
    ['company_url', { name: 'Ada', contact: 'a@example.com', company_url: 'https://' }],
    ['image_url', { name: 'Ada', contact: 'a@example.com', image_url: 'ftp://x.example/p.png' }],
    ['funding_type', { name: 'Ada', contact: 'a@example.com', funding_type: 'Venture Fund' }],
    ['funding_stage', { name: 'Ada', contact: 'a@example.com', funding_stage: ['series_d'] }],
    ['funding_stage', { name: 'Ada', contact: 'a@example.com', funding_stage: 'seed' }],
    [
      'funding_industries',
      { name: 'Ada', contact: 'a@example.com', funding_industries: ['Quantum Gardening'] },
    ],
    ['funding_industries', { name: 'Ada', contact: 'a@example.com', funding_industries: ['  '] }],
    ['bio', { name: 'Ada', contact: 'a@example.com', bio: 'x'.repeat(2001) }],
    ['location', { name: 'Ada', contact: 'a@example.com', location: [''] }],
    ['unknown', { name: 'Ada', contact: 'a@example.com', unknown: 1 }],
    // issue 13: a one-letter name, a type outside the form's list, a check size that is not a number, min > max,
    // the old text field (Private Equity is offered again: issue 38)
    ['name', { name: 'A', contact: 'a@example.com' }],
    ['name', { name: 'J.', contact: 'a@example.com' }],
    ['name', { name: '12', contact: 'a@example.com' }],
    ['funding_type', { name: 'Ada', contact: 'a@example.com', funding_type: 'hedge_fund' }],
    ['check_size_min_usd', { name: 'Ada', contact: 'a@example.com', check_size_min_usd: 'lots' }],
    ['check_size_max_usd', { name: 'Ada', contact: 'a@example.com', check_size_max_usd: 'lots' }],
    ['check_size_min_usd', { name: 'Ada', contact: 'a@example.com', check_size_min_usd: 0 }],
    ['check_size_min_usd', { name: 'Ada', contact: 'a@example.com', check_size_min_usd: 1.5 }],
    ['check_size_max_usd', { name: 'Ada', contact: 'a@example.com', check_size_max_usd: 2e10 }],
    [
      'check_size_max_usd',
      { name: 'Ada', contact: 'a@example.com', check_size_min_usd: 500_000, check_size_max_usd: 50_000 },
    ],
    ['check_sizes', { name: 'Ada', contact: 'a@example.com', check_sizes: 'lots' }],
  ])('answers 400 naming %s and writes nothing', async (field, body) => {
    const res = await handler(post('POST /v1/applications', body), lambdaContext);

    expect(res.statusCode).toBe(400);
    const error = (JSON.parse(res.body ?? '') as { error: { field?: string; message: string } }).error;
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const res = await handler(post('POST /v1/applications', '{"name":'), lambdaContext);

    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '').error.code).toBe('invalid_json');
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success, stores nothing and logs it', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    const res = await handler(
      post('POST /v1/applications', { ...application, website_confirm: 'https://spam.example' }),
      lambdaContext,
    );

    expect(res.statusCode).toBe(202);
    expect(Object.keys(JSON.parse(res.body ?? '') as object).sort()).toEqual([
      'id',
      'status',
      'submitted_at',
    ]);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(
      'Honeypot filled: nothing stored',
      expect.objectContaining({ routeKey: 'POST /v1/applications' }),
    );
  });

  it('hides a storage failure behind a generic 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    ddbMock.on(PutCommand).rejects(new Error('ProvisionedThroughputExceeded'));

    const res = await handler(post('POST /v1/applications', application), lambdaContext);

    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Provisioned');
  });
});

describe('POST /v1/contact-messages', () => {
  const message = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: 'Engines Ltd',
    subject: 'Partnership',
    message: 'We would like to list our syndicate.',
  };

  it('stores the message for the administrators and answers 202', async () => {
    ddbMock.on(PutCommand).resolves({});

    const res = await handler(post('POST /v1/contact-messages', message), lambdaContext);

    expect(res.statusCode).toBe(202);
    const receipt = JSON.parse(res.body ?? '') as { id: string; received_at: string };
    const item = ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item;
    expect(item).toEqual({
      pk: `MESSAGE#${receipt.id}`,
      sk: 'MESSAGE',
      gsi1pk: 'MESSAGES',
      gsi1sk: `${receipt.received_at}#${receipt.id}`,
      type: 'contact_message',
      id: receipt.id,
      ...message,
      received_at: receipt.received_at,
    });
  });

  it.each(['first_name', 'last_name', 'email', 'subject', 'message'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const res = await handler(
        post('POST /v1/contact-messages', { ...message, [field]: '' }),
        lambdaContext,
      );

      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body ?? '').error.field).toBe(field);
      expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    },
  );

  it('stores nothing when the honeypot is filled', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    const res = await handler(
      post('POST /v1/contact-messages', { ...message, website_confirm: 'x' }),
      lambdaContext,
    );

    expect(res.statusCode).toBe(202);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
