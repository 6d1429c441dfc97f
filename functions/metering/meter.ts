/**
 * The one way to spend actions (docs/decisions/0005-metering.md, 0009-data-layer.md; DESIGN.md "Metering is
 * atomic"). Every metered feature (contact reveal, CSV export, later the AI tools) calls `charge`; nothing else
 * writes the usage counter.
 *
 * A charge is:
 *   1. ONE strongly consistent read of the profile and of every item the action depends on (`once`, `requires`,
 *      `alsoRead`): a `requires` item that is absent answers `missing`, an existing `once` item `duplicate`, too
 *      few actions `limit`, all without writing. A founder without a profile gets one (free defaults) first: the
 *      meter creates it itself (`profileCreated: true`): in the charge's transaction (the store's `profileWrites`,
 *      [create] below, instead of [counter]), or first with `createProfile` for a store without it or an action
 *      refused without a charge.
 *   2. ONE TransactWriteItems over the founder's partition (plus a check on another item):
 *      [counter]  the counter intent of `planCharge` (an Update, or a ConditionCheck for cost 0);
 *      [idempotency] Put of the request's Idempotency-Key record, `attribute_not_exists(pk)` (issue 22.3);
 *      [once]     Put of the item that may exist only once (the reveal), `attribute_not_exists(pk)`;
 *      [requires] ConditionCheck `attribute_exists(pk)` of items that must exist (the investor), AND the item's
 *                 own condition where the request gives one (issue 19: the listing not removed nor lapsed), so
 *                 the rule `refuse` applied to the read still holds when the write commits;
 *      [quota]    Update of a bounded counter, `count < max` (pitches per day, issue 20; ADR 0049);
 *      [put]      Puts of further items written with the charge (the pitch);
 *      [ledger]   Put of the usage ledger entry (kind, cost, subject, time, request id).
 *   3. ONE strongly consistent GetItem of the profile: the usage the answer reports.
 * So any number of concurrent requests never spends more than the limit, and the `once` item is charged at most
 * once. A cancelled transaction is read by `classifyCancellation` and becomes a typed outcome; a counter that
 * moved, a `requires` check that failed (the item went, or its state changed: the re-read answers `missing` or
 * `refused`) or a transaction conflict is retried (re-read, re-plan; a jittered pause after a conflict), at most
 * `maxAttempts` times, then `MeterBusy` (a domain error; functions/lib maps it to 503).
 *
 * The store is a small interface (`MeterStore`) so the loop is unit-tested with a scripted fake;
 * `dynamoMeterStore` is the DynamoDB implementation, proven on DynamoDB Local by test/integration/metering.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Usage } from '../../shared/schemas.js';
import type { ActionKind, Tier } from '../../shared/vocabulary.js';
import type { FoundItems } from '../data/batch.js';
import { keys, type Key } from '../data/keys.js';
import { ledgerItem, type LedgerEntry } from '../data/ledger.js';
import type { Founder, ProfileItem, ProfileResult } from '../data/profile.js';
import { fullJitter, retryOnConflict, sleep, type Attempt } from '../data/retry.js';
import type { TransactOutcome } from '../data/transaction.js';
import { Busy } from '../lib/errors.js';
import { classifyCancellation, planCharge, planRefund, type CounterIntent, type ItemRole } from './plan.js';
import { usageOf } from './usage.js';

export type { LedgerEntry } from '../data/ledger.js';

/** One item of a metering transaction, in store-neutral form. */
export type MeterItem =
  | { role: 'counter'; key: Key; change: CounterIntent }
  | { role: 'once'; item: Key & Record<string, unknown> }
  | { role: 'idempotency'; item: Key & Record<string, unknown> }
  | { role: 'requires'; key: Key; condition?: ItemCondition }
  | { role: 'ledger'; item: Key & Record<string, unknown> }
  /** A bounded counter (pitches per day): `count += 1` while `count < max` (or the item is absent). */
  | { role: 'quota'; key: Key; max: number; attributes: Record<string, unknown> }
  /** A further item written with the charge, unconditionally (the pitch itself). */
  | { role: 'put'; item: Key & Record<string, unknown> }
  /**
   * The profile a charge creates, with the charge already counted: `attribute_not_exists(pk)` (issue 34 item 6: a
   * newcomer's first action creates the profile inside its transaction). Classified as the counter when refused.
   */
  | { role: 'create'; item: Key & Record<string, unknown> };

