/**
 * The query vocabulary of the search index (docs/decisions/0003-search.md): words that stand for a tag of the
 * catalogue (SYNONYMS), and the tag a whole query names (the suggestion of an empty result: 'fintech' →
 * Industry: Fintech). Pure.
 */
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../../shared/vocabulary.js';
import { words } from './tokenise.js';

/**
 * Query words that stand for a tag of the vocabulary (industry, stage or type), lower case. Words that are already
 * a word of the tag ('fintech', 'seed', 'ai') need no entry. A Map: query words are user input, and a plain object
 * would answer `Object.prototype` for 'constructor' (issue 22, item 2).
 */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['ml', ['AI & Machine Learning']],
  ['genai', ['AI & Machine Learning']],
  ['llm', ['AI & Machine Learning']],
  ['vc', ['Venture Fund']],
  ['vcs', ['Venture Fund']],
  ['angels', ['Angel Investor', 'Angel Network']],
  ['cvc', ['Corporate VC']],
  ['corporate', ['Corporate VC']],
  ['incubator', ['Accelerator']],
  ['accelerators', ['Accelerator']],
  ['preseed', ['Pre-Seed']],
  ['blockchain', ['Crypto & Web3']],
  ['web3', ['Crypto & Web3']],
  ['defi', ['Crypto & Web3']],
  ['cleantech', ['Climate Tech']],
  ['climatetech', ['Climate Tech']],
  ['insurance', ['InsurTech']],
  ['health', ['Healthtech', 'Digital Health']],
  ['healthcare', ['Healthtech', 'Digital Health']],
  ['medtech', ['Medical Devices']],
  ['education', ['EdTech']],
  ['security', ['Cybersecurity']],
  ['b2b', ['Enterprise Software']],
  ['enterprise', ['Enterprise Software']],
  ['oss', ['Open Source']],
  ['opensource', ['Open Source']],
  ['payments', ['Fintech']],
  ['banking', ['Fintech']],
  ['finance', ['Fintech']],
]);

/** The tag a whole query names (exact tag name or a synonym; `industries`: the catalogue's), as a filter change. */
export function tagOfQuery(
  industries: readonly string[],
  q: string,
): { field: 'industry' | 'type' | 'stage'; value: string } | null {
  const phrase = words(q).join(' ');
  const synonyms = SYNONYMS.get(phrase.replace(/ /g, '')) ?? [];
  const candidates = [...synonyms.map((s) => s.toLowerCase()), phrase];
  for (const c of candidates) {
    const type = INVESTOR_TYPES.find((t) => words(t).join(' ') === c || t.toLowerCase() === c);
    if (type) return { field: 'type', value: type };
    const stage = FUNDING_STAGES.find((s) => words(s).join(' ') === c || s.toLowerCase() === c);
    if (stage) return { field: 'stage', value: stage };
    const industry = industries.find((t) => words(t).join(' ') === c || t.toLowerCase() === c);
    if (industry) return { field: 'industry', value: industry };
  }
  return null;
}
