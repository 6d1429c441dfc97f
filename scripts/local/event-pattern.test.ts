import { describe, expect, it } from 'vitest';
import { eventTriggers } from '../../shared/functions.js';
import { matchesPattern } from './event-pattern.js';

const event = {
  version: '0',
  id: 'e-1',
  'detail-type': 'ProfileCreated',
  source: 'fundscout.app',
  account: '000000000000',
  time: '2026-11-23T10:00:00Z',
  region: 'local',
  resources: [],
  detail: { sub: 'u-1', plan: 'premium', amount: 29, tags: ['a', 'b'], nested: { ok: true } },
};

describe('matchesPattern', () => {
  it('matches exact values, any of a list, and nested detail fields', () => {
    expect(matchesPattern({ source: ['fundscout.app'] }, event)).toBe(true);
    expect(matchesPattern({ source: ['fundscout.stripe'] }, event)).toBe(false);
    expect(matchesPattern({ 'detail-type': ['Other', 'ProfileCreated'] }, event)).toBe(true);
    expect(matchesPattern({ detail: { nested: { ok: [true] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { nested: { ok: [false] } } }, event)).toBe(false);
    expect(matchesPattern({ source: ['fundscout.app'], detail: { plan: ['free'] } }, event)).toBe(false);
  });

  it('matches an array value when any element matches', () => {
    expect(matchesPattern({ detail: { tags: ['b'] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { tags: ['c'] } }, event)).toBe(false);
  });

  it('supports prefix, anything-but, exists and numeric filters', () => {
    expect(matchesPattern({ source: [{ prefix: 'fundscout.' }] }, event)).toBe(true);
    expect(matchesPattern({ source: [{ prefix: 'stripe' }] }, event)).toBe(false);
    expect(matchesPattern({ detail: { plan: [{ 'anything-but': 'free' }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { plan: [{ 'anything-but': ['free', 'premium'] }] } }, event)).toBe(
      false,
    );
    expect(matchesPattern({ detail: { plan: [{ 'anything-but': { prefix: 'pre' } }] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { sub: [{ exists: true }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { gone: [{ exists: false }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { gone: [{ exists: true }] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { amount: [{ numeric: ['>', 0, '<=', 29] }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { amount: [{ numeric: ['<', 29] }] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { plan: [{ numeric: ['>', 0] }] } }, event)).toBe(false);
  });

  it('does not match a field the event lacks, except with exists: false', () => {
    expect(matchesPattern({ detail: { gone: ['x'] } }, event)).toBe(false);
    expect(matchesPattern({ missing: { deeper: ['x'] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { gone: [{ 'anything-but': 'x' }] } }, event)).toBe(false);
  });

  it('refuses operators it does not implement instead of guessing', () => {
    expect(() => matchesPattern({ source: [{ suffix: '.app' } as never] }, event)).toThrow(/Unsupported/);
    expect(() => matchesPattern({ $or: [] as never }, event)).toThrow(/Unsupported/);
  });

  it('routes ProfileCreated from the application to the signups function (registry patterns)', () => {
    const targets = eventTriggers().filter((t) => matchesPattern(t.pattern, event));
    expect(targets.map((t) => t.function)).toEqual(['signups']);
    const stripe = { ...event, source: 'fundscout.stripe', 'detail-type': 'invoice.paid' };
    expect(eventTriggers().filter((t) => matchesPattern(t.pattern, stripe))).toEqual([]);
  });
});
