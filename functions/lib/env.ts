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
