import { describe, expect, it } from 'vitest';
import { Investor } from '../../shared/schemas.js';
import { ATTRIBUTIONS } from '../../shared/attribution.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from '../../shared/vocabulary.js';
import { readCatalogue } from './catalogue.js';

describe('the catalogue of the three real files', async () => {
  const catalogue = await readCatalogue({ fundraisingFoxCsv: undefined });

  it('validates every record against the API Investor schema', () => {
    // Act
    const failures = catalogue.investors
      .map((i) => ({
        id: i.record.id,
        result: Investor.safeParse({
          ...i.record,
          contact: null,
          contact_revealed: false,
          has_direct_contact: false,
          saved: false,
        }),
      }))
      .filter((f) => !f.result.success);
    // Assess
    expect(failures.map((f) => f.id)).toEqual([]);
    expect(catalogue.investors.length).toBeGreaterThan(1000);
  });

  it('uses only canonical types and stages, attributed sources, and no direct contact (open data)', () => {
    const sources = new Set(ATTRIBUTIONS.map((a) => a.source));
    for (const { record, contact } of catalogue.investors) {
      expect(INVESTOR_TYPES).toContain(record.funding_type);
      for (const stage of record.funding_stage) expect(FUNDING_STAGES).toContain(stage);
      expect(sources.has(record.source!.name)).toBe(true);
      expect(contact).toBeNull();
      expect(record.contact_type).toBeNull();
      expect(record.company_url ?? record.source?.url).toMatch(/^https?:\/\//);
      // Publisher audit notes are for the data docs, not founders' profiles (issue 12).
      expect(record.bio).not.toMatch(/publisher audit|Amount basis|Verified by the source/);
      expect(record.location.every((c) => c.length > 2)).toBe(true);
      expect(record.city).not.toBe('null');
    }
  });

  it('has unique ids and reports every source row as mapped, merged or rejected', () => {
    const ids = catalogue.investors.map((i) => i.record.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of catalogue.reports) expect(r.mapped + r.merged + r.rejected).toBe(r.rows);
    expect(catalogue.reports.map((r) => r.rows)).toEqual([1220, 150, 66]);
    expect(catalogue.reports[2]!.merged).toBe(5);
  });

  it('merges the awesome-oss-investors firms found in the other sources by domain', () => {
    expect(catalogue.merged).toEqual([
      'Lunar Ventures → ff-lunar-ventures',
      'Y Combinator → sa-y-combinator-fd002d99',
      'Hive Ventures → ff-hive-ventures-2',
      'Amplify Partners → ff-amplify-partners',
      'Bessemer Venture Partners → ff-bessemer-venture-partners',
    ]);
    const bvp = catalogue.investors.find((i) => i.record.id === 'ff-bessemer-venture-partners')!;
    expect(bvp.record.funding_industries).toContain('Open Source');
    expect(catalogue.investors.some((i) => i.record.id === 'oss-bessemer-venture-partners')).toBe(false);
  });

  it('keeps one record per firm: the two Y Combinator records (one domain) are one (issue 23)', () => {
    const yc = catalogue.investors.filter((i) => i.record.company_url?.includes('ycombinator.com'));
    expect(yc.map((i) => i.record.id)).toEqual(['sa-y-combinator-fd002d99']);
    expect(yc[0]!.record.funding_industries).toContain('Open Source');
    expect(catalogue.mergedInto.get('oss-y-combinator')).toBe('sa-y-combinator-fd002d99');
  });

  it("never merges a firm into a programme that shares the network's domain", () => {
    // sequoiacap.com: Sequoia Arc (a programme of Sequoia Capital) and the firm from awesome-oss-investors.
    const ids = catalogue.investors.map((i) => i.record.id);
    expect(ids).toEqual(expect.arrayContaining(['sa-sequoia-arc-00382a7d', 'oss-sequoia-capital']));
    expect(ids).toEqual(expect.arrayContaining(['sa-greylock-x-3a429849', 'oss-greylock-partners']));
    expect(ids).toEqual(expect.arrayContaining(['sa-felicis-ai-fellows-e6aea2ea', 'oss-felicis-ventures']));
  });

  it('is deterministic: a second read gives identical records', async () => {
    const again = await readCatalogue();
    expect(again.investors).toEqual(catalogue.investors);
  });
});
