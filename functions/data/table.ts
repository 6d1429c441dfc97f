/**
 * The single table's shape (docs/decisions/0001-single-table.md). Used by the local stack to create the table and
 * by infra/ to declare it, so both agree on key names and indexes.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** GSI1: listings across partitions (the investor catalogue, later users and applications). */
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /**
   * The TTL attribute (epoch seconds): DynamoDB deletes an item some time after it (usually within days). Set on
   * usage ledger entries only (functions/data/ledger.ts `LEDGER_RETENTION_DAYS`).
   */
  ttlAttribute: 'expires_at',
} as const;

/** Default table name locally (`.local/stack.json` records the one in use). */
export const LOCAL_TABLE_NAME = 'fundscout';
