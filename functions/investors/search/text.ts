/**
 * Text matching of the search index (docs/decisions/0003-search.md): a query term's variants (exact word, prefix
 * words, one-edit words, synonym tags; cached per index), the bit set of the positions matching every term, and
 * the scores of a result's positions (weights and bonuses from ranking.ts). Pure.
 */
import { bitsOf, cardinality, forEachBit, has, wordsFor, type Bits } from './bitset.js';
import type { SearchIndex, Variant } from './model.js';
import {
  EXACT_COMPANY_BONUS,
  EXACT_NAME_BONUS,
  INFIX_FACTOR,
  NAME_PHRASE_BONUS,
  NAME_START_BONUS,
  PREFIX_FACTOR,
  TYPO_FACTOR,
} from './ranking.js';
import { SYNONYMS } from './synonyms.js';
import { lowerBound, withinOneEdit, words } from './tokenise.js';

/** Words a prefix term may expand to (the most frequent first would need counts; the first in order is enough). */
export const PREFIX_LIMIT = 64;

/** Normalised-token cache size: distinct query terms whose variants are kept (cleared when full). */
const VARIANT_CACHE = 4096;

/** Terms of at least this many letters also match mid-word ('apital' finds Capital: the spec's substring rule). */
export const INFIX_MIN_LENGTH = 3;

/**
 * The ways one query term matches, cached per index: the exact word (1.0), words it starts (0.8, at most
 * PREFIX_LIMIT), words one edit away (0.5; terms of 5+ letters that are no word), words holding it mid-word (0.6;
 * terms of INFIX_MIN_LENGTH+ letters; a scan of the vocabulary, once per term) and its synonyms' tags (their weight).
 */
function variantsOf(index: SearchIndex, term: string): Variant[] {
  const cache = index.scratch.variants;
  const cached = cache.get(term);
  if (cached) return cached;
  const out: Variant[] = [];
  const take = (word: string, factor: number) => {
    const p = index.postings.get(word);
    if (p) out.push({ positions: p.positions, weights: p.weights, factor });
  };
  const vocab = index.vocabulary;
  const at = (k: number) => vocab[k]!;
  const exact = index.postings.has(term);
  take(term, 1);
  if (term.length >= 2) {
    let k = lowerBound(vocab.length, at, term);
    for (let taken = 0; k < vocab.length && vocab[k]!.startsWith(term) && taken < PREFIX_LIMIT; k++) {
      if (vocab[k] === term) continue;
      take(vocab[k]!, PREFIX_FACTOR);
      taken++;
    }
  }
  if (!exact && term.length >= 5) {
    // Candidates start with the term's first letter (replace, insert or delete later) or its second (swap).
    for (const first of new Set([term[0]!, term[1]!])) {
      const from = lowerBound(vocab.length, at, first);
      const to = lowerBound(vocab.length, at, String.fromCharCode(first.charCodeAt(0) + 1));
      for (let k = from; k < to; k++) {
        const word = vocab[k]!;
        if (Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) take(word, TYPO_FACTOR);
      }
    }
  }
  if (term.length >= INFIX_MIN_LENGTH) {
    for (const id of infixWords(index, term)) take(index.words[id]!, INFIX_FACTOR);
  }
  for (const tag of SYNONYMS.get(term) ?? []) {
    const postings = index.byTag.get(tag.toLowerCase());
    if (postings) out.push({ ...postings, factor: 1 });
  }
  if (cache.size >= VARIANT_CACHE) cache.clear();
  cache.set(term, out);
  return out;
}

/**
 * Word ids (`index.words`) of the words holding `term` after their first letter. The candidates are the words
 * having the term's rarest trigram (`index.trigrams`), each checked with `indexOf`; so a new term costs its rarest
 * trigram's words, not a scan of the vocabulary (100,000 words at 100,000 investors).
 */
