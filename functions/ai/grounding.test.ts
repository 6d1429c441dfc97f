import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineDeck, offlineEmail } from './offline.js';
import { emailSources } from './generate.js';
import { investorFacts } from './investor-facts.js';
import {
  UNGROUNDED_FIGURE,
  canonicalFigure,
  figuresIn,
  scrub,
  scrubText,
  ungroundedFigures,
  groundedFigures,
} from './grounding.js';
import { emailInput, investorRecord, pitchInput } from './fixtures.js';

describe('figures', () => {
  it('reads figures by value: thousands commas, decimals, units attached', () => {
    expect(figuresIn('$2,500,000 and 40% of 1.50 users in 2026, 3x')).toEqual([
      '2500000',
      '40',
      '1.5',
      '2026',
      '3',
    ]);
    expect(canonicalFigure('007')).toBe('7');
  });

  it('finds figures at any depth of the sources', () => {
    expect([...groundedFigures({ a: ['x 12', { b: 'y 3.5' }], n: 7 })].sort()).toEqual(['12', '3.5', '7']);
  });
});

describe('ungroundedFigures', () => {
  it('is empty when every figure of the output is in the inputs', () => {
    expect(ungroundedFigures({ s: 'Raising $1.5M, 30% lost' }, pitchInput)).toEqual([]);
  });

  it('names each figure that is in no input, once', () => {
    expect(ungroundedFigures(['12,345 users', 'and 87% retention', '12345 again'], pitchInput)).toEqual([
      '12345',
      '87',
    ]);
  });

  it('does not take a unit conversion as grounding (2.5M is not 2,500,000)', () => {
    expect(ungroundedFigures('2.5M', { amount: '2,500,000' })).toEqual(['2.5']);
  });
});

describe('scrub', () => {
  it('replaces an invented figure and its unit by the visible placeholder, keeps grounded ones', () => {
    const allowed = groundedFigures(pitchInput);
    expect(scrubText('A $48B market, raising $1.5M, 23% growth', allowed)).toBe(
      `A ${UNGROUNDED_FIGURE} market, raising $1.5M, ${UNGROUNDED_FIGURE} growth`,
    );
  });

  it('keeps the shape of the output', () => {
    const out = scrub({ slides: [{ bullets: ['99 users'], n: 3 }] }, {});
    expect(out).toEqual({ slides: [{ bullets: [`${UNGROUNDED_FIGURE} users`], n: 3 }] });
  });

  it('leaves no ungrounded figure, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (inputs, output) => {
        const cleaned = scrub(output, inputs);
        expect(ungroundedFigures(cleaned, inputs)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the offline drafts invent nothing', () => {
  it('every number of the offline deck appears in the founder inputs', () => {
    expect(ungroundedFigures(offlineDeck(pitchInput), pitchInput)).toEqual([]);
  });

  it('every number of the offline email appears in the inputs or the investor record', () => {
    const facts = investorFacts(investorRecord);
    const email = offlineEmail(emailInput, facts);
    expect(email.body).toContain('$250K - $2M');
    expect(ungroundedFigures(email, emailSources(emailInput, facts))).toEqual([]);
  });
});
