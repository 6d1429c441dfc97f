/**
 * The listing-state side of the issue 19 contract, as the claims feature calls it (the one seam between the two
 * halves): `markClaimed` when a claim is verified or approved, `unclaimListing` when the last team member leaves.
 * The listing half (i19-listing) owns the listing state and these functions' real bodies
 * (functions/data/listing-claim.ts): until its branch is merged, this module sets the `claimed` and
 * `confirmed_at` attributes of the catalogue item itself and bumps the catalogue version so founders' search sees
 * the change; afterwards it re-exports theirs.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bumpCatalogueVersion } from '../data/investor.js';
import { keys } from '../data/keys.js';

async function setClaimed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  claimed: boolean,
  at: string,
): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.investor(investorId),
      UpdateExpression: 'SET claimed = :claimed, confirmed_at = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':claimed': claimed, ':at': claimed ? at : null },
    }),
  );
  await bumpCatalogueVersion(client, table, new Date(at));
}

/** Marks listing `investorId` claimed, confirmed at `at` (ISO). */
export async function markClaimed(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: string,
): Promise<void> {
  await setClaimed(client, table, investorId, true, at);
}

/** Leaves listing `investorId` unclaimed (nobody holds it any more). */
export async function unclaimListing(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  at: string,
): Promise<void> {
  await setClaimed(client, table, investorId, false, at);
}
