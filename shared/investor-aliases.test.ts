import { describe, expect, it } from 'vitest';
import { INVESTOR_ALIASES } from './investor-aliases.js';

const fold = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the curated investor alias list (shared/investor-aliases.ts)', () => {
  it('names every firm once: no name or alias in two entries, none repeating its own canonical name', () => {
    const seen = new Map<string, string>();
    for (const entry of INVESTOR_ALIASES) {
      for (const name of [entry.name, ...entry.aliases]) {
        const key = fold(name);
        expect(key, `${name} (${entry.name})`).not.toBe('');
        expect(seen.get(key), `${name} in ${entry.name} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, entry.name);
      }
    }
  });

  it('gives registrable domains: lower case, no scheme, path or www.', () => {
    for (const { name, domain } of INVESTOR_ALIASES) {
      if (domain === null) continue;
      expect(domain, name).toMatch(/^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
    const domains = INVESTOR_ALIASES.flatMap((e) => (e.domain ? [e.domain] : []));
    expect(new Set(domains).size).toBe(domains.length);
  });
});
