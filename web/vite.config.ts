/**
 * Vite configuration of the Fundscout web app (root: `web/`, output: `web/dist`).
 *
 * `/config.json` is the app's runtime configuration (see `src/common/config.ts`). In AWS it is a file the CDK stack
 * deploys next to the bundle; locally this config's plugin answers it from `.local/stack.json`
 * (`scripts/local/stack-file.ts`, honouring FUNDSCOUT_LOCAL_DIR), read on every request so a restarted stack is
 * picked up without restarting Vite. Only public identifiers are served (pool ids, client ids, URLs).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readStackFile, type StackFile } from '../scripts/local/stack-file.js';
import { NO_SUPPORT_SETTINGS } from '../shared/support-settings.js';
import { fontFiles } from '../scripts/vite-font-files.js';
import { routePreloads } from '../scripts/vite-route-preloads.js';

const WEB_ROOT = dirname(fileURLToPath(import.meta.url));

/** The browser-facing subset of the local stack file (shape of `RuntimeConfig` in src/common/config.ts). */
export function runtimeConfigFromStack(stack: StackFile) {
  return {
    apiUrl: stack.apiUrl,
    region: stack.region,
    cognito: {
      endpoint: stack.cognito.endpoint ?? null,
      founders: stack.cognito.founders,
      admins: stack.cognito.admins,
      investors: stack.cognito.investors,
    },
    mailboxUrl: stack.mailboxUrl ?? null,
    support: stack.support ?? NO_SUPPORT_SETTINGS,
  };
}

function serveConfig(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/config.json') return next();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  try {
    res.statusCode = 200;
    res.end(JSON.stringify(runtimeConfigFromStack(readStackFile())));
  } catch (err) {
    res.statusCode = 503;
    res.end(
      JSON.stringify({
        error: {
          code: 'stack_not_ready',
          message: err instanceof Error ? err.message : 'No local stack found.',
        },
      }),
    );
  }
}

/**
 * The deck viewer's pages (`/d/{slug}`, issue 39) are web/deck.html, its own entry: in `vite dev` and `vite preview`
 * such a path is answered with it (CloudFront's viewer behaviour does the same, infra/constructs/web.ts).
 */
function deckViewerPages(): Plugin {
  const rewrite = (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    if (/^\/d\/[^/.?]+\/?(\?.*)?$/.test(req.url ?? '')) req.url = '/deck.html';
    next();
  };
  return {
    name: 'fundscout-deck-viewer-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** Serves `/config.json` from the local stack file in `vite dev` and `vite preview`. */
function localRuntimeConfig(): Plugin {
  return {
    name: 'fundscout-local-runtime-config',
    configureServer(server) {
      server.middlewares.use(serveConfig);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveConfig);
    },
  };
}

/**
 * React Router 7's package exports only its development build (`dist/development`: dev-only warnings and checks
 * kept); its `dist/production` twin is built without them (`ENABLE_DEV_WARNINGS = false`). The production bundle
 * takes that one (issue 23 "Speed": the entry chunk's script evaluation on /auth). Build only: `vite dev` keeps the
 * warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = resolve(WEB_ROOT, '..', 'node_modules', 'react-router', 'dist', 'production');
  return {
    name: 'fundscout-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: resolve(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: resolve(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  root: WEB_ROOT,
  publicDir: resolve(WEB_ROOT, 'public'),
  plugins: [
    react(),
    reactRouterProduction(),
    localRuntimeConfig(),
    deckViewerPages(),
    fontFiles(),
    // The chunks src/app.tsx `preloadSignedInArea` fetches for these paths, announced by index.html itself.
    routePreloads(WEB_ROOT, [
      { prefix: '/auth', modules: ['src/founder/auth-shell.tsx', 'src/common/sign-in/auth-page.tsx'] },
      {
        prefix: '/dashboard',
        modules: ['src/founder/auth-shell.tsx', 'src/founder/routes.tsx'],
        fetches: ['/config.json'],
        forbid: ['@cloudscape-design/components', 'zod'],
      },
      {
        prefix: '/dashboard/investors',
        modules: ['src/founder/investor-database/investor-database-page.tsx'],
        // Its first screen is plain React (ADR 0053): Cloudscape's components and zod come only with what a founder
        // opens (its global styles, fonts and normalize, stay).
        forbid: ['@cloudscape-design/components', 'zod'],
      },
    ]),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // Vite's default host `localhost` listens on the loopback interface only; keep it that way.
    // `.local/` holds cognito-local's database (password hashes, its signing key) and DynamoDB Local's files; Vite
    // would otherwise serve them under /@fs/ (issue 14). Vite's own defaults (.env, certificates) stay denied.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.local/**'] },
  },
  preview: { port: Number(process.env.WEB_PORT ?? 5173) },
  build: {
    outDir: resolve(WEB_ROOT, 'dist'),
    emptyOutDir: true,
    // Source maps are written for error reports but never referenced from the bundle, and the deployment leaves
    // `*.map` out of the public bucket (infra/constructs/web.ts; issue 14: source maps were public).
    sourcemap: 'hidden',
    // Two pages: the app, and the deck viewer with its own small bundle (issue 39; web/src/public/deck-room/).
    rollupOptions: {
      input: { main: resolve(WEB_ROOT, 'index.html'), deck: resolve(WEB_ROOT, 'deck.html') },
    },
  },
});
