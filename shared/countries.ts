/**
 * Country names, one spelling everywhere (the catalogue's importer, the founder's HQ country, the investor portal's
 * listing editor): the runtime's CLDR English names (`Intl.DisplayNames(['en'], { type: 'region' })`), short names
 * where the long ones read badly in a list. Pure (no I/O), so the web bundle uses it as the functions do.
 * Moved here from functions/catalogue/common.ts and functions/match/countries.ts (issue 19, the listing editor).
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Long CLDR names that read badly in a filter list; the short CLDR name is used instead. */
const SHORT_NAME_CODES = new Set(['HK', 'MO', 'PS']);
const shortRegionNames = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });

/**
 * English country name of an ISO 3166-1 alpha-2 code, e.g. 'DE' → 'Germany', 'HK' → 'Hong Kong'. null for a
 * blank, malformed or unknown code (the API never shows a code as a country).
 */
export function countryName(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || upper === 'ZZ' || upper === 'EU' || upper === 'UN') return null;
  try {
    const name = (SHORT_NAME_CODES.has(upper) ? shortRegionNames : regionNames).of(upper);
    return name && name !== upper && name !== 'Unknown Region' ? name : null;
  } catch {
    return null;
  }
}

/** The short CLDR name of an alpha-2 code ('US' → 'US', 'GB' → 'UK'), or undefined. */
export function shortCountryName(code: string): string | undefined {
  return shortRegionNames.of(code);
}

let options: { code: string; name: string }[] | undefined;

/**
 * Every country as `{ code, name }`, by name (English collation): each ISO 3166-1 alpha-2 code `countryName` can
 * name, one code per country (deprecated aliases such as 'DD' and 'UK' are left out). Built once.
 */
export function countryOptions(): readonly { code: string; name: string }[] {
  if (!options) {
    const found: { code: string; name: string }[] = [];
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        // Deprecated codes ('DD', 'UK', 'YU') name the country of their replacement: keep the canonical one only.
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = countryName(code);
        if (name) found.push({ code, name });
      }
    }
    const collator = new Intl.Collator('en');
    options = found.sort((x, y) => collator.compare(x.name, y.name));
  }
  return options;
}
