/**
 * The job rules with in-memory ports that keep the same promises as the DynamoDB ones (once-only outcome,
 * conditional counter): reserve before anything, no double charge, no double refund, owner-only reads.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES, type AiJobKind } from '../../shared/ai-schemas.js';
import type { Usage } from '../../shared/schemas.js';
import { emailInput, investorRecord, pitchInput } from './fixtures.js';
import { GenerationFailed } from './failure.js';
import { generatorFor, type Generator } from './generate.js';
import { investorFacts } from './investor-facts.js';
import {
  LEASE_MS,
  STALE_PENDING_MS,
  acceptJob,
  newJobId,
  readJob,
  runJob,
  sweepStaleJobs,
  type AiJobPublisher,
  type AiJobStore,
  type AiMeter,
  type JobRecord,
  type OpenJobIndex,
  type OutcomeRecord,
  type StoredJob,
} from './jobs.js';

/** Storage and meter in memory: `used` of `limit`, jobs and outcomes by id, ledger lines. */
class Memory implements AiJobStore, AiMeter, OpenJobIndex {
  /** The outbox items written with a reservation (its `AiJobRequested`). */
  announced: { pk: string; sk: string }[] = [];
  /** The open-job index: ids not yet closed. */
  open = new Set<string>();
  used = 0;
  limit = 10;
  jobs = new Map<string, JobRecord>();
  outcomes = new Map<string, OutcomeRecord>();
  ledger: { kind: string; cost: number; subject: string }[] = [];

  private usage(): Usage {
    return {
      tier: 'premium',
      used: this.used,
      limit: this.limit,
      remaining: this.limit - this.used,
      unlimited: false,
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
    };
  }

  async get(sub: string, id: string): Promise<StoredJob | null> {
    const job = this.jobs.get(id);
    return job && job.sub === sub ? { job: { ...job }, outcome: this.outcomes.get(id) ?? null } : null;
  }
  async list(sub: string, kind: AiJobKind | undefined, limit: number) {
    return [...this.jobs.values()]
      .filter((j) => j.sub === sub && (!kind || j.kind === kind))
      .sort((a, b) => b.id.localeCompare(a.id))
      .slice(0, limit)
      .map((job) => ({ job, outcome: this.outcomes.get(job.id) ?? null }));
  }
  async claim(sub: string, id: string, runId: string, now: string, leaseUntil: string) {
    const job = this.jobs.get(id);
    if (!job || this.outcomes.has(id)) return false;
    if (job.status === 'running' && (job.lease_until ?? '') >= now && job.run_id !== runId) return false;
    Object.assign(job, { status: 'running', run_id: runId, lease_until: leaseUntil, updated_at: now });
    return true;
  }
  async progress(sub: string, id: string, runId: string, done: number) {
    const job = this.jobs.get(id);
    if (job?.run_id === runId) job.progress_done = done;
  }
  async finish(sub: string, outcome: OutcomeRecord) {
    if (this.outcomes.has(outcome.id)) return false;
    this.outcomes.set(outcome.id, outcome);
    return true;
  }
  async reserve(args: Parameters<AiMeter['reserve']>[0]) {
    if (this.limit - this.used < args.cost) return { outcome: 'limit' as const, usage: this.usage() };
    this.used += args.cost;
    this.ledger.push({ kind: args.kind, cost: args.cost, subject: args.jobId });
    const job = args.build({ cost: args.cost, period_start: '2026-11-01T00:00:00.000Z', at: 'now' });
    if (args.announce) this.announced.push(args.announce);
    this.jobs.set(job.id, job);
    this.open.add(job.id);
    return { outcome: 'reserved' as const, usage: this.usage(), job };
  }
  async openBefore(before: string, limit: number) {
    return [...this.open]
      .map((id) => this.jobs.get(id)!)
      .filter((job) => job.created_at < before)
      .slice(0, limit)
      .map((job) => ({ sub: job.sub, id: job.id }));
  }
  async closeOpen(_sub: string, id: string) {
    this.open.delete(id);
  }
  async refund(args: Parameters<AiMeter['refund']>[0]) {
    if (this.outcomes.has(args.job.id)) return { written: false, refunded: false };
    this.used -= args.job.charge.cost;
    this.ledger.push({ kind: 'refund', cost: -args.job.charge.cost, subject: args.job.id });
    this.outcomes.set(args.job.id, args.outcome);
    return { written: true, refunded: true };
  }
}

let memory: Memory;
let published: string[];
const publisher: AiJobPublisher = {
  jobRequested: (_sub, id) => {
    published.push(id);
    return { pk: `OUTBOX#${id}`, sk: 'OUTBOX', detail_type: 'AiJobRequested' };
  },
};
const T0 = new Date('2026-11-23T11:00:00.000Z');

beforeEach(() => {
  memory = new Memory();
  published = [];
});

const accept = (kind: AiJobKind = 'pitch_deck', sub = 'ada') =>
  acceptJob(
    { store: memory, meter: memory, publisher, now: () => T0 },
    {
      sub,
      kind,
      input: kind === 'pitch_deck' ? pitchInput : emailInput,
      investor: kind === 'email' ? investorFacts(investorRecord) : null,
      to: kind === 'email' ? 'partners@greenseed.example' : null,
      requestId: 'req-1',
    },
  );

