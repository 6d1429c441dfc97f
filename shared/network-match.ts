/**
 * The warm-intro matcher (issue 24 "Warm intros from the founder's own network"; docs/decisions/0037-network-in-the-browser.md):
 * the people of a founder's LinkedIn `Connections.csv` matched against the compact public network index
 * (`GET /v1/catalogue/network-index`, shared/network-schemas.ts). It runs in the browser (a Web Worker) and in the
 * benchmark; nothing here sends anything anywhere. Pure; no zod, so the web bundle stays light.
 *
 * Rules (one per match kind; a connection may match several investors, each once, the strongest kind kept):
 * - **direct**: the connection's Company, as a name key (`companyKey`: case, accents and punctuation folded, a
 *   leading 'The' and trailing legal suffixes like 'GmbH', 'LLC', 'Inc.' dropped; 'Ventures', 'Capital',
 *   'Partners' kept, since they are what tells 'Lux Capital' from 'Lux Research'), equals an investor's name, its
 *   company (the firm behind a programme) or one of its curated aliases (shared/investor-aliases.ts, sent in the
 *   index); or the Company is a domain, or the Email Address has a domain, equal to the investor's website domain.
 * - **programme**: the Company equals the name of a programme listed under another company (an accelerator's
 *   'Techstars Boston' under 'Techstars'), and the investor is the firm of that name.
 * - **portfolio**: the Company equals a portfolio company the catalogue knows for the investor (one hop).
 * Keys are compared whole: no prefix, typo or word-overlap matching, so look-alikes ('Lux Research', 'Capital
 * One') never match. A Position naming an investing role (Partner, Principal, Associate, GP, Investment
 * Manager, ...) marks the match `investor_role`.
 */
import { fold } from './fold.js';

/** One investor of the network index (ids and public names only; never a contact). */
export interface NetworkIndexEntry {
  /** The investor id (the profile's `/dashboard/investors/{id}`). */
  id: string;
  /** The listing's name. */
  name: string;
  /** The firm it is listed under, when not its own name (a programme's network). */
  company?: string;
  /** Curated other names of the firm (shared/investor-aliases.ts). */
  aliases?: string[];
  /** Registrable website domains, lower case, no 'www.'. */
  domains?: string[];
  /** Portfolio companies the catalogue knows (awesome-oss-investors' example investments). */
  portfolio?: string[];
}

/** The compact public index the page fetches (shape of `GET /v1/catalogue/network-index`). */
export interface NetworkIndexData {
  investors: NetworkIndexEntry[];
}

/** One person of the connections file (the columns of LinkedIn's export; '' when absent). */
export interface Connection {
  first_name: string;
  last_name: string;
  url: string;
  email: string;
  company: string;
  position: string;
}

export type MatchKind = 'direct' | 'programme' | 'portfolio';

/** Which rule made a match: what of the connection equalled what of the investor. */
export type MatchRule =
  | 'name' // Company equals the investor's name
  | 'company' // Company equals the firm a listing is under
  | 'alias' // Company equals a curated alias of the firm
  | 'domain' // Company or email domain equals the website domain
  | 'programme' // Company equals a programme of the firm
  | 'portfolio'; // Company equals a portfolio company

/** A connection matched to an investor, with why. */
export interface NetworkMatch {
  connection: Connection;
  investor_id: string;
  investor_name: string;
  kind: MatchKind;
  rule: MatchRule;
  /** What of the connection matched (the Company as written, or the email / company domain). */
  value: string;
  /** What of the investor it equalled (its name, alias, domain, programme or portfolio company as listed). */
  target: string;
  /** The Position names an investing role. */
  investor_role: boolean;
}

