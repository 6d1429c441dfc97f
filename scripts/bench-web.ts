/**
 * `npm run bench:web`: the public site's budgets, measured and printed (issue 5), never asserted by timed tests.
 *
 * 1. Builds the web app (`npm run build:web`; `--no-build` reuses web/dist).
 * 2. Starts a local stack (in-memory DynamoDB Local, cognito-local, gateway, seeded catalogue) in
 *    `.local/bench-web` and serves web/dist with gzip and SPA fallback like CloudFront (`/config.json` from the
 *    stack). Ports from BENCH_WEB_PORT (4750), BENCH_API_PORT (4751), BENCH_COGNITO_PORT (4752),
 *    BENCH_DYNAMODB_PORT (4753).
 * 3. Landing route: loads '/' in Chromium, sums the gzipped size (zlib level 6) of every JavaScript file requested
 *    (modulepreloads included) and checks each file's source map for Cloudscape or Amplify modules.
 *    Budget: ≤ 120 KB gzip (1 KB = 1024 bytes), no Cloudscape, no Amplify.
 * 4. Lighthouse 12 (default mobile config: Moto G Power emulation, simulated slow 4G and 4× CPU), 3 runs each,
 *    median score: '/' (budget: performance ≥ 95, accessibility ≥ 95), '/auth' (performance ≥ 90) and, signed in
 *    as a new founder, '/dashboard/investors' (performance ≥ 85; issue 13). The signed-in run signs in through
 *    /auth in the Chromium Lighthouse drives (Playwright over CDP) and keeps that storage (`disableStorageReset`).
 * 5. Route weight of the dashboard (issue 13): for each dashboard route, signed in, a fresh page's JavaScript and
 *    CSS (gzip, zlib level 6, every file requested, modulepreloads included). Printed, not budgeted.
 * 6. axe (@axe-core/playwright) on '/', '/auth', '/apply', '/dashboard/investors' and '/dashboard/saved' (signed
 *    in as a new founder). Budget: no serious or critical violation.
 *
 * 7. `profile` (issue 23, load-independent figures): '/auth' and, signed in, '/dashboard/investors' in Chromium with
 *    4× CPU throttling, `runs` times each: React commits until the page is quiet (counted through the React
 *    DevTools hook), main-thread script and task time (CDP `Performance.getMetrics`, ms), long tasks (their
 *    count and blocking ms above 50 ms each), when the first result (the Sign in button) showed, the API requests
 *    (with `BENCH_WEB_DIAGNOSE=1` each one's start and end: the waterfall) and the JS and CSS requested (gzip).
 *    Printed, not budgeted.
 *
 * 8. `viewer` (issue 39): the deck viewer `/d/{slug}` of a 10-page PDF room the new founder publishes through the API
 *    (upload, publish; no email asked). Chromium first checks that slide 1 shows (the page's `Page 1 of 10` image)
 *    and prints when, with 4× CPU throttling; then Lighthouse (mobile), `runs` times, median.
 *    Budget: performance ≥ 90 (the issue: "first slide visible at Lighthouse mobile performance 90 or more").
 *
 * Prints a table of figures vs targets; exit code 1 when a target is missed. `--only landing,auth,investors,weights,axe,profile,viewer`
 * runs a subset (e.g. `--only investors --runs 5` while working on that page); `BENCH_WEB_DIAGNOSE=1` prints
 * Lighthouse's LCP element, long tasks, bootup time and main-thread breakdown (and keeps each whole report in
 * `.local/bench-web-reports/`), and each route's files. `--baseline <dir>` (a copy of an
 * earlier web/dist) interleaves that build with this one run by run (same server, same minutes) in the Lighthouse
 * and profile sections and prints both: on a shared machine, compare builds this way rather than across hours.
 * Every Lighthouse and profile run prints the load average (`os.loadavg()`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, createFounder, TEST_PASSWORD } from '../test/support/cognito.js';
import { pdfFile, publishPdfRoom } from '../test/support/deck-rooms.js';
import * as z from 'zod';
import { loadEnv } from '../functions/lib/env.js';
import { buildWeb, DIST, startBuiltApp } from './bench/serve-dist.js';
import { REPO_ROOT } from './local/stack-file.js';
import { CHROMIUM_PATH } from './check-prereqs.js';

const CHROMIUM = CHROMIUM_PATH;
/** `BENCH_WEB_DIAGNOSE=1` prints Lighthouse's LCP element, layout shifts and long tasks per page. */
const DIAGNOSE = Boolean(loadEnv({ BENCH_WEB_DIAGNOSE: z.string().optional() }).BENCH_WEB_DIAGNOSE);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const BUDGETS = {
  landingJsGzipKb: 120,
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  authPerformance: 90,
  investorsPerformance: 85,
  viewerPerformance: 90,
  axeSeriousOrCritical: 0,
} as const;
/** Dashboard routes whose JS and CSS weight is printed. */
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/investors',
  '/dashboard/saved',
  '/dashboard/billing',
  '/dashboard/settings',
] as const;
/** What `--only` can pick. */
const SECTIONS = ['landing', 'auth', 'investors', 'weights', 'axe', 'profile', 'viewer'] as const;
type Section = (typeof SECTIONS)[number];
/** The load average (1, 5, 15 min), printed with every run's figures. */
const load = (): string =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** A build being measured: this one (web/dist) and, with `--baseline`, an earlier copy. */
interface Build {
  name: string;
  dir: string;
}
/** The build the server answers from (switched between runs by the interleaving loops). */
const serving: { dir: string } = { dir: DIST };

