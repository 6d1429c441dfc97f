import { describe, expect, it } from 'vitest';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';
import { ListingEdit, type InvestorListing } from '../../../../shared/listing-schemas.js';
import {
  formFieldOf,
  formOf,
  isDirty,
  parseUsd,
  patchOf,
  validateForm,
  type ListingForm,
} from './listing-form.js';

/** A dataset listing as GET /v1/investor/listings/{id} answers it for its team. */
function listing(over: Partial<InvestorListing> = {}): InvestorListing {
  return {
    ...NO_LISTING_STATE,
    id: 'lst-1',
    name: 'Example Ventures',
    company: 'Example Ventures',
    company_url: 'https://www.example.vc',
    funding_type: 'Venture Fund',
    funding_stage: ['Seed', 'Series A'],
    funding_industries: ['Fintech'],
    city: 'Berlin',
    hq_country: 'Germany',
    location: ['Germany', 'France'],
    check_sizes: '',
    check_min_usd: null,
    check_max_usd: null,
    leads_rounds: null,
    confirmation_due: null,
    contact: null,
    pending_contact: null,
    claimed: true,
    ...over,
  };
}

const edit = (over: Partial<ListingForm>, base = formOf(listing())) => ({ ...base, ...over });

describe('the listing editor: the PATCH holds only what changed (issue 19 item 3)', () => {
  it('an untouched form sends nothing and is not dirty', () => {
    const initial = formOf(listing());
    expect(patchOf(initial, { ...initial })).toEqual({});
    expect(isDirty(initial, { ...initial })).toBe(false);
  });

  it('sends the check size alone when only it changed, as whole dollars', () => {
    const initial = formOf(listing());
    const patch = patchOf(initial, edit({ check_min_usd: '250,000', check_max_usd: '$2 000 000' }));
    expect(patch).toEqual({ check_min_usd: 250_000, check_max_usd: 2_000_000 });
    expect(ListingEdit.safeParse(patch).success).toBe(true);
  });

  it('clearing a value sends null, so the field is emptied rather than left alone', () => {
    const initial = formOf(listing({ check_min_usd: 100_000, city: 'Berlin', thesis: 'B2B' }));
    expect(initial.check_min_usd).toBe('100,000');
    expect(patchOf(initial, { ...initial, check_min_usd: '', city: ' ', thesis: '' })).toEqual({
      check_min_usd: null,
      city: null,
      thesis: null,
    });
  });

  it('currently investing and open to pitches go whole, with the date or channel only where it applies', () => {
    const initial = formOf(listing());
    expect(patchOf(initial, edit({ investing: 'until', investing_until: '2027-06-30' }))).toEqual({
      currently_investing: { status: 'until', until: '2027-06-30' },
    });
    // A date left over from 'until' is not sent with 'paused'.
    expect(patchOf(initial, edit({ investing: 'paused', investing_until: '2027-06-30' }))).toEqual({
      currently_investing: { status: 'paused', until: null },
    });
    expect(patchOf(initial, edit({ pitches: 'yes', pitch_channel: ' Email with deck ' }))).toEqual({
      open_to_pitches: { open: true, channel: 'Email with deck' },
    });
    expect(patchOf(initial, edit({ pitches: 'no', pitch_channel: 'ignored' }))).toEqual({
      open_to_pitches: { open: false, channel: null },
    });
    const stored = formOf(
      listing({
        currently_investing: { status: 'until', until: '2027-01-01' },
        open_to_pitches: { open: true, channel: 'Warm intro' },
      }),
    );
    expect(patchOf(stored, { ...stored, investing_until: '2027-03-01' })).toEqual({
      currently_investing: { status: 'until', until: '2027-03-01' },
    });
    expect(patchOf(stored, { ...stored, pitch_channel: 'Email' })).toEqual({
      open_to_pitches: { open: true, channel: 'Email' },
    });
  });

  it('lists are compared in order; leads rounds yes/no/not stated map to true/false/null', () => {
    const initial = formOf(listing({ leads_rounds: true }));
    expect(initial.leads_rounds).toBe('yes');
    const patch = patchOf(initial, {
      ...initial,
      funding_stage: ['Seed'],
      location: ['Germany', 'France', 'Spain'],
      portfolio_highlights: ['Acme'],
      leads_rounds: '',
    });
    expect(patch).toEqual({
      funding_stage: ['Seed'],
      location: ['Germany', 'France', 'Spain'],
      portfolio_highlights: ['Acme'],
      leads_rounds: null,
    });
    expect(ListingEdit.safeParse(patch).success).toBe(true);
  });

  it('every patch of a valid form passes the server’s schema', () => {
    const initial = formOf(listing());
    const full = edit({
      name: 'Example Ventures II',
      funding_type: 'Corporate VC',
      funding_industries: ['Fintech', 'AdTech'],
      city: 'Paris',
      hq_country: 'France',
      check_min_usd: '50000',
      check_max_usd: '50000',
      leads_rounds: 'no',
      thesis: 'x'.repeat(600),
      portfolio_highlights: Array.from({ length: 10 }, (_, i) => `Co ${i}`),
      investing: 'yes',
      pitches: 'yes',
      pitch_channel: '',
    });
    expect(validateForm(full)).toEqual({});
    const parsed = ListingEdit.safeParse(patchOf(initial, full));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe('the listing editor: the server’s rules checked in the browser', () => {
  it('names each field that is wrong', () => {
    const errors = validateForm(
      edit({
        name: '  ',
        check_min_usd: '12.5',
        check_max_usd: 'lots',
        thesis: 'x'.repeat(601),
        portfolio_highlights: Array.from({ length: 11 }, (_, i) => `Co ${i}`),
        investing: 'until',
        investing_until: '',
        pitch_channel: 'x'.repeat(121),
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'check_max_usd',
        'check_min_usd',
        'investing_until',
        'name',
        'pitch_channel',
        'portfolio_highlights',
        'thesis',
      ].sort(),
    );
  });

  it('the maximum must be at least the minimum; an amount beyond any check is refused', () => {
    expect(validateForm(edit({ check_min_usd: '2000000', check_max_usd: '1000000' }))).toHaveProperty(
      'check_max_usd',
    );
    expect(validateForm(edit({ check_min_usd: '2000000', check_max_usd: '' }))).toEqual({});
    expect(validateForm(edit({ check_max_usd: '99999999999999' }))).toHaveProperty('check_max_usd');
  });

  it('reads dollar amounts as people type them', () => {
    expect(parseUsd('')).toBeNull();
    expect(parseUsd(' 1,500,000 ')).toBe(1_500_000);
    expect(parseUsd('$250 000')).toBe(250_000);
    expect(parseUsd('1.5m')).toBeNaN();
    expect(parseUsd('-5')).toBeNaN();
  });

  it('maps the server’s field paths to the form’s fields', () => {
    expect(formFieldOf('check_max_usd')).toBe('check_max_usd');
    expect(formFieldOf('currently_investing.until')).toBe('investing_until');
    expect(formFieldOf('currently_investing')).toBe('investing');
    expect(formFieldOf('open_to_pitches.channel')).toBe('pitch_channel');
    expect(formFieldOf('funding_industries.2')).toBe('funding_industries');
    expect(formFieldOf('contact')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
