/** The pitch event log of a listing, its stored response figures and the founder's timeline entries (ADR 0049). */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PitchFigures, PitchPassReason } from '../../../shared/pitch-schemas.js';
import type { Key } from '../keys.js';
import { prefixQuery, queryAll } from '../query.js';
import { TABLE } from '../table.js';
import { expiryAfter, PITCH_LOG_RETENTION_DAYS, PITCH_RETENTION_DAYS, pitchKeys } from './keys.js';

/** Puts one item as it is (the consumer's log entries and figures). */
export async function putItem(client: DynamoDBDocumentClient, table: string, item: Key & Record<string, unknown>) {
  await client.send(new PutCommand({ TableName: table, Item: item }));
}

/**
 * One event of a listing's pitch log, as stored and as the response figures read it (functions/pitches/figures.ts).
 * `founder_key`: the opaque key the founder counts under (issue 33 item 4), null when they do not count.
 */
export type PitchLogEvent =
  | { kind: 'sent'; pitch_id: string; founder: string; founder_key: string | null; at: string }
  | {
      kind: 'answered';
      pitch_id: string;
      founder: string;
      founder_key: string | null;
      at: string;
      reason: PitchPassReason | null;
    };

/** A stored log item as its event. */
function toLogEvent(item: Record<string, unknown>): PitchLogEvent {
  const base = {
    pitch_id: String(item.pitch_id),
    founder: String(item.founder),
    founder_key: typeof item.founder_key === 'string' ? item.founder_key : null,
    at: String(item.at),
  };
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

/**
 * The figures item (issue 33 item 4): the published figures with their basis (one digest per counted founder, never
 * answered by the API) and, on the sparse GSI1 partition `PITCHFIGURES`, the day it is next due for the daily job
 * (`{YYYY-MM-DD}#{investorId}`): a new log event makes it due today; a publication run sets it 30 days on, so a
 * window that slides is looked at again without an event.
 */
export const PITCH_FIGURES_GSI1PK = 'PITCHFIGURES';
const dueKey = (investorId: string, day: string) => ({ gsi1pk: PITCH_FIGURES_GSI1PK, gsi1sk: `${day}#${investorId}` });

/** Marks the figures of `investorId` due on `day` (YYYY-MM-DD) for the daily job; published figures are kept. */
export async function markFiguresDue(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  day: string,
): Promise<void> {
  const due = dueKey(investorId, day);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: pitchKeys.stats(investorId),
      UpdateExpression: 'SET #type = :type, investor_id = :id, gsi1pk = :pk, gsi1sk = :sk',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'pitch_stats', ':id': investorId, ':pk': due.gsi1pk, ':sk': due.gsi1sk },
    }),
  );
}

/** The investors whose figures are due on or before `day` (one Query of the sparse GSI1 partition). */
export async function figuresDue(client: DynamoDBDocumentClient, table: string, day: string): Promise<string[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :last',
    ExpressionAttributeValues: { ':pk': PITCH_FIGURES_GSI1PK, ':last': `${day}#\uffff` },
  });
  return items.map((item) => String(item.investor_id));
}

/** The figures item as stored: what was published (never published: null) and its basis. */
export async function getFiguresState(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
): Promise<{ figures: PitchFigures | null; basis: Record<string, string> } | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pitchKeys.stats(investorId), ConsistentRead: true }),
  );
  if (!res.Item || !('basis' in res.Item)) return null;
  return {
    figures: (res.Item.figures as PitchFigures | null | undefined) ?? null,
    basis: (res.Item.basis as Record<string, string> | undefined) ?? {},
  };
}

/** Publishes `figures` with `basis` for `investorId`, next due on `nextDue` (YYYY-MM-DD). */
export async function publishPitchFigures(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  published: { figures: PitchFigures | null; basis: Record<string, string> },
  nextDue: string,
): Promise<void> {
  await putItem(client, table, {
    ...pitchKeys.stats(investorId),
    ...dueKey(investorId, nextDue),
    type: 'pitch_stats',
    investor_id: investorId,
    figures: published.figures,
    basis: published.basis,
  });
}

/** Moves the next look at `investorId`'s figures to `nextDue` without publishing (too few founders changed). */
export async function postponeFigures(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  nextDue: string,
): Promise<void> {
  await markFiguresDue(client, table, investorId, nextDue);
}

/** The published response figures of `investorId` (null: below the threshold, or none published yet). */
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
