/**
 * The listing editor's form logic (issue 19 item 3; docs/decisions/0043-listing-editor-page.md), pure so it is
 * unit-tested apart from the page:
 * - `formOf(listing)`: the editable values of GET /v1/investor/listings/{id} (check sizes as typed text);
 * - `validateForm(values)`: the same rules the server enforces (shared/listing-schemas.ts `ListingEdit`), checked
 *   before sending so a mistake shows beside its field at once; the server checks again and its 400 names the
 *   field (`formFieldOf` maps it back to the form);
 * - `patchOf(initial, values)`: the PATCH body, only the fields whose value changed (so untouched fields keep their
 *   provenance: an investor who fixes the check size does not become the source of the dataset's stages).
 */
import type { CurrentlyInvestingStatus } from '../../../../shared/listing.js';
import { PORTFOLIO_HIGHLIGHTS_MAX, THESIS_MAX } from '../../../../shared/listing.js';
import {
  LISTING_LIMITS,
  type InvestorListing,
  type ListingEdit,
} from '../../../../shared/listing-schemas.js';
import { CHECK_SIZE_MAX_USD, type FundingStage, type InvestorType } from '../../../../shared/vocabulary.js';
import { investorStrings } from '../strings.js';
import { formatCount } from '../../common/format.js';

const e = investorStrings.editor.errors;

/** 'yes' / 'no' / '' (not stated) of a nullable yes-no field. */
export type YesNo = 'yes' | 'no' | '';

/** The editor's values: what the inputs hold (numbers as typed text, so a half-typed value is not lost). */
export interface ListingForm {
  name: string;
  funding_type: InvestorType;
  funding_stage: FundingStage[];
  funding_industries: string[];
  city: string;
  hq_country: string;
  location: string[];
  check_min_usd: string;
  check_max_usd: string;
  leads_rounds: YesNo;
  thesis: string;
  portfolio_highlights: string[];
  /** '' while unknown (nothing on file). */
  investing: CurrentlyInvestingStatus | '';
  /** 'YYYY-MM-DD' when investing is 'until'. */
  investing_until: string;
  pitches: YesNo;
  pitch_channel: string;
}

/** The form's field names: where an error shows. */
export type FormField = keyof ListingForm;
export type FormErrors = Partial<Record<FormField, string>>;

const yesNo = (v: boolean | null): YesNo => (v === null ? '' : v ? 'yes' : 'no');
/** A stored USD amount as the field shows it, with thousands separators ('250,000'; parseUsd reads it back). */
const usdText = (v: number | null): string => (v === null ? '' : formatCount(v));

export function formOf(listing: InvestorListing): ListingForm {
  return {
    name: listing.name,
    funding_type: listing.funding_type,
    funding_stage: [...listing.funding_stage],
    funding_industries: [...listing.funding_industries],
    city: listing.city ?? '',
    hq_country: listing.hq_country ?? '',
    location: [...listing.location],
    check_min_usd: usdText(listing.check_min_usd),
    check_max_usd: usdText(listing.check_max_usd),
    leads_rounds: yesNo(listing.leads_rounds),
    thesis: listing.thesis ?? '',
    portfolio_highlights: [...listing.portfolio_highlights],
    investing: listing.currently_investing?.status ?? '',
    investing_until: listing.currently_investing?.until ?? '',
    pitches: listing.open_to_pitches ? (listing.open_to_pitches.open ? 'yes' : 'no') : '',
    pitch_channel: listing.open_to_pitches?.channel ?? '',
  };
}

/**
 * A whole number of US dollars from what was typed ('250000', '250,000', '$250 000'), null for blank, NaN for
 * anything else.
 */