/**
 * A condition an item must meet when the charge commits, besides existing (a DynamoDB condition expression with
 * its own `#name` and `:value` placeholders, which must not clash with `attribute_exists(pk)`).
 */
export interface ItemCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** An item a charge requires: its key, or its key and the condition it must meet at the write. */
export type Required = Key | { key: Key; condition: ItemCondition };

const requiredKey = (r: Required): Key => ('key' in r ? r.key : r);

/** What the meter needs from storage. */
export interface MeterStore {
  /** ONE strongly consistent read of `sub`'s profile and of `also` (any items; absent ones are not in `found`). */
  read(sub: string, also: readonly Key[]): Promise<{ profile: ProfileItem | undefined; found: FoundItems }>;
  /** Creates the founder's profile with the defaults unless it exists. */
  createProfile(founder: Founder, now: Date): Promise<ProfileResult>;
  /**
   * The items that create the founder's profile with the defaults (the profile item first, then what goes with it:
   * the `ProfileCreated` outbox item), for a charge to write in its own transaction (no round trip of its own).
   * Without it a charge creates the profile first (`createProfile`).
   */
  profileWrites?(
    founder: Founder,
    now: Date,
  ): { profile: ProfileItem; items: (Key & Record<string, unknown>)[] };
  /** Strongly consistent read of the profile alone. */
  readProfile(sub: string): Promise<ProfileItem | undefined>;
  /**
   * One all-or-nothing write of `items`. Resolves `{ ok: false, codes }` with one cancellation code per item, in
   * order, when the transaction was cancelled (`ConditionalCheckFailed`, `TransactionConflict`, `None`, ...).
   */
  transact(items: MeterItem[]): Promise<TransactOutcome>;
}

export interface ChargeRequest {
  /** The founder (verified token): `sub` owns the counter; `email` goes on a profile the meter creates. */
  founder: Founder;
  kind: Exclude<ActionKind, 'refund'>;
  /** Whole actions, or a function of the tier as stored at the time of the charge. */
  cost: number | ((tier: Tier) => number);
  /** What the ledger records; a function of the items read when the label comes from them (investor name). */
  subject: { id: string; label: string } | ((found: FoundItems) => { id: string; label: string });
  requestId: string;
  /** An item written with the charge that may exist only once; if it exists nothing is charged. */
  once?: Key & Record<string, unknown>;
  /**
   * The `once` item as written, from the charge's ledger entry (AI tools: the job records the period it was
   * charged in, to refund it). Same key as `once`.
   */
  onceWith?: (entry: LedgerEntry) => Key & Record<string, unknown>;
  /**
   * The request's idempotency record (issue 22.3; docs/decisions/0038-idempotency-keys.md), written in the same
   * transaction as the charge, with `charged: { cost, at }` added (what this charge cost): if it exists (a request
   * with the same Idempotency-Key was charged first), nothing is charged or written and the outcome is `replay`
   * with the stored record.
   */
  idempotency?: Key & Record<string, unknown>;
  /**
   * Items that must exist for the charge to happen (read first, checked again in the transaction), each with an
   * optional condition on its state that the transaction checks too (the state `refuse` judged on the read).
   */
  requires?: Required[];
  /** Further items the caller needs, read in the same round trip (the contact, the saved mark). */
  alsoRead?: Key[];
  /**
   * A rule on the items read that forbids a NEW charge (a repeat of a `once` item is still answered): returns why
   * (the caller's error code), or undefined to go on. E.g. a reveal of a listing whose confirmation lapsed
   * (issue 19). Checked on the read; nothing is written when it refuses.
   */
  refuse?: (found: FoundItems) => string | undefined;
  /**
   * A bounded counter incremented with the charge (pitches: at most 20 per founder per UTC day, issue 20): when it
   * is at `max` nothing is written and the outcome is `quota`. `attributes` are set on the item with the count
   * (its TTL). Read first (an item already at `max` answers `quota` without a transaction), checked again in it.
   */
  quota?: { key: Key; max: number; attributes: Record<string, unknown> };
  /** Further items written in the same transaction (the pitch and its founder-side record), from the ledger entry. */
  puts?: (entry: LedgerEntry, found: FoundItems) => (Key & Record<string, unknown>)[];
  /**
   * False: after the commit, answer the usage as planned (the read before, less the cost) instead of reading the
   * profile again. For a charge whose delivery follows the commit (an export, issue 33 item 9): a database that
   * stops answering right after the commit must not fail the delivery of what was paid for.
   */
  readUsageAfter?: boolean;
}

