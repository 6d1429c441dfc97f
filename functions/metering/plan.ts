/**
 * Pure rules of metered actions (docs/decisions/0005-metering.md; founder-app.md sections 4, 6 and 9; DESIGN.md
 * "Metering is atomic"): what an action costs for a tier, the ONE conditional update of the founder's usage
 * counter that charges it, and how a cancelled transaction's reasons map to a typed outcome.
 *
 * The usage counter lives on the profile item: `access_used` counts the actions of the period that starts at
 * `usage_period_start` (ISO time). The period is monthly from sign-up (functions/metering/usage.ts). A charge is
 * planned from the profile as read, and its condition pins exactly what the plan relied on, so a concurrent
 * writer makes it fail instead of overspending:
 * - same period: `SET access_used = access_used + cost` if `access_used <= limit - cost` (and the period, tier and
 *   limit are still those read). Concurrent charges proceed without retries while there is room.
 * - the period rolled over (or was never set): `SET access_used = cost, usage_period_start = current` if the
 *   stored period is still the old one: the first charge of a period resets the counter, atomically. Unused
 *   actions do not roll over.
 * - unlimited tiers (pro, enterprise): the counter still counts, without the limit condition.
 * - cost 0 (premium exports): no counter change, only a check that the tier is still the one read.
 */
import type { Usage } from '../../shared/schemas.js';
import { ACTION_COSTS, isUnlimitedTier, type Tier } from '../../shared/vocabulary.js';
import type { ProfileItem } from '../me/profile.js';
import { usageOf } from './usage.js';

/** What a ledger entry records. `refund` entries carry a negative cost (AI tools: reserve, then refund). */
export const ACTION_KINDS = ['reveal', 'export', 'email', 'pitch_deck', 'refund'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

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

/** The conditional update (or, for cost 0, condition check) of the profile item that charges an action. */
export interface CounterWrite {
  /** Absent when nothing changes (cost 0): the item is then a ConditionCheck. */
  UpdateExpression?: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, string | number>;
}

export type ChargePlan =
  /** Enough actions: write `counter` in the transaction. `cost` is the resolved cost. */
  | { ok: true; cost: number; counter: CounterWrite; usage: Usage }
  /** Not enough actions remain in the current period: nothing is written. */
  | { ok: false; cost: number; usage: Usage };

const NAMES = {
  '#used': 'access_used',
  '#period': 'usage_period_start',
  '#tier': 'subscription_tier',
  '#limit': 'access_limit',
};

/**
 * Plans the charge of `cost` actions against `profile` at `now`.
 * @param cost whole actions, >= 0
 * @returns `ok: false` when the current period has fewer than `cost` actions left (limited tiers only);
 *   otherwise the counter write whose condition holds only while the profile is as read (or, in the same period,
 *   while enough actions remain).
 */
export function planCharge(profile: ProfileItem, cost: number, now: Date): ChargePlan {
  if (!Number.isInteger(cost) || cost < 0) throw new RangeError(`Invalid action cost ${cost}`);
  const usage = usageOf(profile, now);
  const conditions = ['#tier = :tier'];
  const values: Record<string, string | number> = { ':tier': profile.subscription_tier };
  if (!usage.unlimited) {
    if (cost > (usage.remaining ?? 0)) return { ok: false, cost, usage };
    conditions.push('#limit = :limit');
    values[':limit'] = profile.access_limit;
  }
  if (cost === 0) {
    return {
      ok: true,
      cost,
      usage,
      counter: {
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: {
          '#tier': NAMES['#tier'],
          ...(usage.unlimited ? {} : { '#limit': NAMES['#limit'] }),
        },
        ExpressionAttributeValues: values,
      },
    };
  }
  values[':cost'] = cost;
  values[':period'] = usage.period_start;
  let UpdateExpression: string;
  if (profile.usage_period_start === usage.period_start) {
    conditions.push('#period = :period');
    if (!usage.unlimited) {
      conditions.push('#used <= :maxBefore');
      values[':maxBefore'] = profile.access_limit - cost;
    }
    UpdateExpression = 'SET #used = #used + :cost';
  } else {
    if (profile.usage_period_start === undefined) conditions.push('attribute_not_exists(#period)');
    else {
      conditions.push('#period = :storedPeriod');
      values[':storedPeriod'] = profile.usage_period_start;
    }
    UpdateExpression = 'SET #used = :cost, #period = :period';
  }
  return {
    ok: true,
    cost,
    usage,
    counter: {
      UpdateExpression,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: usage.unlimited
        ? { '#used': NAMES['#used'], '#period': NAMES['#period'], '#tier': NAMES['#tier'] }
        : NAMES,
      ExpressionAttributeValues: values,
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
): CounterWrite | null {
  if (!Number.isInteger(cost) || cost <= 0) throw new RangeError(`Invalid refund ${cost}`);
  const usage = usageOf(profile, now);
  if (usage.period_start !== chargedPeriodStart || profile.usage_period_start !== chargedPeriodStart)
    return null;
  return {
    UpdateExpression: 'SET #used = #used - :cost',
    ConditionExpression: '#period = :period AND #used >= :cost',
    ExpressionAttributeNames: { '#used': NAMES['#used'], '#period': NAMES['#period'] },
    ExpressionAttributeValues: { ':cost': cost, ':period': chargedPeriodStart },
  };
}

/** The part a transaction item plays, to read its cancellation reason. */
export type ItemRole = 'counter' | 'once' | 'requires' | 'ledger';

/**
 * Why a metering transaction was cancelled, from `CancellationReasons[i].Code` in item order:
 * - `duplicate`: the item that may exist only once (the reveal) is already there: nothing is charged;
 * - `missing`: an item that must exist (the investor) is gone;
 * - `counter`: the usage counter changed since it was read (or the limit is reached): read again and re-plan;
 * - `conflict`: another transaction was writing the same items (`TransactionConflict`): retry after a pause;
 * - `other`: anything else (validation, throttling): not retried here.
 * When several items failed, the first of duplicate, missing, counter, conflict wins: an investor already
 * revealed is answered without a charge even when the limit is also reached.
 */
export type CancelReason = 'duplicate' | 'missing' | 'counter' | 'conflict' | 'other';

export function classifyCancellation(codes: readonly string[], roles: readonly ItemRole[]): CancelReason {
  const failed = (role: ItemRole) =>
    roles.some((r, i) => r === role && codes[i] === 'ConditionalCheckFailed');
  if (failed('once')) return 'duplicate';
  if (failed('requires')) return 'missing';
  if (failed('counter')) return 'counter';
  if (codes.some((c) => c === 'TransactionConflict')) return 'conflict';
  return 'other';
}
