/**
 * The countries a founder may give as HQ (issue 15): shared/countries.ts `countryOptions` (every ISO 3166-1
 * alpha-2 code the catalogue's importer can name, one code per country), so the startup profile's country is
 * spelled exactly like the investors' locations it is compared with.
 */
import { countryOptions } from '../../shared/countries.js';

export { countryOptions };

/** The English name of an HQ country code, or undefined when it is not one of `countryOptions`. */
export function hqCountryName(code: string): string | undefined {
  return countryOptions().find((c) => c.code === code)?.name;
}
