/**
 * The one way to spend actions (docs/decisions/0005-metering.md; DESIGN.md "Metering is atomic"). Every metered
 * feature (contact reveal, CSV export, later the AI tools) calls `charge`; nothing else writes the usage counter.
 *
 * A charge is ONE TransactWriteItems over the founder's partition (plus an optional check on another item):
 *   [counter]  Update (or ConditionCheck) of the profile's usage counter, conditions from `planCharge`;
 *   [once]     Put of the item that may exist only once (the reveal), `attribute_not_exists(pk)`;
 *   [requires] ConditionCheck `attribute_exists(pk)` of items that must exist (the investor);
 *   [ledger]   Put of the usage ledger entry (kind, cost, subject, time, request id).
 * So any number of concurrent requests never spends more than the limit, and the `once` item is charged at most
 * once. A cancelled transaction is read by `classifyCancellation` and becomes a typed outcome; a counter that
 * moved or a transaction conflict is retried (re-read, re-plan, jittered pause), at most `maxAttempts` times.
 *
 * The store is a small interface (`MeterStore`) so the loop is unit-tested with a scripted fake;
 * `dynamoMeterStore` is the DynamoDB implementation, proven on DynamoDB Local by test/integration/metering.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Usage } from '../../shared/schemas.js';
import type { Tier } from '../../shared/vocabulary.js';
import { keys, type Key } from '../data/keys.js';
import { HttpError } from '../lib/errors.js';
import type { ProfileItem } from '../me/profile.js';
import {
  classifyCancellation,
  planCharge,
  planRefund,
  type ActionKind,
  type CounterWrite,
  type ItemRole,
} from './plan.js';
import { usageOf } from './usage.js';

/** A usage ledger entry as stored (`USER#{sub}` / `LEDGER#{at}#{uuid}`). */
export interface LedgerEntry {
  kind: ActionKind;
  /** Actions consumed (negative for a refund, 0 for an unmetered action such as a premium export). */
  cost: number;
  /** What the action was about: an investor id, or `saved` for an export of the saved list. */
  subject_id: string;
  /** Human label of the subject at the time (investor name, '12 investors'). */
  subject_label: string;
  /** ISO time of the consumption. */
  at: string;
  /** The API request that consumed it (API Gateway `requestContext.requestId`). */
  request_id: string;
  /** Start of the usage period charged (ISO). */
  period_start: string;
}

/** One item of a metering transaction, in store-neutral form. */
export type MeterItem =
  | { role: 'counter'; key: Key; write: CounterWrite }
  | { role: 'once'; item: Key & Record<string, unknown> }
  | { role: 'requires'; key: Key }
  | { role: 'ledger'; item: Key & Record<string, unknown> };

export type TransactResult = { ok: true } | { ok: false; codes: string[] };

/** What the meter needs from storage. */
export interface MeterStore {
  /** Strongly consistent read of the profile and, when given, whether the `once` item exists. */
  read(sub: string, onceKey?: Key): Promise<{ profile: ProfileItem | undefined; onceExists: boolean }>;
  /**
   * One all-or-nothing write of `items`. Resolves `{ ok: false, codes }` with one cancellation code per item, in
   * order, when the transaction was cancelled (`ConditionalCheckFailed`, `TransactionConflict`, `None`, ...).
   */
  transact(items: MeterItem[]): Promise<TransactResult>;
}

export interface ChargeRequest {
  sub: string;
  kind: Exclude<ActionKind, 'refund'>;
  /** Whole actions, or a function of the tier as stored at the time of the charge. */
  cost: number | ((tier: Tier) => number);
  subject: { id: string; label: string };
  requestId: string;
  /** An item written with the charge that may exist only once; if it exists nothing is charged. */
  once?: Key & Record<string, unknown>;
  /**
   * The `once` item as written, from the charge's ledger entry (AI tools: the job records the period it was
   * charged in, to refund it). Same key as `once`.
   */
  onceWith?: (entry: LedgerEntry) => Key & Record<string, unknown>;
  /** Items that must exist for the charge to happen. */
  requires?: Key[];
}

export type ChargeOutcome =
  /** Charged (or recorded at cost 0); `usage` is read after the write. */
  | { outcome: 'charged'; cost: number; usage: Usage; entry: LedgerEntry }
  /** The `once` item already existed: nothing was charged or written. */
  | { outcome: 'duplicate'; usage: Usage }
  /** Fewer than `cost` actions remain in the current period: nothing was written. */
  | { outcome: 'limit'; cost: number; usage: Usage }
  /** A `requires` item does not exist: nothing was written. */
  | { outcome: 'missing' };

/** 503 after too many lost races: the client may simply try again. */
export class MeterBusy extends HttpError {
  constructor() {
    super(503, 'busy', 'Too many simultaneous requests on your account. Please try again.');
  }
}

