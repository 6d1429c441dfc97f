/**
 * `npm run bench:search-libs [-- --sizes 10000,100000] [--candidates own,minisearch,orama,flexsearch]`
 *
 * Compares the search index's own word matching (functions/investors/search-index.ts) with three full-text
 * libraries put in its place (issue 12 "Search that finds"; docs/decisions/0003-search.md): MiniSearch, Orama and
 * FlexSearch. Each library only answers the text (every matching record with a score, all terms required, prefix
 * and, where it has one, one-edit typo tolerance, the same field boosts: name and company 10, tags 6, places 4,
 * texts 1, the vocabulary's synonyms indexed with the tags); filters, facets, sort and paging stay the index's
 * (`search(index, query, { text })`), so the figures are what the product would see with the library inside.
 *
 * Prints, per candidate: relevance on the relevance test set (functions/investors/relevance-cases.ts: cases whose
 * investors rank in the top 10, on the real catalogue in data/, plus whether 'fintech' finds every Industry =
 * Fintech investor); per synthetic size (scripts/bench/generate.ts), build time and heap of the library's index
 * (the own index: buildIndex) and p50/p95 of the whole search for the text queries of scripts/bench-search.ts.
 * Pure in-process: no DynamoDB, no network. Libraries are devDependencies used only here.
 */
import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import type { InvestorRecord } from '../functions/data/investor.js';
import { readCatalogue } from '../functions/catalogue/catalogue.js';
import { MUST_RANK_TOP_10 } from '../functions/investors/relevance-cases.js';
import {
  buildIndex,
  fold,
  search,
  SYNONYMS,
  words,
  type ExternalText,
  type SearchIndex,
} from '../functions/investors/search-index.js';
import { InvestorListQuery } from '../shared/schemas.js';
import { syntheticInvestors } from './bench/generate.js';
import { searchQueries } from './bench/search-queries.js';
import { arg, fmt, heapMb, loadNow, runMain, timeIt } from './bench/timing.js';

/** One record as the libraries index it (every field folded; synonyms of its tags added to `tags`). */
interface Doc {
  pos: number;
  name: string;
  tags: string;
  places: string;
  text: string;
}
const FIELDS = ['name', 'tags', 'places', 'text'] as const;
const BOOST = { name: 10, tags: 6, places: 4, text: 1 };

/** tag (lower case) → the synonym words that stand for it (the inverse of SYNONYMS). */
const SYNONYMS_OF = new Map<string, string[]>();
for (const [word, tags] of SYNONYMS) {
  for (const tag of tags)
    SYNONYMS_OF.set(tag.toLowerCase(), [...(SYNONYMS_OF.get(tag.toLowerCase()) ?? []), word]);
}

function docsOf(index: SearchIndex): Doc[] {
  return index.records.map((r, pos) => {
    const tags = [...r.funding_industries, ...r.funding_stage, r.funding_type];
    return {
      pos,
      name: fold(`${r.name} ${r.company}`),
      tags: fold([...tags, ...tags.flatMap((t) => SYNONYMS_OF.get(t.toLowerCase()) ?? [])].join(' ')),
      places: fold([...r.location, r.city ?? ''].join(' ')),
      text: fold(`${r.funding_description} ${r.details?.focus ?? ''} ${r.bio}`),
    };
  });
}

/** A candidate: builds over the index's records (in position order) and answers a text with every match. */
interface Candidate {
  name: string;
  build(index: SearchIndex): Promise<void>;
  /** undefined: the index's own matching. */
  text(q: string): Promise<ExternalText | undefined>;
}

function own(): Candidate {
  const state: { index?: SearchIndex } = {};
  return {
    name: 'own index (bit sets)',
    // Rebuilt from the records, held while measured (the heap it takes).
    build: async (index) => void (state.index = buildIndex(index.records)),
    text: async () => undefined,
  };
}

function miniSearch(): Candidate {
  let ms: MiniSearch<Doc>;
  return {
    name: 'MiniSearch 7.2.0',
    async build(index) {
      ms = new MiniSearch<Doc>({
        idField: 'pos',
        fields: [...FIELDS],
        tokenize: words,
        processTerm: (t) => t,
      });
      ms.addAll(docsOf(index));
    },
    async text(q) {
      const hits = ms.search(q, {
        combineWith: 'AND',
        prefix: (t) => t.length >= 2,
        fuzzy: (t) => (t.length >= 5 ? 1 : false),
        boost: BOOST,
      });
      return { positions: hits.map((h) => h.id as number), scores: hits.map((h) => h.score) };
    },
  };
}

function orama(): Candidate {
  const schema = { pos: 'number', name: 'string', tags: 'string', places: 'string', text: 'string' } as const;
  const make = () =>
    create({
      schema,
      components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: words } },
    });
  let db: ReturnType<typeof make>;
  let size = 0;
  return {
    name: 'Orama 3.1.18',
    async build(index) {
      db = make();
      size = index.records.length;
      await insertMultiple(db, docsOf(index), 1000);
    },
    async text(q) {
      const res = await oramaSearch(db, {
        term: q,
        properties: [...FIELDS],
        boost: BOOST,
        // One tolerance per query: a typo budget only when every term is long enough (as the own index).
        tolerance: words(q).every((t) => t.length >= 5) ? 1 : 0,
        threshold: 0, // every term required
        limit: size,
      });
      return { positions: res.hits.map((h) => h.document.pos), scores: res.hits.map((h) => h.score) };
    },
  };
}

