/**
 * Deleting a founder's account (issue 13, Account Settings "delete account"): the sign-in identity, the profile,
 * the saved list and the reveals go; the usage ledger stays, anonymised, for accounting.
 *
 * "Anonymised" here means: each ledger entry is moved out of the founder's partition (`USER#{sub}`) to a partition
 * of its own deletion, `DELETED#{deletionId}` (a random UUID that is not derived from the founder and is stored
 * nowhere with the founder's sub, email or name), keeping only what accounting needs: the action `kind`, the
 * `cost` in actions, the time `at`, the usage `period_start`, and the plan (`tier`, `billing_cycle`,
 * `subscription_price` in cents) the account had when it was deleted. Dropped: the founder's sub (key), the
 * `subject_id` and `subject_label` (which investors the founder looked at), the `request_id` (which links to API
 * logs that name the caller). docs/decisions/0010-account-and-sessions.md.
 *
 * Order, chosen so that a failure half-way never loses the accounting record and a retry finishes the job:
 * 1. `beforeDeletion` hooks run first (billing: cancel the Stripe subscription; the trial claim, issue 22.6); a
 *    hook that throws aborts the deletion before anything is changed;
 * 2. the tombstone `deleting` is put (functions/data/tombstone.ts, issue 22.1): from now on every founder route
 *    refuses the founder's still-valid tokens and API keys with 401 `account_deleted`, except this deletion
 *    itself, so nothing is stored for the account again (no profile re-created, no reveal charged);
 * 3. each ledger entry is moved (anonymised copy Put + original Delete in one transaction: never both, never
 *    neither);
 * 4. what the founder left outside the partition is deleted by the `related` steps (their pitches, with the
 *    investors' pitch-log entries kept under a random pseudonym: functions/data/pitch/pitch.ts `deleteFounderPitches`,
 *    ADR 0052), then the rest of the partition (profile, saved, reveals, pitches sent, anything else);
 * 5. the founder's tokens are revoked (AdminUserGlobalSignOut: refresh tokens stop working, so no new ID token can
 *    be had) and then the Cognito user is deleted (AdminDeleteUser on the founders pool): from now on the founder
 *    cannot sign in;
 * 6. the partition is swept once more (a reveal or save that raced with step 4);
 * 7. the tombstone becomes `deleted`: even the deletion route now answers 401.
 * A failure in 2-7 answers an error; the founder's token still calls `DELETE /v1/me` while the tombstone says
 * `deleting`, and a retry only finds what is left.
 */
import { randomUUID } from 'node:crypto';
import type { AccountStore, StoredItem } from '../data/account.js';
import { keys } from '../data/keys.js';

export type { AccountStore, StoredItem } from '../data/account.js';

/** The sign-in identity provider (the founders Cognito pool). */
export interface IdentityStore {
  /** Revokes every token of the user (Cognito AdminUserGlobalSignOut); an absent user counts as signed out. */
  signOut(username: string): Promise<void>;
  /** Deletes the user; resolves when the user is gone (already absent counts as gone). */
  deleteUser(username: string): Promise<void>;
}

/** The tombstone of the account being deleted (functions/data/tombstone.ts `putTombstone`, role founder). */
export interface TombstoneWriter {
  mark(sub: string, status: 'deleting' | 'deleted'): Promise<void>;
}

/** Who is being deleted, as the API knows them from the verified token. */
export interface DeletedAccount {
  sub: string;
  /** The pool's username (`cognito:username`; the sub in AWS, the email locally). */
  username: string;
  email: string | undefined;
  /** The stored profile, when there is one (its plan fields go with the anonymised ledger). */
  profile: StoredItem | undefined;
}

/**
 * Runs before anything is deleted; throwing aborts the deletion with nothing changed. The billing work adds
 * "cancel the Stripe subscription" as one of these (functions/account/hooks.ts `BEFORE_ACCOUNT_DELETION`).
 */
export type BeforeAccountDeletion = (account: DeletedAccount) => Promise<void>;

