/**
 * A founder's saved list (founder-app.md section 2 "Saved Lists"; section 3 saved_investors row): the
 * `USER#{sub}` / `SAVED#{investorId}` items (attribute `saved_at`, ISO time), joined with the catalogue items and
 * shown through `founderView` (contacts only where revealed). Reads of the founder's items are strongly
 * consistent, so a list read right after a save or a reveal includes it.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SavedInvestor, SavedListResponse } from '../../shared/schemas.js';
import { batchGetAll } from './batch.js';
import { founderView } from './founder-view.js';
import { toInvestorRecord } from './investor-record.js';
import { investorIdFromSk, keys } from './keys.js';

/** The saved investors of `sub`, newest first. Investors removed from the catalogue since are left out. */
export async function loadSavedList(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<SavedInvestor[]> {
  const savedAt = new Map<string, string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': keys.savedPrefix },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      savedAt.set(investorIdFromSk(String(item.sk)), String(item.saved_at ?? new Date(0).toISOString()));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  if (savedAt.size === 0) return [];
  const stored = await batchGetAll(
    client,
    table,
    [...savedAt.keys()].map((id) => keys.investor(id)),
  );
  const records = stored.map(toInvestorRecord);
  const view = await founderView(client, table, sub, records, { consistent: true });
  return view
    .map((investor) => ({ ...investor, saved: true, saved_at: savedAt.get(investor.id)! }))
    .sort((a, b) => b.saved_at.localeCompare(a.saved_at) || a.name.localeCompare(b.name));
}

/** The Saved Lists summary: Total Saved, Contacts Revealed, Verified Investors. */
export function savedSummary(items: readonly SavedInvestor[]): SavedListResponse['summary'] {
  return {
    total: items.length,
    revealed: items.filter((i) => i.contact_revealed).length,
    verified: items.filter((i) => i.verified).length,
  };
}