export function parseUsd(text: string): number | null {
  const cleaned = text.replace(/[\s,$_]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function usdError(text: string): string | undefined {
  const value = parseUsd(text);
  if (value === null) return undefined;
  if (!Number.isSafeInteger(value)) return e.usd;
  if (value > CHECK_SIZE_MAX_USD) return e.usdTooLarge;
  return undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's errors by field ({} when it may be sent), the server's rules checked in the browser. */
export function validateForm(v: ListingForm): FormErrors {
  const errors: FormErrors = {};
  if (!v.name.trim()) errors.name = e.nameRequired;
  else if (v.name.trim().length > LISTING_LIMITS.name) errors.name = e.tooLong(LISTING_LIMITS.name);
  const min = usdError(v.check_min_usd);
  const max = usdError(v.check_max_usd);
  if (min) errors.check_min_usd = min;
  if (max) errors.check_max_usd = max;
  const lo = parseUsd(v.check_min_usd);
  const hi = parseUsd(v.check_max_usd);
  if (!min && !max && lo !== null && hi !== null && lo > hi) errors.check_max_usd = e.maxBelowMin;
  if (v.thesis.trim().length > THESIS_MAX) errors.thesis = e.tooLong(THESIS_MAX);
  if (v.portfolio_highlights.length > PORTFOLIO_HIGHLIGHTS_MAX)
    errors.portfolio_highlights = e.tooMany(PORTFOLIO_HIGHLIGHTS_MAX);
  if (v.investing === 'until' && !ISO_DATE.test(v.investing_until)) errors.investing_until = e.untilRequired;
  if (v.pitch_channel.trim().length > LISTING_LIMITS.channel)
    errors.pitch_channel = e.tooLong(LISTING_LIMITS.channel);
  if (v.city.trim().length > LISTING_LIMITS.place) errors.city = e.tooLong(LISTING_LIMITS.place);
  if (v.location.length > LISTING_LIMITS.countries) errors.location = e.tooMany(LISTING_LIMITS.countries);
  if (v.funding_industries.length > LISTING_LIMITS.sectors)
    errors.funding_industries = e.tooMany(LISTING_LIMITS.sectors);
  return errors;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const fromYesNo = (v: YesNo): boolean | null => (v === '' ? null : v === 'yes');
const orNull = (s: string): string | null => s.trim() || null;

/**
 * The PATCH body of a valid form: only the fields whose value differs from `initial` (an empty body when nothing
 * changed). Currently investing and open to pitches are sent whole when any of their parts changed.
 */
export function patchOf(initial: ListingForm, v: ListingForm): ListingEdit {
  const patch: ListingEdit = {};
  if (v.name.trim() !== initial.name.trim()) patch.name = v.name.trim();
  if (v.funding_type !== initial.funding_type) patch.funding_type = v.funding_type;
  if (!sameList(v.funding_stage, initial.funding_stage)) patch.funding_stage = v.funding_stage;
  if (!sameList(v.funding_industries, initial.funding_industries))
    patch.funding_industries = v.funding_industries;
  if (v.city.trim() !== initial.city.trim()) patch.city = orNull(v.city);
  if (v.hq_country !== initial.hq_country) patch.hq_country = orNull(v.hq_country);
  if (!sameList(v.location, initial.location)) patch.location = v.location;
  const min = parseUsd(v.check_min_usd);
  const max = parseUsd(v.check_max_usd);
  if (min !== parseUsd(initial.check_min_usd)) patch.check_min_usd = min;
  if (max !== parseUsd(initial.check_max_usd)) patch.check_max_usd = max;
  if (v.leads_rounds !== initial.leads_rounds) patch.leads_rounds = fromYesNo(v.leads_rounds);
  if (v.thesis.trim() !== initial.thesis.trim()) patch.thesis = orNull(v.thesis);
  if (!sameList(v.portfolio_highlights, initial.portfolio_highlights))
    patch.portfolio_highlights = v.portfolio_highlights;
  const until = v.investing === 'until' ? v.investing_until : '';
  const initialUntil = initial.investing === 'until' ? initial.investing_until : '';
  if (v.investing !== initial.investing || until !== initialUntil)
    patch.currently_investing = v.investing === '' ? null : { status: v.investing, until: until || null };
  const channel = v.pitches === 'yes' ? v.pitch_channel.trim() : '';
  const initialChannel = initial.pitches === 'yes' ? initial.pitch_channel.trim() : '';
  if (v.pitches !== initial.pitches || channel !== initialChannel)
    patch.open_to_pitches = v.pitches === '' ? null : { open: v.pitches === 'yes', channel: channel || null };
  return patch;
}

/** Whether the form differs from what is on file (the unsaved-changes state). */
export function isDirty(initial: ListingForm, v: ListingForm): boolean {
  return Object.keys(patchOf(initial, v)).length > 0;
}

/**
 * The form field an API error names: the server's `field` is the PATCH body's path ('check_max_usd',
 * 'currently_investing.until', 'funding_industries.2', 'open_to_pitches.channel'). undefined when the error is
 * about no field of the form (shown above the form).
 */
export function formFieldOf(field: string | undefined): FormField | undefined {
  if (!field) return undefined;
  if (field.startsWith('currently_investing'))
    return field.endsWith('until') ? 'investing_until' : 'investing';
  if (field.startsWith('open_to_pitches')) return field.endsWith('channel') ? 'pitch_channel' : 'pitches';
  const head = field.split('.')[0] as FormField;
  const known: readonly FormField[] = [
    'name',
    'funding_type',
    'funding_stage',
    'funding_industries',
    'city',
    'hq_country',
    'location',
    'check_min_usd',
    'check_max_usd',
    'leads_rounds',
    'thesis',
    'portfolio_highlights',
  ];
  return known.includes(head) ? head : undefined;
}
