import { describe, expect, it } from 'vitest';
import { investorContactItem, investorItem } from '../data/investor.js';
import { createInvestorRecord } from '../../test/support/factories.js';
import { migratedInvestor } from './migrate.js';

/** A catalogue item as an earlier version stored it: `website` type, no links, amounts or details. */
function legacyItem(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { application_url, check_min_usd, check_max_usd, details, ...old } = investorItem(
    createInvestorRecord({
      id,
      bio: 'Sectors: Fintech. From the Fundraising Fox Open Dataset (publisher audit: ...)',
    }),
  );
  return { ...old, contact_type: 'website', ...over };
}

describe('migratedInvestor (docs/decisions/0014-contacts-model.md)', () => {
  it('turns a website "contact" into a public link: contact item deleted, no direct contact, link kept', () => {
    const stored = legacyItem('adm-1', { company_url: null });
    const contact = {
      pk: 'INV#adm-1',
      sk: 'CONTACT',
      contact: 'https://acme.example/pitch',
      contact_type: 'website',
    };
    const plan = migratedInvestor(stored, contact, undefined);
    expect(plan).toMatchObject({ changed: true, deleteContact: true });
    expect(plan.record).toMatchObject({ contact_type: null, company_url: 'https://acme.example/pitch' });
  });

  it('refreshes an imported record from today’s mapping and keeps created_at', () => {
    const fresh = createInvestorRecord({
      id: 'ff-acme',
      bio: 'Sectors: Fintech.',
      created_at: '2026-09-01T00:00:00.000Z',
    });
    const stored = legacyItem('ff-acme', { created_at: '2026-08-01T00:00:00.000Z' });
    const plan = migratedInvestor(
      stored,
      { contact: 'https://x', contact_type: 'website' },
      { record: fresh, contact: null },
    );
    expect(plan.record.bio).toBe('Sectors: Fintech.');
    expect(plan.record.created_at).toBe('2026-08-01T00:00:00.000Z');
    expect(plan.deleteContact).toBe(true);
  });

  it('keeps a direct contact and says so on the record', () => {
    const stored = legacyItem('app-1');
    const contact = investorContactItem('app-1', {
      contact: 'a@b.example',
      contact_type: 'email',
      source: 'investor application',
    });
    const plan = migratedInvestor(stored, { ...contact }, undefined);
    expect(plan).toMatchObject({ changed: true, deleteContact: false, record: { contact_type: 'email' } });
  });

  it('changes nothing on a record already migrated (idempotent)', () => {
    const record = createInvestorRecord({ id: 'adm-2', contact_type: 'email' });
    const contact = investorContactItem('adm-2', { contact: 'a@b.example', contact_type: 'email' });
    expect(migratedInvestor(investorItem(record), { ...contact }, undefined).changed).toBe(false);
    const none = createInvestorRecord({ id: 'adm-3' });
    expect(migratedInvestor(investorItem(none), undefined, undefined).changed).toBe(false);
  });
});
