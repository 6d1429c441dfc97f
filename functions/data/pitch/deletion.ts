/** A founder's pitches deleted with the account (ADR 0052): a random pseudonym in the investor's log. */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from '../keys.js';
import { isConditionalCheckFailed, transactWrite } from '../transaction.js';
import { pitchKeys } from './keys.js';

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
