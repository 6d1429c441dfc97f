/**
 * Pitches in the single table (issue 20; docs/decisions/0049-pitches.md). Key shapes of the pitch items live here
 * and nowhere else (as the team's in functions/data/investor-team.ts):
 *
 * | item                  | pk                       | sk                        | gsi1pk               | gsi1sk          | TTL       |
 * |-----------------------|--------------------------|---------------------------|----------------------|-----------------|-----------|
 * | pitch                 | PITCH#{id}               | PITCH                     | PITCHES#{investorId} | {sent_at}#{id}  | 18 months |
 * | founder's sent pitch  | USER#{sub}               | PITCHSENT#{sent_at}#{id}  | -                    | -               | 18 months |
 * | open pitch (lock)     | USER#{sub}               | PITCHOPEN#{investorId}    | -                    | -               | 18 months |
 * | daily count           | USER#{sub}               | PITCHDAY#{YYYY-MM-DD}     | -                    | -               | 2 days    |
 * | block                 | PITCHBLOCK#{investorId}  | FOUNDER#{sub}             | -                    | -               | -         |
 * | spam report           | PITCHREPORT#{id}         | REPORT                    | PITCHREPORTS#open    | {at}#{id}       | 18 months |
 * | mail choice           | TEAM#{investorId}        | PITCHPREF#{sub}           | PITCHDIGEST (digest) | {investorId}#{sub} | -      |
 * | unsubscribe token     | PITCHUNSUB#{token}       | UNSUB                     | -                    | -               | -         |
 * | pitch event log       | PITCHLOG#{investorId}    | {at}#{pitchId}#{kind}     | -                    | -               | 13 months |
 * | response figures      | PITCHSTATS#{investorId}  | PITCHSTATS                | -                    | -               | -         |
 * | sending suspension    | USER#{sub}               | PITCHSUSPENDED            | PITCHSUSPENDED       | {at}#{sub}      | -         |
 *
 * Two sparse uses of GSI1 (ADR 0052): a mail choice carries `PITCHDIGEST` only while it is `digest`, so the daily
 * digest finds its members with one Query and never scans; a suspension carries `PITCHSUSPENDED`, so the admin
 * lists know every suspended founder with one Query.
 *
 * The pitch holds everything the inbox shows; it is in a partition of its own, found by the team through GSI1
 * `PITCHES#{investorId}` (newest first), so no inbox read touches a founder's partition. Writes that change several
 * items (an answer: the pitch, the lock, the founder's sent item) are one transaction; the answer's condition
 * `#status = open` makes each pitch answerable once.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  FounderPitch,
  PitchNotify,
  PitchPassReason,
  PitchRound,
  PitchStatus,
} from '../../shared/pitch-schemas.js';
import type { PitchDeck } from '../../shared/ai-schemas.js';
import type { PitchFigures } from '../../shared/pitch-schemas.js';
import type { Key } from './keys.js';
import { prefixQuery, queryAll } from './query.js';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transaction.js';
import { TABLE } from './table.js';

/** Days a pitch (and its founder-side items and spam report) is kept: 18 months (Privacy page). */
export const PITCH_RETENTION_DAYS = 548;
/** Days a pitch event is kept for the response figures (12 months and a margin). */
export const PITCH_LOG_RETENTION_DAYS = 400;