export interface DeletionDeps {
  store: AccountStore;
  identity: IdentityStore;
  tombstones: TombstoneWriter;
  beforeDeletion: readonly BeforeAccountDeletion[];
  /**
   * Deletes what belongs to the founder outside their partition, given the partition's items and this deletion's
   * random id (pitches, ADR 0052); run before the partition's items go, on each sweep. Must be idempotent.
   */
  related?: readonly ((items: readonly StoredItem[], deletionId: string) => Promise<unknown>)[];
  now?: () => Date;
  newId?: () => string;
}

/** What the deletion did. */
export interface DeletionReceipt {
  deleted: true;
  /** Ledger entries kept, anonymised, under `DELETED#{deletionId}`. */
  anonymisedLedgerEntries: number;
  /** Other items of the founder removed (profile, saved, reveals, ...). */
  deletedItems: number;
}

/** The anonymised copy of one ledger entry (pure). Keeps only kind, cost, times and the plan at deletion. */
export function anonymisedEntry(
  entry: StoredItem,
  plan: { tier: unknown; billing_cycle: unknown; subscription_price: unknown },
  deletionId: string,
  deletedAt: string,
  entryId: string,
): StoredItem {
  const at = typeof entry.at === 'string' ? entry.at : deletedAt;
  return {
    ...keys.anonymisedLedger(deletionId, at, entryId),
    ...keys.anonymisedLedgerGsi1(deletionId, at, entryId),
    type: 'anonymised_ledger',
    kind: entry.kind,
    cost: entry.cost,
    at,
    period_start: entry.period_start ?? null,
    tier: plan.tier ?? 'free',
    billing_cycle: plan.billing_cycle ?? null,
    subscription_price: plan.subscription_price ?? null,
    deletion_id: deletionId,
    deleted_at: deletedAt,
  };
}

function isLedger(item: StoredItem): boolean {
  return item.type === 'ledger' || item.sk.startsWith(keys.ledgerPrefix);
}

/** The plan fields of a profile (what the anonymised entries keep). */
function planOf(profile: StoredItem | undefined) {
  return {
    tier: profile?.subscription_tier ?? 'free',
    billing_cycle: profile?.billing_cycle ?? null,
    subscription_price: profile?.subscription_price ?? null,
  };
}

/**
 * Deletes `account` (see the module comment for what goes, what stays and in which order).
 * @throws whatever a hook, the store or the identity store throws (nothing is deleted if a hook throws).
 */
export async function deleteAccount(account: DeletedAccount, deps: DeletionDeps): Promise<DeletionReceipt> {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;

  for (const hook of deps.beforeDeletion) await hook(account);

  const deletionId = newId();
  const deletedAt = now().toISOString();
  const plan = planOf(account.profile);

  /** Moves the ledger entries among `items` (anonymised) and deletes the others; answers the counts. */
  const purge = async (items: StoredItem[]) => {
    const ledger = items.filter(isLedger);
    await deps.store.moveItems(
      ledger.map((entry) => ({
        original: { pk: entry.pk, sk: entry.sk },
        copy: anonymisedEntry(entry, plan, deletionId, deletedAt, newId()),
      })),
    );
    for (const step of deps.related ?? []) await step(items, deletionId);
    const rest = items.filter((item) => !isLedger(item));
    await deps.store.deleteItems(rest.map(({ pk, sk }) => ({ pk, sk })));
    return { ledger: ledger.length, rest: rest.length };
  };

  await deps.tombstones.mark(account.sub, 'deleting');
  const first = await purge(await deps.store.listPartition(account.sub));
  await deps.identity.signOut(account.username);
  await deps.identity.deleteUser(account.username);
  // Anything written between the first listing and the identity's deletion (a racing reveal or save).
  const late = await purge(await deps.store.listPartition(account.sub));
  await deps.tombstones.mark(account.sub, 'deleted');

  return {
    deleted: true,
    anonymisedLedgerEntries: first.ledger + late.ledger,
    deletedItems: first.rest + late.rest,
  };
}
