import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../data/investor.js';
import type { MappedInvestor } from '../catalogue/common.js';
import { mapExportCsv } from '../catalogue/export-format.js';
import { checkRows, classify, detectFormat, mergeInto, splitParts } from './imports.js';
import { InvestorDetails } from '../../shared/catalogue-schemas.js';
import { NO_LISTING_STATE } from '../data/investor.js';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const HEADER =
  'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified';

function record(overrides: Partial<InvestorRecord> = {}): InvestorRecord {
  return {
    id: 'ff-a',
    name: 'A Fund',
    company: '',
    image_url: null,
    verified: false,
    funding_description: '',
    location: ['Germany'],
    city: null,
    funding_stage: ['Seed'],
    funding_type: 'Venture Fund',
    funding_industries: ['AI'],
    check_sizes: '',
    bio: '',
    contact_type: null,
    company_url: 'https://a.example',
    application_url: null,
    check_min_usd: null,
    check_max_usd: null,
    ...NO_LISTING_STATE,
    details: InvestorDetails.parse({}),
    created_at: '2026-09-01T00:00:00.000Z',
    updated_at: '2026-09-01T00:00:00.000Z',
    source: {
      name: 'Fundraising Fox Open Dataset',
      licence: 'CC BY 4.0',
      url: 'https://a.example',
      verified_at: null,
    },
    ...overrides,
  };
}

const mapped = (r: InvestorRecord, contact = 'hello@a.example'): MappedInvestor => ({
  record: r,
  contact: { contact, contact_type: 'email' },
});

describe('detectFormat', () => {
  it('recognises the export and the three open datasets by their header row', () => {
    expect(detectFormat(`${HEADER}\n`)).toBe('export');
    expect(detectFormat('slug,name,fundraisingfox_url,domain,firm_type\n')).toBe('fundraisingfox');
    expect(detectFormat('id,name,program_type,website,application_url\n')).toBe('accelerators');
    expect(detectFormat('\uFEFFname,website,oss_dedicated,stage\n')).toBe('oss');
    expect(detectFormat('a,b\n1,2')).toBeNull();
  });
});

