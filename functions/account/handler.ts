/**
 * Function `account` (founder route, shared/routes.ts): `DELETE /v1/me` deletes the caller's account.
 *
 * Body `AccountDeletionRequest` `{ confirm_email }`: the caller's sign-in email, typed to confirm (compared
 * case-insensitively with the token's `email` claim; a mismatch is a 400 naming `confirm_email` and nothing is
 * deleted). Then functions/account/deletion.ts: hooks (billing), the ledger moved anonymised, the profile, saved
 * list and reveals deleted (functions/data/account.ts), the Cognito user deleted (AdminDeleteUser on the founders
 * pool, `FOUNDERS_POOL_ID`: the registry entry's `userPools` grant, shared/functions.ts), after its tokens are
 * revoked (AdminUserGlobalSignOut); a tombstone keeps every founder route closed to the deleted account (issue 22.1).
 * Answers 200 `AccountDeletionResponse`. Kept apart from `me` so that only this function holds the Cognito
 * delete permission (least privilege).
 */
import * as z from 'zod';
import { AccountDeletionRequest, type AccountDeletionResponse } from '../../shared/account-schemas.js';
import { dynamoAccountStore, type StoredItem } from '../data/account.js';
import { getProfile } from '../data/profile.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { loadEnv } from '../lib/env.js';
import { BadRequest } from '../lib/http-errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { parseBody } from '../lib/validate.js';
import { cognitoIdentity } from './cognito-identity.js';
import { deleteFounderDemand } from '../data/demand.js';
import { deleteNoticeToken } from '../data/notice.js';
import { deleteFounderPitches } from '../data/pitch/deletion.js';
import { deleteAccount } from './deletion.js';
import { deleteFounderDeckRooms } from '../data/deck-room.js';
import { deckStore } from '../lib/object-store.js';
import { BEFORE_ACCOUNT_DELETION } from './hooks.js';
import { putTombstone, tombstoneReader } from '../data/tombstone.js';

// Env gate: the cold start fails without the table or the founders pool (set by the registry's `userPools` grant).
const table = tableName();
const { FOUNDERS_POOL_ID } = loadEnv({ FOUNDERS_POOL_ID: z.string().min(1) });

async function deleteMe(event: HttpEvent): Promise<AccountDeletionResponse> {
  const caller = callerOf(event);
  const { confirm_email } = parseBody(event, AccountDeletionRequest);
  if (!caller.email || confirm_email.toLowerCase() !== caller.email.trim().toLowerCase()) {
    throw new BadRequest('Type your sign-in email exactly to confirm.', 'confirm_email');
  }
  const profile = await getProfile(ddb(), table, caller.sub, { consistent: true });
  const receipt = await deleteAccount(
    {
      sub: caller.sub,
      username: caller.username ?? caller.sub,
      email: caller.email,
      profile: profile as StoredItem | undefined,
    },
    {
      store: dynamoAccountStore(ddb(), table),
      identity: cognitoIdentity(FOUNDERS_POOL_ID),
      tombstones: {
        mark: (sub, status) => putTombstone(ddb(), table, { sub, role: 'founder', status, at: new Date() }),
      },
      beforeDeletion: BEFORE_ACCOUNT_DELETION,
      // The founder's pitches live in partitions of their own (ADR 0049); they go with the account (ADR 0052)
      related: [
        (items, deletionId) => deleteFounderPitches(ddb(), table, caller.sub, items, deletionId),
        // Their asks and saver marks in listings' demand partitions (issue 37): a deleted founder is not counted
        (items) => deleteFounderDemand(ddb(), table, caller.sub, items),
        // The notices mail's unsubscribe token (issue 37 item 4); the notices go with the partition
        (items) => deleteNoticeToken(ddb(), table, items),
        // The founder's deck rooms: their files, visits and figures (issue 39 "Deliver" 5; ADR 0061)
        (items) => deleteFounderDeckRooms(ddb(), table, deckStore(), caller.sub, items),
      ],
    },
  );
  logger.info('Account deleted', {
    anonymisedLedgerEntries: receipt.anonymisedLedgerEntries,
    deletedItems: receipt.deletedItems,
  });
  return {
    deleted: true,
    anonymised_ledger_entries: receipt.anonymisedLedgerEntries,
    deleted_items: receipt.deletedItems,
  };
}

export const handler = featureHandler(
  'account',
  {
    'DELETE /v1/me': deleteMe,
  },
  { accounts: tombstoneReader(ddb, tableName), deletingMayCall: ['DELETE /v1/me'] },
);
