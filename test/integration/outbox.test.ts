/**
 * Events never lost, side effects apart (issue 35; docs/decisions/0057-stacks-outbox-steps.md), on the test stack:
 * handlers write each event as an outbox item with the change it announces, the local outbox relay reads DynamoDB
 * Local's stream and hands it to the `outbox-relay` function and then the bus (scripts/local/outbox-relay.ts), as the
 * pipe does on AWS; the `pitch-events` consumer applies each effect as its own step, once per event id.
 * - with the bus refusing PutEvents and failing deliveries for a while, every effect of a pitch and its answer
 *   arrives exactly once afterwards (the team's mail, the founder's mail, the timeline, the pipeline, the figures);
 * - a founder whose saved list is full still gets the pitch delivered and the team mailed;
 * - a failing step (the mail) neither blocks nor repeats the others, names itself, and alone runs again.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dynamoStepStore } from '../../functions/data/event-steps.js';
import { outboxKey } from '../../shared/outbox.js';
import { pitchLogSince } from '../../functions/data/pitch/log.js';
import { getPitch } from '../../functions/data/pitch/pitch.js';
import { entryItem, SAVED_LIST_CAP } from '../../functions/data/saved.js';
import type { MailMessage, Mailer } from '../../functions/lib/mailer.js';
import { StepsFailed } from '../../functions/lib/steps.js';
import { pitchEventId } from '../../functions/pitches/announce.js';
import { followPitchEvent } from '../../functions/pitches/follow.js';
import type { InboxPage, PitchSent, Timeline } from '../../shared/pitch-schemas.js';
import type { PipelineListResponse } from '../../shared/pipeline-schemas.js';
import { mailTo, type Founder } from '../support/cognito.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { stackTable } from '../support/profiles.js';
import { callAs, jsonOf, pitcher, pitchListing, sendPitch } from '../support/pitch-fixtures.js';

const stack = inject('stack');
const { client } = stackTable(stack);
afterAll(() => client.destroy());

const table = () => stack.dynamodb.table;

/** Injects outages of the local bus (scripts/local/event-bus.ts `injectFaults`). */
async function faults(body: { putEvents?: number; deliveries?: Record<string, number> }): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/local/events/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(204);
}

/** The dead letters recorded so far whose event concerns pitch `pitchId`. */
async function deadLettersOf(pitchId: string): Promise<unknown[]> {
  const res = await fetch(stack.events.deadLettersUrl);
  const { deadLetters } = (await res.json()) as {
    deadLetters: { event: { detail: { pitchId?: string } } }[];
  };
  return deadLetters.filter((letter) => letter.event.detail.pitchId === pitchId);
}

const subjectsTo = async (email: string, investorName: string) =>
  (await mailTo(stack, email)).filter((m) => (m as { subject?: string }).subject?.includes(investorName));

async function stageOf(user: Founder, investorId: string): Promise<string | undefined> {
  const list = await jsonOf<PipelineListResponse>(user.call('/v1/saved'));
  return list.items.find((item) => item.id === investorId)?.stage;
}

describe('events never lost (issue 35)', () => {
  it('fails the publish and the bus for a while; every effect of a pitch and its answer arrives exactly once afterwards', async () => {
    // Prepare: a claimed listing with a team member who is mailed each pitch, a founder with a startup profile
    const { id: investorId, name, member } = await pitchListing(stack, client, { team: true });
    const ada = await pitcher(stack, client);
    await busIdle(stack, 60_000);

    // Act: the bus refuses the next 4 PutEvents (the relay keeps retrying) and fails 2 deliveries to pitch-events
    await faults({ putEvents: 4, deliveries: { 'pitch-events': 2 } });
    const sent = await jsonOf<PitchSent>(sendPitch(ada, investorId), 201);
    const pitchId = sent.pitch.id;
    await jsonOf(callAs(stack, member!, 'POST', `/v1/investor/pitches/${pitchId}/pass`, { reason: 'stage' }));
    await busIdle(stack, 90_000);

    // Assess: each event is one outbox item, delivered; each effect happened once
    const timeline = await jsonOf<Timeline>(ada.call(`/v1/saved/${investorId}/timeline`));
    const ofPitch = timeline.entries.filter(
      (e) => (e as { pitch_id?: string }).pitch_id === pitchId || e.kind === 'stage',
    );
    expect(ofPitch.filter((e) => e.kind === 'pitched')).toHaveLength(1);
    expect(ofPitch.filter((e) => e.kind === 'answered')).toHaveLength(1);
    expect(await stageOf(ada, investorId)).toBe('passed');
    expect(await subjectsTo(member!.email, name)).toHaveLength(1); // the team's mail
    expect(await subjectsTo(ada.email, name)).toHaveLength(1); // the founder's mail of the answer
    const log = (await pitchLogSince(client, table(), investorId, '2000-01-01T00:00:00.000Z')).filter(
      (e) => e.pitch_id === pitchId,
    );
    expect(log.map((e) => e.kind).sort()).toEqual(['answered', 'sent']);
    expect(await deadLettersOf(pitchId)).toEqual([]);
  });

  it('a redelivered event (the relay or the pipe delivering it again, a new EventBridge id) changes nothing', async () => {
    // Prepare: a pitch whose effects were applied
    const { id: investorId, name, member } = await pitchListing(stack, client, { team: true });
    const ada = await pitcher(stack, client);
    const sent = await jsonOf<PitchSent>(sendPitch(ada, investorId), 201);
    await busIdle(stack, 60_000);
    const outbox = await eventually(
      async () => {
        const found = await pitchSentOutbox(sent.pitch.id);
        if (!found) throw new Error('no outbox item');
        return found;
      },
      { what: 'the PitchSent outbox item' },
    );
    process.env.DYNAMODB_ENDPOINT = stack.dynamodb.endpoint;
    process.env.TABLE_NAME = table();
    process.env.MAIL_FROM = 'no-reply@fundscout.localhost';
    process.env.MAIL_CONFIGURATION_SET = 'fundscout-local';
    process.env.SES_ENDPOINT = stack.mail.sesEndpoint;
    process.env.WEB_ORIGINS = 'http://localhost:5173';
    const { handler } = await import('../../functions/pitches/events-handler.js');

    // Act: the same event again, as EventBridge would deliver it anew
    const report = await handler({
      version: '0',
      id: randomUUID(),
      'detail-type': 'PitchSent',
      source: 'fundscout.app',
      account: '000000000000',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: 'local',
      resources: [],
      detail: JSON.parse(String(outbox.detail)) as Record<string, unknown>,
    });

    // Assess
    expect(Object.values(report as Record<string, string>).every((r) => r === 'already done')).toBe(true);
    expect(await subjectsTo(member!.email, name)).toHaveLength(1);
    const timeline = await jsonOf<Timeline>(ada.call(`/v1/saved/${investorId}/timeline`));
    expect(timeline.entries.filter((e) => e.kind === 'pitched')).toHaveLength(1);
  });
});

