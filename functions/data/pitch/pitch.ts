/**
 * The pitch (docs/decisions/0049-pitches.md): its stored items (the pitch, the founder's sent item, the one-open-pitch
 * lock), the founder's list, the team's inbox page, the answer and the block. The pitch holds everything the inbox
 * shows; it is in a partition of its own, found by the team through GSI1 `PITCHES#{investorId}` (newest first), so no
 * inbox read touches a founder's partition. Writes that change several items (an answer: the pitch, the lock, the
 * founder's sent item) are one transaction; the answer's condition `#status = open` makes each pitch answerable
 * once. Key shapes: keys.ts.
 */
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FounderPitch, PitchPassReason, PitchRound, PitchStatus } from '../../../shared/pitch-schemas.js';
import type { PitchDeck } from '../../../shared/ai-schemas.js';
import type { Key } from '../keys.js';
import { prefixQuery, queryAll } from '../query.js';
import { retryOnConflict } from '../retry.js';
import { transactWrite, type TransactItem } from '../transaction.js';
import { Busy, Missing } from '../../lib/errors.js';
import { TABLE } from '../table.js';
import { PITCH_RETENTION_DAYS, expiryAfter, pitchKeys } from './keys.js';

/**
 * The deck as stored on a pitch: a copy of the generated deck (so the investor keeps it), or the link. A generated
 * deck sent since issue 39 item 4 names its deck room (`room.slug`, whether the team may download it); older
 * pitches have none.
 */
export type StoredDeck =
  | {
      kind: 'generated';
      job_id: string;
      title: string;
      deck: PitchDeck;
      room?: { slug: string; allow_download: boolean };
    }
  | { kind: 'link'; url: string };

/** A pitch as stored (`answered_*` null while open). */
export interface PitchRecord {
  id: string;
  investor_id: string;
  investor_name: string;
  founder_sub: string;
  founder_email: string;
  /** The founder's name and company from their profile at send time ('' when not given; older pitches: ''). */
  founder_name: string;
  startup_name: string;
  subject: string;
  message: string;
  round: PitchRound;
  deck: StoredDeck | null;
  status: PitchStatus;
  sent_at: string;
  answered_at: string | null;
  answered_by: string | null;
  pass_reason: PitchPassReason | null;
  pass_note: string | null;
  /** The answering team member's sign-in address, set by Interested only. */
  investor_email: string | null;
  blocked: boolean;
  reported: boolean;
}

/** The stored pitch item of `record` (inbox index, TTL). */
export function pitchItem(record: PitchRecord): Key & Record<string, unknown> {
  return {
    ...pitchKeys.pitch(record.id),
    gsi1pk: pitchKeys.inboxPartition(record.investor_id),
    gsi1sk: `${record.sent_at}#${record.id}`,
    type: 'pitch',
    ...record,
    [TABLE.ttlAttribute]: expiryAfter(record.sent_at, PITCH_RETENTION_DAYS),
  };
}

/** The founder's record of a sent pitch (what GET /v1/pitches lists), kept in step with the pitch. */
export function sentItem(record: PitchRecord): Key & Record<string, unknown> {
  return {
    ...pitchKeys.sent(record.founder_sub, record.sent_at, record.id),
    type: 'pitch_sent',
    ...founderView(record),
    [TABLE.ttlAttribute]: expiryAfter(record.sent_at, PITCH_RETENTION_DAYS),
  };
}

/** The lock that makes one open pitch per founder and investor (the meter's `once` item). */
export function openItem(record: Pick<PitchRecord, 'founder_sub' | 'investor_id' | 'id' | 'sent_at'>) {
  return {
    ...pitchKeys.open(record.founder_sub, record.investor_id),
    type: 'pitch_open',
    pitch_id: record.id,
    [TABLE.ttlAttribute]: expiryAfter(record.sent_at, PITCH_RETENTION_DAYS),
  };
}

/** What the founder sees of a pitch. */
export function founderView(record: PitchRecord): FounderPitch {
  return {
    id: record.id,
    investor_id: record.investor_id,
    investor_name: record.investor_name,
    subject: record.subject,
    status: record.status,
    sent_at: record.sent_at,
    answered_at: record.answered_at,
    pass_reason: record.pass_reason,
    pass_note: record.pass_note,
    investor_email: record.status === 'interested' ? record.investor_email : null,
  };
}