const failing = (reason: 'empty' | 'timeout'): Generator => ({
  source: 'model',
  deck: async () => {
    throw new GenerationFailed(reason, reason);
  },
  email: async () => {
    throw new GenerationFailed(reason, reason);
  },
});

describe('acceptJob', () => {
  it('reserves 2 actions with the pending job and its event', async () => {
    const result = await accept();
    expect(result.outcome).toBe('accepted');
    if (result.outcome !== 'accepted') return;
    expect(result.job).toMatchObject({
      status: 'pending',
      kind: 'pitch_deck',
      title: 'Fieldnote: pitch deck',
      progress: { done: 0, total: 13 },
      cost: 2,
      refunded: false,
    });
    expect(memory.used).toBe(2);
    expect(published).toEqual([result.job.id]);
    expect(memory.ledger).toEqual([{ kind: 'pitch_deck', cost: 2, subject: result.job.id }]);
  });

  it('with fewer than 2 actions left: the limit, no job, nothing published', async () => {
    memory.used = 9;
    const result = await accept();
    expect(result).toMatchObject({ outcome: 'limit', remaining: 1 });
    expect(memory.jobs.size).toBe(0);
    expect(memory.announced).toEqual([]);
  });

  it('writes the job’s AiJobRequested event with the reservation (the outbox, issue 35): no job without its event', async () => {
    const result = await accept();
    expect(result.outcome).toBe('accepted');
    if (result.outcome !== 'accepted') return;
    expect(memory.announced).toEqual([
      { pk: `OUTBOX#${result.job.id}`, sk: 'OUTBOX', detail_type: 'AiJobRequested' },
    ]);
  });
});

describe('runJob', () => {
  it('generates, records progress and writes the outcome once; a redelivered event changes nothing', async () => {
    const accepted = await accept();
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    const generator = generatorFor(null);
    const deck = vi.spyOn(generator, 'deck');

    expect(await runJob({ store: memory, meter: memory, generator }, 'ada', id)).toBe('succeeded');
    expect(await runJob({ store: memory, meter: memory, generator }, 'ada', id)).toBe('finished-already');

    expect(deck).toHaveBeenCalledTimes(1);
    const job = await readJob({ store: memory, meter: memory }, 'ada', id);
    expect(job).toMatchObject({ status: 'succeeded', source: 'offline', progress: { done: 13, total: 13 } });
    expect(job!.deck!.slides).toHaveLength(13);
    expect(memory.used).toBe(2);
  });

  it('grounds the email in the picked investor and fills To with the revealed contact', async () => {
    const accepted = await accept('email');
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    await runJob({ store: memory, meter: memory, generator: generatorFor(null) }, 'ada', id);
    const job = await readJob({ store: memory, meter: memory }, 'ada', id);
    expect(job!.email!.to).toBe('partners@greenseed.example');
    expect(job!.email!.body).toContain('with typical checks of $250K - $2M.');
    expect(job!.investor).toEqual({ id: 'inv-42', name: 'Green Seed Ventures' });
  });

  it('a second delivery while the first run holds the lease does nothing', async () => {
    const accepted = await accept();
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    let release: () => void = () => undefined;
    const slow: Generator = {
      ...generatorFor(null),
      deck: (input) =>
        new Promise((resolve) => {
          release = () => resolve(generatorFor(null).deck(input));
        }),
    };
    const first = runJob({ store: memory, meter: memory, generator: slow }, 'ada', id);
    await vi.waitFor(() => expect(memory.jobs.get(id)!.status).toBe('running'));
    expect(await runJob({ store: memory, meter: memory, generator: slow }, 'ada', id)).toBe(
      'claimed-elsewhere',
    );
    release();
    expect(await first).toBe('succeeded');
  });

  it('empty output: failed with the spec message, refunded once even if the event comes again', async () => {
    const accepted = await accept();
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    const deps = { store: memory, meter: memory, generator: failing('empty') };

    expect(await runJob(deps, 'ada', id)).toBe('failed');
    expect(await runJob(deps, 'ada', id)).toBe('finished-already');

    const job = await readJob(deps, 'ada', id);
    expect(job).toMatchObject({ status: 'failed', error: AI_MESSAGES.empty, refunded: true });
    expect(memory.used).toBe(0);
    expect(memory.ledger.map((l) => l.cost)).toEqual([2, -2]);
  });

  it('other failures use the fallback message of the tool', async () => {
    const accepted = await accept('email');
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    await runJob({ store: memory, meter: memory, generator: failing('timeout') }, 'ada', id);
    expect((await readJob({ store: memory, meter: memory }, 'ada', id))!.error).toBe(AI_MESSAGES.emailFailed);
  });
});

