/**
 * An administrator's suspension of a founder's pitch sending (ADR 0052): the item carries the sparse GSI1 key
 * `PITCHSUSPENDED`, so the admin lists know every suspended founder with one Query.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from '../keys.js';
import { queryAll } from '../query.js';
import { deleteSuspension, readSuspension, toSuspension, type SuspensionRecord } from '../suspension-record.js';
import { transactWrite, type TransactItem } from '../transaction.js';
import { TABLE } from '../table.js';
import { pitchKeys } from './keys.js';

/** A founder's pitch sending suspended by an administrator (../suspension-record.ts). */
export type PitchSuspension = SuspensionRecord;

/** The suspension of `sub`'s sending, or null (strongly consistent). */
export function getSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<PitchSuspension | null> {
  return readSuspension(client, table, pitchKeys.suspension(sub));
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
export function liftSuspension(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  audit: TransactItem,
): Promise<boolean> {
  return deleteSuspension(client, table, pitchKeys.suspension(sub), audit, `${sub}'s`);
}