/** A stored pitch item as a record. */
export function toPitchRecord(item: Record<string, unknown>): PitchRecord {
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: String(item.id),
    investor_id: String(item.investor_id),
    investor_name: String(item.investor_name ?? ''),
    founder_sub: String(item.founder_sub),
    founder_email: String(item.founder_email ?? ''),
    founder_name: String(item.founder_name ?? ''),
    startup_name: String(item.startup_name ?? ''),
    subject: String(item.subject ?? ''),
    message: String(item.message ?? ''),
    round: item.round as PitchRound,
    deck: (item.deck as StoredDeck | undefined) ?? null,
    status: (item.status as PitchStatus) ?? 'open',
    sent_at: String(item.sent_at),
    answered_at: s(item.answered_at),
    answered_by: s(item.answered_by),
    pass_reason: (s(item.pass_reason) as PitchPassReason | null) ?? null,
    pass_note: s(item.pass_note),
    investor_email: s(item.investor_email),
    blocked: item.blocked === true,
    reported: item.reported === true,
  };
}

/** One pitch by id (strongly consistent), or null. */
export async function getPitch(client: DynamoDBDocumentClient, table: string, id: string): Promise<PitchRecord | null> {
  const res = await client.send(new GetCommand({ TableName: table, Key: pitchKeys.pitch(id), ConsistentRead: true }));
  return res.Item ? toPitchRecord(res.Item) : null;
}

/** The founder's pitches, newest first (strongly consistent; at most a few hundred: 20 a day, kept 18 months). */
export async function founderPitches(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<FounderPitch[]> {
  const items = await queryAll(
    client,
    prefixQuery(table, `USER#${sub}`, pitchKeys.sentPrefix, { ConsistentRead: true, ScanIndexForward: false }),
  );
  return items.map((item) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { pk, sk, type, expires_at, ...rest } = item;
    return rest as FounderPitch;
  });
}

/** Filters of an inbox page. */
export interface InboxFilter {
  status?: 'new' | 'answered';
  stage?: string;
  sector?: string;
}

/**
 * One page of listing `investorId`'s inbox, newest first: up to `limit` pitches matching `filter` sent before
 * `cursor` (a previous page's `next_cursor`, the last pitch's `{sent_at}#{id}`). GSI1, so eventually consistent.
 */
export async function inboxPage(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  filter: InboxFilter,
  limit: number,
  cursor: string | undefined,
): Promise<{ pitches: PitchRecord[]; next_cursor: string | null }> {
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ':pk': pitchKeys.inboxPartition(investorId) };
  const names: Record<string, string> = {};
  if (filter.status) {
    names['#status'] = 'status';
    values[':open'] = 'open';
    conditions.push(filter.status === 'new' ? '#status = :open' : '#status <> :open');
  }
  if (filter.stage) {
    names['#round'] = 'round';
    values[':stage'] = filter.stage;
    conditions.push('#round.stage = :stage');
  }
  if (filter.sector) {
    names['#round'] = 'round';
    values[':sector'] = filter.sector;
    conditions.push('contains(#round.sectors, :sector)');
  }
  if (cursor) values[':cursor'] = cursor;
  const found: PitchRecord[] = [];
  let start: Record<string, unknown> | undefined;
  let more = false;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: cursor ? 'gsi1pk = :pk AND gsi1sk < :cursor' : 'gsi1pk = :pk',
        ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: Math.max(limit * 2, 50),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (found.length === limit) {
        more = true;
        break;
      }
      found.push(toPitchRecord(item));
    }
    start = page.LastEvaluatedKey;
    if (found.length === limit && start) more = true;
  } while (start && found.length < limit);
  const last = found[found.length - 1];
  return { pitches: found, next_cursor: more && last ? `${last.sent_at}#${last.id}` : null };
}

/**
 * An answer of the team: Interested (with the address the founder may write to: the listing's verified direct
 * contact, or null; never the member's sign-in email, issue 33 item 12) or Pass (a reason, or none on Block).
 */
export type PitchAnswer =
  | { status: 'interested'; by: string; email: string | null; at: string }
  | { status: 'passed'; by: string; at: string; reason: PitchPassReason | null; note: string | null };

/**
 * Answers open pitch `pitch` (one transaction: the pitch, the founder's sent item, the lock deleted so the founder
 * may pitch again). `extra` items are written with it (a block). False when it was already answered.
 */
