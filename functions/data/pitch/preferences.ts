/**
 * A team member's pitch mail choice (each pitch, a daily digest, none) and its unsubscribe token (ADR 0051, 0052):
 * a `digest` choice carries the sparse GSI1 key `PITCHDIGEST`, so the daily digest finds its members with one Query.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PitchNotify } from '../../../shared/pitch-schemas.js';
import { retryOnConflict } from '../retry.js';
import { onlyConditionsFailed, transactWrite, type TransactItem } from '../transaction.js';
import { Busy } from '../../lib/errors.js';
import { pitchKeys } from './keys.js';

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

/**
 * Sets the mail choice of `sub` on listing `investorId` (keeps its unsubscribe token): the pref item is written on
 * condition that it is still what was read (absent, or the same choice and token), again on fresh data after a
 * lost race (issue 34: every conditional write's outcome is handled).
 * @throws Busy after repeated lost races; Error for any other cancellation.
 */
export async function setPitchPref(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  sub: string,
  notify: PitchNotify,
): Promise<PitchPref> {
  return retryOnConflict(
    async () => {
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
      const asRead = res.Item
        ? {
            ConditionExpression: 'notify = :notify AND #token = :token',
            ExpressionAttributeNames: { '#token': 'token' },
            ExpressionAttributeValues: { ':notify': res.Item.notify, ':token': token },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const outcome = await transactWrite(client, [
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
            ...asRead,
          },
        },
        {
          Put: {
            TableName: table,
            Item: { ...pitchKeys.unsubscribe(token), type: 'pitch_unsubscribe', investor_id: investorId, sub },
          },
        },
      ]);
      if (outcome.ok) return { done: true, value: { notify, token } };
      if (onlyConditionsFailed(outcome.codes) || outcome.codes.includes('TransactionConflict'))
        return { done: false, pause: true };
      throw new Error(`The pitch mail choice of ${sub} was refused: ${outcome.codes.join(', ')}`);
    },
    () => new Busy('Your mail choice is being changed elsewhere right now. Please try again.'),
  );
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
