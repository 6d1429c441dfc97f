/**
 * One trust model (issue 34 item 3; docs/decisions/0056-catalogue-with-many-writers.md): what a founder can rely on
 * about a listing is ONE of a few named states, derived from the stored fields, shown the same way on the cards, the
 * profile, the filters and sort, the admin area and /apply's copy. Per-field provenance (shared/listing.ts) stays
 * beside it; this is the listing as a whole.
 *
 * | state       | when                                                                   | date                     |
 * |-------------|------------------------------------------------------------------------|--------------------------|
 * | `lapsed`    | claimed, and its confirmation ran out (the freshness job, ADR 0032)    | the last confirmation    |
 * | `confirmed` | claimed, and its team confirmed it within 365 days                    | the confirmation         |
 * | `checked`   | an administrator checked it: `checked_at`, or an administrator's entry | the check                |
 * |             | or an approved application marked verified (its `source.verified_at`)  |                          |
 * | `open_data` | it comes from an open dataset (shared/attribution.ts) and nobody above | the dataset's own date   |
 * | `added`     | entered by an administrator or an import without a check               | none                     |
 *
 * A dataset's own "verified" column is the dataset's statement, not ours: it is the open-data date, never a badge
 * (issue 34: 147 accelerator rows carried a "Verified" badge from the dataset's check date). Only `confirmed` and
 * `checked` are what the product calls verified (`isVerified`).
 *
 * Pure module (no zod): the web bundle and the functions share it.
 */
import { ATTRIBUTIONS } from './attribution.js';
import { datasetVersion, plainDate } from './listing.js';

export const TRUST_STATES = ['confirmed', 'checked', 'open_data', 'added', 'lapsed'] as const;
export type TrustState = (typeof TRUST_STATES)[number];

/** The fields the trust state is derived from (a subset of the stored record and of the API's `Investor`). */
export interface TrustFields {
  claimed: boolean;
  confirmed_at: string | null;
  confirmation_lapsed: boolean;
  verified: boolean;
  checked_at?: string | null;
  source: { name: string; licence: string; verified_at: string | null } | null;
}

export interface Trust {
  state: TrustState;
  /** The date the state rests on (ISO date or time), or null. */
  date: string | null;
  /** The open dataset's name (state `open_data`). */
  dataset: string | null;
  /** One line in plain words: "Confirmed by the investor on 25 Nov 2026". */
  label: string;
  /** A short badge: "Confirmed", "Checked", "Open data", "Not checked", "Confirmation lapsed". */
  badge: string;
}

/** True when `name` is one of the open datasets (shared/attribution.ts). */
export function isOpenDataset(name: string | undefined | null): boolean {
  return Boolean(name) && ATTRIBUTIONS.some((a) => a.source === name);
}

/**
 * The date an administrator checked `record` (ISO date or time), or null: `checked_at` (the admin form's "Checked by
 * an administrator", functions/admin/investors.ts), else the source date of a record an administrator entered or
 * approved as verified (not an open dataset's own column). A claimed listing may be checked too; its state is then
 * `confirmed` or `lapsed`, which says more.
 */
export function checkedAt(record: TrustFields): string | null {
  if (record.checked_at) return record.checked_at;
  if (record.verified && record.source && !isOpenDataset(record.source.name))
    return record.source.verified_at;
  return null;
}

/** The trust state of a listing (pure; the table in the file comment). */
export function trustOf(record: TrustFields): Trust {
  if (record.claimed && record.confirmed_at && record.confirmation_lapsed) {
    const date = record.confirmed_at;
    return {
      state: 'lapsed',
      date,
      dataset: null,
      label: `Not confirmed since ${plainDate(date)}`,
      badge: 'Confirmation lapsed',
    };
  }
  if (record.claimed && record.confirmed_at) {
    const date = record.confirmed_at;
    return {
      state: 'confirmed',
      date,
      dataset: null,
      label: `Confirmed by the investor on ${plainDate(date)}`,
      badge: 'Confirmed',
    };
  }
  const checked = checkedAt(record);
  if (checked) {
    return {
      state: 'checked',
      date: checked,
      dataset: null,
      label: `Checked by an administrator on ${plainDate(checked)}`,
      badge: 'Checked',
    };
  }
  const dataset = record.source?.name ?? null;
  if (isOpenDataset(dataset)) {
    const date = record.source?.verified_at ?? null;
    const version = datasetVersion(dataset!);
    const when = date ? `, as of ${plainDate(date)}` : version ? ` v${version}` : '';
    return {
      state: 'open_data',
      date,
      dataset,
      label: `From open data: ${dataset}${when}`,
      badge: 'Open data',
    };
  }
  return {
    state: 'added',
    date: null,
    dataset: null,
    label: 'Listed by Fundscout, not checked yet',
    badge: 'Not checked',
  };
}

/**
 * True when the listing is what the product calls verified: confirmed by its investor or checked by an
 * administrator (Saved Lists' "Verified Investors", the export's Verified column). Open data, a listing not checked
 * and a lapsed confirmation are not.
 */
export function isVerified(record: TrustFields): boolean {
  const state = trustOf(record).state;
  return state === 'confirmed' || state === 'checked';
}

/**
 * The time a verified listing was last confirmed or checked (ms since the epoch), NaN otherwise: the "Recently
 * verified" sort and the match's recency factor.
 */
export function verifiedTime(record: TrustFields): number {
  const trust = trustOf(record);
  if (trust.state !== 'confirmed' && trust.state !== 'checked') return NaN;
  return trust.date ? Date.parse(trust.date.length === 10 ? `${trust.date}T00:00:00Z` : trust.date) : NaN;
}
