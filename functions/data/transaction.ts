/**
 * Outcomes of DynamoDB writes that can be refused, as values instead of SDK exceptions (DynamoDB API reference:
 * TransactWriteItems "CancellationReasons", PutItem/UpdateItem `ConditionalCheckFailedException`, and
 * `TransactionConflictException` for a single-item write meeting a transaction in flight).
 *
 * - `transactWrite(client, items)` → `{ ok: true }` or `{ ok: false, codes }` with one cancellation code per item,
 *   in order (`ConditionalCheckFailed`, `TransactionConflict`, `None`, ...). A `TransactionConflictException`
 *   thrown instead of a cancellation reports `TransactionConflict` for every item. Anything else is thrown.
 * - `onlyConditionsFailed(codes)`: the transaction failed only because of its conditions.
 * - `isConditionalCheckFailed(error)` / `isTransactionConflict(error)`: the single-item refusals.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A cancellation code of one transaction item (`None` when that item did not fail). */
export type CancellationCode = 'ConditionalCheckFailed' | 'TransactionConflict' | 'None' | (string & {});

export type TransactOutcome = { ok: true } | { ok: false; codes: CancellationCode[] };

const nameOf = (error: unknown) => (error as { name?: string } | undefined)?.name;

/** True for a refused condition of a single-item write (PutItem, UpdateItem, DeleteItem). */
export function isConditionalCheckFailed(error: unknown): boolean {
  return nameOf(error) === 'ConditionalCheckFailedException';
}

/**
 * Runs one conditional single-item write (`write`, e.g. `() => client.send(new PutCommand(...))`).
 * @returns true when it was written, false when its condition was refused (nothing changed)
 * @throws any other error of the write
 */
export async function writtenIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** True when a single-item write met a transaction in flight on the same item. */
export function isTransactionConflict(error: unknown): boolean {
  return nameOf(error) === 'TransactionConflictException';
}

function isCancelled(error: unknown): error is TransactionCanceledException {
  return error instanceof TransactionCanceledException || nameOf(error) === 'TransactionCanceledException';
}

/**
 * The per-item cancellation codes of a cancelled transaction of `count` items (`None` where an item did not fail),
 * or undefined when `error` is not a transaction cancellation.
 */
export function cancellationCodes(error: unknown, count: number): CancellationCode[] | undefined {
  if (!isCancelled(error)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  return Array.from({ length: count }, (_, i) => reasons[i]?.Code ?? 'None');
}

/** One TransactWriteItems of `items`; a cancellation is answered, not thrown. */
export async function transactWrite(
  client: DynamoDBDocumentClient,
  items: TransactItem[],
): Promise<TransactOutcome> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    if (isTransactionConflict(error)) return { ok: false, codes: items.map(() => 'TransactionConflict') };
    const codes = cancellationCodes(error, items.length);
    if (!codes) throw error;
    return { ok: false, codes };
  }
}

/** True when at least one condition failed and nothing else did (no conflict, throttling or validation). */
export function onlyConditionsFailed(codes: readonly CancellationCode[]): boolean {
  return codes.includes('ConditionalCheckFailed') && codes.every((c) => c === 'ConditionalCheckFailed' || c === 'None');
}
