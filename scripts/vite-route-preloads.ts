/**
 * Vite plugin: route preload hints in the built index.html (issue 13 "Speed").
 *
 * The app is one index.html for every path; a signed-in page's chunks (the auth shell, the dashboard shell, the
 * page, Cloudscape) are imported lazily by the router, so the browser only learns of them once the entry chunk
 * (React, the router, react-query: about 110 KB gzip) has downloaded and run, and on a slow phone the page then
 * waits for a second round of downloads. This plugin writes a small inline script at the top of `<head>` that, for
 * the path being opened, adds `<link rel="modulepreload">` for each chunk the route's lazy modules need (their
 * static imports, transitively) and `<link rel="preload" as="style">` for their CSS (both `crossorigin`, the mode
 * of the links Vite's loader adds, or the browser would fetch everything again), so those downloads run in
 * parallel with the entry chunk; a route may also name URLs to request at once (`/config.json`, which the session
 * restore waits for), handed over to the app by web/src/common/early-fetch.ts. Only downloads: the router still decides
 * what runs and renders. The same chunks
 * are requested by `preloadSignedInArea` (web/src/app.tsx) once the entry has run, which also covers `vite dev`,
 * where there is no bundle and this plugin does nothing.
 *
 * Sources: HTML `rel=modulepreload` (HTML Living Standard §4.6.7.14); Vite's `transformIndexHtml` hook, whose build
 * context carries the output bundle; Vite's `viteMetadata.importedCss` (vite/types/metadata.d.ts).
 */
import { resolve } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** A path prefix (the path itself or anything below it) and the lazily imported modules (paths from the Vite root). */
export interface RoutePreload {
  prefix: string;
  modules: readonly string[];
  /** Same-origin URLs to request at once (`fetch(url, { cache: 'no-store' })`), taken over by web/src/common/early-fetch.ts. */
  fetches?: readonly string[];
  /**
   * Packages the route's first screen must not load (issue 23 "Speed", ADR 0053: the Investor Database without
   * Cloudscape or zod): the build fails naming the module and the chunk when one of the route's chunks, or the entry
   * chunk's, holds a module from one of them.
   */
  forbid?: readonly string[];
}

/** What a route preloads: file names in the output folder (no leading slash). */
export interface RouteFiles {
  prefix: string;
  js: string[];
  css: string[];
  fetches?: readonly string[];
}

/** The part of an output chunk this plugin reads (Rollup/Rolldown `OutputChunk` with Vite's metadata). */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports: readonly string[];
  /** The modules bundled in the chunk (absolute ids). */
  moduleIds?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/**
 * The chunks (and their CSS) that the given modules' chunks import statically, transitively, themselves included;
 * the entry chunk's own static imports are left out (index.html links those already). Pure.
 * @throws Error naming a module that has no chunk of its own (renamed or no longer imported lazily), or a module of
 *   a `forbid` package in the route's chunks.
 */
export function routeFiles(bundle: BundleLike, root: string, route: RoutePreload): RouteFiles {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const inEntry = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, inEntry);
  const files = new Set<string>();
  for (const module of route.modules) {
    const id = resolve(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`route preloads: no chunk for ${module} (is it still imported lazily?)`);
    walk(chunk.fileName, files);
  }
  for (const pkg of route.forbid ?? []) {
    const inPackage = `/node_modules/${pkg}/`;
    for (const file of [...files, ...inEntry]) {
      const module = byFile.get(file)?.moduleIds?.find((id) => id.includes(inPackage));
      if (module)
        throw new Error(`route preloads: ${route.prefix} must not load ${pkg}, but ${file} holds ${module}`);
    }
  }
  const js = [...files].filter((f) => !inEntry.has(f));
  const css = [...new Set(js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
  return { prefix: route.prefix, js, css, fetches: route.fetches ?? [] };
}

/**
 * The inline script: for `location.pathname` equal to a prefix or below it, one link per file (each file once).
 * `base` is the public path the files are served under ('/').
 */
export function preloadScript(routes: readonly RouteFiles[], base = '/'): string {
  const table = JSON.stringify(routes.map((r) => [r.prefix, r.js, r.css, r.fetches ?? []]));
  return (
    `(function(){var p=location.pathname,b=${JSON.stringify(base)},d=document,w=window,s={};` +
    `function a(f,r,t){if(s[f])return;s[f]=1;var l=d.createElement('link');l.rel=r;if(t)l.as=t;l.crossOrigin='';l.href=b+f;d.head.appendChild(l)}` +
    `function g(u){var e=w.__fsEarly=w.__fsEarly||{};if(!e[u])e[u]=fetch(u,{cache:'no-store'})}` +
    `${table}.forEach(function(e){if(p!==e[0]&&p.indexOf(e[0]+'/')!==0)return;` +
    `e[1].forEach(function(f){a(f,'modulepreload')});e[2].forEach(function(f){a(f,'preload','style')});e[3].forEach(g)})})();`
  );
}

/** The plugin: `routes` as in web/vite.config.ts; `root` is the Vite root the module paths are relative to. */
export function routePreloads(root: string, routes: readonly RoutePreload[]): Plugin {
  return {
    name: 'fundscout-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html: string, ctx: IndexHtmlTransformContext) {
        const bundle = ctx.bundle;
        // The app's page only: the deck viewer (deck.html, issue 39) has its own small bundle and a strict CSP.
        if (!bundle || !ctx.path.endsWith('/index.html')) return;
        const files = routes.map((route) => routeFiles(bundle, root, route));
        return [{ tag: 'script', children: preloadScript(files), injectTo: 'head-prepend' }];
      },
    },
  };
}
