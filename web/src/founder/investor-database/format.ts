/**
 * Display formatting of investor fields shared by the list and the profile modal (shared/schemas.ts `Investor`).
 */
import type { Investor } from '../../../../shared/schemas.js';

/** 'City, Country, Country' from `city` and the `location` country list; '' when neither is known. */
export function formatLocation(investor: Pick<Investor, 'city' | 'location'>): string {
  const countries = investor.location.filter((c) => c.trim() !== '');
  const city = investor.city?.trim();
  if (city && !countries.includes(city)) return [city, ...countries].join(', ');
  return countries.join(', ');
}

/** The first `max` items and how many were left out (for '+N more' badges). */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
