import { describe, expect, it } from 'vitest';
import { extractDataFonts, FONT_PATH } from './vite-font-files.js';

const font = Buffer.from('wOF2 pretend font bytes').toString('base64');

describe('extractDataFonts', () => {
  it('moves each inlined woff2 into a hashed file and adds font-display', () => {
    const css = `@font-face {\n  font-family: 'Open Sans';\n  src: url('data:font/woff2;base64,${font}') format('woff2');\n}`;
    const { css: out, fonts } = extractDataFonts(css);
    expect(fonts.size).toBe(1);
    const [name, bytes] = [...fonts][0]!;
    expect(name).toMatch(/^open-sans-[0-9a-f]{12}\.woff2$/);
    expect(bytes.toString()).toBe('wOF2 pretend font bytes');
    expect(out).toContain(`url('${FONT_PATH}${name}')`);
    expect(out).not.toContain('data:font');
    expect(out).toContain('font-display: optional;');
  });

  it('leaves other stylesheets alone', () => {
    const css = '.a { background: url(data:image/png;base64,AAAA) }';
    expect(extractDataFonts(css)).toEqual({ css, fonts: new Map() });
  });
});