const FORBIDDEN = /node_modules\/(@cloudscape-design|aws-amplify|@aws-amplify)\//;

interface LandingJs {
  files: { file: string; gzipBytes: number; forbidden: string[] }[];
  gzipBytes: number;
}

/** Every JS file '/' requests, its gzip size and any Cloudscape / Amplify module in its source map. */
async function landingJs(browser: Browser, webUrl: string): Promise<LandingJs> {
  const page = await browser.newPage();
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.add(request.url());
  });
  await page.goto(`${webUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Find the Right Investors. Instantly.' }).waitFor();
  await page.close();
  const files = [...urls].map((url) => {
    const file = join(DIST, new URL(url).pathname);
    const gzipBytes = gzipSync(readFileSync(file), { level: 6 }).length;
    const map = existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] })
      : { sources: [] };
    const forbidden = [
      ...new Set(map.sources.filter((s) => FORBIDDEN.test(s)).map((s) => FORBIDDEN.exec(s)![1]!)),
    ];
    return { file: new URL(url).pathname, gzipBytes, forbidden };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A founder's credentials for the signed-in runs. */
interface Founder {
  email: string;
  password: string;
}

/** Signs `founder` in through /auth in the page and waits for the dashboard. */
async function signIn(page: Page, webUrl: string, founder: Founder): Promise<void> {
  await page.goto(`${webUrl}/auth`);
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password', { exact: true }).fill(founder.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Lighthouse 12, default (mobile) config, performance and accessibility, `runs` times on a fresh Chromium. With
 * `signedIn`, each run first signs in through /auth in that Chromium (Playwright over CDP) and Lighthouse keeps the
 * storage.
 */
async function lighthouseScores(
  url: string,
  runs: number,
  signedIn: { webUrl: string; founder: Founder } | undefined,
  builds: Build[],
) {
  const all = builds.map(() => ({
    performance: [] as number[],
    accessibility: [] as number[],
    metrics: {} as Record<string, number[]>,
  }));
  for (let i = 0; i < runs * builds.length; i += 1) {
    const b = i % builds.length;
    serving.dir = builds[b]!.dir;
    const { performance, accessibility, metrics } = all[b]!;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      if (signedIn) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await cdp.contexts()[0]!.newPage();
        await signIn(page, signedIn.webUrl, signedIn.founder);
        await page.close();
        await cdp.close();
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn !== undefined,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (DIAGNOSE) {
        const details = (id: string) => JSON.stringify(lhr.audits[id]?.details ?? {}).slice(0, 1500);
        for (const id of [
          'largest-contentful-paint-element',
          'layout-shifts',
          'bootup-time',
          'long-tasks',
          'mainthread-work-breakdown',
        ])
          console.log(`  [${url}] ${id}: ${details(id)}`);
        const folder = join(REPO_ROOT, '.local', 'bench-web-reports');
        mkdirSync(folder, { recursive: true });
        const saved = join(folder, `lighthouse-${new URL(url).pathname.replaceAll('/', '_')}-${i + 1}.json`);
        writeFileSync(saved, JSON.stringify(lhr));
        console.log(`  [${url}] the whole report: ${saved}`);
      }
      performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(
        `  run ${Math.floor(i / builds.length) + 1}${builds.length > 1 ? ` (${builds[b]!.name})` : ''}: performance ${performance.at(-1)}, FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms; ${load()}`,
      );
      accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      for (const id of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]) {
        (metrics[id] ??= []).push(lhr.audits[id]?.numericValue ?? NaN);
      }
      const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a!.id);
      if (failing.length)
        console.log(`  lighthouse run ${i + 1}: failing accessibility audits: ${failing.join(', ')}`);
    } finally {
      await chrome.kill();
      serving.dir = DIST;
    }
  }
  return all.map(({ performance, accessibility, metrics }) => ({
    performance: median(performance),
    accessibility: median(accessibility),
    runs: { performance, accessibility },
    metrics: Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, median(v)])),
  }));
}

/**
 * One profiled load of a page: React commits, main-thread time (ms), long tasks (the browser's `longtask` entries,
 * over 50 ms; `blockingMs` sums each one's part above 50 ms, as total blocking time does, from navigation to quiet),
 * when the page's `ready` element first showed (ms after navigation start), the API requests and what it requested
 * (gzip bytes).
 */
interface ProfileRun {
  commits: number;
  scriptMs: number;
  taskMs: number;
  longTasks: number;
  blockingMs: number;
  readyMs: number;
  /** API requests (`/v1/...`, `/config.json`): path, start and end in ms after navigation start. */
  api: { path: string; startMs: number; endMs: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Counts React commits through the DevTools hook React looks for when it starts (production builds call it too):
 * a stand-in hook installed before any script runs.
 */
const COMMIT_COUNTER = `window.__fsCommits = 0;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), isDisabled: false, checkDCE() {},
  inject(renderer) { this.renderers.set(1, renderer); return 1; },
  onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot() { window.__fsCommits += 1; },
};
window.__fsLongTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__fsLongTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
} catch {}`;

/** Records (once) when an element matching the selector first appears, in ms after navigation start. */
const readyMark = (selector: string) => `window.__fsReady = undefined;
new MutationObserver((_, observer) => {
  if (window.__fsReady === undefined && document.querySelector(${JSON.stringify(selector)})) {
    window.__fsReady = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true, attributes: true });`;

/**
 * Loads `path` in a fresh context (with `storageState`: signed in) with 4× CPU throttling, waits for `ready`, then
 * for the network to be idle and 2 s of quiet, and reads the figures.
 */
async function profileOnce(
  browser: Browser,
  webUrl: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  readySelector: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<ProfileRun> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(COMMIT_COUNTER);
  await page.addInitScript(readyMark(readySelector));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === webUrl && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${webUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const figures = await page.evaluate(() => {
    const w = globalThis as typeof globalThis & {
      __fsCommits: number;
      __fsLongTasks: number[];
      __fsReady?: number;
    };
    const api = performance
      .getEntriesByType('resource')
      .map((e) => ({
        name: e.name,
        startTime: e.startTime,
        // A resource entry (PerformanceResourceTiming) ends its response at `responseEnd`.
        responseEnd: 'responseEnd' in e ? Number(e.responseEnd) : e.startTime + e.duration,
      }))
      .map((e) => ({
        url: new URL(e.name),
        startMs: Math.round(e.startTime),
        endMs: Math.round(e.responseEnd),
      }))
      .filter(({ url }) => url.pathname.startsWith('/v1/') || url.pathname === '/config.json')
      .map(({ url, startMs, endMs }) => ({ path: url.pathname + url.search, startMs, endMs }));
    return {
      commits: w.__fsCommits,
      longTasks: w.__fsLongTasks,
      readyMs: Math.round(w.__fsReady ?? NaN),
      api,
    };
  });
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? NaN) * 1000);
  await context.close();
  const gzip = (file: string) => gzipSync(readFileSync(join(serving.dir, file)), { level: 6 }).length;
  const sizes = [...files].map((file) => ({ file, bytes: gzip(file) }));
  return {
    commits: figures.commits,
    scriptMs: metric('ScriptDuration'),
    taskMs: metric('TaskDuration'),
    longTasks: figures.longTasks.length,
    blockingMs: Math.round(figures.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    readyMs: figures.readyMs,
    api: figures.api.sort((a, b) => a.startMs - b.startMs),
    jsGzipBytes: sizes.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.bytes, 0),
    cssGzipBytes: sizes.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.bytes, 0),
  };
}

/** `profile`: /auth and the signed-in /dashboard/investors, `runs` times per build, builds interleaved. */
async function profilePages(
  browser: Browser,
  webUrl: string,
  founder: Founder,
  runs: number,
  builds: Build[],
) {
  const signedIn = await browser.newContext({ reducedMotion: 'reduce' });
  await signIn(await signedIn.newPage(), webUrl, founder);
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const pages: [string, (page: Page) => Promise<void>, string, typeof storageState | undefined][] = [
    // Generous timeouts: the machine may be shared and busy; the figures, not the wait, are what is measured.
    [
      '/auth',
      (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 90_000 }),
      'button[type=submit]',
      undefined,
    ],
    [
      '/dashboard/investors',
      (page) =>
        page
          .getByRole('button', { name: /^View profile of / })
          .first()
          .waitFor({ timeout: 90_000 }),
      '[aria-label^="View profile of "]',
      storageState,
    ],
  ];
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const [path, ready, readySelector, state] of pages) {
    const results = builds.map(() => [] as ProfileRun[]);
    for (let i = 0; i < runs * builds.length; i += 1) {
      const b = i % builds.length;
      serving.dir = builds[b]!.dir;
      try {
        const run = await profileOnce(browser, webUrl, path, ready, readySelector, state);
        results[b]!.push(run);
        console.log(
          `  ${path} run ${Math.floor(i / builds.length) + 1} (${builds[b]!.name}): ${run.commits} commits, script ${run.scriptMs} ms, tasks ${run.taskMs} ms, ${run.longTasks} long tasks (blocking ${run.blockingMs} ms), ready at ${run.readyMs} ms, ${run.api.length} API requests, JS ${kb(run.jsGzipBytes)} KB, CSS ${kb(run.cssGzipBytes)} KB; ${load()}`,
        );
        if (DIAGNOSE)
          for (const r of run.api)
            console.log(
              `    ${String(r.startMs).padStart(6)} - ${String(r.endMs).padStart(6)} ms  ${r.path}`,
            );
      } finally {
        serving.dir = DIST;
      }
    }
    for (const [b, build] of builds.entries()) {
      const m = (pick: (r: ProfileRun) => number) => median(results[b]!.map(pick));
      console.log(
        `  ${path} median (${build.name}, ${runs} runs, 4x CPU): ${m((r) => r.commits)} commits, script ${m((r) => r.scriptMs)} ms, tasks ${m((r) => r.taskMs)} ms, ${m((r) => r.longTasks)} long tasks (blocking ${m((r) => r.blockingMs)} ms), ready at ${m((r) => r.readyMs)} ms, ${m((r) => r.api.length)} API requests, JS ${kb(m((r) => r.jsGzipBytes))} KB, CSS ${kb(m((r) => r.cssGzipBytes))} KB`,
      );
    }
  }
}

interface AxeResult {
  path: string;
  seriousOrCritical: { id: string; impact: string; nodes: number; help: string }[];
  total: number;
}

async function axe(page: Page, path: string): Promise<AxeResult> {
  const result = await new AxeBuilder({ page }).analyze();
  const seriousOrCritical = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact!, nodes: v.nodes.length, help: v.help }));
  return { path, seriousOrCritical, total: result.violations.length };
}

/** Gzip bytes of a file of web/dist by its URL path. */
const gzipOf = (path: string): number => gzipSync(readFileSync(join(DIST, path)), { level: 6 }).length;

interface RouteWeight {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
}

/** JS and CSS (gzip) a fresh signed-in page of each dashboard route requests (issue 13). */
async function dashboardWeights(browser: Browser, webUrl: string, founder: Founder): Promise<RouteWeight[]> {
  const signedIn = await browser.newContext({ reducedMotion: 'reduce' });
  await signIn(await signedIn.newPage(), webUrl, founder);
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const weights: RouteWeight[] = [];
  for (const path of DASHBOARD_ROUTES) {
    const context = await browser.newContext({ reducedMotion: 'reduce', storageState });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === webUrl && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`${webUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    const sizes = [...files].map((file) => ({ file, bytes: gzipOf(file) }));
    if (DIAGNOSE)
      console.log(
        `  [${path}] ${sizes
          .sort((a, b) => b.bytes - a.bytes)
          .map((f) => `${f.file.replace('/assets/', '')} ${(f.bytes / 1024).toFixed(1)}`)
          .join(', ')}`,
      );
    weights.push({
      path,
      jsGzipBytes: sizes.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.bytes, 0),
      cssGzipBytes: sizes.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.bytes, 0),
      files: sizes.length,
    });
  }
  return weights;
}

