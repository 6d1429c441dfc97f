import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import type { Investor } from '../../shared/schemas.js';
import { CSV_COLUMNS, exportFileName, HIDDEN_CONTACT, savedInvestorsCsv } from './csv.js';

const investor = (over: Partial<Investor> = {}): Investor => ({
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
  details: NO_DETAILS,
  created_at: '2026-01-01T00:00:00.000Z',
  source: null,
  ...over,
});

const rows = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('savedInvestorsCsv', () => {
  it('writes the spec’s columns in order, hides unrevealed contacts and keeps revealed ones', () => {
    const csv = savedInvestorsCsv([
      investor(),
      investor({
        id: 'b',
        name: 'Beta Angels',
        contact: 'https://www.linkedin.com/in/beta',
        contact_type: 'linkedin',
        contact_revealed: true,
        verified: false,
      }),
    ]);

    const [header, hidden, revealed] = rows(csv);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(hidden).toEqual([
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
    const csv = savedInvestorsCsv([investor({ contact: 'secret@example.com', contact_revealed: false })]);
    expect(csv).not.toContain('secret@example.com');
  });

  it('writes no contact and no HIDDEN marker for an investor without a direct contact (ADR 0014)', () => {
    const [, row] = rows(
      savedInvestorsCsv([investor({ has_direct_contact: false, contact_type: null, contact: null })]),
    );
    expect(row?.[8]).toBe('');
    expect(row?.[9]).toBe('');
    expect(row?.[10]).toBe('acme.vc');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\uFF1D1+1'])(
    'escapes the formula-like value %j so spreadsheets show text',
    (value) => {
      const [, row] = rows(savedInvestorsCsv([investor({ name: value, bio: value, check_sizes: value })]));
      for (const cell of [row![0], row![6], row![7]]) expect(cell).toBe(`'${value}`);
    },
  );
});

describe('exportFileName', () => {
  it('is saved_investors_{YYYY-MM-DD}.csv (UTC)', () => {
    expect(exportFileName(new Date('2026-03-09T23:30:00.000Z'))).toBe('saved_investors_2026-03-09.csv');
  });
});
