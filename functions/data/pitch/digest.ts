/** The daily digest of new pitches (ADR 0052): its members, the pitches of a day and the once-per-member-and-day claim. */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../query.js';
import { isConditionalCheckFailed } from '../transaction.js';
import { TABLE } from '../table.js';
import { pitchKeys } from './keys.js';
import { type PitchRecord, toPitchRecord } from './pitch.js';

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