/** axe on the public pages, then /dashboard/investors and /dashboard/saved after signing in through /auth. */
async function axePages(browser: Browser, webUrl: string, founder: Founder): Promise<AxeResult[]> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const results: AxeResult[] = [];
  await page.goto(`${webUrl}/`);
  await page.getByRole('heading', { name: 'Find the Right Investors. Instantly.' }).waitFor();
  results.push(await axe(page, '/'));
  await page.goto(`${webUrl}/apply`);
  await page.getByRole('heading', { name: 'Join Our Investor Network' }).waitFor();
  results.push(await axe(page, '/apply'));
  await page.goto(`${webUrl}/auth`);
  await page.getByRole('heading', { name: 'Sign In to Fundscout' }).waitFor();
  results.push(await axe(page, '/auth'));

  await signIn(page, webUrl, founder);
  await page.goto(`${webUrl}/dashboard/investors`);
  await page
    .getByRole('button', { name: /^View profile of / })
    .first()
    .waitFor();
  results.push(await axe(page, '/dashboard/investors'));
  await page.goto(`${webUrl}/dashboard/saved`);
  await page.getByRole('heading', { name: 'Saved Lists', level: 1 }).waitFor();
  await page.getByText('No saved investors yet').waitFor();
  results.push(await axe(page, '/dashboard/saved'));
  await context.close();
  return results;
}

