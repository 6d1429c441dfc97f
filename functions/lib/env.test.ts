/** The env gate (functions/lib/env.ts): typed, frozen values; every missing or malformed variable named. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DYNAMODB_ENV, TABLE_ENV } from './dynamodb.js';
import { loadEnv } from './env.js';

const shape = {
  TABLE_NAME: z.string().min(1),
  CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO']).default('INFO'),
};

describe('loadEnv', () => {
  it('answers typed values with defaults, frozen', () => {
    const env = loadEnv(shape, { TABLE_NAME: 'fundscout', CATALOGUE_REFRESH_MS: '0', OTHER: 'ignored' });

    expect(env).toEqual({ TABLE_NAME: 'fundscout', CATALOGUE_REFRESH_MS: 0, LOG_LEVEL: 'INFO' });
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('names a missing variable, and treats an empty one as missing', () => {
    expect(() => loadEnv(shape, {})).toThrow('Invalid environment: TABLE_NAME is missing');
    expect(() => loadEnv(shape, { TABLE_NAME: '' })).toThrow(/TABLE_NAME is missing/);
  });

  it('names every malformed variable', () => {
    expect(() =>
      loadEnv(shape, { TABLE_NAME: 't', CATALOGUE_REFRESH_MS: 'soon', LOG_LEVEL: 'LOUD' }),
    ).toThrow(/CATALOGUE_REFRESH_MS is invalid .*; LOG_LEVEL is invalid/);
  });

  it('gates the table and client variables every function reads', () => {
    expect(() => loadEnv(TABLE_ENV, {})).toThrow(/TABLE_NAME is missing/);
    expect(() => loadEnv(DYNAMODB_ENV, { DYNAMODB_ENDPOINT: 'localhost:8000' })).toThrow(
      /DYNAMODB_ENDPOINT is invalid/,
    );
    expect(loadEnv(DYNAMODB_ENV, {})).toEqual({ AWS_REGION: 'local' });
  });
});
