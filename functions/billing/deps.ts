/**
 * The billing service's dependencies in a container (functions/billing/service.ts `BillingDeps`): the billing
 * repository on the single table and the Stripe client, with the caller's way of creating a missing profile.
 * Shared by the `billing` HTTP function, which creates and announces profiles (it declares `publishes`), and the
 * `billing-events` consumer, which never creates one (a missing profile is a deleted account) and may not
 * publish; neither imports the other's entry module (issue 21.5, 21.7).
 */
import { billingRepository } from '../data/billing.js';
import { tombstoneStatus } from '../data/tombstone.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import type { BillingDeps } from './service.js';
import { stripe } from './stripe-client.js';
import { tableTrialClaims } from './trial-claims.js';

/** The dependencies, creating missing profiles with `ensureProfile`. */
export function billingDeps(ensureProfile: BillingDeps['ensureProfile']): BillingDeps {
  return {
    billing: billingRepository(ddb(), tableName()),
    stripe,
    ensureProfile,
    accountDeleted: async (founderId) => (await tombstoneStatus(ddb(), tableName(), founderId)) !== 'active',
    trials: tableTrialClaims(ddb, tableName),
  };
}

/** For a function that must never create a profile (the billing consumer). */
export async function noProfileCreation(founderId: string): Promise<never> {
  throw new Error(`The billing consumer does not create profiles (founder ${founderId})`);
}
