/**
 * The local event bus on the test stack (scripts/local/event-bus.ts, ADR 0008): a handler's PutEvents (real AWS
 * SDK client at the gateway's `/local/events/bus`) reaches the function whose registry rule pattern matches,
 * delivered as an EventBridge event to the same handler module Lambda runs. The synthesized stack's side (the
 * Rule with the same pattern targeting the same function) is asserted in infra/stack.test.ts.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { api, createFounder } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { stackTable } from '../support/profiles.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);
afterAll(() => client.destroy());

const month = (iso: string) => `SIGNUPS#${iso.slice(0, 7)}`;
const counter = async (sk: string): Promise<number> => {
  const item = await client.send(new GetCommand({ TableName: table, Key: { pk: 'STATS', sk } }));
  return (item.Item?.signups as number | undefined) ?? 0;
};

function eventBridge(): EventBridgeClient {
  return new EventBridgeClient({
    region: 'local',
    endpoint: stack.events.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

describe('local event bus', () => {
  it('counts a new founder: first GET /v1/me publishes ProfileCreated, the signups function counts it', async () => {
    // Prepare
    const sk = month(new Date().toISOString());
    const before = await counter(sk);
    const founder = await createFounder(stack);

    // Act
    const me = await api(stack, founder.idToken)('/v1/me');
    expect(me.status).toBe(200);
    const marker = await eventually(
      async () =>
        (
          await client.send(
            new GetCommand({
              TableName: table,
              Key: { pk: keys.userPartition(founder.sub), sk: 'SIGNUP_COUNTED' },
            }),
          )
        ).Item,
      { until: (item) => item !== undefined, what: 'the SIGNUP_COUNTED marker' },
    );

    // Assess: the founder's marker names the event, and the month's counter went up (other suites' founders
    // may be counted meanwhile, so at least by one)
    expect(marker).toMatchObject({ month: sk, event_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await counter(sk)).toBeGreaterThanOrEqual(before + 1);
  });

  it('delivers a redelivered event once: the same founder is counted once', async () => {
    // Prepare: the signups handler module, on the stack's table (what the bus calls)
    process.env.DYNAMODB_ENDPOINT = stack.dynamodb.endpoint;
    process.env.TABLE_NAME = table;
    const { handler } = await import('../../functions/signups/handler.js');
    const sub = `redelivery-${Date.now()}`;
    const event = {
      version: '0',
      id: `evt-${sub}`,
      'detail-type': 'ProfileCreated' as const,
      source: 'fundscout.app',
      account: '000000000000',
      time: '2031-02-03T04:05:06Z',
      region: 'local',
      resources: [],
      detail: { sub, createdAt: '2031-02-03T04:05:06.000Z' },
    };

    const before = await counter('SIGNUPS#2031-02');

    // Act
    const first = await handler(event);
    const second = await handler(event);

    // Assess
    expect([first, second]).toEqual([{ counted: true }, { counted: false }]);
    expect(await counter('SIGNUPS#2031-02')).toBe(before + 1);
  });

  it('takes PutEvents from the AWS SDK client and routes by the registry patterns', async () => {
    // Prepare
    const bus = eventBridge();
    const sub = `sdk-${Date.now()}`;
    const before = await counter('SIGNUPS#2031-03');
    try {
      // Act: one matching entry, one with a malformed detail, one no rule matches
      const out = await bus.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: stack.events.bus,
              Source: 'fundscout.app',
              DetailType: 'ProfileCreated',
              Detail: JSON.stringify({ sub, createdAt: '2031-03-01T00:00:00.000Z' }),
            },
            {
              EventBusName: stack.events.bus,
              Source: 'fundscout.app',
              DetailType: 'ProfileCreated',
              Detail: '[]',
            },
            {
              EventBusName: stack.events.bus,
              Source: 'fundscout.other',
              DetailType: 'Nothing',
              Detail: '{}',
            },
          ],
        }),
      );

      // Assess
      expect(out.FailedEntryCount).toBe(1);
      expect(out.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(out.Entries?.[1]?.ErrorCode).toBe('MalformedDetail');
      await eventually(() => counter('SIGNUPS#2031-03'), {
        until: (n) => n === before + 1,
        what: 'the signup counted',
      });
      // The malformed and the unmatched entries were handled too (or never routed): nothing more is counted.
      await busIdle(stack);
      expect(await counter('SIGNUPS#2031-03')).toBe(before + 1);
    } finally {
      bus.destroy();
    }
  });

  it('lists dead letters for the operator, without a CORS wildcard', async () => {
    const response = await fetch(stack.events.deadLettersUrl, { headers: { origin: 'http://evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // Other suites share this stack (billing's replayed fixtures may dead-letter), so only the shape is checked here.
    const body = (await response.json()) as {
      bus: string;
      inFlight: number;
      deadLetters: { event: unknown; error: string }[];
    };
    expect(body.bus).toBe(stack.events.bus);
    expect(body.inFlight).toEqual(expect.any(Number)); // deliveries under way (tests wait for 0: busIdle)
    for (const letter of body.deadLetters)
      expect(letter).toMatchObject({ event: expect.any(Object), error: expect.any(String) });
  });
});
