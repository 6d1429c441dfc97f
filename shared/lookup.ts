/**
 * Lookups in constant tables keyed by user or imported input (issue 22, item 2). A plain object literal inherits
 * `Object.prototype`, so `TABLE['constructor']` is the `Object` function and `TABLE['__proto__']` the prototype
 * itself: `q=constructor` once answered 500 because the search's synonym table returned `Object`. Every table
 * that a request, a CSV cell or a stored value can key is either a `Map` or read through `ownValue`.
 */

/** Every property name of `Object.prototype` ('constructor', '__proto__', 'toString', ...): hostile keys for tests. */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** `table[key]` when `key` is the table's own property, else undefined (never an inherited value). */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