function flexSearch(): Candidate {
  let fields: [FlexIndex, number][] = [];
  let size = 0;
  return {
    name: 'FlexSearch 0.8.212',
    async build(index) {
      size = index.records.length;
      fields = FIELDS.map((f) => [new FlexIndex({ tokenize: 'forward' }), BOOST[f]]);
      for (const doc of docsOf(index)) FIELDS.forEach((f, k) => fields[k]![0].add(doc.pos, doc[f]));
    },
    // FlexSearch answers a whole query per field and has no scores: per term, the best field's boost; all terms
    // required; no edit-distance typo tolerance (its phonetic encoders are a different trade).
    async text(q) {
      let scores: Map<number, number> | undefined;
      for (const term of new Set(words(q))) {
        const best = new Map<number, number>();
        for (const [field, boost] of fields) {
          for (const id of field.search(term, { limit: size }) as number[]) {
            if ((best.get(id) ?? 0) < boost) best.set(id, boost);
          }
        }
        const next = new Map<number, number>();
        for (const [id, s] of best) {
          if (!scores) next.set(id, s);
          else if (scores.has(id)) next.set(id, scores.get(id)! + s);
        }
        scores = next;
      }
      return { positions: [...(scores ?? new Map()).keys()], scores: [...(scores ?? new Map()).values()] };
    },
  };
}

const parse = (qs: string) => {
  const params = new URLSearchParams(qs);
  return InvestorListQuery.parse({ ...Object.fromEntries(params), industry: params.getAll('industry') });
};

async function run(index: SearchIndex, c: Candidate, query: InvestorListQuery) {
  const text = query.q ? await c.text(query.q) : undefined;
  return search(index, query, text ? { text } : {});
}

async function relevance(c: Candidate): Promise<string> {
  const catalogue = await readCatalogue({ fundraisingFoxCsv: undefined });
  const index = buildIndex(catalogue.investors.map((i) => i.record));
  await c.build(index);
  const failed: string[] = [];
  for (const [raw, ids, why] of MUST_RANK_TOP_10) {
    const top = (await run(index, c, InvestorListQuery.parse(raw))).items.map((r) => r.id);
    if (!ids.every((id) => top.includes(id))) failed.push(`${raw.q} (${why})`);
  }
  const fintech = await run(index, c, InvestorListQuery.parse({ q: 'fintech', pageSize: '50' }));
  const tagged = search(index, InvestorListQuery.parse({ industry: ['Fintech'] })).total;
  const passed = MUST_RANK_TOP_10.length - failed.length;
  return (
    `${passed}/${MUST_RANK_TOP_10.length} cases; 'fintech' ${fintech.total} results (Industry = Fintech: ${tagged})` +
    (failed.length ? `; missed: ${failed.join(', ')}` : '')
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadStart = loadNow();
  const sizes = (arg('sizes') ?? '10000,100000').split(',').map(Number);
  const wanted = (arg('candidates') ?? 'own,minisearch,orama,flexsearch').split(',');
  const candidates = [own(), miniSearch(), orama(), flexSearch()].filter((c) =>
    wanted.some((w) => c.name.toLowerCase().startsWith(w)),
  );
  const lines: string[] = [];
  const out = (line: string) => {
    lines.push(line);
    console.error(line);
  };
  for (const c of candidates) out(`relevance | ${c.name} | ${await relevance(c)}`);
  for (const size of sizes) {
    const records: InvestorRecord[] = syntheticInvestors(size, 42, 0);
    const index = buildIndex(records);
    const deep = Math.min(Math.ceil(size / 10), size >= 100_000 ? 5000 : 500);
    const queries = searchQueries(deep).filter(([kind]) => kind.includes('text'));
    const runs = size >= 100_000 ? 100 : 200;
    for (const c of candidates) {
      const before = heapMb();
      const t0 = performance.now();
      await c.build(index);
      const buildMs = performance.now() - t0;
      const heap = heapMb() - before;
      out(
        `${size} | ${c.name} | build ${buildMs.toFixed(0)} ms | heap held by its index ${heap.toFixed(0)} MB`,
      );
      for (const [kind, label, qs] of queries) {
        const query = parse(qs);
        const total = (await run(index, c, query)).total;
        const t = await timeIt(runs, () => run(index, c, query), { budgetMs: 5000, minRuns: 5, warmUp: 2 });
        out(
          `${size} | ${c.name} | ${kind}: ${label} [${total} hits] | p50/p95 ${fmt(t)} ms (${t.runs} runs)`,
        );
      }
      await c.build(buildIndex([])); // drop the library's index before the next candidate
    }
  }
  console.log(
    `\nFull-text library comparison (Node ${process.version}; load average at start ${loadStart}, at end ${loadNow()})\n`,
  );
  for (const line of lines) console.log(line);
  console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

runMain(main);
