/**
 * Where each field of the listing editor says its value came from (shared/listing.ts `provenanceLine`; ADR 0031):
 * the provenance entry behind each form field, and its plain words.
 */
import { LISTING_FIELD_LABELS, provenanceLine, type ListingField } from '../../../../shared/listing.js';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import type { FormField as Field } from './listing-form.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.editor;
/** The provenance entry each form field shows (HQ city and country share `city`: ADR 0032). */
export const PROVENANCE_OF: Record<Field, ListingField> = {
  name: 'name',
  funding_type: 'funding_type',
  funding_stage: 'funding_stage',
  funding_industries: 'funding_industries',
  city: 'city',
  hq_country: 'city',
  location: 'location',
  check_min_usd: 'check_size',
  check_max_usd: 'check_size',
  leads_rounds: 'leads_rounds',
  thesis: 'thesis',
  portfolio_highlights: 'portfolio_highlights',
  investing: 'currently_investing',
  investing_until: 'currently_investing',
  pitches: 'open_to_pitches',
  pitch_channel: 'open_to_pitches',
};

/**
 * The plain-words provenance of `field` ('Check size from the investor, 25 Nov 2026'), or 'Nothing on file';
 * `label` names it instead of the entry's own label.
 */
export function provenanceOf(listing: InvestorListing, field: ListingField, label?: string): string {
  const entry = listing.provenance[field];
  if (!entry) return t.noValue;
  const line = provenanceLine(field, entry);
  const own = LISTING_FIELD_LABELS[field];
  // provenanceLine starts with the entry's label
  return label && line.startsWith(own) ? `${label}${line.slice(own.length)}` : line;
}

/**
 * The provenance line of form field `name`, named as the form field where it shares its entry with another (issue
 * 38: HQ country read 'City from Fundraising Fox…', HQ city and country sharing the entry `city`).
 */
export function fieldProvenance(listing: InvestorListing, name: Field): string {
  return provenanceOf(listing, PROVENANCE_OF[name], t.provenanceLabels[name]);
}
