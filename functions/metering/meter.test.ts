/**
 * The charge loop with a scripted fake store (Prepare / Act / Assess): outcomes, retries on a moved counter and
 * on transaction conflicts, giving up, and refunds. DynamoDB semantics are proven on DynamoDB Local by
 * test/integration/metering.test.ts.
 */
import { ledgerExpiry } from '../data/ledger.js';
import { describe, expect, it } from 'vitest';
import { createProfile } from '../../test/support/factories.js';
import { foundItems } from '../data/batch.js';
import type { Key } from '../data/keys.js';
import { newProfile, type ProfileItem } from '../data/profile.js';
import type { TransactOutcome } from '../data/transaction.js';
import { Meter, MeterBusy, type ChargeRequest, type MeterItem, type MeterStore } from './meter.js';

const NOW = new Date('2026-03-20T00:00:00.000Z');
/** The period containing NOW for the factory's sign-up time (2026-01-15T08:00Z). */
const PERIOD = '2026-03-15T08:00:00.000Z';
const INVESTOR: Key = { pk: 'INV#inv-1', sk: 'PROFILE' };
const ONCE = { pk: 'USER#u1', sk: 'REVEAL#inv-1', type: 'reveal' };

const profile = (over: Partial<ProfileItem> = {}) =>
  createProfile({ id: 'u1', access_used: 3, usage_period_start: PERIOD, ...over });

/** What one read finds: the profile (absent when undefined), whether the once item exists, whether the investor does. */
interface Read {
  profile: ProfileItem | undefined;
  onceExists?: boolean;
  investorExists?: boolean;
}

/**
 * A store that answers reads (and the usage re-reads) from a list (the last repeats), transactions from a script,
 * and counts its round trips.
 */
function fakeStore(reads: Read[], results: TransactOutcome[]) {
  const transactions: MeterItem[][] = [];
  const created: string[] = [];
  let r = 0;
  let t = 0;
  const next = () => reads[Math.min(r++, reads.length - 1)]!;
  const store: MeterStore = {
    read: async () => {
      const read = next();
      const items: Record<string, unknown>[] = [];
      if (read.onceExists) items.push(ONCE);
      if (read.investorExists ?? true) items.push({ ...INVESTOR, name: 'Acme Ventures' });
      return { profile: read.profile, found: foundItems(items) };
    },
    readProfile: async () => next().profile,
    createProfile: async (founder, now) => {
      created.push(founder.sub);
      return { profile: newProfile(founder, now), created: true };
    },
    transact: async (items) => {
      transactions.push(items);
      const result = results[Math.min(t, results.length - 1)]!;
      t += 1;
      return result;
    },
  };
  return { store, transactions, created, reads: () => r };
}

const options = { now: () => NOW, uuid: () => 'uuid-1', sleep: async () => undefined, backoffMs: () => 0 };
const request: ChargeRequest = {
  founder: { sub: 'u1', email: 'a@example.com' },
  kind: 'reveal',
  cost: 1,
  subject: (found) => ({ id: 'inv-1', label: String(found.get(INVESTOR)?.name) }),
  requestId: 'req-1',
  once: ONCE,
  requires: [INVESTOR],
};

