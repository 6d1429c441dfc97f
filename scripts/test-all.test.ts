import { describe, expect, it } from 'vitest';
import { FLOATING, formatSeconds, LANES, parseTimes, selectFloating, selectLanes } from './test-all.js';

describe('selectLanes', () => {
  it('keeps every lane without --only', () => {
    expect(selectLanes(LANES, [])).toBe(LANES);
  });

  it('keeps the named parts and what they need, in lane order', () => {
    const lanes = selectLanes(LANES, ['e2e', 'unit']);
    expect(lanes.map((lane) => lane.map((part) => part.name))).toEqual([['unit'], ['build:web', 'e2e']]);
  });

  it('refuses an unknown part by name', () => {
    expect(() => selectLanes(LANES, ['units'])).toThrow(/Unknown part units/);
  });

  it('knows the floating infra part: --only infra keeps no lane and that one floating part', () => {
    expect(selectLanes(LANES, ['infra'])).toEqual([]);
    expect(selectFloating(FLOATING, ['infra']).map((part) => part.name)).toEqual(['infra']);
    expect(selectFloating(FLOATING, ['unit'])).toEqual([]);
    expect(selectFloating(FLOATING, [])).toBe(FLOATING);
  });

  it('runs every suite of the README: lint, typecheck, unit, integration, infra and e2e', () => {
    const scripts = [...LANES.flat(), ...FLOATING].map((part) => part.script);
    for (const script of ['lint', 'typecheck', 'test:unit', 'test:integration', 'test:infra', 'test:e2e'])
      expect(scripts).toContain(script);
  });
});

describe('formatSeconds', () => {
  it('shows seconds under a minute and minutes with seconds above', () => {
    expect(formatSeconds(42.06)).toBe('42.1 s');
    expect(formatSeconds(65)).toBe('1 m 05 s');
    expect(formatSeconds(719.6)).toBe('12 m 00 s');
  });
});

describe('parseTimes', () => {
  it("adds the children's user and system time from bash's `times`", () => {
    expect(parseTimes('0m0.010s 0m0.003s\n1m2.345s 0m3.210s\n')).toBeCloseTo(65.555, 3);
  });
  it('is 0 for text without the children line', () => {
    expect(parseTimes('')).toBe(0);
    expect(parseTimes('0m0.010s 0m0.003s')).toBe(0);
  });
});