export type ChargeOutcome = (
  | /** Charged (or recorded at cost 0); `usage` is read after the write. */
    { outcome: 'charged'; cost: number; usage: Usage; entry: LedgerEntry }
    /** The `once` item already existed: nothing was charged or written. */
  | { outcome: 'duplicate'; usage: Usage }
  /** The idempotency record already existed (as `record`): nothing was charged or written. */
  | { outcome: 'replay'; record: Record<string, unknown>; usage: Usage }
  /** Fewer than `cost` actions remain in the current period: nothing was written. */
  | { outcome: 'limit'; cost: number; usage: Usage }
  /** A `requires` item does not exist: nothing was written. */
  | { outcome: 'missing' }
  /** `refuse` answered `reason`: nothing was charged or written. */
  | { outcome: 'refused'; reason: string }
  /** The `quota` counter is at its maximum: nothing was charged or written. */
  | { outcome: 'quota'; usage: Usage }
) & {
  /** The items of the last read (`once`, `requires`, `alsoRead`, the profile), as they were before the write. */
  found: FoundItems;
  /** True when this charge created the founder's profile. */
  profileCreated: boolean;
};

/** `usage` (as read before a charge) once `cost` more actions are spent. */
function spent(usage: Usage, cost: number): Usage {
  return {
    ...usage,
    used: usage.used + cost,
    remaining: usage.remaining === null ? null : Math.max(0, usage.remaining - cost),
  };
}

/** `busy`: too many lost races on one founder's counter; the client may simply try again. */
export class MeterBusy extends Busy {}

export interface MeterOptions {
  now?: () => Date;
  uuid?: () => string;
  /** Attempts before giving up with `MeterBusy` (default 25). */
  maxAttempts?: number;
  /** Pause before attempt `n` (1-based) after a transaction conflict, in ms (default: full jitter up to 20 * 2^n, capped at 250). */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Charges actions atomically; see the file comment. */
export class Meter {
  private readonly now: () => Date;
  private readonly uuid: () => string;
  private readonly retry: {
    attempts: number;
    backoffMs: (n: number) => number;
    sleep: (ms: number) => Promise<void>;
  };

  constructor(
    private readonly store: MeterStore,
    options: MeterOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.uuid = options.uuid ?? randomUUID;
    this.retry = {
      attempts: options.maxAttempts ?? 25,
      backoffMs: options.backoffMs ?? fullJitter,
      sleep: options.sleep ?? sleep,
    };
  }

  private async usageNow(sub: string): Promise<Usage> {
    const profile = await this.store.readProfile(sub);
    if (!profile) throw new Error(`Profile of ${sub} vanished`);
    return usageOf(profile, this.now());
  }

  private ledger(sub: string, entry: LedgerEntry): MeterItem {
    return {
      role: 'ledger',
      item: { ...ledgerItem(sub, entry, this.uuid()) } as Key & Record<string, unknown>,
    };
  }

  /** Attempt → retry instruction for a cancelled transaction (`counter`: at once; `conflict`: after a pause). */
  private static retryAfter(reason: 'counter' | 'conflict'): Attempt<never> {
    return { done: false, pause: reason === 'conflict' };
  }