export const pitchKeys = {
  pitch: (id: string): Key => ({ pk: `PITCH#${id}`, sk: 'PITCH' }),
  inboxPartition: (investorId: string): string => `PITCHES#${investorId}`,
  sent: (sub: string, sentAt: string, id: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHSENT#${sentAt}#${id}` }),
  sentPrefix: 'PITCHSENT#',
  open: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHOPEN#${investorId}` }),
  day: (sub: string, day: string): Key => ({ pk: `USER#${sub}`, sk: `PITCHDAY#${day}` }),
  block: (investorId: string, sub: string): Key => ({ pk: `PITCHBLOCK#${investorId}`, sk: `FOUNDER#${sub}` }),
  report: (id: string): Key => ({ pk: `PITCHREPORT#${id}`, sk: 'REPORT' }),
  reportsPartition: 'PITCHREPORTS#open',
  pref: (investorId: string, sub: string): Key => ({ pk: `TEAM#${investorId}`, sk: `PITCHPREF#${sub}` }),
  unsubscribe: (token: string): Key => ({ pk: `PITCHUNSUB#${token}`, sk: 'UNSUB' }),
  logPartition: (investorId: string): string => `PITCHLOG#${investorId}`,
  logEntry: (investorId: string, at: string, pitchId: string, kind: string): Key => ({
    pk: `PITCHLOG#${investorId}`,
    sk: `${at}#${pitchId}#${kind}`,
  }),
  stats: (investorId: string): Key => ({ pk: `PITCHSTATS#${investorId}`, sk: 'PITCHSTATS' }),
  digestPartition: 'PITCHDIGEST',
  suspension: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'PITCHSUSPENDED' }),
  suspendedPartition: 'PITCHSUSPENDED',
} as const;

/** Epoch seconds `days` after ISO time `at` (the table's TTL attribute). */
export function expiryAfter(at: string, days: number): number {
  return Math.floor(Date.parse(at) / 1000) + days * 86_400;
}

/** The UTC day (YYYY-MM-DD) of ISO time `at`, and the ISO time the next one starts. */
export function utcDay(at: Date): { day: string; resetsAt: Date } {
  const day = at.toISOString().slice(0, 10);
  return { day, resetsAt: new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000) };
}

/** The deck as stored on a pitch: a copy of the generated deck (so the investor keeps it), or the link. */
export type StoredDeck = { kind: 'generated'; job_id: string; title: string; deck: PitchDeck } | { kind: 'link'; url: string };

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
    return rest as unknown as FounderPitch;
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

/** An answer of the team: Interested (with the answering member's address) or Pass (a reason, or none on Block). */
export type PitchAnswer =
  | { status: 'interested'; by: string; email: string; at: string }
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
  extra: { blocked?: boolean } = {},
): Promise<PitchRecord | null> {
  const answered: PitchRecord = {
    ...pitch,
    status: answer.status,
    answered_at: answer.at,
    answered_by: answer.by,
    pass_reason: answer.status === 'passed' ? answer.reason : null,
    pass_note: answer.status === 'passed' ? answer.note : null,
    investor_email: answer.status === 'interested' ? answer.email : null,
    blocked: pitch.blocked || extra.blocked === true,
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
    ...(extra.blocked ? [{ Put: { TableName: table, Item: blockItem(pitch, answer.by, answer.at) } }] : []),
  ]);
  if (outcome.ok) return answered;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return null;
  throw new Error(`Answering pitch ${pitch.id} was refused: ${outcome.codes.join(', ')}`);
}

function blockItem(pitch: PitchRecord, by: string, at: string) {
  return {
    ...pitchKeys.block(pitch.investor_id, pitch.founder_sub),
    type: 'pitch_block',
    investor_id: pitch.investor_id,
    founder_sub: pitch.founder_sub,
    pitch_id: pitch.id,
    blocked_by: by,
    blocked_at: at,
  };
}

/** Blocks the founder of an already answered pitch from the listing (the block item and the pitch's flag). */
export async function blockFounder(
  client: DynamoDBDocumentClient,
  table: string,
  pitch: PitchRecord,
  by: string,
  at: string,
): Promise<PitchRecord> {
  const blocked = { ...pitch, blocked: true };
  await transactWrite(client, [
    { Put: { TableName: table, Item: blockItem(pitch, by, at) } },
    { Put: { TableName: table, Item: pitchItem(blocked) } },
  ]);
  return blocked;
}

