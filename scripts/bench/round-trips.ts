/**
 * Counts the DynamoDB round trips a DocumentClient makes: a middleware in the SDK's `deserialize` step (inside the
 * retry loop, so a retried request counts again) records each HTTP request's operation name (`BatchGetItem`,
 * `TransactWriteItems`, ...). Smithy middleware stack: https://aws.amazon.com/blogs/developer/middleware-stack-modular-aws-sdk-js/
 * Used by `npm run bench:reveal` and test/integration/round-trips.test.ts.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface RoundTripCounter {
  /** Operations sent since the last `reset()`, in order (one per HTTP request). */
  calls(): string[];
  reset(): void;
}

/** Adds the counting middleware to `client` (once per client) and answers its counter. */
export function countRoundTrips(client: DynamoDBDocumentClient): RoundTripCounter {
  let calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName ?? 'unknown').replace(/Command$/, ''));
      return next(args);
    },
    { step: 'deserialize', name: 'fundscoutRoundTripCounter', override: true },
  );
  return {
    calls: () => [...calls],
    reset: () => {
      calls = [];
    },
  };
}

/** `['BatchGetItem', 'GetItem', 'GetItem']` → `'BatchGetItem, GetItem ×2'`. */
export function describeCalls(calls: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const c of calls) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`)).join(', ');
}
