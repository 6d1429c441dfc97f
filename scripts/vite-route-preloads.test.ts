import { describe, expect, it } from 'vitest';
import { preloadScript, routeFiles, type RouteFiles } from './vite-route-preloads.js';

const ROOT = '/app/web';
const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  ...extra,
});

// index -> react; page -> ui -> react, ui -> icons; page's CSS comes with ui.
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/page.js': chunk('assets/page.js', ['assets/ui.js', 'assets/react.js'], {
    facadeModuleId: '/app/web/src/page.tsx',
  }),
  'assets/ui.js': chunk('assets/ui.js', ['assets/icons.js', 'assets/react.js'], {
    viteMetadata: { importedCss: new Set(['assets/ui.css']) },
  }),
  'assets/icons.js': chunk('assets/icons.js', ['assets/ui.js']),
  'assets/ui.css': { type: 'asset' as const, fileName: 'assets/ui.css' },
};

describe('routeFiles', () => {
  it("lists a module's chunk and its static imports, transitively, without the entry's own", () => {
    const files = routeFiles(bundle, ROOT, { prefix: '/p', modules: ['src/page.tsx'] });
    expect(files.js.sort()).toEqual(['assets/icons.js', 'assets/page.js', 'assets/ui.js']);
    expect(files.css).toEqual(['assets/ui.css']);
  });

  it("fails naming the chunk and module when a route's chunks hold a forbidden package", () => {
    const withLibrary = {
      ...bundle,
      'assets/icons.js': chunk('assets/icons.js', ['assets/ui.js'], {
        moduleIds: ['/app/node_modules/@cloudscape-design/components/icon/index.js'],
      }),
    };
    const route = { prefix: '/p', modules: ['src/page.tsx'], forbid: ['@cloudscape-design'] };
    expect(() => routeFiles(withLibrary, ROOT, route)).toThrow(
      'route preloads: /p must not load @cloudscape-design, but assets/icons.js holds /app/node_modules/@cloudscape-design/components/icon/index.js',
    );
    expect(routeFiles(withLibrary, ROOT, { ...route, forbid: ['zod'] }).js).toContain('assets/icons.js');
  });

  it('names a module that has no chunk of its own', () => {
    expect(() => routeFiles(bundle, ROOT, { prefix: '/p', modules: ['src/gone.tsx'] })).toThrow(
      /src\/gone\.tsx/,
    );
  });
});

/** Runs the inline script against a fake document at `pathname`; answers the links it added and its fetches. */
function run(routes: RouteFiles[], pathname: string) {
  type Link = { rel: string; as?: string; crossOrigin?: string; href: string };
  const links: Link[] = [];
  const document = {
    createElement: () => ({}) as Link,
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const fetched: [string, RequestInit][] = [];
  const window: { __fsEarly?: Record<string, unknown> } = {};
  const fetch = (url: string, init: RequestInit) => {
    fetched.push([url, init]);
    return `response of ${url}`;
  };
  new Function('location', 'document', 'window', 'fetch', preloadScript(routes))(
    { pathname },
    document,
    window,
    fetch,
  );
  return { links, fetched, early: window.__fsEarly };
}
const linksFor = (routes: RouteFiles[], pathname: string) => run(routes, pathname).links;

describe('preloadScript', () => {
  const routes: RouteFiles[] = [
    { prefix: '/dashboard', js: ['assets/shell.js', 'assets/ui.js'], css: ['assets/ui.css'] },
    { prefix: '/dashboard/investors', js: ['assets/page.js', 'assets/ui.js'], css: [] },
  ];

  it('preloads every matching route once per file, JS as modules and CSS as styles', () => {
    // crossorigin as on the links Vite's loader adds: a preload in another credentials mode is fetched twice.
    expect(linksFor(routes, '/dashboard/investors')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shell.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/ui.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/ui.css' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
    ]);
  });

  it('matches a prefix as a whole path segment only, and nothing elsewhere', () => {
    expect(linksFor(routes, '/dashboard').map((l) => l.href)).toEqual([
      '/assets/shell.js',
      '/assets/ui.js',
      '/assets/ui.css',
    ]);
    expect(linksFor(routes, '/dashboardx')).toEqual([]);
    expect(linksFor(routes, '/')).toEqual([]);
  });

  it("starts a route's early fetches once, kept for the app by URL (web/src/common/early-fetch.ts)", () => {
    const withConfig: RouteFiles[] = [
      { prefix: '/dashboard', js: [], css: [], fetches: ['/config.json'] },
      { prefix: '/dashboard/investors', js: [], css: [], fetches: ['/config.json'] },
    ];
    const { fetched, early } = run(withConfig, '/dashboard/investors');
    expect(fetched).toEqual([['/config.json', { cache: 'no-store' }]]);
    expect(early).toEqual({ '/config.json': 'response of /config.json' });
    expect(run(withConfig, '/').fetched).toEqual([]);
  });
});
