/**
 * Function `account` (founder route, shared/routes.ts): `DELETE /v1/me` deletes the caller's account.
 *
 * Body `AccountDeletionRequest` `{ confirm_email }`: the caller's sign-in email, typed to confirm (compared
 * case-insensitively with the token's `email` claim; a mismatch is a 400 naming `confirm_email` and nothing is
 * deleted). Then functions/account/deletion.ts: hooks (billing), the ledger moved anonymised, the profile, saved
 * list and reveals deleted, the Cognito user deleted (AdminDeleteUser on the founders pool, `FOUNDERS_POOL_ID`).
 * Answers 200 `AccountDeletionResponse`. Kept apart from `me` so that only this function holds the Cognito
 * delete permission (least privilege).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AccountDeletionRequest, type AccountDeletionResponse } from '../../shared/account-schemas.js';
import { keys } from '../data/keys.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { requireEnv } from '../lib/env.js';
import { BadRequest } from '../lib/errors.js';
import { featureHandler, logger, type HttpEvent } from '../lib/http.js';
import { parseBody } from '../lib/validate.js';
import { cognitoIdentity } from './cognito-identity.js';
import { deleteAccount, type StoredItem } from './deletion.js';
import { dynamoAccountStore } from './dynamo-account-store.js';
import { BEFORE_ACCOUNT_DELETION } from './hooks.js';

async function deleteMe(event: HttpEvent): Promise<AccountDeletionResponse> {
  const caller = callerOf(event);
  const { confirm_email } = parseBody(event, AccountDeletionRequest);
  if (!caller.email || confirm_email.toLowerCase() !== caller.email.trim().toLowerCase()) {
    throw new BadRequest('Type your sign-in email exactly to confirm.', 'confirm_email');
  }
  const stored = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(caller.sub), ConsistentRead: true }),
  );
  const receipt = await deleteAccount(
    {
      sub: caller.sub,
      username: caller.username ?? caller.sub,
      email: caller.email,
      profile: stored.Item as StoredItem | undefined,
    },
    {
      store: dynamoAccountStore(ddb(), tableName()),
      identity: cognitoIdentity(requireEnv('FOUNDERS_POOL_ID')),
      beforeDeletion: BEFORE_ACCOUNT_DELETION,
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

export const handler = featureHandler({
  'DELETE /v1/me': deleteMe,
});