  /**
   * Charges `request.cost` actions for one action, atomically with its `once` item and ledger entry.
   * @throws MeterBusy after `maxAttempts` lost races; the store's error for anything unexpected.
   */
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const { sub } = request.founder;
    const required = (request.requires ?? []).map(requiredKey);
    const also = [
      ...(request.idempotency ? [request.idempotency] : []),
      ...(request.once ? [request.once] : []),
      ...required,
      ...(request.alsoRead ?? []),
      ...(request.quota ? [request.quota.key] : []),
    ];
    let profileCreated = false;
    return retryOnConflict<ChargeOutcome>(
      async () => {
        const read = await this.store.read(sub, also);
        const { found } = read;
        const done = (outcome: ChargeOutcome): Attempt<ChargeOutcome> => ({ done: true, value: outcome });
        if (required.some((key) => !found.has(key))) {
          return done({ outcome: 'missing', found, profileCreated });
        }
        // A newcomer's profile is written by the charge's own transaction; an action refused without a charge
        // still leaves the profile created (`settle`), as the meter always did.
        let creation = read.profile ? undefined : this.store.profileWrites?.(request.founder, this.now());
        let profile: ProfileItem;
        if (read.profile) profile = read.profile;
        else if (creation) profile = creation.profile;
        else {
          const created = await this.store.createProfile(request.founder, this.now());
          profile = created.profile;
          profileCreated ||= created.created;
        }
        const settle = async () => {
          if (!creation) return;
          const created = await this.store.createProfile(request.founder, this.now());
          profile = created.profile;
          profileCreated ||= created.created;
          creation = undefined;
        };
        const now = this.now();
        const replayed = request.idempotency && found.get(request.idempotency);
        if (replayed) {
          await settle();
          return done({
            outcome: 'replay',
            record: replayed,
            usage: usageOf(profile, now),
            found,
            profileCreated,
          });
        }
        if (request.once && found.has(request.once)) {
          await settle();
          return done({ outcome: 'duplicate', usage: usageOf(profile, now), found, profileCreated });
        }
        const refused = request.refuse?.(found);
        if (refused) {
          await settle();
          return done({ outcome: 'refused', reason: refused, found, profileCreated });
        }
        const quota = request.quota;
        if (quota && Number(found.get(quota.key)?.count ?? 0) >= quota.max) {
          await settle();
          return done({ outcome: 'quota', usage: usageOf(profile, now), found, profileCreated });
        }
        const cost =
          typeof request.cost === 'function' ? request.cost(profile.subscription_tier) : request.cost;
        const plan = planCharge(profile, cost, now);
        if (!plan.ok) {
          await settle();
          return done({ outcome: 'limit', cost, usage: plan.usage, found, profileCreated });
        }

        const subject = typeof request.subject === 'function' ? request.subject(found) : request.subject;
        const entry: LedgerEntry = {
          kind: request.kind,
          cost,
          subject_id: subject.id,
          subject_label: subject.label,
          at: now.toISOString(),
          request_id: request.requestId,
          period_start: plan.usage.period_start,
        };
        const [created, ...withIt] = creation?.items ?? [];
        const items: MeterItem[] = created
          ? [
              { role: 'create', item: { ...created, access_used: cost } },
              ...withIt.map((item) => ({ role: 'put' as const, item })),
            ]
          : [{ role: 'counter', key: keys.profile(sub), change: plan.counter }];
        if (request.idempotency) {
          items.push({
            role: 'idempotency',
            item: { ...request.idempotency, charged: { cost, at: entry.at } },
          });
        }
        if (request.once) items.push({ role: 'once', item: request.onceWith?.(entry) ?? request.once });
        for (const r of request.requires ?? []) {
          items.push(
            'key' in r
              ? { role: 'requires', key: r.key, condition: r.condition }
              : { role: 'requires', key: r },
          );
        }
        if (quota) items.push({ role: 'quota', ...quota });
        for (const item of request.puts?.(entry, found) ?? []) items.push({ role: 'put', item });
        items.push(this.ledger(sub, entry));

        const result = await this.store.transact(items);
        if (result.ok) {
          return done({
            outcome: 'charged',
            cost,
            usage: request.readUsageAfter === false ? spent(plan.usage, cost) : await this.usageNow(sub),
            entry,
            found,
            profileCreated: profileCreated || created !== undefined,
          });
        }
        // A profile created meanwhile by another request refuses `create`: read again, like a moved counter.
        const reason = classifyCancellation(
          result.codes,
          items.map((i) => (i.role === 'create' ? 'counter' : i.role) as ItemRole),
        );
        if (reason === 'duplicate') {
          return done({ outcome: 'duplicate', usage: await this.usageNow(sub), found, profileCreated });
        }
        // A request with the same key committed first: read again, which answers its record (`replay`)
        if (reason === 'replay') return Meter.retryAfter('counter');
        // A required item went, or its state changed (a listing lapsed between the read and the write): read
        // again, which answers `missing` or `refused` (or charges, if the state changed back).
        if (reason === 'missing') return Meter.retryAfter('counter');
        if (reason === 'quota') {
          return done({ outcome: 'quota', usage: await this.usageNow(sub), found, profileCreated });
        }
        if (reason === 'other') throw new Error(`Metering transaction cancelled: ${result.codes.join(', ')}`);
        return Meter.retryAfter(reason);
      },
      () => new MeterBusy(),
      this.retry,
    );
  }

