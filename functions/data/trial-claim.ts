/**
 * Trial claims (issue 22.6; docs/decisions/0040-trial-claims.md): who has had the 7-day free trial, remembered past
 * account deletion without keeping who they were.
 *
 * `TRIAL#{hash}` / `TRIAL` `{ kind, holder, claimed_at }`, one item per keyed hash (functions/billing/
 * trial-claims.ts): `hash` is the HMAC-SHA256 of a normalised email (`kind` `email`) or of a Stripe card
 * fingerprint (`card`); `holder` the HMAC of the Stripe subscription that claimed it first (so a redelivered event
 * of that same subscription finds its own claim, and another subscription finds someone else's). No email, card,
 * name, Cognito `sub` or Stripe id is stored, and nothing else reads these items. No TTL: the trial is once per
 * person, for as long as the product sells it.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.js';
import { isConditionalCheckFailed } from './transaction.js';

/** What a claim is a keyed hash of. */
export type TrialClaimKind = 'email' | 'card';

/**
 * Claims `hash` for `holder` unless another holder has it (one conditional PutItem; a holder re-claiming its own
 * hash rewrites nothing that matters).
 * @returns `mine` when the claim is (now) `holder`'s, `taken` when another holder had it first
 */
export async function claimTrial(
  client: DynamoDBDocumentClient,
  table: string,
  claim: { hash: string; kind: TrialClaimKind; holder: string; at: Date },
): Promise<'mine' | 'taken'> {
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.trialClaim(claim.hash),
          type: 'trial_claim',
          kind: claim.kind,
          holder: claim.holder,
          claimed_at: claim.at.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR holder = :holder',
        ExpressionAttributeValues: { ':holder': claim.holder },
      }),
    );
    return 'mine';
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return 'taken';
  }
}

/** True when `hash` has a claim (one strongly consistent GetItem). */
export async function isClaimed(client: DynamoDBDocumentClient, table: string, hash: string): Promise<boolean> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: keys.trialClaim(hash), ConsistentRead: true, ProjectionExpression: 'pk' }),
  );
  return found?.Item !== undefined;
}