describe('Meter.charge', () => {
  it('writes counter, once, requires and ledger in one transaction and reports the usage read after it', async () => {
    // Prepare
    const fake = fakeStore(
      [{ profile: profile() }, { profile: profile({ access_used: 4 }) }],
      [{ ok: true }],
    );

    // Act
    const outcome = await new Meter(fake.store, options).charge(request);

    // Assess
    expect(outcome).toMatchObject({ outcome: 'charged', cost: 1, usage: { used: 4, remaining: 6 } });
    expect(fake.transactions).toHaveLength(1);
    const items = fake.transactions[0]!;
    expect(items.map((i) => i.role)).toEqual(['counter', 'once', 'requires', 'ledger']);
    expect(items[3]).toEqual({
      role: 'ledger',
      item: {
        pk: 'USER#u1',
        sk: `LEDGER#${NOW.toISOString()}#uuid-1`,
        type: 'ledger',
        kind: 'reveal',
        cost: 1,
        subject_id: 'inv-1',
        subject_label: 'Acme Ventures',
        at: NOW.toISOString(),
        request_id: 'req-1',
        period_start: PERIOD,
        expires_at: ledgerExpiry(NOW.toISOString()),
      },
    });
  });

  it('answers an existing once item as a duplicate without writing', async () => {
    const fake = fakeStore([{ profile: profile({ access_used: 10 }), onceExists: true }], []);

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'duplicate', usage: { used: 10 } });
    expect(fake.transactions).toHaveLength(0);
  });

  it('answers the limit without writing when too few actions remain', async () => {
    const fake = fakeStore([{ profile: profile({ access_used: 10 }) }], []);

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'limit', cost: 1, usage: { remaining: 0 } });
    expect(fake.transactions).toHaveLength(0);
  });

  it('re-reads after a lost race on the counter and then answers the limit', async () => {
    // Another request spent the last action between the read and the write.
    const fake = fakeStore(
      [{ profile: profile({ access_used: 9 }) }, { profile: profile({ access_used: 10 }) }],
      [{ ok: false, codes: ['ConditionalCheckFailed', 'None', 'None', 'None'] }],
    );

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'limit', usage: { used: 10, remaining: 0 } });
    expect(fake.transactions).toHaveLength(1);
  });

  it('maps a cancelled once item to duplicate even when the counter failed too', async () => {
    const fake = fakeStore(
      [{ profile: profile({ access_used: 9 }) }],
      [{ ok: false, codes: ['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None', 'None'] }],
    );

    expect(await new Meter(fake.store, options).charge(request)).toMatchObject({ outcome: 'duplicate' });
  });

  it('reads again after a failed requires check: an item gone is missing, nothing written (issue 19)', async () => {
    const fake = fakeStore(
      [{ profile: profile() }, { profile: profile(), investorExists: false }],
      [{ ok: false, codes: ['None', 'None', 'ConditionalCheckFailed', 'None'] }],
    );

    expect(await new Meter(fake.store, options).charge(request)).toMatchObject({ outcome: 'missing' });
    expect(fake.transactions).toHaveLength(1);
    expect(fake.reads()).toBe(2);
  });

  it('retries transaction conflicts after a pause and succeeds', async () => {
    const pauses: number[] = [];
    const fake = fakeStore(
      [{ profile: profile() }],
      [
        { ok: false, codes: ['TransactionConflict', 'None', 'None', 'None'] },
        { ok: false, codes: ['TransactionConflict', 'None', 'None', 'None'] },
        { ok: true },
      ],
    );
    const meter = new Meter(fake.store, {
      ...options,
      backoffMs: (attempt) => attempt * 10,
      sleep: async (ms) => void pauses.push(ms),
    });

    const outcome = await meter.charge(request);

    expect(outcome.outcome).toBe('charged');
    expect(pauses).toEqual([10, 20]);
  });

  it('gives up with a 503 after maxAttempts lost races, and throws on other cancellations', async () => {
    const conflicts = fakeStore(
      [{ profile: profile() }],
      [{ ok: false, codes: ['TransactionConflict', 'None', 'None', 'None'] }],
    );
    await expect(
      new Meter(conflicts.store, { ...options, maxAttempts: 3 }).charge(request),
    ).rejects.toBeInstanceOf(MeterBusy);
    expect(conflicts.transactions).toHaveLength(3);

    const broken = fakeStore([{ profile: profile() }], [{ ok: false, codes: ['ValidationError'] }]);
    await expect(new Meter(broken.store, options).charge(request)).rejects.toThrow(/ValidationError/);
  });

  it('resolves a cost function with the stored tier (premium exports cost 0 and still reach the ledger)', async () => {
    const fake = fakeStore(
      [{ profile: profile({ subscription_tier: 'premium', access_limit: 500 }) }],
      [{ ok: true }],
    );

    const outcome = await new Meter(fake.store, options).charge({
      founder: { sub: 'u1' },
      kind: 'export',
      cost: (tier) => (tier === 'premium' ? 0 : 1),
      subject: { id: 'saved', label: '3 investors' },
      requestId: 'req-2',
    });

    expect(outcome).toMatchObject({ outcome: 'charged', cost: 0 });
    const [counter, ledger] = fake.transactions[0]!;
    expect(counter?.role).toBe('counter');
    expect(counter).toMatchObject({ role: 'counter', change: { op: 'check' } });
    expect(ledger).toMatchObject({ role: 'ledger', item: { kind: 'export', cost: 0 } });
  });

  it('answers missing from the read, before creating a profile or writing', async () => {
    const fake = fakeStore([{ profile: undefined, investorExists: false }], []);

    expect(await new Meter(fake.store, options).charge(request)).toMatchObject({ outcome: 'missing' });
    expect(fake.created).toEqual([]);
    expect(fake.transactions).toHaveLength(0);
  });

  it('creates a missing profile itself, says so, and charges it in the same call', async () => {
    const fake = fakeStore(
      [{ profile: undefined }, { profile: profile({ access_used: 1 }) }],
      [{ ok: true }],
    );

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(fake.created).toEqual(['u1']);
    expect(outcome).toMatchObject({ outcome: 'charged', profileCreated: true });
    const counter = fake.transactions[0]![0];
    // A new profile's period starts at sign-up (now): the charge adds to the counter of that period.
    expect(counter).toMatchObject({
      role: 'counter',
      change: { op: 'add', expect: { period: NOW.toISOString() } },
    });
  });

  it('with the store’s profileWrites, a newcomer’s profile is written by the charge’s own transaction, counted', async () => {
    const fake = fakeStore(
      [{ profile: undefined }, { profile: profile({ access_used: 1 }) }],
      [{ ok: true }],
    );
    const outbox = { pk: 'OUTBOX#e1', sk: 'OUTBOX' };
    fake.store.profileWrites = (founder, now) => {
      const fresh = newProfile(founder, now);
      return { profile: fresh, items: [{ pk: `USER#${founder.sub}`, sk: 'PROFILE', ...fresh }, outbox] };
    };

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'charged', profileCreated: true });
    expect(fake.created).toEqual([]);
    const [first, second] = fake.transactions[0]!;
    expect(first).toMatchObject({ role: 'create', item: { sk: 'PROFILE', access_used: 1 } });
    expect(second).toEqual({ role: 'put', item: outbox });
    expect(fake.transactions[0]!.some((i) => i.role === 'counter')).toBe(false);
  });

  it('with profileWrites, a profile created meanwhile refuses the create: read again and charge the stored one', async () => {
    const fake = fakeStore(
      [{ profile: undefined }, { profile: profile() }, { profile: profile({ access_used: 4 }) }],
      [{ ok: false, codes: ['ConditionalCheckFailed', 'None', 'None', 'None', 'None'] }, { ok: true }],
    );
    fake.store.profileWrites = (founder, now) => {
      const fresh = newProfile(founder, now);
      return { profile: fresh, items: [{ pk: `USER#${founder.sub}`, sk: 'PROFILE', ...fresh }] };
    };

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'charged', profileCreated: false });
    expect(fake.transactions[1]![0]).toMatchObject({ role: 'counter' });
  });

  it('with profileWrites, an action refused without a charge still leaves the profile created', async () => {
    const fake = fakeStore([{ profile: undefined, onceExists: true }], [{ ok: true }]);
    fake.store.profileWrites = (founder, now) => ({ profile: newProfile(founder, now), items: [] });

    const outcome = await new Meter(fake.store, options).charge(request);

    expect(outcome).toMatchObject({ outcome: 'duplicate', profileCreated: true });
    expect(fake.created).toEqual(['u1']);
    expect(fake.transactions).toHaveLength(0);
  });

  it('reads once, writes once and re-reads the usage once for a first reveal; reads once for a repeat', async () => {
    const first = fakeStore([{ profile: profile() }], [{ ok: true }]);
    await new Meter(first.store, options).charge(request);
    expect({ reads: first.reads(), transactions: first.transactions.length }).toEqual({
      reads: 2,
      transactions: 1,
    });

    const repeat = fakeStore([{ profile: profile(), onceExists: true }], []);
    await new Meter(repeat.store, options).charge(request);
    expect({ reads: repeat.reads(), transactions: repeat.transactions.length }).toEqual({
      reads: 1,
      transactions: 0,
    });
  });
  it('writes the once item built from the ledger entry (onceWith: the AI job records its period)', async () => {
    const fake = fakeStore([{ profile: profile() }], [{ ok: true }]);
    await new Meter(fake.store, options).charge({
      ...request,
      onceWith: (entry) => ({ ...ONCE, period_start: entry.period_start, cost: entry.cost }),
    });
    expect(fake.transactions[0]!.find((i) => i.role === 'once')).toMatchObject({
      item: { ...ONCE, period_start: PERIOD, cost: 1 },
    });
  });
});

