/**
 * Work that must happen before a founder's account is deleted (functions/account/deletion.ts runs these in order;
 * a hook that throws aborts the deletion with nothing deleted, and the founder sees the error and can retry).
 *
 * 1. Billing: cancel the founder's live Stripe subscriptions immediately, so that no further invoice is raised for
 *    a deleted account (stripe-cancel.ts; Stripe failing answers 502 and deletes nothing; ADR 0010).
 */
import { stripe } from '../billing/stripe-client.js';
import type { BeforeAccountDeletion } from './deletion.js';
import { cancelStripeSubscriptions } from './stripe-cancel.js';

export const BEFORE_ACCOUNT_DELETION: BeforeAccountDeletion[] = [cancelStripeSubscriptions(stripe)];