function infixWords(index: SearchIndex, term: string): number[] {
  const grams = index.trigrams;
  let rarest: Int32Array | undefined;
  for (let i = 0; i + 3 <= term.length; i++) {
    const list = grams.get(term.slice(i, i + 3));
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const out: number[] = [];
  for (const id of rarest!) if (index.words[id]!.indexOf(term, 1) > 0) out.push(id);
  return out;
}

/**
 * Text of a query as bit sets: `bits` are the positions matching every term (undefined when `q` has no words: no
 * text filter). `score(R)` writes each position of the bit set R's total score into `scratch.total` (only those
 * positions): per term the best variant (float32, as stored), summed over the terms in order of fewest matches
 * (the first with the firm bonus), plus the best one of the whole phrase's bonuses (ranking.ts): exact name or
 * alias, exact company, name start, name phrase.
 */
export interface Text {
  bits: Bits;
  score: (result: Bits) => void;
}

export function textOf(index: SearchIndex, q: string | undefined): Text | undefined {
  const terms = [...new Set(words(q ?? ''))];
  if (terms.length === 0) return undefined;
  const n = index.records.length;
  const perTerm = terms
    .map((term) => {
      const variants = variantsOf(index, term);
      const bits = new Uint32Array(wordsFor(n));
      for (const v of variants) {
        const ps = v.positions;
        for (let k = 0; k < ps.length; k++) bits[ps[k]! >>> 5]! |= 1 << (ps[k]! & 31);
      }
      return { variants, bits, count: cardinality(bits) };
    })
    // Fewest matches first: the float32 sums below add in this order (stable for ties).
    .sort((a, b) => a.count - b.count);
  const bits = perTerm[0]!.bits.slice();
  for (const t of perTerm.slice(1)) for (let w = 0; w < bits.length; w++) bits[w]! &= t.bits[w]!;
  const phrase = terms.join(' ');
  const score = (result: Bits) => {
    const { term: best, total } = index.scratch;
    const firm = index.firm;
    let first = true;
    for (const t of perTerm) {
      best.fill(0);
      for (const v of t.variants) {
        const ps = v.positions;
        const ws = v.weights;
        for (let k = 0; k < ps.length; k++) {
          const p = ps[k]!;
          const s = ws[k]! * v.factor;
          if (best[p]! < s) best[p] = s;
        }
      }
      for (let w = 0; w < result.length; w++) {
        let x = result[w]!;
        while (x !== 0) {
          const low = x & -x;
          const p = (w << 5) + 31 - Math.clz32(low);
          total[p] = first ? best[p]! + firm[p]! : total[p]! + best[p]!;
          x ^= low;
        }
      }
      first = false;
    }
    // One bonus per position, the best that applies: exact name or alias, exact company, name start, phrase.
    const given = new Set<number>();
    const bonus = (p: number, b: number) => {
      if (!given.has(p) && has(result, p)) {
        total[p] = total[p]! + b;
        given.add(p);
      }
    };
    const exact = index.exactNames.get(phrase);
    if (exact) for (let k = 0; k < exact.length; k++) bonus(exact[k]!, EXACT_NAME_BONUS);
    const company = index.exactCompanies.get(phrase);
    if (company) for (let k = 0; k < company.length; k++) bonus(company[k]!, EXACT_COMPANY_BONUS);
    const byName = index.orders.name;
    const { names } = index;
    for (
      let k = lowerBound(byName.length, (k) => names[byName[k]!]!, phrase);
      k < byName.length && names[byName[k]!]!.startsWith(phrase);
      k++
    ) {
      bonus(byName[k]!, NAME_START_BONUS);
    }
    if (terms.length > 1) {
      // A phrase of two or more words inside a name (word-aligned): only the result's positions are read.
      const inner = ` ${phrase} `;
      forEachBit(result, (p) => {
        if (!given.has(p) && ` ${names[p]} `.includes(inner)) bonus(p, NAME_PHRASE_BONUS);
      });
    }
  };
  return { bits, score };
}

/**
 * Text matches computed outside the index (scripts/bench-search-libs.ts puts a full-text library here): the
 * matching positions (any order) and the score of each (same order; higher ranks first).
 */
export interface ExternalText {
  positions: ArrayLike<number>;
  scores: ArrayLike<number>;
}

export function externalText(index: SearchIndex, external: ExternalText): Text {
  return {
    bits: bitsOf(index.records.length, external.positions),
    score: () => {
      const total = index.scratch.total;
      for (let k = 0; k < external.positions.length; k++) total[external.positions[k]!] = external.scores[k]!;
    },
  };
}
