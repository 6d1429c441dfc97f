import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_NAMES,
  RESERVED_CONCURRENCY_BUDGET,
  eventTriggers,
  functionDef,
  publishers,
} from './functions.js';
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
          (def.events ?? []).length > 0 ||
            def.schedule !== undefined ||
            def.authorizes !== undefined ||
            def.relaysOutbox === true,
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
      {
        function: 'pitch-events',
        index: 0,
        pattern: { source: ['fundscout.app'], 'detail-type': ['PitchSent', 'PitchAnswered'] },
      },
    ]);
    expect(publishers()).toEqual([
      'me',
      'reveals',
      'exports',
      'admin',
      'billing',
      'stripe-webhook',
      'ai',
      'pitches',
      'pitch-inbox',
    ]);
  });

  it('says why each function is one of its own (issue 35)', () => {
    for (const name of FUNCTION_NAMES) expect(functionDef(name).why.length, name).toBeGreaterThan(20);
  });

  // Issue 35: one `pitches` Lambda served founders, investor teams, the public unsubscribe and administrators
  it('serves each route of a function to one audience where the limits differ (the pitch functions)', () => {
    const audiences = (name: string) => new Set(ROUTES.filter((r) => r.feature === name).map((r) => r.access));
    expect([...audiences('pitches')]).toEqual(['founder']);
    expect([...audiences('pitch-inbox')]).toEqual(['investor']);
    expect([...audiences('pitch-unsubscribe')]).toEqual(['public']);
    expect([...audiences('pitch-reports')]).toEqual(['admin']);
    expect(functionDef('pitch-unsubscribe').reservedConcurrency).toBeGreaterThan(0);
    expect(functionDef('pitches').reservedConcurrency).toBeGreaterThan(0);
  });

  it('has one outbox relay, with no table, bus or route of its own', () => {
    const relays = FUNCTION_NAMES.filter((name) => functionDef(name).relaysOutbox);
    expect(relays).toEqual(['outbox-relay']);
    expect(functionDef('outbox-relay')).toMatchObject({ table: 'none' });
    expect(functionDef('outbox-relay').publishes).toBeUndefined();
  });
});

// Issue 22.8: one client flooding a public route must not take the concurrency every other function runs on.
describe('reserved concurrency', () => {
  it('is declared for every function serving a public route and for the hot founder routes', () => {
    const publicFunctions = new Set(ROUTES.filter((r) => r.access === 'public').map((r) => r.feature));
    expect(publicFunctions.size).toBeGreaterThan(0);
    for (const name of [...publicFunctions, 'investors', 'me', 'reveals'] as const)
      expect(functionDef(name).reservedConcurrency, name).toBeGreaterThan(0);
  });

  it('stays within the budget that keeps the account’s unreserved minimum (100 of the default 1,000)', () => {
    const total = FUNCTION_NAMES.reduce((sum, name) => sum + (functionDef(name).reservedConcurrency ?? 0), 0);
    expect(total).toBeLessThanOrEqual(RESERVED_CONCURRENCY_BUDGET);
    expect(RESERVED_CONCURRENCY_BUDGET).toBeLessThanOrEqual(1_000 - 100);
    for (const name of FUNCTION_NAMES) {
      const reserved = functionDef(name).reservedConcurrency;
      if (reserved !== undefined) expect(Number.isInteger(reserved) && reserved >= 1, name).toBe(true);
    }
  });
});