describe('Meter.charge with a quota and further items (pitches, issue 20)', () => {
  const DAY: Key = { pk: 'USER#u1', sk: 'PITCHDAY#2026-03-20' };
  const PITCH = { pk: 'PITCH#p1', sk: 'PITCH', type: 'pitch' };
  const withQuota: ChargeRequest = {
    ...request,
    kind: 'pitch',
    quota: { key: DAY, max: 20, attributes: { expires_at: 1 } },
    puts: (entry, found) => [{ ...PITCH, at: entry.at, investor: String(found.get(INVESTOR)?.name) }],
  };

  it('writes the bounded counter and the further items in the charge’s one transaction', async () => {
    const fake = fakeStore([{ profile: profile() }], [{ ok: true }]);

    const outcome = await new Meter(fake.store, options).charge(withQuota);

    expect(outcome.outcome).toBe('charged');
    const items = fake.transactions[0]!;
    expect(items.map((i) => i.role)).toEqual(['counter', 'once', 'requires', 'quota', 'put', 'ledger']);
    expect(items[3]).toEqual({ role: 'quota', key: DAY, max: 20, attributes: { expires_at: 1 } });
    expect(items[4]).toEqual({
      role: 'put',
      item: { ...PITCH, at: NOW.toISOString(), investor: 'Acme Ventures' },
    });
  });

  it('answers quota, charging nothing, when the bounded counter was full at the write', async () => {
    const fake = fakeStore(
      [{ profile: profile() }],
      [{ ok: false, codes: ['None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None'] }],
    );

    expect(await new Meter(fake.store, options).charge(withQuota)).toMatchObject({
      outcome: 'quota',
      usage: { used: 3 },
    });
    expect(fake.transactions).toHaveLength(1);
  });
});

