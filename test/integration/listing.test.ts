/**
 * Issue 19, listing half (docs/decisions/0031-provenance-and-listing-state.md): provenance per field through the
 * API, and the administrators' edit of an open-data investor without a contact (issue 19 "Done when": untouched
 * fields keep their dataset source and licence; edited fields get `admin` + date; a contact needs a source note).
 * Every test creates its own investors.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_TOOL_TIMEOUTS, createDocumentClient } from '../../functions/lib/dynamodb.js';
import { investorItem } from '../../functions/data/investor.js';
import type { AdminInvestor, AdminInvestorInput } from '../../shared/admin-schemas.js';
import type { Investor } from '../../shared/schemas.js';
import { createInvestorRecord } from '../support/factories.js';
import { api, createAdmin, createFounder, type SignedInUser } from '../support/cognito.js';

const stack = inject('stack');
let client: DynamoDBDocumentClient;
let admin: SignedInUser;
let founder: SignedInUser;

beforeAll(async () => {
  client = createDocumentClient(stack.dynamodb.endpoint, undefined, LOCAL_TOOL_TIMEOUTS);
  [admin, founder] = await Promise.all([createAdmin(stack), createFounder(stack)]);
}, 60_000);
afterAll(() => client.destroy());

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const FF = 'Fundraising Fox Open Dataset';

/** Stores an open-data investor (as the seed does: dataset provenance from the attribution), no contact. */
async function openDataInvestor(): Promise<string> {
  const id = `ff-listing-${randomUUID().slice(0, 8)}`;
  const record = createInvestorRecord({
    id,
    name: `Lunar Test ${id}`,
    funding_stage: ['Seed', 'Series A'],
    funding_industries: ['Deep Tech'],
    location: ['Germany'],
    city: 'Berlin',
    created_at: new Date().toISOString(),
    source: { name: FF, licence: 'CC BY 4.0', url: 'https://fundraisingfox.com/x', verified_at: null },
  });
  await client.send(new PutCommand({ TableName: stack.dynamodb.table, Item: investorItem(record) }));
  return id;
}

/** The Edit dialog's body for a stored investor (what the web form sends), with `over` applied. */
function formOf(stored: AdminInvestor, over: Partial<AdminInvestorInput>): AdminInvestorInput {
  return {
    name: stored.name,
    company: stored.company,
    bio: stored.bio,
    company_url: stored.company_url,
    image_url: stored.image_url,
    location: stored.location,
    city: stored.city,
    funding_type: stored.funding_type,
    funding_stage: stored.funding_stage,
    funding_industries: stored.funding_industries,
    funding_description: stored.funding_description,
    check_sizes: stored.check_sizes,
    // The form's "Checked by an administrator" opens on the listing's check (web/src/admin/investors/components)
    verified: stored.checked_at !== null,
    ...over,
  };
}

describe('admin edit of an open-data investor (issue 19)', () => {
  it('saves a check size without a contact or source note; untouched fields keep the dataset source and licence', async () => {
    const id = await openDataInvestor();
    const asAdmin = api(stack, admin.idToken);
    const before = (await (await asAdmin(`/v1/admin/investors/${id}`)).json()) as AdminInvestor;
    expect(before.contact).toBeNull();

    const saved = await asAdmin(`/v1/admin/investors/${id}`, {
      method: 'PUT',
      ...json(formOf(before, { check_sizes: '$500K – $2M' })),
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as AdminInvestor;
    expect(after.source).toEqual(before.source);
    expect(after.contact).toBeNull();

    const seen = await api(stack, founder.idToken)(`/v1/investors/${id}`);
    expect(seen.status).toBe(200);
    const investor = (await seen.json()) as Investor;
    expect(investor.check_min_usd).toBe(500_000);
    expect(investor.source).toMatchObject({ name: FF, licence: 'CC BY 4.0' });
    expect(investor.provenance.check_size).toEqual({ source: 'admin', at: expect.stringMatching(/^\d{4}-/) });
    expect(investor.provenance.funding_stage).toMatchObject({
      source: 'dataset',
      dataset: FF,
      version: '2026-09',
    });
    expect(investor.provenance.city).toMatchObject({ source: 'dataset', dataset: FF });
    expect(investor.has_direct_contact).toBe(false);
  });

  it('still asks for a source note with a contact (400 naming source_note), and stores nothing', async () => {
    const id = await openDataInvestor();
    const asAdmin = api(stack, admin.idToken);
    const before = (await (await asAdmin(`/v1/admin/investors/${id}`)).json()) as AdminInvestor;
    const refused = await asAdmin(`/v1/admin/investors/${id}`, {
      method: 'PUT',
      ...json(formOf(before, { city: 'Munich', contact: 'partners@lunar.example' })),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { field?: string } }).error.field).toBe('source_note');
    const unchanged = (await (await asAdmin(`/v1/admin/investors/${id}`)).json()) as AdminInvestor;
    expect(unchanged.city).toBe('Berlin');

    const withNote = await asAdmin(`/v1/admin/investors/${id}`, {
      method: 'PUT',
      ...json(formOf(before, { contact: 'partners@lunar.example', source_note: 'The partner, by phone' })),
    });
    expect(withNote.status).toBe(200);
    const seen = (await (await api(stack, founder.idToken)(`/v1/investors/${id}`)).json()) as Investor;
    expect(seen.has_direct_contact).toBe(true);
    expect(seen.contact).toBeNull();
    expect(seen.provenance.contact).toMatchObject({ source: 'admin' });
    expect(seen.provenance.city).toMatchObject({ source: 'dataset' });
  });
});