export async function answerPitch(
  client: DynamoDBDocumentClient,
  table: string,
  pitch: PitchRecord,
  answer: PitchAnswer,
  extra: {
    blocked?: BlockReach;
    /** The `PitchAnswered` outbox item of the answered pitch, written in the answer's transaction (issue 35). */
    announce?: (answered: PitchRecord) => Key & Record<string, unknown>;
  } = {},
): Promise<PitchRecord | null> {
  const answered: PitchRecord = {
    ...pitch,
    status: answer.status,
    answered_at: answer.at,
    answered_by: answer.by,
    pass_reason: answer.status === 'passed' ? answer.reason : null,
    pass_note: answer.status === 'passed' ? answer.note : null,
    investor_email: answer.status === 'interested' ? answer.email : null,
    blocked: pitch.blocked || extra.blocked !== undefined,
  };
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: pitchItem(answered),
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':open': 'open' },
      },
    },
    { Put: { TableName: table, Item: sentItem(answered) } },
    {
      Delete: {
        TableName: table,
        Key: pitchKeys.open(pitch.founder_sub, pitch.investor_id),
        ConditionExpression: 'attribute_not_exists(pk) OR pitch_id = :id',
        ExpressionAttributeValues: { ':id': pitch.id },
      },
    },
    ...(extra.blocked ? blockPuts(table, pitch, answer.by, answer.at, extra.blocked) : []),
    ...(extra.announce
      ? [{ Put: { TableName: table, Item: extra.announce(answered), ConditionExpression: 'attribute_not_exists(pk)' } }]
      : []),
  ]);
  if (outcome.ok) return answered;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return null;
  throw new Error(`Answering pitch ${pitch.id} was refused: ${outcome.codes.join(', ')}`);
}

/**
 * What a block covers beyond the founder's account (issue 33 item 4): their email domain and their startup, each
 * null when it names no one in particular (functions/pitches/block-identity.ts decides).
 */
export interface BlockReach {
  domain: string | null;
  startup: string | null;
}

/** The block items of `pitch`'s founder: the account, and the domain and startup of `reach`. */
function blockPuts(table: string, pitch: PitchRecord, by: string, at: string, reach: BlockReach) {
  const fields = {
    type: 'pitch_block',
    investor_id: pitch.investor_id,
    founder_sub: pitch.founder_sub,
    pitch_id: pitch.id,
    blocked_by: by,
    blocked_at: at,
  };
  return [
    pitchKeys.block(pitch.investor_id, pitch.founder_sub),
    ...(reach.domain ? [pitchKeys.blockDomain(pitch.investor_id, reach.domain)] : []),
    ...(reach.startup ? [pitchKeys.blockStartup(pitch.investor_id, reach.startup)] : []),
  ].map((key) => ({ Put: { TableName: table, Item: { ...key, ...fields } } }));
}

/**
 * The Update setting flag `flag` (`blocked`, `reported`) on stored pitch `id`, on condition that it exists: only
 * that attribute is written, so an answer or a report landing at the same time is never undone (issue 34).
 */
export function pitchFlagUpdate(table: string, id: string, flag: 'blocked' | 'reported'): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: pitchKeys.pitch(id),
      UpdateExpression: 'SET #flag = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#flag': flag },
      ExpressionAttributeValues: { ':true': true },
    },
  };
}

/**
 * Runs `items` (a pitch's flag and what goes with it) as one transaction, again after a conflicting transaction.
 * @throws Missing when the pitch (the first item's condition) is gone; Busy after repeated conflicts; Error for
 *   any other cancellation.
 */
export async function writePitchFlag(
  client: DynamoDBDocumentClient,
  items: TransactItem[],
  pitchId: string,
): Promise<void> {
  await retryOnConflict(
    async () => {
      const outcome = await transactWrite(client, items);
      if (outcome.ok) return { done: true, value: undefined };
      if (outcome.codes[0] === 'ConditionalCheckFailed') throw new Missing('pitch', pitchId);
      if (outcome.codes.includes('TransactionConflict')) return { done: false, pause: true };
      throw new Error(`Pitch ${pitchId} not written: ${outcome.codes.join(', ')}`);
    },
    () => new Busy('The pitch is being changed right now. Please try again.'),
  );
}

/** Blocks the founder of an already answered pitch from the listing (the block item and the pitch's flag). */
export async function blockFounder(
  client: DynamoDBDocumentClient,
  table: string,
  pitch: PitchRecord,
  by: string,
  at: string,
  reach: BlockReach = { domain: null, startup: null },
): Promise<PitchRecord> {
  await writePitchFlag(
    client,
    [pitchFlagUpdate(table, pitch.id, 'blocked'), ...blockPuts(table, pitch, by, at, reach)],
    pitch.id,
  );
  return { ...pitch, blocked: true };
}