describe('readJob', () => {
  it('is owner-only: another founder gets nothing', async () => {
    const accepted = await accept();
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    expect(await readJob({ store: memory, meter: memory }, 'grace', id)).toBeNull();
  });

  it('settles a job whose run died (lease expired) or that was never run: failed and refunded once', async () => {
    const a = await accept();
    const b = await accept('email');
    const idA = a.outcome === 'accepted' ? a.job.id : '';
    const idB = b.outcome === 'accepted' ? b.job.id : '';
    await memory.claim('ada', idA, 'dead', T0.toISOString(), new Date(T0.getTime() + LEASE_MS).toISOString());
    const later = new Date(T0.getTime() + Math.max(LEASE_MS, STALE_PENDING_MS) + 1000);

    const deps = { store: memory, meter: memory, now: () => later };
    expect(await readJob(deps, 'ada', idA)).toMatchObject({ status: 'failed', refunded: true });
    expect(await readJob(deps, 'ada', idB)).toMatchObject({ status: 'failed', refunded: true });
    expect(await readJob(deps, 'ada', idA)).toMatchObject({ status: 'failed' });
    expect(memory.used).toBe(0);
    expect(memory.ledger.filter((l) => l.kind === 'refund')).toHaveLength(2);
  });

  it('does not settle a running job inside its lease', async () => {
    const a = await accept();
    const id = a.outcome === 'accepted' ? a.job.id : '';
    await memory.claim('ada', id, 'alive', T0.toISOString(), new Date(T0.getTime() + LEASE_MS).toISOString());
    const job = await readJob(
      { store: memory, meter: memory, now: () => new Date(T0.getTime() + 60_000) },
      'ada',
      id,
    );
    expect(job).toMatchObject({ status: 'running', refunded: false });
  });
});

describe('claims are per run (the EventBridge event id; issue 22.4)', () => {
  it('a retry of the same event takes its own claim back and runs; another event finds it claimed elsewhere', async () => {
    const accepted = await accept();
    const id = accepted.outcome === 'accepted' ? accepted.job.id : '';
    // The first delivery's claim committed, but its client gave up (timeout): the bus retries the same event.
    const lease = new Date(Date.now() + LEASE_MS).toISOString();
    expect(await memory.claim('ada', id, 'evt-1', new Date().toISOString(), lease)).toBe(true);
    const deps = { store: memory, meter: memory, generator: generatorFor(null) };
    expect(await runJob({ ...deps, runId: () => 'evt-2' }, 'ada', id)).toBe('claimed-elsewhere');
    expect(await runJob({ ...deps, runId: () => 'evt-1' }, 'ada', id)).toBe('succeeded');
    expect(memory.used).toBe(2);
  });
});

describe('sweepStaleJobs (function ai-sweeper; issue 22.4)', () => {
  const at = (ms: number) => new Date(T0.getTime() + ms);

  it('settles stale jobs nobody opens (failed, refunded once), closes finished ones, leaves live ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const a = await accept();
      ids.push(a.outcome === 'accepted' ? a.job.id : '');
    }
    const [dead, pending, done, alive] = ids as [string, string, string, string];
    // dead: its run's lease ran out; pending: never picked up; done: finished; alive: a run holding the lease
    await memory.claim('ada', dead, 'run-dead', T0.toISOString(), at(LEASE_MS).toISOString());
    expect(await runJob({ store: memory, meter: memory, generator: generatorFor(null) }, 'ada', done)).toBe(
      'succeeded',
    );
    const now = at(STALE_PENDING_MS + 1000);
    await memory.claim(
      'ada',
      alive,
      'run-alive',
      now.toISOString(),
      at(STALE_PENDING_MS + LEASE_MS).toISOString(),
    );

    expect(await sweepStaleJobs({ store: memory, meter: memory }, now)).toEqual({
      examined: 4,
      settled: 2,
      closed: 3,
    });
    expect(memory.outcomes.get(dead)).toMatchObject({ status: 'failed', reason: 'stale', refunded: true });
    expect(memory.outcomes.get(pending)).toMatchObject({ status: 'failed', reason: 'stale', refunded: true });
    expect(memory.outcomes.has(alive)).toBe(false);
    expect([...memory.open]).toEqual([alive]);
    expect(memory.used).toBe(4); // 8 charged, 2 jobs refunded: alive and done keep theirs

    // Again (and after the owner read them): nothing refunded twice
    expect(await readJob({ store: memory, meter: memory, now: () => now }, 'ada', dead)).toMatchObject({
      status: 'failed',
    });
    expect(await sweepStaleJobs({ store: memory, meter: memory }, now)).toEqual({
      examined: 1,
      settled: 0,
      closed: 0,
    });
    expect(memory.ledger.filter((l) => l.kind === 'refund')).toHaveLength(2);
  });

  it('does not touch jobs younger than a lease', async () => {
    await accept();
    expect(await sweepStaleJobs({ store: memory, meter: memory }, at(LEASE_MS - 1))).toEqual({
      examined: 0,
      settled: 0,
      closed: 0,
    });
  });
});

describe('newJobId', () => {
  it('sorts by time', () => {
    const a = newJobId(new Date('2026-01-01T00:00:00Z'), () => 'ffffffffff');
    const b = newJobId(new Date('2026-01-01T00:00:00.001Z'), () => '0000000000');
    expect(a < b).toBe(true);
    expect(a).toHaveLength(19);
  });
});