export interface MeterOptions {
  now?: () => Date;
  uuid?: () => string;
  /** Attempts before giving up with `MeterBusy` (default 25). */
  maxAttempts?: number;
  /** Pause before attempt `n` (1-based) after a transaction conflict, in ms (default: full jitter up to 20 * 2^n, capped at 250). */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.random() * Math.min(250, 20 * 2 ** attempt);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Charges actions atomically; see the file comment. */
export class Meter {
  private readonly now: () => Date;
  private readonly uuid: () => string;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly store: MeterStore,
    options: MeterOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.uuid = options.uuid ?? randomUUID;
    this.maxAttempts = options.maxAttempts ?? 25;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.sleep = options.sleep ?? defaultSleep;
  }

  private async profileOf(sub: string, onceKey?: Key) {
    const state = await this.store.read(sub, onceKey);
    if (!state.profile) throw new Error(`No profile for ${sub}: call ensureProfile before charging`);
    return { profile: state.profile, onceExists: state.onceExists };
  }

  private async usageNow(sub: string): Promise<Usage> {
    const { profile } = await this.profileOf(sub);
    return usageOf(profile, this.now());
  }

  /**
   * Charges `request.cost` actions for one action, atomically with its `once` item and ledger entry.
   * @throws MeterBusy after `maxAttempts` lost races; the store's error for anything unexpected.
   */
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      const { profile, onceExists } = await this.profileOf(request.sub, request.once);
      const now = this.now();
      if (onceExists) return { outcome: 'duplicate', usage: usageOf(profile, now) };
      const cost =
        typeof request.cost === 'function' ? request.cost(profile.subscription_tier) : request.cost;
      const plan = planCharge(profile, cost, now);
      if (!plan.ok) return { outcome: 'limit', cost, usage: plan.usage };

      const at = now.toISOString();
      const entry: LedgerEntry = {
        kind: request.kind,
        cost,
        subject_id: request.subject.id,
        subject_label: request.subject.label,
        at,
        request_id: request.requestId,
        period_start: plan.usage.period_start,
      };
      const items: MeterItem[] = [{ role: 'counter', key: keys.profile(request.sub), write: plan.counter }];
      if (request.once) items.push({ role: 'once', item: request.onceWith?.(entry) ?? request.once });
      for (const key of request.requires ?? []) items.push({ role: 'requires', key });
      items.push({
        role: 'ledger',
        item: { ...keys.ledger(request.sub, at, this.uuid()), type: 'ledger', ...entry },
      });

      const result = await this.store.transact(items);
      if (result.ok) return { outcome: 'charged', cost, usage: await this.usageNow(request.sub), entry };

      const reason = classifyCancellation(
        result.codes,
        items.map((i) => i.role as ItemRole),
      );
      if (reason === 'duplicate') return { outcome: 'duplicate', usage: await this.usageNow(request.sub) };
      if (reason === 'missing') return { outcome: 'missing' };
      if (reason === 'other') throw new Error(`Metering transaction cancelled: ${result.codes.join(', ')}`);
      if (reason === 'conflict') await this.sleep(this.backoffMs(attempt));
      // 'counter': someone else charged (or the period rolled): read again and re-plan at once.
    }
    throw new MeterBusy();
  }

  /**
   * Gives back `entry.cost` actions of a charge (AI tools: reserve before generating, refund when it fails or
   * returns nothing) and records a `refund` ledger entry with the negative cost. A charge of an earlier period
   * is not refunded (that period's usage was already reset): `refunded: false`.
   * `options.once`: an item written with the refund that may exist only once (AI tools: the failed job's outcome);
   * if it exists nothing is refunded or written (`duplicate: true`), so retries cannot refund twice.
   */
  async refund(
    sub: string,
    entry: LedgerEntry,
    requestId: string,
    options: { once?: Key & Record<string, unknown> } = {},
  ): Promise<{ refunded: boolean; usage: Usage; duplicate?: boolean }> {
    if (entry.cost <= 0) return { refunded: false, usage: await this.usageNow(sub) };
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      const { profile } = await this.profileOf(sub);
      const now = this.now();
      const write = planRefund(profile, entry.cost, entry.period_start, now);
      if (!write) return { refunded: false, usage: usageOf(profile, now) };
      const at = now.toISOString();
      const refund: LedgerEntry = {
        kind: 'refund',
        cost: -entry.cost,
        subject_id: entry.subject_id,
        subject_label: entry.subject_label,
        at,
        request_id: requestId,
        period_start: entry.period_start,
      };
      const items: MeterItem[] = [{ role: 'counter', key: keys.profile(sub), write }];
      if (options.once) items.push({ role: 'once', item: options.once });
      items.push({
        role: 'ledger',
        item: { ...keys.ledger(sub, at, this.uuid()), type: 'ledger', ...refund },
      });
      const result = await this.store.transact(items);
      if (result.ok) return { refunded: true, usage: await this.usageNow(sub) };
      const reason = classifyCancellation(
        result.codes,
        items.map((i) => i.role as ItemRole),
      );
      if (reason === 'duplicate')
        return { refunded: false, duplicate: true, usage: await this.usageNow(sub) };
      if (reason === 'other') throw new Error(`Refund transaction cancelled: ${result.codes.join(', ')}`);
      if (reason === 'conflict') await this.sleep(this.backoffMs(attempt));
    }
    throw new MeterBusy();
  }
}
