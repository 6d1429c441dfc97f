/**
 * Vite plugin: Cloudscape's global styles (`@cloudscape-design/global-styles/index.css`) inline eight Open Sans
 * weights as base64 `data:` URLs, about 139 KB of gzip in a render-blocking stylesheet on /auth and every
 * dashboard page (issue 13 "Speed"). This plugin moves each inlined woff2 font into its own content-hashed file
 * under `/assets/fonts/` (emitted with the bundle, served by the dev server) and adds `font-display: optional`, so
 * the stylesheet is small, text paints at once, the browser fetches only the weights a page uses, and a font that
 * arrives late never re-lays out the page (it is used from the cache on the next page instead). The fonts' bytes are unchanged (Open Sans, Apache License 2.0, as the package ships them).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const DATA_WOFF2 = /url\((['"]?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\)/g;
/** URL path of the extracted fonts (hashed names: cache them for good). */
export const FONT_PATH = '/assets/fonts/';

/**
 * Rewrites a stylesheet's inlined woff2 fonts as files: answers the new CSS and the fonts by file name (pure).
 * Stylesheets without inlined woff2 come back unchanged with no fonts.
 */
export function extractDataFonts(css: string): { css: string; fonts: Map<string, Buffer> } {
  const fonts = new Map<string, Buffer>();
  if (!css.includes('data:font/woff2')) return { css, fonts };
  const out = css
    .replace(DATA_WOFF2, (_match, _quote, base64: string) => {
      const bytes = Buffer.from(base64, 'base64');
      const name = `open-sans-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.woff2`;
      fonts.set(name, bytes);
      return `url('${FONT_PATH}${name}')`;
    })
    .replace(/@font-face\s*\{/g, '@font-face {\n  font-display: optional;');
  return { css: out, fonts };
}

export function fontFiles(): Plugin {
  const fonts = new Map<string, Buffer>();
  return {
    name: 'fundscout-font-files',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css')) return null;
      const result = extractDataFonts(code);
      if (result.fonts.size === 0) return null;
      for (const [name, bytes] of result.fonts) fonts.set(name, bytes);
      return { code: result.css, map: null };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const bytes = path.startsWith(FONT_PATH) ? fonts.get(path.slice(FONT_PATH.length)) : undefined;
        if (!bytes) return next();
        res.setHeader('Content-Type', 'font/woff2');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(bytes);
      });
    },
    generateBundle() {
      for (const [name, bytes] of fonts) {
        this.emitFile({ type: 'asset', fileName: `${FONT_PATH.slice(1)}${name}`, source: bytes });
      }
    },
  };
}