/**
 * The deck viewer's page of a new 10-page PDF room of the founder whose API calls `call` makes; checks in Chromium
 * (4× CPU) that its first slide shows, and when (ms after navigation start).
 * @throws Error when the room cannot be published or slide 1 does not show within 60 s
 */
async function viewerPage(
  browser: Browser,
  webUrl: string,
  call: Parameters<typeof publishPdfRoom>[0],
): Promise<{ path: string; firstSlideMs: number }> {
  const slug = await publishPdfRoom(call, pdfFile(10), { title: 'Bench deck' });
  const path = `/d/${slug}`;
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${webUrl}${path}`);
  await page.getByRole('img', { name: 'Page 1 of 10' }).waitFor({ timeout: 60_000 });
  const firstSlideMs = Math.round(await page.evaluate(() => performance.now()));
  await context.close();
  return { path, firstSlideMs };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      only: { type: 'string', default: SECTIONS.filter((s) => s !== 'profile').join(',') },
      baseline: { type: 'string' },
    },
  });
  const only = new Set(values.only.split(',').map((part) => part.trim()));
  for (const part of only) {
    if (!(SECTIONS as readonly string[]).includes(part))
      throw new Error(`--only: unknown section '${part}' (one of ${SECTIONS.join(', ')})`);
  }
  const wants = (section: Section) => only.has(section);
  buildWeb(values['no-build']);

  console.log('Starting a local stack for the signed-in page ...');
  const builds: Build[] = [{ name: 'this build', dir: DIST }];
  if (values.baseline) {
    const dir = resolve(values.baseline);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`--baseline: ${dir} has no index.html`);
    builds.push({ name: 'baseline', dir });
  }
  console.log(`Starting; ${load()}`);
  const { running, webUrl, stop } = await startBuiltApp('bench-web', () => serving.dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    console.log(`Serving web/dist at ${webUrl}`);
    const created = await createFounder(running.stack);
    const founder: Founder = { email: created.email, password: TEST_PASSWORD };
    const runs = Number(values.runs);
    const js = wants('landing') ? await landingJs(browser, webUrl) : undefined;
    if (js) console.log('Lighthouse (mobile) on / ...');
    const lhAll = js ? await lighthouseScores(`${webUrl}/`, runs, undefined, builds) : undefined;
    if (wants('auth')) console.log('Lighthouse (mobile) on /auth ...');
    const lhAuthAll = wants('auth')
      ? await lighthouseScores(`${webUrl}/auth`, runs, undefined, builds)
      : undefined;
    if (wants('investors')) console.log('Lighthouse (mobile) on /dashboard/investors, signed in ...');
    const lhInvestorsAll = wants('investors')
      ? await lighthouseScores(`${webUrl}/dashboard/investors`, runs, { webUrl, founder }, builds)
      : undefined;
    const [lh, lhAuth, lhInvestors] = [lhAll?.[0], lhAuthAll?.[0], lhInvestorsAll?.[0]];
    if (wants('profile')) {
      console.log('Profile (4x CPU): React commits, main-thread time, bytes ...');
      await profilePages(browser, webUrl, founder, runs, builds);
    }
    let viewer: { path: string; firstSlideMs: number } | undefined;
    let lhViewer: Awaited<ReturnType<typeof lighthouseScores>>[number] | undefined;
    if (wants('viewer')) {
      console.log('The deck viewer: a 10-page PDF room, slide 1 in Chromium, then Lighthouse (mobile) ...');
      viewer = await viewerPage(browser, webUrl, api(running.stack, created.idToken));
      console.log(`  ${viewer.path}: slide 1 visible at ${viewer.firstSlideMs} ms (4x CPU); ${load()}`);
      lhViewer = (await lighthouseScores(`${webUrl}${viewer.path}`, runs, undefined, builds))[0];
    }
    if (wants('weights')) console.log('Dashboard route weights ...');
    const weights = wants('weights') ? await dashboardWeights(browser, webUrl, founder) : [];
    if (wants('axe')) console.log('axe on /, /apply, /auth, /dashboard/investors, /dashboard/saved ...');
    const axeResults = wants('axe') ? await axePages(browser, webUrl, founder) : [];

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const rows: [string, string, string, boolean][] = [];
    if (js && lh) {
      console.log('\nLanding route JavaScript (gzip):');
      for (const f of js.files) {
        console.log(
          `  ${f.file.padEnd(48)} ${kb(f.gzipBytes).padStart(7)} KB${f.forbidden.length ? `  CONTAINS ${f.forbidden.join(', ')}` : ''}`,
        );
      }
      const forbidden = [...new Set(js.files.flatMap((f) => f.forbidden))];
      rows.push(
        [
          'landing JS (gzip)',
          `${kb(js.gzipBytes)} KB`,
          `≤ ${BUDGETS.landingJsGzipKb} KB`,
          js.gzipBytes <= BUDGETS.landingJsGzipKb * 1024,
        ],
        [
          'landing: Cloudscape / Amplify',
          forbidden.length ? forbidden.join(', ') : 'none',
          'none',
          forbidden.length === 0,
        ],
        [
          'Lighthouse performance (/)',
          String(lh.performance),
          `≥ ${BUDGETS.lighthousePerformance}`,
          lh.performance >= BUDGETS.lighthousePerformance,
        ],
        [
          'Lighthouse accessibility (/)',
          String(lh.accessibility),
          `≥ ${BUDGETS.lighthouseAccessibility}`,
          lh.accessibility >= BUDGETS.lighthouseAccessibility,
        ],
      );
    }
    for (const [path, all] of [
      ['/', lhAll],
      ['/auth', lhAuthAll],
      ['/dashboard/investors', lhInvestorsAll],
    ] as const) {
      for (const [b, result] of (all ?? []).entries()) {
        if (b === 0) continue;
        console.log(
          `\nLighthouse ${path} (${builds[b]!.name}) runs: performance ${result.runs.performance.join(', ')}; median ${result.performance}, TBT ${Math.round(result.metrics['total-blocking-time']!)} ms, LCP ${Math.round(result.metrics['largest-contentful-paint']!)} ms`,
        );
      }
    }
    const lighthouse: [string, typeof lh, number][] = [
      ['/', lh, BUDGETS.lighthousePerformance],
      ['/auth', lhAuth, BUDGETS.authPerformance],
      ['/dashboard/investors', lhInvestors, BUDGETS.investorsPerformance],
      ['/d/{slug} (viewer)', lhViewer, BUDGETS.viewerPerformance],
    ];
    for (const [path, result, target] of lighthouse) {
      if (!result) continue;
      console.log(
        `\nLighthouse ${path} runs: performance ${result.runs.performance.join(', ')}; accessibility ${result.runs.accessibility.join(', ')}`,
      );
      console.log(
        `  median metrics: FCP ${Math.round(result.metrics['first-contentful-paint']!)} ms, LCP ${Math.round(result.metrics['largest-contentful-paint']!)} ms, TBT ${Math.round(result.metrics['total-blocking-time']!)} ms, CLS ${result.metrics['cumulative-layout-shift']!.toFixed(3)}`,
      );
      if (path !== '/')
        rows.push([
          `Lighthouse performance (${path})`,
          String(result.performance),
          `≥ ${target}`,
          result.performance >= target,
        ]);
    }
    if (weights.length) {
      console.log('\nDashboard routes, signed in, fresh page (gzip):');
      console.log(`  ${'route'.padEnd(24)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)}  files`);
    }
    for (const w of weights) {
      console.log(
        `  ${w.path.padEnd(24)} ${`${kb(w.jsGzipBytes)} KB`.padStart(9)} ${`${kb(w.cssGzipBytes)} KB`.padStart(9)}  ${w.files}`,
      );
    }
    for (const r of axeResults) {
      for (const v of r.seriousOrCritical)
        console.log(`  axe ${r.path}: ${v.impact} ${v.id} (${v.nodes}) ${v.help}`);
    }
    rows.push(
      ...axeResults.map((r): [string, string, string, boolean] => [
        `axe serious+critical ${r.path}`,
        `${r.seriousOrCritical.length} (all: ${r.total})`,
        `${BUDGETS.axeSeriousOrCritical}`,
        r.seriousOrCritical.length <= BUDGETS.axeSeriousOrCritical,
      ]),
    );
    console.log(`\nFinished; ${load()}`);
    console.log(`\n${'budget'.padEnd(46)} ${'figure'.padEnd(17)} ${'target'.padEnd(9)} ok`);
    for (const [name, figure, target, ok] of rows) {
      console.log(`${name.padEnd(46)} ${figure.padEnd(17)} ${target.padEnd(9)} ${ok ? 'yes' : 'NO'}`);
    }
    if (rows.some((r) => !r[3])) process.exitCode = 1;
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(`✗ bench:web failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
