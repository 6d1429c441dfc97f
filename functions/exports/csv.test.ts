import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { NO_LISTING_STATE } from '../data/investor.js';
import {
  CSV_COLUMNS,
  EXPORT_COLUMNS,
  exportFileName,
  HIDDEN_CONTACT,
  PIPELINE_CSV_COLUMNS,
  savedInvestorsCsv,
  type ExportRow,
} from './csv.js';

const investor = (over: Partial<ExportRow> = {}): ExportRow => ({
  id: 'a',
  name: 'Acme Ventures',
  company: 'Acme',
  image_url: null,
  verified: true,
  funding_description: '',
  location: ['United States'],
  city: 'San Francisco',
  funding_stage: ['Seed', 'Series A'],
  funding_type: 'Venture Fund',
  funding_industries: ['AI', 'Fintech'],
  check_sizes: '$100k-$1M',
  bio: 'Backs "hard" tech,\nfrom day one.',
  contact: null,
  contact_revealed: false,
  contact_type: 'email',
  has_direct_contact: true,
  saved: true,
  company_url: 'acme.vc',
  application_url: null,
  check_min_usd: null,
  check_max_usd: null,
  ...NO_LISTING_STATE,
  details: NO_DETAILS,
  created_at: '2026-01-01T00:00:00.000Z',
  source: null,
  stage: 'to_contact',
  notes: '',
  next_step: '',
  next_step_due: null,
  passed_reason: null,
  passed_note: '',
  ...over,
});

const rows = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('savedInvestorsCsv', () => {
  it('writes the spec’s columns in order, hides unrevealed contacts and keeps revealed ones', () => {
    const csv = savedInvestorsCsv(
      [
        investor({ checked_at: '2026-10-03T08:00:00.000Z' }),
        investor({
          id: 'b',
          name: 'Beta Angels',
          contact: 'https://www.linkedin.com/in/beta',
          contact_type: 'linkedin',
          contact_revealed: true,
          verified: false,
        }),
      ],
      'Saved investors',
    );

    const [header, hidden, revealed] = rows(csv);
    expect(header!.slice(0, 12)).toEqual([...CSV_COLUMNS]);
    // The spec's columns word for word (founder-app.md section 9); the integration and e2e tests compare to these.
    expect(CSV_COLUMNS.join(', ')).toBe(
      'Name, Company, Location, Funding Type, Funding Stage, Industries, Check Sizes, Bio, Contact, Contact Type, Company URL, Verified',
    );
    expect(PIPELINE_CSV_COLUMNS.join(', ')).toBe(
      'Stage, Notes, Next step, Next step due, Passed reason, List',
    );
    expect(hidden!.slice(0, 12)).toEqual([
      'Acme Ventures',
      'Acme',
      'San Francisco, United States',
      'Venture Fund',
      'Seed; Series A',
      'AI; Fintech',
      '$100k-$1M',
      'Backs "hard" tech,\nfrom day one.',
      HIDDEN_CONTACT,
      'email',
      'acme.vc',
      'Yes',
    ]);
    expect(revealed?.[8]).toBe('https://www.linkedin.com/in/beta');
    expect(revealed?.[9]).toBe('linkedin');
    expect(revealed?.[11]).toBe('No');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
  });

  it('never writes a contact that was not revealed, even if one is present', () => {
    const csv = savedInvestorsCsv(
      [investor({ contact: 'secret@example.com', contact_revealed: false })],
      'L',
    );
    expect(csv).not.toContain('secret@example.com');
  });

  it('writes no contact and no HIDDEN marker for an investor without a direct contact (ADR 0014)', () => {
    const [, row] = rows(
      savedInvestorsCsv([investor({ has_direct_contact: false, contact_type: null, contact: null })], 'L'),
    );
    expect(row?.[8]).toBe('');
    expect(row?.[9]).toBe('');
    expect(row?.[10]).toBe('acme.vc');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\uFF1D1+1'])(
    'escapes the formula-like value %j so spreadsheets show text',
    (value) => {
      const [, row] = rows(
        savedInvestorsCsv(
          [investor({ name: value, bio: value, check_sizes: value, notes: value, next_step: value })],
          value,
        ),
      );
      for (const cell of [row![0], row![6], row![7], row![13], row![14], row![17]])
        expect(cell).toBe(`'${value}`);
    },
  );
});

describe('the Verified column (one trust model, issue 34 item 3)', () => {
  it("is Yes for a listing confirmed by its investor or checked by an administrator, No for open data whatever its dataset's column says", () => {
    const openData = {
      verified: true,
      source: {
        name: 'Startup Accelerators & Founder Programs',
        licence: 'CC BY 4.0',
        url: '',
        verified_at: '2024-03-12',
      },
    };
    const [, accelerator, confirmed, lapsed] = rows(
      savedInvestorsCsv(
        [
          investor(openData),
          investor({ ...openData, claimed: true, confirmed_at: '2026-11-25T09:00:00.000Z' }),
          investor({
            ...openData,
            claimed: true,
            confirmed_at: '2025-11-25T09:00:00.000Z',
            confirmation_lapsed: true,
          }),
        ],
        'L',
      ),
    );
    expect([accelerator?.[11], confirmed?.[11], lapsed?.[11]]).toEqual(['No', 'Yes', 'No']);
  });
});

describe('pipeline columns (issue 15)', () => {
  it('come after the spec’s twelve, which keep their order', () => {
    const [header] = rows(savedInvestorsCsv([investor()], 'Seed round'));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(header!.slice(0, 12)).toEqual([...CSV_COLUMNS]);
    expect(header!.slice(12)).toEqual([
      'Stage',
      'Notes',
      'Next step',
      'Next step due',
      'Passed reason',
      'List',
    ]);
    expect(PIPELINE_CSV_COLUMNS).toHaveLength(6);
  });

  it('write the stage label, notes, next step, due date, passed reason and list name', () => {
    const [, meeting, passed, other, fresh] = rows(
      savedInvestorsCsv(
        [
          investor({
            stage: 'meeting',
            notes: 'Warm intro via Ada.\nLikes B2B.',
            next_step: 'Send the deck',
            next_step_due: '2026-12-01',
          }),
          investor({ id: 'b', stage: 'passed', passed_reason: 'timing' }),
          investor({ id: 'c', stage: 'passed', passed_reason: 'other', passed_note: 'Fund is closing' }),
          investor({ id: 'd' }),
        ],
        'Seed round',
      ),
    );
    expect(meeting!.slice(12)).toEqual([
      'Meeting',
      'Warm intro via Ada.\nLikes B2B.',
      'Send the deck',
      '2026-12-01',
      '',
      'Seed round',
    ]);
    expect(passed!.slice(12)).toEqual(['Passed', '', '', '', 'Timing', 'Seed round']);
    expect(other![16]).toBe('Other: Fund is closing');
    expect(fresh!.slice(12)).toEqual(['To contact', '', '', '', '', 'Seed round']);
  });
});

describe('exportFileName', () => {
  it('is saved_investors_{YYYY-MM-DD}.csv (UTC)', () => {
    expect(exportFileName(new Date('2026-03-09T23:30:00.000Z'))).toBe('saved_investors_2026-03-09.csv');
  });
});
