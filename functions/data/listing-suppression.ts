/**
 * Listings their investors hid (the opt-out, issue 19 item 3; docs/decisions/0032-freshness-opt-out.md), as a
 * later import of the open data must not bring them back: suppressed by id and by the registrable domain of their
 * website (functions/catalogue/suppress.ts). One paged Query of GSI1 `REMOVED`, filtered on `removed.by`.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REMOVED_GSI1PK } from './keys.js';
import { queryAll } from './query.js';
import { TABLE } from './table.js';

/** A hidden listing's id and website (null: none on file). */
export interface HiddenListing {
  id: string;
  company_url: string | null;
}

/** The listings hidden by their investors (not those an administrator removed). */
export async function hiddenByInvestors(client: DynamoDBDocumentClient, table: string): Promise<HiddenListing[]> {
  return removed(client, table, 'investor');
}

/**
 * Every removed listing: hidden by its investor or removed by an administrator (ADR 0042). The administrators' CSV
 * import suppresses both (issue 19 item 3), so neither an opt-out nor an administrator's delete is undone by a file.
 */
export async function removedListings(client: DynamoDBDocumentClient, table: string): Promise<HiddenListing[]> {
  return removed(client, table);
}

async function removed(
  client: DynamoDBDocumentClient,
  table: string,
  by?: 'investor',
): Promise<HiddenListing[]> {
  const items = await queryAll(client, {
    TableName: table,
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ProjectionExpression: 'id, company_url',
    ...(by
      ? {
          FilterExpression: 'removed.#by = :by',
          ExpressionAttributeNames: { '#by': 'by' },
          ExpressionAttributeValues: { ':pk': REMOVED_GSI1PK, ':by': by },
        }
      : { ExpressionAttributeValues: { ':pk': REMOVED_GSI1PK } }),
  });
  return items.map((item) => ({
    id: String(item.id),
    company_url: typeof item.company_url === 'string' ? item.company_url : null,
  }));
}
