/**
 * The environment gate: every function and script reads its configuration through `loadEnv`, once, at module load
 * (cold start), so a missing or malformed variable stops it at once with the variable's name instead of failing
 * a request later (STYLE.md, Powertools example; issue 8).
 *
 *   const env = loadEnv({ TABLE_NAME: z.string().min(1), CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).default(10_000) });
 *   env.TABLE_NAME; // string, frozen
 *
 * An empty variable counts as unset (so `.default()` applies and a required one is reported missing).
 */
import * as z from 'zod';

/** Where variables come from: `process.env` unless a test passes its own. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * Parses the variables named by `shape` (a zod object shape) from `source`.
 * @returns the typed values, frozen.
 * @throws Error `Invalid environment: TABLE_NAME is missing; LOG_LEVEL is invalid (…)`, every bad variable named.
 */
export function loadEnv<S extends z.ZodRawShape>(
  shape: S,
  source: EnvSource = process.env,
): Readonly<z.output<z.ZodObject<S>>> {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(shape)) {
    const value = source[name];
    raw[name] = value === '' ? undefined : value;
  }
  const result = z.object(shape).safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return raw[name] === undefined ? `${name} is missing` : `${name} is invalid (${issue.message})`;
    });
    throw new Error(`Invalid environment: ${[...new Set(problems)].join('; ')}`);
  }
  return Object.freeze(result.data);
}