/** Reports `pitch` as spam: the flag on the pitch and an item on the administrators' queue (GSI1 `PITCHREPORTS#open`). */
export async function reportPitch(
  client: DynamoDBDocumentClient,
  table: string,
  pitch: PitchRecord,
  by: string,
  at: string,
): Promise<PitchRecord> {
  const reported = { ...pitch, reported: true };
  await transactWrite(client, [
    { Put: { TableName: table, Item: pitchItem(reported) } },
    {
      Put: {
        TableName: table,
        Item: {
          ...pitchKeys.report(pitch.id),
          gsi1pk: pitchKeys.reportsPartition,
          gsi1sk: `${at}#${pitch.id}`,
          type: 'pitch_report',
          pitch_id: pitch.id,
          investor_id: pitch.investor_id,
          founder_sub: pitch.founder_sub,
          reported_by: by,
          reported_at: at,
          [TABLE.ttlAttribute]: expiryAfter(at, PITCH_RETENTION_DAYS),
        },
      },
    },
  ]);
  return reported;
}

/** A team member's mail choice and unsubscribe token. */
export interface PitchPref {
  notify: PitchNotify;
  token: string;
}

/** The mail choice of `sub` on listing `investorId` (default `each`, with a token made and stored on first read). */
export async function getPitchPref(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
): Promise<PitchPref> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pitchKeys.pref(investorId, sub), ConsistentRead: true }),
  );
  if (res.Item) return { notify: res.Item.notify as PitchNotify, token: String(res.Item.token) };
  return await setPitchPref(client, table, investorId, sub, 'each');
}

/** Sets the mail choice of `sub` on listing `investorId` (keeps its unsubscribe token). */
export async function setPitchPref(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
  notify: PitchNotify,
): Promise<PitchPref> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pitchKeys.pref(investorId, sub), ConsistentRead: true }),
  );
  const token = typeof res.Item?.token === 'string' ? res.Item.token : randomBytes(24).toString('base64url');
  // Digest members carry the sparse GSI1 key; a digest already chosen keeps where its last digest stopped.
  const digest =
    notify === 'digest'
      ? {
          gsi1pk: pitchKeys.digestPartition,
          gsi1sk: `${investorId}#${sub}`,
          digest_since:
            res.Item?.notify === 'digest' && typeof res.Item.digest_since === 'string'
              ? res.Item.digest_since
              : new Date().toISOString(),
          ...(res.Item?.notify === 'digest' && typeof res.Item.last_digest_day === 'string'
            ? { last_digest_day: res.Item.last_digest_day }
            : {}),
        }
      : {};
  await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: {
          ...pitchKeys.pref(investorId, sub),
          type: 'pitch_pref',
          investor_id: investorId,
          sub,
          notify,
          token,
          ...digest,
        },
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...pitchKeys.unsubscribe(token), type: 'pitch_unsubscribe', investor_id: investorId, sub },
      },
    },
  ]);
  return { notify, token };
}

/** RFC 8058 one-click unsubscribe: sets the token's member to `off`. False for an unknown token. */
export async function unsubscribeByToken(
  client: DynamoDBDocumentClient,
  table: string,
  token: string,
): Promise<boolean> {
  const res = await client.send(new GetCommand({ TableName: table, Key: pitchKeys.unsubscribe(token) }));
  if (!res.Item) return false;
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: pitchKeys.pref(String(res.Item.investor_id), String(res.Item.sub)),
      // Off leaves the digest index too (the sparse GSI1 key goes with the choice)
      UpdateExpression: 'SET notify = :off REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':off': 'off' },
    }),
  );
  return true;
}

/** Puts one item as it is (the consumer's log entries and figures). */
export async function putItem(client: DynamoDBDocumentClient, table: string, item: Key & Record<string, unknown>) {
  await client.send(new PutCommand({ TableName: table, Item: item }));
}

