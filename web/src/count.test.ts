import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount } from './count.js';

describe('formatCount', () => {
  it("writes every integer as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })),
        (n) => {
          expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
    expect(formatCount(1136)).toBe('1,136');
    expect(formatCount(0)).toBe('0');
  });

  it('leaves other numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
