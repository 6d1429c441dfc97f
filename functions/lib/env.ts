import * as z from 'zod';

/**
 * Environment read once at module load (STYLE.md, Powertools example).
 * @throws Error naming the variable when it is missing or empty.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing required environment variable ${name}`);
  return value;
}

/** An optional variable, or `fallback` when unset or empty. */
export function optionalEnv(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

/**
 * The configuration of a function or script, checked once: `shape` is a zod object shape over variable names
 * (e.g. `{ EVENT_BUS_NAME: z.string().min(1) }`); the result is typed by it.
 * @throws Error naming the first missing or malformed variable (call it at cold start).
 */
export function loadEnv<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<S>> {
  const parsed = z.object(shape).safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? '?');
  const value = env[name];
  throw new Error(
    value === undefined || value === ''
      ? `Missing required environment variable ${name}`
      : `Environment variable ${name} is malformed: ${issue.message}`,
  );
}