/** The pitch log of `investorId` from ISO time `since` on (strongly consistent). */
export async function pitchLogSince(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  since: string,
): Promise<Record<string, unknown>[]> {
  return await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND sk >= :since',
    ExpressionAttributeValues: { ':pk': pitchKeys.logPartition(investorId), ':since': since },
    ConsistentRead: true,
  });
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
  return await queryAll(client, prefixQuery(table, `USER#${sub}`, `TIMELINE#${investorId}#`, { ConsistentRead: true }));
}

/** One item by key (strongly consistent), or undefined: the catalogue item, a saved entry. */
export async function getOne(
  client: DynamoDBDocumentClient,
  table: string,
  key: Key,
): Promise<Record<string, unknown> | undefined> {
  return (await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
}

/** An open spam report as stored: which pitch, when (GSI1 `PITCHREPORTS#open`, newest first). */
export interface OpenReport {
  pitch_id: string;
  reported_at: string;
}

/** Every open spam report, newest first (one Query of GSI1 `PITCHREPORTS#open`, every page). */
export async function openReports(client: DynamoDBDocumentClient, table: string): Promise<OpenReport[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': pitchKeys.reportsPartition },
    ScanIndexForward: false,
  });
  return items.map((r) => ({ pitch_id: String(r.pitch_id), reported_at: String(r.reported_at) }));
}

/** The pitches of `reports` (one GetItem each; a pitch gone by TTL or with its founder's account is left out). */
export async function pitchesOfReports(
  client: DynamoDBDocumentClient,
  table: string,
  reports: readonly OpenReport[],
): Promise<{ pitch: PitchRecord; reported_at: string }[]> {
  const pitches = await Promise.all(reports.map((r) => getPitch(client, table, r.pitch_id)));
  return reports.flatMap((r, i) => {
    const pitch = pitches[i];
    return pitch ? [{ pitch, reported_at: r.reported_at }] : [];
  });
}

/**
 * Dismisses the open report of pitch `id`: it leaves the queue (its GSI1 key moves to `PITCHREPORTS#dismissed`),
 * with `audit` in the same transaction. False (nothing written) when it was not open.
 */
export async function dismissReport(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  by: string,
  at: string,
  audit: TransactItem,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    {
      Update: {
        TableName: table,
        Key: pitchKeys.report(id),
        UpdateExpression: 'SET gsi1pk = :dismissed, dismissed_by = :by, dismissed_at = :at',
        ConditionExpression: 'gsi1pk = :open',
        ExpressionAttributeValues: {
          ':dismissed': 'PITCHREPORTS#dismissed',
          ':open': pitchKeys.reportsPartition,
          ':by': by,
          ':at': at,
        },
      },
    },
    audit,
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`Dismissing the report of ${id} was refused: ${outcome.codes.join(', ')}`);
}

// --- The daily digest (ADR 0052) ---------------------------------------------------------------------------------

/** A team member who chose the daily digest on a listing, as the sparse GSI1 `PITCHDIGEST` lists them. */
export interface DigestMember {
  investor_id: string;
  sub: string;
  token: string;
  /** ISO time the next digest starts from (the choice's time, then the end of the last digest). */
  since: string;
  /** The UTC day (YYYY-MM-DD) of the last digest sent, or null. */
  last_day: string | null;
}

/** Every member whose choice is `digest` (one Query of the sparse GSI1 partition `PITCHDIGEST`, every page). */
export async function digestMembers(client: DynamoDBDocumentClient, table: string): Promise<DigestMember[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': pitchKeys.digestPartition },
  });
  return items
    .filter((item) => item.notify === 'digest')
    .map((item) => ({
      investor_id: String(item.investor_id),
      sub: String(item.sub),
      token: String(item.token),
      since: String(item.digest_since ?? ''),
      last_day: typeof item.last_digest_day === 'string' ? item.last_digest_day : null,
    }));
}

/**
 * The pitches of listing `investorId` sent after `since` and at or before `until` (ISO times), oldest first: one
 * Query of the inbox index bounded by the sort key (GSI1, eventually consistent).
 */
