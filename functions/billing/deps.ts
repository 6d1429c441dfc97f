/**
 * The billing service's dependencies in a Lambda container (functions/billing/service.ts `BillingDeps`): the
 * billing items of the single table, the configured Stripe client, and the founder profile module. Shared by the
 * billing routes (functions/billing/handler.ts) and the Stripe event consumer (functions/billing-events/handler.ts),
 * so neither Lambda entry imports the other.
 */
import { billingRepository } from '../data/billing.js';
import { getOrCreateProfile } from '../data/profile.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import type { BillingDeps } from './service.js';
import { stripe } from './stripe-client.js';

/** The service's dependencies for this container. */
export function billingDeps(): BillingDeps {
  return {
    billing: billingRepository(ddb(), tableName()),
    stripe,
    ensureProfile: (sub, email) => getOrCreateProfile(ddb(), tableName(), { sub, email }),
  };
}
