/**
 * Configuration of the benchmark scripts (env gate, functions/lib/env.ts): their own ports, so they never meet a
 * running `npm start` or test stack. `BENCH_DYNAMODB_PORT` (default 8300) is the DynamoDB Local that
 * `bench:search` and `bench:reveal` start; `bench:web` declares its four ports with `portVar`.
 */
import * as z from 'zod';

/** A TCP port variable with a default. */
export const portVar = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

export const BENCH_ENV = { BENCH_DYNAMODB_PORT: portVar(8300) };
