/** Spam reports of pitches (ADR 0052): the report with the pitch's flag, the administrators' open queue (GSI1
 * `PITCHREPORTS#open`) and its dismissal. */
import { type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../query.js';
import { transactWrite, type TransactItem } from '../transaction.js';
import { TABLE } from '../table.js';
import { PITCH_RETENTION_DAYS, expiryAfter, pitchKeys } from './keys.js';
import { type PitchRecord, getPitch, pitchFlagUpdate, writePitchFlag } from './pitch.js';

/** Reports `pitch` as spam: the flag on the pitch and an item on the administrators' queue (GSI1 `PITCHREPORTS#open`). */
export async function reportPitch(
  client: DynamoDBDocumentClient,
  table: string,
  pitch: PitchRecord,
  by: string,
  at: string,
): Promise<PitchRecord> {
  await writePitchFlag(client, [
    pitchFlagUpdate(table, pitch.id, 'reported'),
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
  ], pitch.id);
  return { ...pitch, reported: true };
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