/** Legal-form words dropped from the end of a company name (folded; several may follow each other). */
const LEGAL_SUFFIXES = new Set([
  'gmbh',
  'mbh',
  'llc',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'ag',
  'kg',
  'ug',
  'gbr',
  'bv',
  'nv',
  'lp',
  'llp',
  'oy',
  'ab',
  'asa',
  'aps',
  'pte',
  'pty',
  'kk',
  'kft',
  'sl',
  'lda',
  'ltda',
  'se',
  'sagl',
  'ou',
]);
/** Dotted or spaced legal forms that fold into several letters ('L.L.C.' → 'l l c'). */
const SPLIT_SUFFIXES: readonly string[][] = [
  'l l c',
  'l p',
  'l l p',
  's a',
  'b v',
  'n v',
  's a s',
  's r l',
  's p a',
].map((form) => form.split(' '));

/**
 * The comparison key of a company or firm name: folded (shared/fold.ts), '&' read as 'and', a leading 'the'
 * dropped, trailing legal suffixes (and an 'and' left before them: 'GmbH & Co. KG') dropped while a word remains. '' for a name of no letters or digits.
 * e.g. 'Lux Capital Management, LLC' → 'lux capital management'; 'Sequoia Capital' → 'sequoia capital';
 * 'Société Générale S.A.' → 'societe generale'.
 */
export function companyKey(text: string): string {
  const w = fold(text.replace(/&/g, ' and ')).split(' ').filter(Boolean);
  if (w.length > 1 && w[0] === 'the') w.shift();
  for (;;) {
    const last = w[w.length - 1]!;
    if (w.length > 1 && (LEGAL_SUFFIXES.has(last) || last === 'and')) {
      w.pop();
      continue;
    }
    const split = SPLIT_SUFFIXES.find(
      (s) => w.length > s.length && s.every((x, i) => w[w.length - s.length + i] === x),
    );
    if (!split) break;
    w.splice(w.length - split.length);
  }
  return w.join(' ');
}

/**
 * The domain key of an email address, URL or bare domain: the host in lower case without 'www.'; '' when the text
 * is none of these (a company name with spaces, an empty cell). e.g. 'ana@LuxCapital.com' → 'luxcapital.com'.
 */