describe('splitParts', () => {
  it('keeps every character across parts', () => {
    const text = 'x'.repeat(25);
    expect(splitParts(text, 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(splitParts(text, 10).join('')).toBe(text);
  });
});

describe('classify', () => {
  const catalogue = [
    record(),
    record({ id: 'ff-b', name: 'B Fund', company_url: 'https://www.b.example/x' }),
    record({ id: 'ff-c', name: 'C Fund', company_url: 'https://c.example' }),
  ];
  const types = new Map(catalogue.map((r) => [r.id, r.contact_type]));

  it('tells added, updated, unchanged and merged-by-domain apart', () => {
    const plans = classify(
      [
        mapped(record({ id: 'new', name: 'New', company_url: 'https://new.example' })),
        mapped(record({ bio: 'Changed bio' })),
        mapped(
          record({
            id: 'ff-c',
            name: 'C Fund',
            company_url: 'https://c.example',
            updated_at: NOW.toISOString(),
          }),
        ),
        mapped(
          record({
            id: 'imp-b',
            name: 'B Fund again',
            company_url: 'https://b.example',
            funding_industries: ['Climate'],
          }),
        ),
      ],
      catalogue,
      types,
      NOW,
    );
    expect(plans.map((p) => p.kind)).toEqual(['added', 'updated', 'unchanged', 'merged']);
    const merged = plans[3]!.investor;
    expect(merged.record.id).toBe('ff-b');
    expect(merged.record.funding_industries).toEqual(['AI', 'Climate']);
    // A direct contact is written where none is on file, and the record says so.
    expect(merged.contact).toEqual({ contact: 'hello@a.example', contact_type: 'email' });
    expect(merged.record.contact_type).toBe('email');
  });

  it('keeps the direct contact on file when a row of the same investor has none (an export with ***HIDDEN***)', () => {
    const withContact = [record({ contact_type: 'email' })];
    const [plan] = classify(
      [{ ...mapped(record({ bio: 'Changed bio' })), contact: null }],
      withContact,
      new Map([['ff-a', 'email']]),
      NOW,
    );
    expect(plan?.kind).toBe('updated');
    expect(plan?.investor.contact).toBeNull();
    expect(plan?.investor.record.contact_type).toBe('email');
    // Unchanged apart from the hidden contact: nothing to write.
    const [same] = classify([{ ...mapped(record()), contact: null }], withContact, new Map(), NOW);
    expect(same?.kind).toBe('unchanged');
  });

  it('keeps created_at of an updated record', () => {
    const [plan] = classify(
      [mapped(record({ bio: 'x', created_at: NOW.toISOString() }))],
      catalogue,
      types,
      NOW,
    );
    expect(plan?.investor.record.created_at).toBe('2026-09-01T00:00:00.000Z');
  });
});

describe('classify reports only the changes an apply makes (issue 23)', () => {
  it('counts a merge that adds nothing as unchanged (the same file imported twice)', () => {
    const stored = [record({ id: 'ff-b', funding_industries: ['AI', 'Open Source'] })];
    const [plan] = classify(
      [{ record: record({ id: 'oss-b', funding_industries: ['Open Source'] }), contact: null }],
      stored,
      new Map(),
      NOW,
    );
    expect(plan?.kind).toBe('unchanged');
  });

  it('counts a row as unchanged when the stored record holds its facts plus what another source merged in', () => {
    const stored = record({
      funding_industries: ['AI', 'Open Source'],
      funding_description: 'Seed fund. Invests in commercial open-source companies.',
      bio: 'Sectors: AI. Listed in awesome-oss-investors.',
      check_sizes: '$300K – $1M',
    });
    const row = record({ funding_description: 'Seed fund.', bio: 'Sectors: AI.' });
    const [plan] = classify([{ record: row, contact: null }], [stored], new Map(), NOW);
    expect(plan?.kind).toBe('unchanged');
    // A fact the record lacks is an update.
    const [changed] = classify(
      [{ record: { ...row, funding_industries: ['AI', 'Climate'] }, contact: null }],
      [stored],
      new Map(),
      NOW,
    );
    expect(changed?.kind).toBe('updated');
  });

  it("merges into the programme of the same name, never another programme of the network's domain", () => {
    const stored = [
      record({
        id: 'sa-fellows',
        name: 'Felicis AI Fellows',
        company: 'Felicis',
        company_url: 'https://felicis.com/f',
      }),
      record({
        id: 'sa-scholars',
        name: 'Felicis AI Scholars',
        company: 'Felicis',
        company_url: 'https://felicis.com/s',
      }),
    ];
    const row = (name: string) => ({
      record: record({
        id: `imp-${name}`,
        name,
        company: 'Felicis',
        company_url: 'https://felicis.com',
        bio: 'New',
      }),
      contact: null,
    });
    const plans = classify([row('Felicis AI Scholars'), row('Felicis Ventures')], stored, new Map(), NOW);
    expect(plans.map((p) => [p.kind, p.investor.record.id])).toEqual([
      ['merged', 'sa-scholars'],
      ['added', 'imp-Felicis Ventures'],
    ]);
  });
});

describe('classify: ids are the identity, a shared website domain is not (issue 22)', () => {
  const firm = record({
    id: 'oss-felicis',
    name: 'Felicis Ventures',
    company: 'Felicis Ventures',
    company_url: 'https://www.felicis.com/',
  });
  const programme = (name: string) => ({
    record: record({
      id: `imp-${name}`,
      name,
      company: 'Felicis Ventures',
      company_url: 'https://www.felicis.com/fellows',
    }),
    contact: null,
  });

  it("adds two programmes sharing the firm's domain as records of their own, never merging them into the firm", () => {
    const plans = classify(
      [programme('Felicis AI Fellows'), programme('Felicis AI Scholars')],
      [firm],
      new Map(),
      NOW,
    );
    expect(plans.map((p) => [p.kind, p.investor.record.id])).toEqual([
      ['added', 'imp-Felicis AI Fellows'],
      ['added', 'imp-Felicis AI Scholars'],
    ]);
  });

  it('writes each stored record once: a second row naming the same investor is a duplicate, not a second write', () => {
    const row = (name: string, bio: string) => ({
      record: record({ id: `imp-${name}`, name, company_url: 'https://www.felicis.com/', bio }),
      contact: null,
    });
    const plans = classify(
      [row('Felicis Ventures', 'One'), row('Felicis Ventures', 'Two'), { record: firm, contact: null }],
      [firm],
      new Map(),
      NOW,
    );
    expect(plans.map((p) => p.kind)).toEqual(['merged', 'duplicate', 'duplicate']);
    const written = plans.filter((p) => p.kind !== 'unchanged' && p.kind !== 'duplicate');
    expect(new Set(written.map((p) => p.investor.record.id)).size).toBe(written.length);
  });
});

describe('mergeInto', () => {
  it('fills empty fields and unites lists, keeping the stored id and source', () => {
    const merged = mergeInto(
      record(),
      record({ id: 'x', bio: 'New bio', funding_stage: ['Series A'], source: null }),
      NOW,
    );
    expect(merged).toMatchObject({ id: 'ff-a', bio: 'New bio', funding_stage: ['Seed', 'Series A'] });
    expect(merged.source?.name).toBe('Fundraising Fox Open Dataset');
  });
});

describe('mapExportCsv', () => {
  it('keeps source, licence and verified date; rejects rows with reasons; a hidden contact is not imported (the website stays a public link)', () => {
    const csv = [
      HEADER,
      'Ada Ventures,Ada,"London, United Kingdom",Venture Fund,Seed; Series A,Fintech; AI,$1M,,deals@ada.example,email,https://ada.example,Yes',
      'Hidden Fund,,,Angel Network,,,,,***HIDDEN***,email,https://hidden.example,No',
      ',No name,,Venture Fund,,,,,,,,',
      'Odd Fund,,,Hedge Fund,,,,,,,https://odd.example,',
      'Nowhere Fund,,,Accelerator,,,,,***HIDDEN***,email,,',
    ].join('\n');
    const { investors, report } = mapExportCsv(csv, {
      source: 'Partner list',
      licence: 'CC BY 4.0',
      now: NOW,
    });
    expect(investors.map((i) => i.record.name)).toEqual(['Ada Ventures', 'Hidden Fund']);
    expect(investors[0]?.record).toMatchObject({
      id: 'imp-ada-ventures-ada-example',
      location: ['United Kingdom'],
      city: 'London',
      funding_stage: ['Seed', 'Series A'],
      verified: true,
      source: { name: 'Partner list', licence: 'CC BY 4.0', verified_at: '2026-11-23' },
    });
    // Contacts model (ADR 0014): a direct contact keeps its import source; a hidden one is not imported.
    expect(investors[0]?.contact).toEqual({
      contact: 'deals@ada.example',
      contact_type: 'email',
      source: 'admin import',
      source_note: 'Partner list',
    });
    expect(investors[1]?.contact).toBeNull();
    expect(investors[1]?.record).toMatchObject({ contact_type: null, company_url: 'https://hidden.example' });
    expect(report).toMatchObject({ rows: 5, mapped: 2, rejected: 3 });
    expect(report.rejections.map((r) => r.reason)).toEqual([
      'missing name',
      'unknown funding type',
      'no contact and no company URL',
    ]);
  });
});

describe('check sizes of an imported export (issue 23: typed ranges stored no amounts)', () => {
  it.each<[string, number | null, number | null]>([
    ['$25K - $100K', 25_000, 100_000],
    ['"$500K – $3M"', 500_000, 3_000_000],
    ['€120K', 138_000, 138_000],
    ['Varies', null, null],
  ])('%s → USD %s – %s, the text kept as written', (cellText, min, max) => {
    const csv = `${HEADER}\nAda Ventures,Ada,Germany,Venture Fund,Seed,Fintech,${cellText},,,,https://ada.example,Yes\n`;
    const { investors } = mapExportCsv(csv, { source: 'Partner list', licence: 'CC BY 4.0', now: NOW });
    expect(investors[0]?.record).toMatchObject({
      check_sizes: cellText.replace(/"/g, ''),
      check_min_usd: min,
      check_max_usd: max,
    });
  });
});

describe('checkRows: an imported row gets the text every admin form field gets (issue 22)', () => {
  it('rejects javascript: LinkedIn and Twitter contacts and unclean text, naming the field; the others go on', () => {
    const csv = [
      HEADER,
      'Ada Ventures,,,Venture Fund,Seed,,,,https://www.linkedin.com/in/ada,linkedin,https://ada.example,Yes',
      'Evil Link,,,Venture Fund,Seed,,,,javascript:alert(document.cookie),linkedin,https://evil.example,Yes',
      'Evil Tweet,,,Venture Fund,Seed,,,,"javascript:fetch(\'//x\')",twitter,https://tweet.example,Yes',
      'Plain Http,,,Venture Fund,Seed,,,,http://twitter.com/plain,twitter,https://plain.example,Yes',
      'Bidi\u202EFund,,,Venture Fund,Seed,,,,,,https://bidi.example,Yes',
      'Zero\u200BWidth,,,Venture Fund,Seed,,,,,,https://zw.example,Yes',
      'Old Link,,,Venture Fund,Seed,,,,,,http://old.example,Yes',
    ].join('\n');
    const { investors, report } = checkRows(
      mapExportCsv(csv, { source: 'Partner list', licence: 'CC BY 4.0', now: NOW }),
    );
    expect(investors.map((i) => i.record.name)).toEqual(['Ada Ventures', 'Old Link']);
    // http links are upgraded to https by the mapper (links are https only).
    expect(investors[1]!.record.company_url).toBe('https://old.example');
    expect(report).toMatchObject({ rows: 7, mapped: 2, rejected: 5 });
    expect(report.rejections.map((r) => [r.reason, r.count])).toEqual([
      ['Contact must be an https web address (a linkedin link).', 1],
      ['Contact must be an https web address (a twitter link).', 2],
      ['Name contains bidirectional control characters.', 1],
      ['Name contains invisible characters.', 1],
    ]);
  });
});
