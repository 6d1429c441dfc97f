/**
 * Listings held by a team, for the integration and e2e suites: a claimed listing made through the API as an
 * investor makes one (a dataset listing at a fresh domain, claimed by an investor signed up at that domain, verified
 * at once by the domain), and a member put on a listing's team as a verified claim leaves it.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { teamMemberPuts } from '../../functions/data/investor-team.js';
import { transactWrite } from '../../functions/data/transaction.js';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { api, createInvestor, uniqueDomain, type SignedInUser } from './cognito.js';
import { createInvestorRecord } from './factories.js';
import { stackTable } from './profiles.js';
import { addListings } from './catalogue-writes.js';

/** A listing at a fresh domain named after `prefix` (id `<prefix>-<domain>`), claimed by `member` (201). */
export async function claimedListing(
  stack: StackFile,
  prefix: string,
): Promise<{ id: string; domain: string; member: SignedInUser }> {
  const domain = uniqueDomain(prefix);
  const member = await createInvestor(stack, `m@${domain}`);
  const id = `${prefix}-${domain}`;
  const { client, table } = stackTable(stack);
  try {
    await addListings(client, table, [
      {
        record: createInvestorRecord({ id, company_url: `https://${domain}` }),
        contact: null,
      },
    ]);
  } finally {
    client.destroy();
  }
  const claimed = await api(stack, member.idToken)('/v1/investor/claims', {
    method: 'POST',
    body: JSON.stringify({ investor_id: id, consent: true }),
    headers: { 'content-type': 'application/json' },
  });
  expect(claimed.status, `the claim of ${id}`).toBe(201);
  return { id, domain, member };
}

/**
 * Puts `member` on listing `investorId`'s team (joined now, via the domain), as a verified claim leaves it, through
 * the data layer's transaction. @throws Error when the transaction was refused.
 */
export async function joinTeam(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  member: { sub: string; email: string },
): Promise<void> {
  const written = await transactWrite(
    client,
    teamMemberPuts(table, {
      investor_id: investorId,
      sub: member.sub,
      email: member.email,
      joined_at: new Date().toISOString(),
      via: 'domain',
    }),
  );
  if (!written.ok) throw new Error(`${member.email} did not join ${investorId}: ${written.codes.join(', ')}`);
}
