/**
 * Investors as one founder may see them (DESIGN.md "Contacts never leave the server unrevealed"; contacts model in
 * docs/decisions/0014-contacts-model.md): the public record with its public links, `saved` from the founder's saved
 * items, `has_direct_contact`, and the direct contact ONLY for investors the founder revealed. A reveal made before
 * the contacts model whose contact turned out to be a public link shows no contact (the link is on the record). Every
 * founder route that answers investors (search, one investor, reveal, saved list, export) goes through here, so
 * the rule lives in one place.
 *
 * Reads: one BatchGet of the founder's `REVEAL#` and `SAVED#` items for the records (chunked by 100), then one
 * BatchGet of the `CONTACT` items of the revealed ones only (none when nothing is revealed). A caller that already
 * knows the marks (the saved list reads them with the investors) starts at `withRevealedContacts`.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Investor } from '../../shared/schemas.js';
import { batchGetAll } from './batch.js';
import { toContactRecord, type InvestorContactRecord, type InvestorRecord } from './investor.js';
import { investorIdFromSk, keys } from './keys.js';

/** `record` with its direct contact masked (whether one is on file stays visible: `has_direct_contact`). */
export function masked(record: InvestorRecord, saved = false): Investor {
  return {
    ...record,
    contact: null,
    contact_revealed: false,
    has_direct_contact: record.contact_type !== null,
    saved,
  };
}

/**
 * One investor as the founder sees it: the contact only when `contact` is given (the founder revealed it).
 */
export function viewOf(
  record: InvestorRecord,
  marks: { saved: boolean; contact?: InvestorContactRecord | undefined },
): Investor {
  if (!marks.contact) return masked(record, marks.saved);
  return {
    ...record,
    contact: marks.contact.contact,
    contact_type: marks.contact.contact_type,
    contact_revealed: true,
    has_direct_contact: true,
    saved: marks.saved,
  };
}

/**
 * The founder's view of `records`, in the same order.
 * @param sub the founder (Cognito sub)
 * @param options.consistent read the founder's items strongly consistently (right after writing them)
 */
export async function founderView(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  records: readonly InvestorRecord[],
  options: { consistent?: boolean } = {},
): Promise<Investor[]> {
  if (records.length === 0) return [];
  const marks = await batchGetAll(
    client,
    table,
    records.flatMap((r) => [keys.reveal(sub, r.id), keys.saved(sub, r.id)]),
    { projection: 'sk', consistent: options.consistent === true },
  );
  const revealed = new Set<string>();
  const saved = new Set<string>();
  for (const item of marks) {
    const sk = String(item.sk);
    if (sk.startsWith(keys.revealPrefix)) revealed.add(investorIdFromSk(sk));
    else if (sk.startsWith(keys.savedPrefix)) saved.add(investorIdFromSk(sk));
  }
  return withRevealedContacts(client, table, records, { revealed, saved });
}

/**
 * `records` as the founder sees them, given which of them the founder revealed and saved: one BatchGet of the
 * revealed ones' contact items (none when nothing is revealed).
 */
export async function withRevealedContacts(
  client: DynamoDBDocumentClient,
  table: string,
  records: readonly InvestorRecord[],
  marks: { revealed: ReadonlySet<string>; saved: ReadonlySet<string> },
): Promise<Investor[]> {
  const { revealed } = marks;
  if (revealed.size === 0) return viewsWithContacts(records, marks, []);
  const contacts = await batchGetAll(
    client,
    table,
    [...revealed].map((id) => keys.investorContact(id)),
  );
  return viewsWithContacts(records, marks, contacts);
}

/**
 * `records` as the founder sees them, given the marks and the contact items already read (pure): a contact only
 * for an investor in `revealed`, whatever else `contacts` holds.
 */
export function viewsWithContacts(
  records: readonly InvestorRecord[],
  marks: { revealed: ReadonlySet<string>; saved: ReadonlySet<string> },
  contacts: readonly Record<string, unknown>[],
): Investor[] {
  const { revealed, saved } = marks;
  if (revealed.size === 0) return records.map((r) => masked(r, saved.has(r.id)));
  const byId = new Map<string, InvestorContactRecord>();
  for (const item of contacts) {
    const contact = toContactRecord(item);
    if (contact) byId.set(String(item.investor_id), contact);
  }
  return records.map((r) =>
    viewOf(r, { saved: saved.has(r.id), contact: revealed.has(r.id) ? byId.get(r.id) : undefined }),
  );
}
