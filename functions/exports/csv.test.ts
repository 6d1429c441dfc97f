import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
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
  contact_type: 'website',
  saved: true,
  company_url: 'acme.vc',
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
        contact: 'https://beta.example/pitch',
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
      'website',
      'acme.vc',
      'Yes',
    ]);
    expect(revealed?.[8]).toBe('https://beta.example/pitch');
    expect(revealed?.[11]).toBe('No');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
  });

  it('never writes a contact that was not revealed, even if one is present', () => {
    const csv = savedInvestorsCsv([investor({ contact: 'secret@example.com', contact_revealed: false })]);
    expect(csv).not.toContain('secret@example.com');
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
