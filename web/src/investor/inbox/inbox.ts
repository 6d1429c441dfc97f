/**
 * The pure parts of the investor portal's inbox (issue 20 item 2; inbox-page.tsx, pitch-page.tsx): what the page's
 * address says (listing, filters), the API query of a page of pitches (GET /v1/investor/pitches, shared/pitch-
 * schemas.ts InboxQuery), a pitch's status and flags in words, its round facts as label/value pairs, and the new-
 * pitch count of the portal's navigation.
 */
import { countryName } from '../../../../shared/countries.js';
import { formatMoney } from '../../../../shared/money.js';
import type { InboxPitch, InboxQuery, PitchRound } from '../../../../shared/pitch-schemas.js';
import { FUNDING_STAGES, SECTORS, type FundingStage, type Sector } from '../../../../shared/vocabulary.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.inbox;

/** Which pitches the inbox shows: every pitch, the unanswered ones, or the answered ones. */
export const INBOX_SHOW = ['all', 'new', 'answered'] as const;
export type InboxShow = (typeof INBOX_SHOW)[number];

/** The inbox's state as its address keeps it (`?listing=&show=&stage=&sector=`), so that Back and links keep it. */
export interface InboxView {
  /** The chosen listing's id; '' when the address names none (the page then takes the first held listing). */
  listing: string;
  show: InboxShow;
  stage: FundingStage | null;
  sector: Sector | null;
}

/** Most pitches the navigation's count reads (one page of the API): past it the count says '50+'. */
export const NEW_COUNT_PAGE = 50;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The inbox state of a query string; unknown values fall back to the defaults (all pitches, no filter). */
export function inboxViewOf(search: URLSearchParams): InboxView {
  return {
    listing: search.get('listing') ?? '',
    show: oneOf(INBOX_SHOW, search.get('show')) ?? 'all',
    stage: oneOf(FUNDING_STAGES, search.get('stage')),
    sector: oneOf(SECTORS, search.get('sector')),
  };
}

/** The query string of `view` (defaults left out), for the address and the links back from a pitch. */
export function inboxSearchOf(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.listing) params.set('listing', view.listing);
  if (view.show !== 'all') params.set('show', view.show);
  if (view.stage) params.set('stage', view.stage);
  if (view.sector) params.set('sector', view.sector);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API query of one page of `listing`'s inbox under `view`'s filters, after `cursor` (the previous page's). */
export function inboxQueryOf(
  listing: string,
  view: InboxView,
  cursor?: string,
): Pick<InboxQuery, 'listing' | 'filter' | 'stage' | 'sector' | 'cursor'> {
  return {
    listing,
    ...(view.show !== 'all' && { filter: view.show }),
    ...(view.stage && { stage: view.stage }),
    ...(view.sector && { sector: view.sector }),
    ...(cursor && { cursor }),
  };
}

/** Whether any filter narrows the list (the empty state then says 'No pitch matches these filters'). */
export function isFiltered(view: InboxView): boolean {
  return view.show !== 'all' || view.stage !== null || view.sector !== null;
}

/** The status of a pitch in words, and the flags beside it: 'New' / 'Interested' / 'Passed', 'Blocked', 'Reported'. */
export function statusOf(pitch: Pick<InboxPitch, 'status' | 'blocked' | 'reported'>): {
  status: string;
  flags: string[];
} {
  return {
    status: t.status[pitch.status],
    flags: [...(pitch.blocked ? [t.flags.blocked] : []), ...(pitch.reported ? [t.flags.reported] : [])],
  };
}

/** The round facts of a pitch as label/value pairs: stage, sectors, HQ (the country's name), amount, lead. */
export function roundFacts(round: PitchRound): { label: string; value: string }[] {
  return [
    { label: t.round.stage, value: round.stage },
    { label: t.round.sectors, value: round.sectors.join(', ') || '—' },
    { label: t.round.hq, value: countryName(round.country) ?? round.country },
    { label: t.round.amount, value: formatMoney(round.raising_usd) },
    { label: t.round.lead, value: round.needs_lead ? 'Yes' : 'No' },
  ];
}

/** Who pitched, as a line: 'Ada Lovelace, Shopay'; either part alone; 'A founder' without both. */
export function fromLine(pitch: Pick<InboxPitch, 'founder_name' | 'startup_name'>): string {
  return t.from(pitch.founder_name.trim(), pitch.startup_name.trim());
}

/**
 * The navigation's count of new pitches over the held listings: the sum of each listing's first page of new pitches,
 * and whether any listing has more than that page (then the count is a lower bound: '50+').
 */
export function newPitchCount(
  pages: readonly ({ pitches: unknown[]; next_cursor: string | null } | undefined)[],
): {
  count: number;
  more: boolean;
} {
  return pages.reduce<{ count: number; more: boolean }>(
    (sum, page) =>
      page ? { count: sum.count + page.pitches.length, more: sum.more || page.next_cursor !== null } : sum,
    { count: 0, more: false },
  );
}
