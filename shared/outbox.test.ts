/**
 * The outbox's stream side (issue 35; shared/outbox.ts): which records the pipe's filter passes, and what an outbox
 * record becomes. The filter is checked with the local bus's matcher, the one the local relay uses.
 */
import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../scripts/local/event-pattern.js';
import { MalformedOutboxRecord, OUTBOX_STREAM_FILTER, outboxEntryOf } from './outbox.js';

const image = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { S: v }]));
const outbox = {
  pk: 'OUTBOX#e1',
  sk: 'OUTBOX',
  type: 'outbox',
  event_id: 'e1',
  source: 'fundscout.app',
  detail_type: 'ProfileCreated',
  detail: '{"sub":"s","createdAt":"2026-11-28T00:00:00.000Z","eventId":"e1"}',
};
const record = (eventName: string, fields: Record<string, string>) => ({
  eventName,
  eventSource: 'aws:dynamodb',
  dynamodb: { NewImage: image(fields), SequenceNumber: '1' },
});

describe('the outbox stream filter', () => {
  it('passes a new outbox item, and nothing else', () => {
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('INSERT', outbox))).toBe(true);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('MODIFY', outbox))).toBe(false);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, { eventName: 'REMOVE', dynamodb: {} })).toBe(false);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('INSERT', { pk: 'USER#s', sk: 'PROFILE', type: 'profile' })))
      .toBe(false);
  });
});

describe('outboxEntryOf', () => {
  it('reads the event of an outbox insert', () => {
    expect(outboxEntryOf(record('INSERT', outbox))).toEqual({
      eventId: 'e1',
      source: 'fundscout.app',
      detailType: 'ProfileCreated',
      detail: { sub: 's', createdAt: '2026-11-28T00:00:00.000Z', eventId: 'e1' },
    });
  });

  it('is null for what the filter does not pass', () => {
    expect(outboxEntryOf(record('MODIFY', outbox))).toBeNull();
    expect(outboxEntryOf(record('INSERT', { pk: 'X', type: 'profile' }))).toBeNull();
    expect(outboxEntryOf(null)).toBeNull();
  });

  it('refuses an outbox item that can never be delivered, naming why', () => {
    expect(() => outboxEntryOf(record('INSERT', { ...outbox, detail: 'not json' }))).toThrow(
      MalformedOutboxRecord,
    );
    expect(() => outboxEntryOf(record('INSERT', { ...outbox, detail: '[1]' }))).toThrow(/not a JSON object/);
    const { detail_type: _, ...noType } = outbox;
    expect(() => outboxEntryOf(record('INSERT', noType))).toThrow(/detail_type is not a string/);
  });
});
