/**
 * Work that must happen before a founder's account is deleted (functions/account/deletion.ts runs these in order;
 * a hook that throws aborts the deletion with nothing deleted, and the founder sees an error and can retry).
 *
 * BILLING: add the Stripe step here, e.g. `cancelStripeSubscription` (cancel the founder's active subscription
 * immediately so that no further invoice is raised for a deleted account). Until billing exists, there is none.
 */
import type { BeforeAccountDeletion } from './deletion.js';

export const BEFORE_ACCOUNT_DELETION: BeforeAccountDeletion[] = [];
