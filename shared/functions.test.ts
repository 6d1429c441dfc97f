import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, eventTriggers, functionDef, publishers } from './functions.js';
import { ROUTES } from './routes.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

describe('function registry', () => {
  it('points every entry at an existing handler module', () => {
    for (const name of FUNCTION_NAMES)
      expect(existsSync(resolve(ROOT, functionDef(name).entry)), name).toBe(true);
  });

  it('gives every function a trigger: HTTP functions serve routes, the others events or a schedule', () => {
    const served = new Set<string>(ROUTES.map((route) => route.feature));
    for (const name of FUNCTION_NAMES) {
      const def = functionDef(name);
      expect(served.has(name), `${name} serves routes iff http`).toBe(def.http === true);
      if (!def.http)
        expect(
          (def.events ?? []).length > 0 || def.schedule !== undefined || def.authorizes !== undefined,
          name,
        ).toBe(true);
    }
  });

  it('lists event triggers and publishers from the entries', () => {
    expect(eventTriggers()).toEqual([
      {
        function: 'signups',
        index: 0,
        pattern: { source: ['fundscout.app'], 'detail-type': ['ProfileCreated'] },
      },
      {
        function: 'admin-imports',
        index: 0,
        pattern: { source: ['fundscout.app'], 'detail-type': ['ImportRequested'] },
      },
      {
        function: 'billing-events',
        index: 0,
        pattern: { source: ['fundscout.stripe', { prefix: 'aws.partner/stripe.com' }] },
      },
      {
        function: 'ai-worker',
        index: 0,
        pattern: { source: ['fundscout.app'], 'detail-type': ['AiJobRequested'] },
      },
    ]);
    expect(publishers()).toEqual(['me', 'reveals', 'exports', 'admin', 'billing', 'stripe-webhook', 'ai']);
  });
});