export async function pitchesSentBetween(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  since: string,
  until: string,
): Promise<PitchRecord[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    // `{sent_at}#{id}`: '#' sorts below every id character, '~' above, so the bounds are exact on sent_at
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': pitchKeys.inboxPartition(investorId),
      ':from': `${since}#~`,
      ':to': `${until}#~`,
    },
  });
  return items.map(toPitchRecord).filter((p) => p.sent_at > since && p.sent_at <= until);
}

/**
 * Claims `member`'s digest of UTC day `day` covering pitches up to `until`: one conditional update of the mail
 * choice (still `digest`, no digest yet on `day`), so a retried or concurrent run of the same day gets false and
 * sends nothing. The next digest starts from `until`.
 */
export async function claimDigest(
  client: DynamoDBDocumentClient,
  table: string,
  member: DigestMember,
  day: string,
  until: string,
): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: pitchKeys.pref(member.investor_id, member.sub),
        UpdateExpression: 'SET last_digest_day = :day, digest_since = :until',
        ConditionExpression:
          'notify = :digest AND (attribute_not_exists(last_digest_day) OR last_digest_day <> :day)',
        ExpressionAttributeValues: { ':day': day, ':until': until, ':digest': 'digest' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Gives back a claim whose mail could not be sent (the next run tries again from the same point). */
export async function releaseDigest(
  client: DynamoDBDocumentClient,
  table: string,
  member: DigestMember,
  day: string,
): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: pitchKeys.pref(member.investor_id, member.sub),
      UpdateExpression: member.last_day
        ? 'SET digest_since = :since, last_digest_day = :last'
        : 'SET digest_since = :since REMOVE last_digest_day',
      ConditionExpression: 'last_digest_day = :day',
      ExpressionAttributeValues: {
        ':since': member.since,
        ':day': day,
        ...(member.last_day ? { ':last': member.last_day } : {}),
      },
    }),
  );
}

/** The Deletes of `sub`'s mail choice on `investorId` and its unsubscribe token (leaving a team, ADR 0052). */
export async function prefDeletes(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
): Promise<TransactItem[]> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pitchKeys.pref(investorId, sub), ConsistentRead: true }),
  );
  if (!res.Item) return [];
  return [
    { Delete: { TableName: table, Key: pitchKeys.pref(investorId, sub) } },
    ...(typeof res.Item.token === 'string'
      ? [{ Delete: { TableName: table, Key: pitchKeys.unsubscribe(res.Item.token) } }]
      : []),
  ];
}

// --- Suspension of a founder's sending (ADR 0052) ----------------------------------------------------------------

/** A founder's pitch sending suspended by an administrator. */
export interface PitchSuspension {
  sub: string;
  at: string;
  /** The administrator's username. */
  by: string;
  reason: string;
}

function toSuspension(item: Record<string, unknown>): PitchSuspension {
  return { sub: String(item.sub), at: String(item.at), by: String(item.by), reason: String(item.reason ?? '') };
}

/** The suspension of `sub`'s sending, or null (strongly consistent). */
export async function getSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<PitchSuspension | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pitchKeys.suspension(sub), ConsistentRead: true }),
  );
  return res.Item ? toSuspension(res.Item) : null;
}

/** Every suspended founder, by sub (one Query of the sparse GSI1 partition `PITCHSUSPENDED`). */
export async function suspendedFounders(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<Map<string, PitchSuspension>> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': pitchKeys.suspendedPartition },
  });
  return new Map(items.map((item) => [String(item.sub), toSuspension(item)]));
}

/**
 * Suspends `suspension.sub`'s sending, with `audit` (the audit entry's Put) in the same transaction; the founder's
 * profile must exist. @returns 'suspended', 'already' (nothing written) or 'missing' (no such founder).
 */
