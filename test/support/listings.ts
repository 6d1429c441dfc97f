/**
 * A claimed listing of the integration suites, made through the API as an investor makes one: a dataset listing at
 * a fresh domain, claimed by an investor signed up at that domain (verified at once by the domain).
 */
import { expect } from 'vitest';
import { bumpCatalogueVersion, putInvestorIfAbsent } from '../../functions/data/investor.js';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { api, createInvestor, uniqueDomain, type SignedInUser } from './cognito.js';
import { createInvestorRecord } from './factories.js';
import { stackTable } from './profiles.js';

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
    await putInvestorIfAbsent(client, table, {
      record: createInvestorRecord({ id, company_url: `https://${domain}` }),
      contact: null,
    });
    await bumpCatalogueVersion(client, table);
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
