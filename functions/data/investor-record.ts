/**
 * Stored investor shapes (docs/decisions/0001-single-table.md). The catalogue item carries every public field of
 * the API's `Investor` (shared/schemas.ts) and never the contact; the contact is a separate item.
 */
import type { Investor } from '../../shared/schemas.js';
import type { Key } from './keys.js';

/** Public fields of an investor, as stored in the `INV#{id}` / `PROFILE` item. */
export type InvestorRecord = Omit<Investor, 'contact' | 'contact_revealed' | 'saved'> & {
  /** ISO time of the last change. */
  updated_at: string;
};

/** The `INV#{id}` / `CONTACT` item. */
export interface InvestorContactRecord {
  contact: string;
  contact_type: Investor['contact_type'];
}

export type InvestorItem = Key & { gsi1pk: string; gsi1sk: string; type: 'investor' } & InvestorRecord;
export type InvestorContactItem = Key & { type: 'investor_contact'; investor_id: string } & InvestorContactRecord;

/** The public record of a stored catalogue item: the key and type attributes stripped. */
export function toInvestorRecord(item: InvestorItem | Record<string, unknown>): InvestorRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, type, ...record } = item as InvestorItem;
  return record;
}