export async function suspendSending(
  client: DynamoDBDocumentClient,
  table: string,
  suspension: PitchSuspension,
  profileKey: Key,
  audit: TransactItem,
): Promise<'suspended' | 'already' | 'missing'> {
  const outcome = await transactWrite(client, [
    {
      ConditionCheck: { TableName: table, Key: profileKey, ConditionExpression: 'attribute_exists(pk)' },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...pitchKeys.suspension(suspension.sub),
          gsi1pk: pitchKeys.suspendedPartition,
          gsi1sk: `${suspension.at}#${suspension.sub}`,
          type: 'pitch_suspension',
          ...suspension,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    audit,
  ]);
  if (outcome.ok) return 'suspended';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'missing';
  if (outcome.codes[1] === 'ConditionalCheckFailed') return 'already';
  throw new Error(`Suspending ${suspension.sub} was refused: ${outcome.codes.join(', ')}`);
}

/** Lifts `sub`'s suspension with `audit` in the same transaction. False when it was not suspended (nothing written). */
export async function liftSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  audit: TransactItem,
): Promise<boolean> {
  const outcome = await transactWrite(client, [
    {
      Delete: {
        TableName: table,
        Key: pitchKeys.suspension(sub),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    audit,
  ]);
  if (outcome.ok) return true;
  if (outcome.codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`Lifting ${sub}'s suspension was refused: ${outcome.codes.join(', ')}`);
}

// --- Deletion with the account (ADR 0052) -----------------------------------------------------------------------

/** The pseudonym a deleted founder's pitch-log entries carry: random per deletion, never derived from the founder. */
export function deletedFounder(deletionId: string): string {
  return `deleted#${deletionId}`;
}

/**
 * What a founder's account deletion does to their pitches outside their own partition (functions/account/
 * deletion.ts calls it with the partition's items before deleting them; ADR 0052), for each of the founder's sent
 * items (`PITCHSENT#...`) among `items`:
 * - deletes the pitch (`PITCH#{id}`: the message, the round facts, the deck, the founder's address), its spam
 *   report, and the listing team's block of the founder;
 * - keeps the investor's pitch-log entries (the response figures need them) with the founder's sub replaced by
 *   `deletedFounder(deletionId)`: the same pseudonym for all of this founder's entries, so the count of different
 *   founders (k-anonymity, ADR 0049) stays right, and a random one, so nobody holding the sub can find them.
 * The founder's own items (sent, lock, daily count, timeline, suspension) are in the partition and go with it.
 * Idempotent: a retry finds the pitches gone and the log entries already renamed.
 * @returns how many pitches were deleted.
 */
export async function deleteFounderPitches(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  items: readonly (Key & Record<string, unknown>)[],
  deletionId: string,
): Promise<number> {
  const sent = items.filter((item) => item.sk.startsWith(pitchKeys.sentPrefix));
  const pseudonym = deletedFounder(deletionId);
  for (const item of sent) {
    const id = String(item.id);
    const investorId = String(item.investor_id);
    const logKeys = [
      pitchKeys.logEntry(investorId, String(item.sent_at), id, 'sent'),
      ...(typeof item.answered_at === 'string'
        ? [pitchKeys.logEntry(investorId, item.answered_at, id, 'answered')]
        : []),
    ];
    for (const key of logKeys) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: 'SET founder = :pseudonym',
            ConditionExpression: 'attribute_exists(pk) AND founder = :sub',
            ExpressionAttributeValues: { ':pseudonym': pseudonym, ':sub': sub },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }
    const outcome = await transactWrite(client, [
      { Delete: { TableName: table, Key: pitchKeys.pitch(id) } },
      { Delete: { TableName: table, Key: pitchKeys.report(id) } },
      { Delete: { TableName: table, Key: pitchKeys.block(investorId, sub) } },
    ]);
    if (!outcome.ok) throw new Error(`Deleting pitch ${id} was refused: ${outcome.codes.join(', ')}`);
  }
  return sent.length;
}
