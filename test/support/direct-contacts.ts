/**
 * Investors WITH a direct contact for the test stacks (docs/decisions/0014-contacts-model.md): the open-data
 * catalogue has none, so suites that reveal create them as an administrator's import would (source `admin import`
 * with a source note), newest first in the default order (created in 2030) so they lead page 1. Writes through the
 * investor entity (functions/data/investor.ts) and bumps the catalogue version once.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  bumpCatalogueVersion,
  putInvestorsIfAbsent,
  type InvestorContactRecord,
  type InvestorRecord,
} from '../../functions/data/investor.js';
import { createContact, createInvestorRecord } from './factories.js';

export const DIRECT_CONTACT_PREFIX = 'test-direct';

/** An investor with a direct contact: its catalogue record and its contact item. */
export interface DirectContactInvestor {
  record: InvestorRecord;
  contact: InvestorContactRecord;
}

/** The `count` investors `addDirectContactInvestors` writes (pure): ids `{prefix}-{k}`, emails at `{prefix}.example`. */
export function directContactInvestors(
  count: number,
  prefix = DIRECT_CONTACT_PREFIX,
): DirectContactInvestor[] {
  return Array.from({ length: count }, (_, k) => {
    const n = String(k + 1).padStart(3, '0');
    const created = new Date(Date.UTC(2030, 0, 1) - k * 60_000).toISOString();
    return {
      record: createInvestorRecord({
        id: `${prefix}-${n}`,
        name: `Direct Contact Investor ${n}`,
        company: `Direct Contact Partners ${n}`,
        funding_industries: ['Fintech'],
        funding_description: 'Seed venture fund with a partner contact on file.',
        check_sizes: '$250K – $1M',
        check_min_usd: 250_000,
        check_max_usd: 1_000_000,
        created_at: created,
        updated_at: created,
      }),
      contact: createContact({
        contact: `partner-${n}@${prefix}.example`,
        source: 'admin import',
        source_note: 'test stack: synthetic investor with a direct contact',
      }),
    };
  });
}

/** Writes `directContactInvestors(count, prefix)` (existing ones are left as they are) and bumps the version. */
export async function addDirectContactInvestors(
  client: DynamoDBDocumentClient,
  table: string,
  count: number,
  prefix = DIRECT_CONTACT_PREFIX,
): Promise<DirectContactInvestor[]> {
  const investors = directContactInvestors(count, prefix);
  await putInvestorsIfAbsent(client, table, investors);
  await bumpCatalogueVersion(client, table);
  return investors;
}
