/**
 * Every founder profile, for the administrators' Users, Payment Stats and Dashboard (./profile.ts: profiles are on
 * GSI1 `USERS`). One paginated Query, newest first; the whole partition is read (fine to tens of thousands of
 * founders: docs/decisions/0012-admin-area.md, Consequences).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProfileItem } from './profile.js';
import { USERS_GSI1PK } from './keys.js';
import { listGsi1 } from './listing.js';

/** Every stored profile (billing fields may be missing on items written before billing). */
export async function listProfiles(client: DynamoDBDocumentClient, table: string): Promise<ProfileItem[]> {
  return (await listGsi1(client, table, USERS_GSI1PK)) as ProfileItem[];
}
