/** The pitch event log of a listing, its stored response figures and the founder's timeline entries (ADR 0049). */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PitchFigures, PitchPassReason } from '../../../shared/pitch-schemas.js';
import type { Key } from '../keys.js';
import { prefixQuery, queryAll } from '../query.js';
import { TABLE } from '../table.js';
import { expiryAfter, PITCH_LOG_RETENTION_DAYS, PITCH_RETENTION_DAYS, pitchKeys } from './keys.js';

/** Puts one item as it is (the consumer's log entries and figures). */
export async function putItem(client: DynamoDBDocumentClient, table: string, item: Key & Record<string, unknown>) {
  await client.send(new PutCommand({ TableName: table, Item: item }));
}

/** One event of a listing's pitch log, as stored and as the response figures read it (functions/pitches/figures.ts). */
export type PitchLogEvent =
  | { kind: 'sent'; pitch_id: string; founder: string; at: string }
  | { kind: 'answered'; pitch_id: string; founder: string; at: string; reason: PitchPassReason | null };

/** A stored log item as its event. */
function toLogEvent(item: Record<string, unknown>): PitchLogEvent {
  const base = { pitch_id: String(item.pitch_id), founder: String(item.founder), at: String(item.at) };
  return item.kind === 'answered'
    ? { kind: 'answered', ...base, reason: (item.reason as PitchPassReason | null | undefined) ?? null }
    : { kind: 'sent', ...base };
}

/** Appends `event` to the pitch log of `investorId` (kept `PITCH_LOG_RETENTION_DAYS`; a retry writes the same item). */
export async function appendPitchLog(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  event: PitchLogEvent,
): Promise<void> {
  await putItem(client, table, {
    ...pitchKeys.logEntry(investorId, event.at, event.pitch_id, event.kind),
    type: 'pitch_log',
    ...event,
    [TABLE.ttlAttribute]: expiryAfter(event.at, PITCH_LOG_RETENTION_DAYS),
  });
}

/** The pitch log of `investorId` from ISO time `since` on (strongly consistent). */
export async function pitchLogSince(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  since: string,
): Promise<PitchLogEvent[]> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND sk >= :since',
    ExpressionAttributeValues: { ':pk': pitchKeys.logPartition(investorId), ':since': since },
    ConsistentRead: true,
  });
  return items.map(toLogEvent);
}

/** Stores the response figures of `investorId` (null: below the threshold). */
export async function putPitchFigures(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  figures: PitchFigures | null,
): Promise<void> {
  await putItem(client, table, { ...pitchKeys.stats(investorId), type: 'pitch_stats', investor_id: investorId, figures });
}

/** The stored response figures of `investorId` (null: below the threshold, or no pitch yet). */
export async function getPitchFigures(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
): Promise<PitchFigures | null> {
  const res = await client.send(new GetCommand({ TableName: table, Key: pitchKeys.stats(investorId) }));
  return (res.Item?.figures as PitchFigures | null | undefined) ?? null;
}

/** The stored timeline entries of `investorId` in `sub`'s partition, oldest first (strongly consistent). */
export async function timelineItems(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  investorId: string,
): Promise<Record<string, unknown>[]> {
  return await queryAll(client, prefixQuery(table, pitchKeys.founderPartition(sub), pitchKeys.timelinePrefix(investorId), {
      ConsistentRead: true,
    }));
}

/**
 * Writes one event of `sub`'s timeline with `investorId` (kept `PITCH_RETENTION_DAYS`, as the pitch): `kind` and
 * `fields` are what the founder's Saved Lists show (functions/pitches/follow.ts decides them).
 */
export async function putTimelineEntry(
  client: DynamoDBDocumentClient,
  table: string,
  entry: { sub: string; investorId: string; at: string; kind: string; fields: Record<string, unknown> },
): Promise<void> {
  await putItem(client, table, {
    ...pitchKeys.timeline(entry.sub, entry.investorId, entry.at, entry.kind),
    type: 'timeline',
    investor_id: entry.investorId,
    at: entry.at,
    kind: entry.kind,
    ...entry.fields,
    [TABLE.ttlAttribute]: expiryAfter(entry.at, PITCH_RETENTION_DAYS),
  });
}

/** One item by key (strongly consistent), or undefined: the catalogue item, a saved entry. */
export async function getOne(
  client: DynamoDBDocumentClient,
  table: string,
  key: Key,
): Promise<Record<string, unknown> | undefined> {
  return (await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
}