describe('Meter.refund', () => {
  const entry = {
    kind: 'email' as const,
    cost: 2,
    subject_id: 'draft',
    subject_label: 'Investor email',
    at: NOW.toISOString(),
    request_id: 'req-1',
    period_start: PERIOD,
  };

  it('gives the actions back with a negative ledger entry', async () => {
    const fake = fakeStore(
      [{ profile: profile({ access_used: 5 }) }, { profile: profile({ access_used: 3 }) }],
      [{ ok: true }],
    );

    const result = await new Meter(fake.store, options).refund('u1', entry, 'req-1');

    expect(result).toMatchObject({ refunded: true, usage: { used: 3 } });
    const [counter, ledger] = fake.transactions[0]!;
    expect(counter).toMatchObject({
      role: 'counter',
      change: { op: 'subtract', cost: 2, expect: { period: PERIOD } },
    });
    expect(ledger).toMatchObject({ role: 'ledger', item: { kind: 'refund', cost: -2, subject_id: 'draft' } });
  });

  it('refunds nothing once the period has rolled over', async () => {
    const fake = fakeStore([{ profile: profile() }], []);
    const old = { ...entry, period_start: '2026-02-15T08:00:00.000Z' };

    expect(await new Meter(fake.store, options).refund('u1', old, 'req-1')).toMatchObject({
      refunded: false,
    });
    expect(fake.transactions).toHaveLength(0);
  });
  // AI tools (docs/decisions/0013-ai-jobs.md): the failed job's outcome rides on the refund, once.
  it('writes a once item with the refund, and refunds nothing when it already exists', async () => {
    const outcome = { pk: 'USER#u1', sk: 'AIJOB#j1#OUTCOME', type: 'ai_job_outcome' };
    const fresh = fakeStore([{ profile: profile({ access_used: 5 }) }], [{ ok: true }]);
    expect(
      await new Meter(fresh.store, options).refund('u1', entry, 'req-1', { once: outcome }),
    ).toMatchObject({ refunded: true });
    expect(fresh.transactions[0]!.map((i) => i.role)).toEqual(['counter', 'once', 'ledger']);
    expect(fresh.transactions[0]![1]).toMatchObject({ role: 'once', item: outcome });

    const again = fakeStore([{ profile: profile({ access_used: 3 }), onceExists: true }], []);
    const onceKey = { ...ONCE };
    expect(
      await new Meter(again.store, options).refund('u1', entry, 'req-2', { once: onceKey }),
    ).toMatchObject({
      refunded: false,
      duplicate: true,
    });
    expect(again.transactions).toHaveLength(0);
  });

  it('answers duplicate when the once item appears between the read and the write', async () => {
    const fake = fakeStore(
      [{ profile: profile({ access_used: 5 }) }],
      [{ ok: false, codes: ['None', 'ConditionalCheckFailed', 'None'] }],
    );
    const outcome = { pk: 'USER#u1', sk: 'AIJOB#j1#OUTCOME', type: 'ai_job_outcome' };
    expect(
      await new Meter(fake.store, options).refund('u1', entry, 'req-1', { once: outcome }),
    ).toMatchObject({
      refunded: false,
      duplicate: true,
    });
    expect(fake.transactions).toHaveLength(1);
  });
});