export function domainKey(text: string): string {
  const t = text.trim().toLowerCase();
  if (!t) return '';
  const host = t.includes('@')
    ? t.slice(t.lastIndexOf('@') + 1)
    : t.replace(/^[a-z]+:\/\//, '').split(/[/?#:]/)[0]!;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return '';
  return host.replace(/^www\./, '');
}

/** Positions that invest (case-insensitive, whole words). */
const INVESTOR_ROLE =
  /\b(partner|principal|associate|gp|general partner|managing director|venture partner|investment (manager|director|analyst|associate|partner)|investor|analyst|vc|venture capital(ist)?|founding partner|investment team|scout)\b/i;

/** True when a LinkedIn Position names an investing role ('Partner', 'Investment Manager', 'GP', ...). */
export function isInvestorRole(position: string): boolean {
  return INVESTOR_ROLE.test(position);
}

/** Strength of a kind: a connection keeps its strongest match per investor. */
const KIND_RANK: Record<MatchKind, number> = { direct: 0, programme: 1, portfolio: 2 };

interface Target {
  entry: NetworkIndexEntry;
  kind: MatchKind;
  rule: MatchRule;
  target: string;
}

/** A matcher built once per index: lookups by company key and by domain. */
export interface Matcher {
  byKey: Map<string, Target[]>;
  byDomain: Map<string, Target[]>;
}

function add(map: Map<string, Target[]>, key: string, t: Target): void {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(t);
  else map.set(key, [t]);
}

/** Builds the lookups of `index` (O(investors + names)). */
export function buildMatcher(index: NetworkIndexData): Matcher {
  const byKey = new Map<string, Target[]>();
  const byDomain = new Map<string, Target[]>();
  const byName = new Map<string, NetworkIndexEntry[]>();
  for (const entry of index.investors) {
    const nameKey = companyKey(entry.name);
    if (nameKey) byName.set(nameKey, [...(byName.get(nameKey) ?? []), entry]);
  }
  for (const entry of index.investors) {
    add(byKey, companyKey(entry.name), { entry, kind: 'direct', rule: 'name', target: entry.name });
    if (entry.company) {
      add(byKey, companyKey(entry.company), {
        entry,
        kind: 'direct',
        rule: 'company',
        target: entry.company,
      });
      // The listing is a programme of the firm named `company`: people at the programme are one hop from the firm.
      for (const firm of byName.get(companyKey(entry.company)) ?? []) {
        if (firm.id !== entry.id) {
          add(byKey, companyKey(entry.name), {
            entry: firm,
            kind: 'programme',
            rule: 'programme',
            target: entry.name,
          });
        }
      }
    }
    for (const alias of entry.aliases ?? []) {
      add(byKey, companyKey(alias), { entry, kind: 'direct', rule: 'alias', target: alias });
    }
    for (const domain of entry.domains ?? []) {
      add(byDomain, domain, { entry, kind: 'direct', rule: 'domain', target: domain });
    }
    for (const company of entry.portfolio ?? []) {
      add(byKey, companyKey(company), { entry, kind: 'portfolio', rule: 'portfolio', target: company });
    }
  }
  return { byKey, byDomain };
}

/**
 * The matches of `connections` against the matcher's index: per connection and investor the strongest kind
 * (direct, then programme, then portfolio; the first rule in the order name, company, alias, domain for a tie),
 * sorted by investor name, investor id, then the connection's last and first name and URL, so the result does not
 * depend on the order of the file or of the index.
 */
export function matchConnections(connections: readonly Connection[], matcher: Matcher): NetworkMatch[] {
  const out: NetworkMatch[] = [];
  for (const connection of connections) {
    const best = new Map<string, { t: Target; value: string }>();
    const consider = (targets: Target[] | undefined, value: string) => {
      for (const t of targets ?? []) {
        const held = best.get(t.entry.id);
        if (!held || better(t, held.t)) best.set(t.entry.id, { t, value });
      }
    };
    const company = connection.company.trim();
    consider(matcher.byKey.get(companyKey(company)), company);
    const companyDomain = domainKey(company);
    if (companyDomain) consider(matcher.byDomain.get(companyDomain), companyDomain);
    const emailDomain = connection.email.includes('@') ? domainKey(connection.email) : '';
    if (emailDomain) consider(matcher.byDomain.get(emailDomain), emailDomain);
    if (best.size === 0) continue;
    const role = isInvestorRole(connection.position);
    for (const { t, value } of best.values()) {
      out.push({
        connection,
        investor_id: t.entry.id,
        investor_name: t.entry.name,
        kind: t.kind,
        rule: t.rule,
        value,
        target: t.target,
        investor_role: role,
      });
    }
  }
  return out.sort(compareMatches);
}

const RULE_RANK: Record<MatchRule, number> = {
  name: 0,
  company: 1,
  alias: 2,
  domain: 3,
  programme: 4,
  portfolio: 5,
};

function better(a: Target, b: Target): boolean {
  if (KIND_RANK[a.kind] !== KIND_RANK[b.kind]) return KIND_RANK[a.kind] < KIND_RANK[b.kind];
  if (RULE_RANK[a.rule] !== RULE_RANK[b.rule]) return RULE_RANK[a.rule] < RULE_RANK[b.rule];
  return a.target < b.target;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The total order of matches (investor, then person, then the rest), so equal inputs give equal outputs. */
function compareMatches(a: NetworkMatch, b: NetworkMatch): number {
  return (
    cmp(a.investor_name, b.investor_name) ||
    cmp(a.investor_id, b.investor_id) ||
    cmp(a.connection.last_name, b.connection.last_name) ||
    cmp(a.connection.first_name, b.connection.first_name) ||
    cmp(a.connection.url, b.connection.url) ||
    cmp(a.connection.company, b.connection.company) ||
    cmp(a.connection.email, b.connection.email) ||
    cmp(a.connection.position, b.connection.position) ||
    cmp(a.value, b.value)
  );
}

/** A connection's display name ('Ana Souza'). */
export function connectionName(c: Pick<Connection, 'first_name' | 'last_name'>): string {
  return `${c.first_name} ${c.last_name}`.trim();
}
