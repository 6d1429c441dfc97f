/**
 * Configuration of the benchmark scripts (env gate, functions/lib/env.ts): `BENCH_DYNAMODB_PORT` (default 8300),
 * the DynamoDB Local they start, so they never meet a running `npm start` or test stack.
 */
import * as z from 'zod';

export const BENCH_ENV = { BENCH_DYNAMODB_PORT: z.coerce.number().int().min(1).max(65_535).default(8300) };
