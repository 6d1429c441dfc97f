/**
 * EventBridge event pattern matching for the local bus (docs/decisions/0008-local-event-bus.md), on the registry's
 * patterns (shared/functions.ts), which the stack's Rules carry verbatim.
 *
 * Semantics (https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-event-patterns.html and
 * eb-create-pattern-operators.html): every field of the pattern must match (AND); a field's list matches when any of
 * its filters does (OR); a nested object matches the nested event object; when the event's value is an array, a
 * filter matches when it matches any element. Filters: exact values (string, number, boolean, null), `{prefix}`,
 * `{'anything-but': value | [values] | {prefix}}`, `{exists: true|false}`, `{numeric: ['>', 0, '<=', 5]}`
 * (operators `<`, `<=`, `=`, `>=`, `>`). A field absent from the event matches only `{exists: false}`.
 * Other operators (`suffix`, `wildcard`, `cidr`, `equals-ignore-case`, `$or`) throw: declare them here (with a test)
 * before a registry entry uses them, so the local bus never silently differs from AWS.
 * No npm package of this kind was small and kept up to date (ADR 0008).
 */
import type { EventPatternJson, PatternValue } from '../../shared/functions.js';

type Json = unknown;

const NUMERIC_OPS: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

function matchNumeric(bounds: readonly (string | number)[], value: Json): boolean {
  if (typeof value !== 'number') return false;
  for (let i = 0; i < bounds.length; i += 2) {
    const op = NUMERIC_OPS[String(bounds[i])];
    const bound = bounds[i + 1];
    if (!op || typeof bound !== 'number') throw new Error(`Bad numeric filter ${JSON.stringify(bounds)}`);
    if (!op(value, bound)) return false;
  }
  return true;
}

function matchAnythingBut(
  rule: Extract<PatternValue, { 'anything-but': unknown }>['anything-but'],
  value: Json,
) {
  if (rule !== null && typeof rule === 'object' && !Array.isArray(rule)) {
    const prefix = (rule as { prefix?: unknown }).prefix;
    if (typeof prefix !== 'string')
      throw new Error(`Unsupported anything-but filter ${JSON.stringify(rule)}`);
    return typeof value === 'string' && !value.startsWith(prefix);
  }
  const excluded: readonly unknown[] = Array.isArray(rule) ? rule : [rule];
  return !excluded.includes(value);
}

/** One filter against one (present) scalar value. */
function matchFilter(filter: PatternValue, value: Json): boolean {
  if (filter === null || typeof filter !== 'object') return filter === value;
  if ('prefix' in filter) return typeof value === 'string' && value.startsWith(filter.prefix);
  if ('anything-but' in filter) return matchAnythingBut(filter['anything-but'], value);
  if ('numeric' in filter) return matchNumeric(filter.numeric, value);
  throw new Error(`Unsupported event pattern filter ${JSON.stringify(filter)}`);
}

function matchField(filters: readonly PatternValue[], present: boolean, value: Json): boolean {
  const values: Json[] = Array.isArray(value) ? value : [value];
  return filters.some((filter) => {
    if (filter !== null && typeof filter === 'object' && 'exists' in filter) return filter.exists === present;
    return present && values.some((v) => matchFilter(filter, v));
  });
}

/** True when `event` (an EventBridge event: `source`, `detail-type`, `detail`, ...) matches `pattern`. */
export function matchesPattern(pattern: EventPatternJson, event: Json): boolean {
  if (event === null || typeof event !== 'object' || Array.isArray(event)) return false;
  const record = event as Record<string, Json>;
  for (const [field, rule] of Object.entries(pattern)) {
    if (field.startsWith('$')) throw new Error(`Unsupported event pattern operator ${field}`);
    const present = Object.hasOwn(record, field);
    if (Array.isArray(rule)) {
      if (!matchField(rule as readonly PatternValue[], present, record[field])) return false;
    } else if (!present || !matchesPattern(rule as EventPatternJson, record[field])) {
      return false;
    }
  }
  return true;
}
