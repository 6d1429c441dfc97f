/** Issue 23: each attribution line names its licence once ("CC BY 4.0 (CC BY 4.0)" was doubled). */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTIONS, attributionText } from './attribution.js';

describe('attributionText', () => {
  it('drops a trailing licence name the link after it repeats, keeping the rest of the text', () => {
    expect(attributionText({ text: 'Data, compiled by X / Y, CC BY 4.0', licence: 'CC BY 4.0' })).toBe(
      'Data, compiled by X / Y',
    );
    expect(attributionText({ text: 'oss, Copyright (c) Z, MIT License', licence: 'MIT' })).toBe(
      'oss, Copyright (c) Z',
    );
    expect(attributionText({ text: 'Open Dataset, v2026-09.', licence: 'CC BY 4.0' })).toBe(
      'Open Dataset, v2026-09.',
    );
  });

  it('every footer line (text, then the licence link) names its licence exactly once', () => {
    for (const a of ATTRIBUTIONS) {
      const line = `${attributionText(a)} (${a.licence})`;
      expect(line.split(a.licence).length - 1, line).toBe(1);
    }
  });
});
