/**
 * BatchGetItem over any number of keys: chunks of 100 (the API's limit per call) and retries of
 * `UnprocessedKeys` with a short exponential pause (DynamoDB API reference, BatchGetItem). Order of the answer is
 * not the order of the keys; a key given twice is asked for once.
 * @throws Error when keys are still unprocessed after 8 retries (never answers a partial result silently).
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';

export const BATCH_GET_LIMIT = 100;

export async function batchGetAll(
  client: DynamoDBDocumentClient,
  table: string,
  keyList: readonly Key[],
  options: { consistent?: boolean; projection?: string } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  // BatchGetItem refuses a request naming one key twice: ask for each once.
  const unique = [...new Map(keyList.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending = unique.slice(start, start + BATCH_GET_LIMIT).map((k) => ({ pk: k.pk, sk: k.sk })) as Record<
      string,
      unknown
    >[];
    for (let round = 0; pending.length > 0; round += 1) {
      if (round > 8) throw new Error('BatchGetItem left keys unprocessed after 8 retries');
      if (round > 0) await new Promise((r) => setTimeout(r, Math.min(500, 25 * 2 ** round)));
      const res = await client.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(options.consistent ? { ConsistentRead: true } : {}),
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
            },
          },
        }),
      );
      found.push(...(res.Responses?.[table] ?? []));
      pending = (res.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}

/** Items found by a read, looked up by key. */
export interface FoundItems {
  get(key: Key): Record<string, unknown> | undefined;
  has(key: Key): boolean;
}

/** `items` (as BatchGet answers them, in any order) by their `pk` and `sk`. */
export function foundItems(items: readonly Record<string, unknown>[]): FoundItems {
  const id = (pk: unknown, sk: unknown) => `${String(pk)}\u0000${String(sk)}`;
  const byKey = new Map(items.map((item) => [id(item.pk, item.sk), item]));
  return {
    get: (key) => byKey.get(id(key.pk, key.sk)),
    has: (key) => byKey.has(id(key.pk, key.sk)),
  };
}
