/**
 * The countries a founder may give as HQ (issue 15): every ISO 3166-1 alpha-2 code the catalogue's importer can
 * name (functions/catalogue/common.ts `countryName`, the runtime's CLDR English names), one code per country (the
 * canonical one: deprecated aliases such as 'DD' and 'UK' are left out), so the startup profile's
 * country is spelled exactly like the investors' locations it is compared with. Built once per container.
 */
import { countryName } from '../catalogue/common.js';

let options: { code: string; name: string }[] | undefined;

/** Every country as `{ code, name }`, by name (English collation). */
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

/** The English name of an HQ country code, or undefined when it is not one of `countryOptions`. */
export function hqCountryName(code: string): string | undefined {
  return countryOptions().find((c) => c.code === code)?.name;
}
