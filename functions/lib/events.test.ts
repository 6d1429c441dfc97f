import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { announceProfile as AnnounceProfile } from './events.js';

const bridge = mockClient(EventBridgeClient);
let announceProfile: typeof AnnounceProfile;

beforeAll(async () => {
  process.env.EVENT_BUS_NAME = 'test-bus';
  ({ announceProfile } = await import('./events.js'));
});
afterEach(() => bridge.reset());

const profile = { id: 'sub-1', created_at: '2026-11-25T10:00:00.000Z' };

describe('announceProfile (ProfileCreated, issue 21.5)', () => {
  it('publishes ProfileCreated with the profile’s creation time for a profile this call created', async () => {
    // Prepare
    bridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] });

    // Act
    await announceProfile({ profile, created: true });

    // Assess
    const [call] = bridge.commandCalls(PutEventsCommand);
    expect(call!.args[0].input.Entries).toEqual([
      {
        EventBusName: 'test-bus',
        Source: 'fundscout.app',
        DetailType: 'ProfileCreated',
        Detail: JSON.stringify({ sub: 'sub-1', createdAt: '2026-11-25T10:00:00.000Z' }),
      },
    ]);
  });

  it('publishes nothing for a profile that existed', async () => {
    await announceProfile({ profile, created: false });
    expect(bridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('never fails the request that created the profile when the bus refuses', async () => {
    bridge.on(PutEventsCommand).rejects(new Error('AccessDeniedException'));
    await expect(announceProfile({ profile, created: true })).resolves.toBeUndefined();
  });
});