  /**
   * Gives back `entry.cost` actions of a charge (AI tools: reserve before generating, refund when it fails or
   * returns nothing) and records a `refund` ledger entry with the negative cost. A charge of an earlier period
   * is not refunded (that period's usage was already reset): `refunded: false`.
   * `options.once`: an item written with the refund that may exist only once (AI tools: the failed job's outcome);
   * if it exists nothing is refunded or written (`duplicate: true`), so retries cannot refund twice.
   * @throws MeterBusy after `maxAttempts` lost races; Error when the founder has no profile.
   */
  async refund(
    sub: string,
    entry: LedgerEntry,
    requestId: string,
    options: { once?: Key & Record<string, unknown> } = {},
  ): Promise<{ refunded: boolean; usage: Usage; duplicate?: boolean }> {
    if (entry.cost <= 0) return { refunded: false, usage: await this.usageNow(sub) };
    const once = options.once;
    return retryOnConflict<{ refunded: boolean; usage: Usage; duplicate?: boolean }>(
      async () => {
        const { profile, found } = await this.store.read(sub, once ? [once] : []);
        if (!profile) throw new Error(`No profile for ${sub}: nothing to refund`);
        const now = this.now();
        if (once && found.has(once)) {
          return { done: true, value: { refunded: false, duplicate: true, usage: usageOf(profile, now) } };
        }
        const change = planRefund(profile, entry.cost, entry.period_start, now);
        if (!change) return { done: true, value: { refunded: false, usage: usageOf(profile, now) } };
        const refund: LedgerEntry = {
          ...entry,
          kind: 'refund',
          cost: -entry.cost,
          at: now.toISOString(),
          request_id: requestId,
        };
        const items: MeterItem[] = [{ role: 'counter', key: keys.profile(sub), change }];
        if (once) items.push({ role: 'once', item: once });
        items.push(this.ledger(sub, refund));
        const result = await this.store.transact(items);
        if (result.ok) return { done: true, value: { refunded: true, usage: await this.usageNow(sub) } };
        const reason = classifyCancellation(
          result.codes,
          items.map((i) => i.role as ItemRole),
        );
        if (reason === 'duplicate') {
          return { done: true, value: { refunded: false, duplicate: true, usage: await this.usageNow(sub) } };
        }
        if (reason === 'other') throw new Error(`Refund transaction cancelled: ${result.codes.join(', ')}`);
        if (reason === 'conflict' || reason === 'counter') return Meter.retryAfter(reason);
        throw new Error(`Unexpected refund cancellation ${reason}`);
      },
      () => new MeterBusy(),
      this.retry,
    );
  }
}
