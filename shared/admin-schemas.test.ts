import { describe, expect, it } from 'vitest';
import {
  ADMIN_FORM_STAGES,
  ADMIN_FORM_TYPES,
  AdminCreateRequest,
  AdminInvestorInput,
  adminTypeLabel,
  canonicalStagesOfLabels,
  canonicalTypeOfLabel,
  stageLabelsOf,
} from './admin-schemas.js';
import { FUNDING_STAGES, INVESTOR_TYPES } from './vocabulary.js';

describe('the admin form vocabulary', () => {
  it("maps the spec's labels to canonical types, and reaches every canonical type", () => {
    expect(canonicalTypeOfLabel('Venture Fund')).toBe('Venture Fund');
    // The founders' vocabulary (issue 23): no 'VC' label.
    expect(() => canonicalTypeOfLabel('VC')).toThrow();
    expect(canonicalTypeOfLabel('Angel Investor')).toBe('Angel Investor');
    expect(canonicalTypeOfLabel('Family Office')).toBe('Family Office');
    expect(canonicalTypeOfLabel('Corporate VC')).toBe('Corporate VC');
    expect(new Set(ADMIN_FORM_TYPES.map((t) => t.canonical))).toEqual(new Set(INVESTOR_TYPES));
    for (const type of INVESTOR_TYPES) expect(canonicalTypeOfLabel(adminTypeLabel(type))).toBe(type);
  });

  it("maps 'Series C+' to both Series C and Series D+, in the filter's order, and back", () => {
    expect(canonicalStagesOfLabels(['Series C+', 'Seed'])).toEqual(['Seed', 'Series C', 'Series D+']);
    expect(stageLabelsOf(['Series D+'])).toEqual(['Series C+']);
    expect(stageLabelsOf(['Series C', 'Series D+', 'Growth'])).toEqual(['Series C+', 'Growth']);
  });

  it('reaches every canonical stage, so an edit never drops one', () => {
    const reachable = new Set(ADMIN_FORM_STAGES.flatMap((s) => s.canonical));
    expect(reachable).toEqual(new Set(FUNDING_STAGES));
    expect(canonicalStagesOfLabels(stageLabelsOf([...FUNDING_STAGES]))).toEqual([...FUNDING_STAGES]);
  });

  it('refuses an unknown label', () => {
    expect(() => canonicalTypeOfLabel('Hedge Fund')).toThrow(/Unknown/);
    expect(() => canonicalStagesOfLabels(['Series Z'])).toThrow(/Unknown/);
  });
});

describe('AdminInvestorInput', () => {
  const valid = {
    name: ' Fund ',
    contact: 'a@b.example',
    funding_type: 'Venture Fund',
    source_note: 'by email',
  };

  it('accepts a minimal investor, trims, defaults verified to true', () => {
    const parsed = AdminInvestorInput.parse(valid);
    expect(parsed).toMatchObject({ name: 'Fund', verified: true, contact_type: 'email', funding_stage: [] });
  });

  it('takes no contact and no source note (issue 19: an edit without a contact); a contact needs a note', () => {
    const parsed = AdminInvestorInput.parse({ name: 'Fund', funding_type: 'Venture Fund', contact: '' });
    expect(parsed).toMatchObject({ contact: null, source_note: null });
    const noNote = AdminInvestorInput.safeParse({
      name: 'Fund',
      funding_type: 'Venture Fund',
      contact: 'a@b.example',
    });
    expect(noNote.error?.issues[0]?.path[0]).toBe('source_note');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ contact: 'not-an-email' }, 'contact'],
    [{ funding_type: 'VC' }, 'funding_type'],
    [{ funding_stage: ['Series C+'] }, 'funding_stage'],
    [{ source_note: '' }, 'source_note'],
    [{ company_url: 'ftp://x.example' }, 'company_url'],
  ])('names the offending field: %j → %s', (override, field) => {
    const result = AdminInvestorInput.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it.each<[string, number | null, number | null]>([
    ['$25K - $100K', 25_000, 100_000],
    ['$500K – $3M', 500_000, 3_000_000],
    ['€120K', 138_000, 138_000],
    ['Up to $2M', null, 2_000_000],
    ['', null, null],
  ])('reads the check size %j as USD %s – %s (issue 23: these stored no amounts)', (text, min, max) => {
    const parsed = AdminInvestorInput.parse({ ...valid, check_sizes: text });
    expect(parsed).toMatchObject({ check_sizes: text, check_min_usd: min, check_max_usd: max });
  });

  it.each(['lots', 'XYZ 100K'])('refuses the check size %j with a 400 naming check_sizes', (text) => {
    const result = AdminInvestorInput.safeParse({ ...valid, check_sizes: text });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['check_sizes']);
    expect(result.error?.issues[0]?.message).toMatch(/check size/i);
  });

  it('takes a linkedin URL as a linkedin contact', () => {
    expect(
      AdminInvestorInput.safeParse({
        ...valid,
        contact: 'https://linkedin.com/in/x',
        contact_type: 'linkedin',
      }).success,
    ).toBe(true);
  });
});

describe('AdminCreateRequest', () => {
  it("requires username and password with the spec's message", () => {
    const result = AdminCreateRequest.safeParse({ username: '', password: '' });
    expect(result.error?.issues[0]?.message).toBe('Username and password are required');
  });

  it('applies the admins pool policy (14 characters) in Cognito words', () => {
    const result = AdminCreateRequest.safeParse({ username: 'ops', password: 'Short-Pass1!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Password did not conform with policy/);
    expect(AdminCreateRequest.safeParse({ username: 'ops', password: 'Long-Enough-Pass1!' }).success).toBe(
      true,
    );
  });
});
