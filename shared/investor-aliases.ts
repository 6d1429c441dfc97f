/**
 * The one curated list of investor aliases (issue 23, "Search and match that find the firm you typed"): the
 * names founders type for well-known firms ('YC' for Y Combinator, 'a16z' for Andreessen Horowitz). Data only, no
 * logic, so every reader shares it: the investor search (functions/investors/search/build.ts) treats every name of
 * an entry as the firm's own name (an exact match of any of them ranks the firm first, and each is a word of it),
 * and the browser-side warm-intro matcher reuses it.
 *
 * Shape: one entry per firm, `name` the canonical name (as the firm writes it), `domain` its registrable website
 * domain (lower case, no 'www.'; null when the firm has none of its own), `aliases` the other names in use (case
 * and punctuation do not matter: readers fold them). A name appears in one entry only (a unit test checks it).
 *
 * Sources: the firms' own websites and press pages (the abbreviation each uses for itself). Add an entry only for
 * an alias in common use that names exactly one firm; a programme of a firm ('Techstars Boston') is not an alias.
 */
export interface InvestorAlias {
  /** The canonical name, e.g. 'Andreessen Horowitz'. */
  name: string;
  /** The firm's registrable domain, e.g. 'a16z.com'; null when none. */
  domain: string | null;
  /** Other names of the firm, e.g. ['a16z']. */
  aliases: readonly string[];
}

export const INVESTOR_ALIASES: readonly InvestorAlias[] = [
  { name: 'Y Combinator', domain: 'ycombinator.com', aliases: ['YC'] },
  { name: 'Andreessen Horowitz', domain: 'a16z.com', aliases: ['a16z'] },
  { name: 'Bessemer Venture Partners', domain: 'bvp.com', aliases: ['BVP', 'Bessemer'] },
  { name: 'Sequoia Capital', domain: 'sequoiacap.com', aliases: ['Sequoia'] },
  {
    name: 'Kleiner Perkins',
    domain: 'kleinerperkins.com',
    aliases: ['KP', 'KPCB', 'Kleiner Perkins Caufield & Byers'],
  },
  { name: 'Lightspeed Venture Partners', domain: 'lsvp.com', aliases: ['Lightspeed', 'LSVP'] },
  { name: 'General Catalyst', domain: 'generalcatalyst.com', aliases: ['GC'] },
  { name: 'New Enterprise Associates', domain: 'nea.com', aliases: ['NEA'] },
  { name: 'Greylock Partners', domain: 'greylock.com', aliases: ['Greylock'] },
  { name: 'Index Ventures', domain: 'indexventures.com', aliases: ['Index'] },
  { name: 'Founders Fund', domain: 'foundersfund.com', aliases: ['FF'] },
  { name: 'Khosla Ventures', domain: 'khoslaventures.com', aliases: ['KV', 'Khosla'] },
  { name: 'Union Square Ventures', domain: 'usv.com', aliases: ['USV'] },
  { name: 'First Round Capital', domain: 'firstround.com', aliases: ['First Round'] },
  { name: 'GV', domain: 'gv.com', aliases: ['Google Ventures'] },
  { name: 'Institutional Venture Partners', domain: 'ivp.com', aliases: ['IVP'] },
  { name: 'Norwest Venture Partners', domain: 'nvp.com', aliases: ['NVP', 'Norwest'] },
  { name: 'Battery Ventures', domain: 'battery.com', aliases: ['Battery'] },
  { name: 'Bain Capital Ventures', domain: 'baincapitalventures.com', aliases: ['BCV'] },
  { name: 'Insight Partners', domain: 'insightpartners.com', aliases: ['Insight Venture Partners'] },
  { name: 'GGV Capital', domain: 'ggvc.com', aliases: ['GGV', 'Granite Global Ventures'] },
  { name: 'CRV', domain: 'crv.com', aliases: ['Charles River Ventures'] },
  { name: 'SoftBank Vision Fund', domain: 'visionfund.com', aliases: ['SVF', 'Vision Fund'] },
  { name: '500 Global', domain: '500.co', aliases: ['500 Startups'] },
  { name: 'Entrepreneur First', domain: 'joinef.com', aliases: ['EF'] },
  { name: 'Tiger Global Management', domain: 'tigerglobal.com', aliases: ['Tiger Global'] },
  { name: 'Coatue Management', domain: 'coatue.com', aliases: ['Coatue'] },
  { name: 'Draper Fisher Jurvetson', domain: 'dfj.com', aliases: ['DFJ'] },
  { name: 'Lux Capital', domain: 'luxcapital.com', aliases: ['Lux'] },
];
