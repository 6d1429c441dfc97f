/**
 * Stripe's request encoding, read back: the SDK sends `application/x-www-form-urlencoded` bodies (and query
 * strings) with bracket paths (`line_items[0][price]=price_1`, `expand[0]=subscription`, `metadata[k]=v`).
 * `parseStripeParams` turns them into nested objects; objects whose keys are all indexes (`0`, `1`, ... or `[]`
 * appends) become arrays.
 */

type Node = { [key: string]: Node | string };

function toArrays(node: Node | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(node[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  return converted;
}

/** Nested params from a form-encoded string. Later duplicates of a scalar path win. */
export function parseStripeParams(encoded: string): Record<string, unknown> {
  const root: Node = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [rawKey];
    let node = root;
    for (let i = 0; i < path.length; i++) {
      let key = path[i]!;
      if (key === '') key = String(Object.keys(node).length);
      if (i === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        node = typeof next === 'object' ? next : (node[key] = {});
      }
    }
  }
  return toArrays(root) as Record<string, unknown>;
}
