/**
 * Feature `investors` (founder routes, shared/routes.ts): GET /v1/investors, GET /v1/investors/filters,
 * GET /v1/investors/{id}. Contacts are never sent unless the caller revealed the investor (DESIGN.md
 * corrections): the catalogue holds no contact; for the investors of a response the caller's reveal items are
 * read with one BatchGet, and only the revealed investors' contact items are read.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { InvestorContactRecord, InvestorRecord } from '../data/investor-record.js';
import { keys } from '../data/keys.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { NotFound } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parsePath, parseQuery } from '../lib/validate.js';
import {
  InvestorIdParams,
  InvestorListQuery,
  type Investor,
  type InvestorFilters,
  type InvestorListResponse,
} from '../../shared/schemas.js';
import { PAGE_SIZE } from '../../shared/vocabulary.js';
import { CatalogueCache } from './catalogue.js';
import { filterOptions, search } from './search-index.js';

const cache = new CatalogueCache(ddb, tableName);

/** Attach contacts the caller revealed; everything else is masked. At most 100 records (one BatchGet). */
export async function withContacts(sub: string, records: InvestorRecord[]): Promise<Investor[]> {
  const masked = (r: InvestorRecord): Investor => ({ ...r, contact: null, contact_revealed: false });
  if (records.length === 0) return [];
  const table = tableName();
  const reveals = await ddb().send(
    new BatchGetCommand({
      RequestItems: {
        [table]: { Keys: records.map((r) => keys.reveal(sub, r.id)), ProjectionExpression: 'sk' },
      },
    }),
  );
  const revealed = new Set(
    (reveals.Responses?.[table] ?? []).map((item) => String(item.sk).slice(keys.revealPrefix.length)),
  );
  if (revealed.size === 0) return records.map(masked);
  const contacts = await ddb().send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [...revealed].map((id) => keys.investorContact(id)) } },
    }),
  );
  const byId = new Map(
    (contacts.Responses?.[table] ?? []).map((item) => [
      String(item.investor_id),
      item as unknown as InvestorContactRecord,
    ]),
  );
  return records.map((r) => {
    const contact = revealed.has(r.id) ? byId.get(r.id) : undefined;
    return contact
      ? { ...r, contact: contact.contact, contact_type: contact.contact_type, contact_revealed: true }
      : masked(r);
  });
}

async function list(event: HttpEvent): Promise<InvestorListResponse> {
  const query = parseQuery(event, InvestorListQuery);
  const caller = callerOf(event);
  const { index } = await cache.get();
  const page = search(index, query);
  return {
    items: await withContacts(caller.sub, page.items),
    total: page.total,
    page: page.page,
    pageSize: PAGE_SIZE,
  };
}

async function filters(event: HttpEvent): Promise<InvestorFilters> {
  callerOf(event);
  const { index } = await cache.get();
  return filterOptions(index);
}

async function one(event: HttpEvent): Promise<Investor> {
  const { id } = parsePath(event, InvestorIdParams);
  const caller = callerOf(event);
  const { byId } = await cache.get();
  const record = byId.get(id);
  if (!record) throw new NotFound(`No investor with id '${id}'.`);
  const [investor] = await withContacts(caller.sub, [record]);
  return investor as Investor;
}

export const handler = featureHandler({
  'GET /v1/investors': list,
  'GET /v1/investors/filters': filters,
  'GET /v1/investors/{id}': one,
});
