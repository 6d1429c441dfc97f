/**
 * Work that must happen before a founder's account is deleted (functions/account/deletion.ts runs these in order;
 * a hook that throws aborts the deletion with nothing deleted, and the founder sees the error and can retry).
 *
 * 1. Billing: cancel the founder's live Stripe subscriptions immediately, so that no further invoice is raised for
 *    a deleted account (stripe-cancel.ts; Stripe failing answers 502 and deletes nothing; ADR 0010).
 * 2. The trial claim: a founder who had the free trial keeps it claimed by the keyed hash of their email, so
 *    signing up again gives no second trial (trial-claim.ts; issue 22.6, ADR 0040).
 */
import { stripe } from '../billing/stripe-client.js';
import { tableTrialClaims } from '../billing/trial-claims.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import type { BeforeAccountDeletion } from './deletion.js';
import { cancelStripeSubscriptions } from './stripe-cancel.js';
import { keepTrialClaim } from './trial-claim.js';

export const BEFORE_ACCOUNT_DELETION: BeforeAccountDeletion[] = [
  cancelStripeSubscriptions(stripe),
  keepTrialClaim(tableTrialClaims(ddb, tableName)),
];