/** The outbox item of `PitchSent` for pitch `pitchId` (its event id is derived from the pitch). */
async function pitchSentOutbox(pitchId: string): Promise<Record<string, unknown> | undefined> {
  const key = outboxKey(pitchEventId.sent(pitchId));
  return (await client.send(new GetCommand({ TableName: table(), Key: key }))).Item;
}

describe('side effects apart (issue 35)', () => {
  it('a founder at the 1,000-entry saved-list cap still gets their pitch delivered and the team mailed', async () => {
    // Prepare: a founder whose saved list is full (1,000 other investors)
    const { id: investorId, name, member } = await pitchListing(stack, client, { team: true });
    const ada = await pitcher(stack, client);
    const at = new Date().toISOString();
    const items = Array.from({ length: SAVED_LIST_CAP }, () =>
      entryItem(ada.sub, 'default', `full-${randomUUID()}`, at),
    );
    for (let i = 0; i < items.length; i += 25) {
      await client.send(
        new BatchWriteCommand({
          RequestItems: { [table()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }

    // Act
    const sent = await jsonOf<PitchSent>(sendPitch(ada, investorId), 201);
    await busIdle(stack, 60_000);

    // Assess: delivered (the team's inbox), mailed, on the timeline; the list is left as it is, nothing dead-lettered
    const inbox = await jsonOf<InboxPage>(
      callAs(stack, member!, 'GET', `/v1/investor/pitches?listing=${investorId}`),
    );
    expect(inbox.pitches.map((p) => p.id)).toEqual([sent.pitch.id]);
    expect(await subjectsTo(member!.email, name)).toHaveLength(1);
    const timeline = await jsonOf<Timeline>(ada.call(`/v1/saved/${investorId}/timeline`));
    expect(timeline.entries.filter((e) => e.kind === 'pitched')).toHaveLength(1);
    expect(await stageOf(ada, investorId)).toBeUndefined();
    expect(await deadLettersOf(sent.pitch.id)).toEqual([]);
  });

  it('a failing step (the team mail) blocks none of the others, is named, and alone runs again', async () => {
    // Prepare: a pitch and its event, followed here with a mailer that fails, then with one that works
    const { id: investorId, member } = await pitchListing(stack, client, { team: true });
    const ada = await pitcher(stack, client);
    const sent = await jsonOf<PitchSent>(sendPitch(ada, investorId), 201);
    await busIdle(stack, 60_000);
    const pitch = (await getPitch(client, table(), sent.pitch.id))!;
    const mails: MailMessage[] = [];
    const mailer = (fail: boolean): Mailer => ({
      send: async (message) => {
        if (fail) throw new Error('SES is down');
        mails.push(message);
        return { messageId: `m-${mails.length}` } as never;
      },
    });
    const deps = (fail: boolean) => ({
      client,
      table: table(),
      mailer: mailer(fail),
      steps: dynamoStepStore(() => client, table),
      origin: null,
      now: () => new Date(),
    });
    const eventId = `redelivery-${randomUUID()}`;
    const detail = {
      pitchId: pitch.id,
      investorId,
      investorName: pitch.investor_name,
      founderSub: ada.sub,
      sentAt: pitch.sent_at,
    };

    // Act
    const failure = await followPitchEvent(deps(true), 'PitchSent', detail, eventId).catch((e: unknown) => e);
    const retry = await followPitchEvent(deps(false), 'PitchSent', detail, eventId);

    // Assess: the mail step failed and was named; the others were applied on the first delivery, not again
    expect(failure).toBeInstanceOf(StepsFailed);
    expect((failure as StepsFailed).failed.map((f) => f.step)).toEqual([`team-mail:${member!.sub}`]);
    expect((failure as Error).message).toContain(`team-mail:${member!.sub} (SES is down)`);
    expect(retry).toEqual({
      timeline: 'already done',
      pipeline: 'already done',
      figures: 'already done',
      [`team-mail:${member!.sub}`]: 'applied: mailed',
    });
    expect(mails.map((m) => m.to)).toEqual([member!.email]);
  });
});
