/**
 * `npm run bench:match [-- --sizes 10000,100000] [--runs 200]`
 *
 * Measures the investor match (issue 15, docs/decisions/0018-investor-match.md) on the search benchmark's
 * synthetic catalogues (scripts/bench/generate.ts `syntheticInvestors`, the same records `bench:search` uses), in
 * this process, with no database: the DynamoDB calls of the real handler are answered from memory by
 * aws-sdk-client-mock (the catalogue's GSI1 Query pages, the version and startup GetItems, the founder marks'
 * BatchGet), so the figures are the code path's own cost, not DynamoDB's (bench:search and bench:reveal measure
 * the round trips).
 *
 * Prints, per size: the search index build (shared with search, once per catalogue version), the first ranking
 * after a load (the match columns are built then), p50/p95 of ranking the whole catalogue for a new profile, of
 * the reasons of one page, and of the real `GET /v1/matches` handler (warm container) for a NEW profile each
 * request (the memo misses: the worst case) and for the same profile paging (the memo hits). Exits 0.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { investorItem } from '../functions/data/investor.js';
import { keys } from '../functions/data/keys.js';
import { ddb } from '../functions/lib/dynamodb.js';
import { buildIndex } from '../functions/investors/search-index.js';
import { explain, prepare, rank, type MatchProfile } from '../functions/investors/match-score.js';
import { FUNDING_STAGES } from '../shared/vocabulary.js';
import { SECTORS } from '../shared/match-schemas.js';
import { BENCH_COUNTRIES, BENCH_INDUSTRIES, prng, syntheticInvestors } from './bench/generate.js';
import { asFeatureHandler, httpEvent, lambdaContext } from '../test/support/api-event.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timeIt(runs: number, fn: (i: number) => unknown): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (v: number) => v.toFixed(1);
const sizes = (arg('sizes') ?? '10000,100000').split(',').map(Number);
const runs = Number(arg('runs') ?? 200);

// Profiles over the synthetic vocabulary: the sectors both vocabularies share, the generator's countries.
const sharedSectors = BENCH_INDUSTRIES.filter((t) => (SECTORS as readonly string[]).includes(t));
const codes = ['US', 'GB', 'DE', 'FR', 'IN', 'CA', 'SG', 'IL', 'BR', 'NL'];
function profileFor(i: number): MatchProfile {
  const rnd = prng(1000 + i);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  return {
    stage: pick(FUNDING_STAGES),
    sectors: [...new Set([pick(sharedSectors), pick(sharedSectors)])],
    country: pick(codes),
    raising_usd: 100_000 + Math.floor(rnd() * 200) * 50_000,
    needs_lead: rnd() < 0.5,
  };
}

process.env.TABLE_NAME = 'fundscout-bench-match';
process.env.CATALOGUE_REFRESH_MS = '0';
process.env.LOG_LEVEL = 'ERROR';
const mock = mockClient(ddb());
let pages: Record<string, unknown>[][] = [];
let version = 0;
const startups = new Map<string, MatchProfile & { updated_at: string; description: string }>();
mock.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: { page: number } }) => {
  const at = input.ExclusiveStartKey?.page ?? 0;
  return { Items: pages[at], LastEvaluatedKey: at + 1 < pages.length ? { page: at + 1 } : undefined };
});
mock.on(GetCommand).callsFake((input: GetCommandInput) => {
  const key = input.Key as { pk: string; sk: string };
  if (key.sk === 'VERSION') return { Item: { ...key, version } };
  if (key.sk === 'STARTUP') {
    const profile = startups.get(key.pk);
    return { Item: profile ? { ...key, type: 'startup', ...profile } : undefined };
  }
  return {};
});
// The founder has revealed and saved nothing: the marks BatchGet answers no items.
mock.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
  Responses: Object.fromEntries(Object.keys(input.RequestItems ?? {}).map((t) => [t, []])),
}));
const handler = asFeatureHandler((await import('../functions/match/handler.js')).handler);

console.log(
  `bench:match, ${runs} runs a figure, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}, ${BENCH_COUNTRIES.length} countries`,
);
const rows: string[][] = [];
for (const size of sizes) {
  const records = syntheticInvestors(size);
  const items = records.map(investorItem);
  pages = [];
  for (let i = 0; i < items.length; i += 2000) pages.push(items.slice(i, i + 2000));
  version += 1;

  let t = performance.now();
  const index = buildIndex(records);
  const build = performance.now() - t;
  t = performance.now();
  rank(index, prepare(profileFor(0)), Date.now());
  const firstRank = performance.now() - t;
  const ranking = await timeIt(runs, (i) => rank(index, prepare(profileFor(i + 10)), Date.now()));
  const top = rank(index, prepare(profileFor(1)), Date.now());
  const reasons = await timeIt(runs, () => {
    for (let k = 0; k < 10; k++) explain(index.records[top[k]!]!, prepare(profileFor(1)), Date.now());
  });

  // The real handler, warm: a new profile each request (memo miss) ...
  const call = (sub: string, query = '') =>
    handler(httpEvent('GET /v1/matches', { rawQueryString: query, claims: { sub } }), lambdaContext);
  const founder = (i: number) => {
    const sub = `bench-${size}-${i}`;
    startups.set(keys.userPartition(sub), {
      ...profileFor(i + 500),
      description: '',
      updated_at: '2026-11-23T00:00:00.000Z',
    });
    return sub;
  };
  await call(founder(-100)); // loads the catalogue into the container
  const miss = await timeIt(runs, (i) => call(founder(i)));
  // ... and one founder paging through (memo hits).
  const pager = founder(9999);
  const hit = await timeIt(runs, (i) => call(pager, `page=${(Math.abs(i) % 50) + 1}`));
  const answer = await call(pager);
  if (answer.statusCode !== 200)
    throw new Error(`GET /v1/matches answered ${answer.statusCode}: ${answer.body}`);

  rows.push([
    size.toLocaleString('en-US'),
    ms(build),
    ms(firstRank),
    `${ms(ranking.p50)} / ${ms(ranking.p95)}`,
    `${ms(reasons.p50)} / ${ms(reasons.p95)}`,
    `${ms(miss.p50)} / ${ms(miss.p95)}`,
    `${ms(hit.p50)} / ${ms(hit.p95)}`,
  ]);
}

const header = [
  'investors',
  'index build ms',
  'first rank ms',
  'rank p50 / p95 ms',
  'reasons of a page p50 / p95 ms',
  'GET /v1/matches, new profile p50 / p95 ms',
  'GET /v1/matches, paging p50 / p95 ms',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---:').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
mock.restore();
