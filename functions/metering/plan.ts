/**
 * Pure rules of metered actions (docs/decisions/0005-metering.md, 0009-data-layer.md; founder-app.md sections 4,
 * 6 and 9; DESIGN.md "Metering is atomic"): what an action costs for a tier, WHAT the one conditional change of
 * the founder's usage counter must be (an intent; functions/metering/dynamo-store.ts turns it into DynamoDB
 * expressions), and how a cancelled transaction's reasons map to a typed outcome. No storage types here.
 *
 * The usage counter lives on the profile item: `access_used` counts the actions of the period that starts at
 * `usage_period_start` (ISO time). The period is monthly from sign-up (functions/metering/usage.ts). A charge is
 * planned from the profile as read, and the intent's `expect` pins exactly what the plan relied on, so a
 * concurrent writer makes it fail instead of overspending:
 * - `add` (same period): `access_used += cost` while `access_used <= maxUsedBefore` (limit - cost) and the period,
 *   tier and limit are still those read. Concurrent charges proceed without retries while there is room.
 * - `reset` (the period rolled over, or was never set): `access_used = cost, usage_period_start = period` while the
 *   stored period is still the old one: the first charge of a period resets the counter, atomically. Unused
 *   actions do not roll over.
 * - unlimited tiers (pro, enterprise): the counter still counts; `expect.limit` is null (no limit condition).
 * - `check` (cost 0, premium exports): no change, only the check that the tier (and limit) are still as read.
 * - `subtract` (refund): `access_used -= cost` while the period is still the one charged and used >= cost.
 */
import type { Usage } from '../../shared/schemas.js';
import { ACTION_COSTS, isUnlimitedTier, type Tier } from '../../shared/vocabulary.js';
import type { ProfileItem } from '../data/profile.js';
import { usageOf } from './usage.js';

/**
 * Actions an export costs: 1 (founder-app.md section 9), except premium, legacy pro and enterprise, whose plan
 * lists unlimited exports (DESIGN.md "Coherent tiers").
 */
export function exportCost(tier: Tier): number {
  return tier === 'premium' || isUnlimitedTier(tier) ? 0 : ACTION_COSTS.export;
}

/** Actions a contact reveal costs: 1 for every tier (unlimited tiers are counted but never limited). */
export function revealCost(): number {
  return ACTION_COSTS.reveal;
}

/** What the profile must still hold for a charge planned from it: the tier, and the limit (null: unlimited). */
export interface Expectation {
  tier: Tier;
  limit: number | null;
}

/** The one change of the usage counter a charge or refund makes, and what it relies on. */
export type CounterIntent =
  | { op: 'add'; cost: number; expect: Expectation & { period: string; maxUsedBefore: number | null } }
  | { op: 'reset'; cost: number; period: string; expect: Expectation & { storedPeriod: string | null } }
  | { op: 'check'; expect: Expectation }
  | { op: 'subtract'; cost: number; expect: { period: string } };

export type ChargePlan =
  /** Enough actions: apply `counter` in the transaction. `cost` is the resolved cost. */
  | { ok: true; cost: number; counter: CounterIntent; usage: Usage }
  /** Not enough actions remain in the current period: nothing is written. */
  | { ok: false; cost: number; usage: Usage };

/**
 * Plans the charge of `cost` actions against `profile` at `now`.
 * @param cost whole actions, >= 0
 * @returns `ok: false` when the current period has fewer than `cost` actions left (limited tiers only);
 *   otherwise the counter intent, valid only while the profile is as read (or, in the same period, while enough
 *   actions remain).
 * @throws RangeError for a negative or fractional cost.
 */
export function planCharge(profile: ProfileItem, cost: number, now: Date): ChargePlan {
  if (!Number.isInteger(cost) || cost < 0) throw new RangeError(`Invalid action cost ${cost}`);
  const usage = usageOf(profile, now);
  const expect: Expectation = {
    tier: profile.subscription_tier,
    limit: usage.unlimited ? null : profile.access_limit,
  };
  if (!usage.unlimited && cost > (usage.remaining ?? 0)) return { ok: false, cost, usage };
  if (cost === 0) return { ok: true, cost, usage, counter: { op: 'check', expect } };
  if (profile.usage_period_start === usage.period_start) {
    const maxUsedBefore = usage.unlimited ? null : profile.access_limit - cost;
    return {
      ok: true,
      cost,
      usage,
      counter: { op: 'add', cost, expect: { ...expect, period: usage.period_start, maxUsedBefore } },
    };
  }
  return {
    ok: true,
    cost,
    usage,
    counter: {
      op: 'reset',
      cost,
      period: usage.period_start,
      expect: { ...expect, storedPeriod: profile.usage_period_start ?? null },
    },
  };
}

/**
 * Plans giving back `cost` actions charged in the period starting `chargedPeriodStart` (AI tools refund a
 * reservation when generation fails). A period that has since rolled over was reset anyway: then nothing is
 * refunded (`null`).
 */
export function planRefund(
  profile: ProfileItem,
  cost: number,
  chargedPeriodStart: string,
  now: Date,
): CounterIntent | null {
  if (!Number.isInteger(cost) || cost <= 0) throw new RangeError(`Invalid refund ${cost}`);
  const usage = usageOf(profile, now);
  if (usage.period_start !== chargedPeriodStart || profile.usage_period_start !== chargedPeriodStart)
    return null;
  return { op: 'subtract', cost, expect: { period: chargedPeriodStart } };
}

/** The part a transaction item plays, to read its cancellation reason. */
export type ItemRole = 'counter' | 'once' | 'requires' | 'ledger' | 'idempotency' | 'quota' | 'put';

/**
 * Why a metering transaction was cancelled, from `CancellationReasons[i].Code` in item order:
 * - `duplicate`: the item that may exist only once (the reveal) is already there: nothing is charged;
 * - `missing`: an item that must exist (the investor) is gone;
 * - `quota`: a bounded counter (pitches per day) is at its maximum;
 * - `counter`: the usage counter changed since it was read (or the limit is reached): read again and re-plan;
 * - `conflict`: another transaction was writing the same items (`TransactionConflict`): retry after a pause;
 * - `replay`: the request's idempotency record (issue 22.3) is already there: a request with the same
 *   Idempotency-Key was charged first; nothing is charged, the first answer is replayed;
 * - `other`: anything else (validation, throttling): not retried here.
 * When several items failed, the first of replay, duplicate, missing, quota, counter, conflict wins: an investor already
 * revealed is answered without a charge even when the limit is also reached.
 */
export type CancelReason = 'replay' | 'duplicate' | 'missing' | 'quota' | 'counter' | 'conflict' | 'other';

export function classifyCancellation(codes: readonly string[], roles: readonly ItemRole[]): CancelReason {
  const failed = (role: ItemRole) =>
    roles.some((r, i) => r === role && codes[i] === 'ConditionalCheckFailed');
  if (failed('idempotency')) return 'replay';
  if (failed('once')) return 'duplicate';
  if (failed('requires')) return 'missing';
  if (failed('quota')) return 'quota';
  if (failed('counter')) return 'counter';
  if (codes.some((c) => c === 'TransactionConflict')) return 'conflict';
  return 'other';
}
