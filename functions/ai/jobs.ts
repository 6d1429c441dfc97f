/**
 * AI generation jobs (issue 10; docs/decisions/0013-ai-jobs.md): accepted by the API, run by the worker, read by
 * their owner. Storage, metering and the bus are ports (`AiJobStore`, `AiMeter`, `AiJobPublisher`), so the rules
 * below are unit-tested with fakes and proven on DynamoDB Local by test/integration/ai*.test.ts.
 *
 * The money rules:
 * - ACCEPT reserves the cost (2 actions) and creates the pending job in ONE metering transaction (the job item is
 *   the charge's "exists only once" item), before anything else is done: no job without a charge, no charge
 *   without a job, and concurrent requests never spend more than the limit (the meter's conditional counter).
 *   The job's `AiJobRequested` event is an outbox item of that same transaction (issue 35, ADR 0057): a reserved
 *   job is always announced, and its delivery is retried until the bus takes it.
 * - RUN claims the job with a lease (a second delivery of the same event, or a retry while the first run is alive,
 *   finds it claimed and does nothing), calls the generator, then writes the job's OUTCOME item exactly once
 *   (`attribute_not_exists`): success, or failure TOGETHER with the refund in one transaction. So retries can
 *   neither charge twice (only ACCEPT charges) nor refund twice (the refund rides on the one outcome write).
 * - A job whose run died (lease expired, or pending far too long) is settled as failed and refunded by the same
 *   once-only outcome write: by the sweeper (`sweepStaleJobs`, function `ai-sweeper` every 5 minutes, issue 22.4)
 *   or when its owner reads it or lists jobs, whichever comes first.
 * - Order of ACCEPT under a failing database (issue 22.4): the charge, the job and its event are one transaction,
 *   so a 503 after it committed leaves an announced pending job, never a bare charge; a pending job that no run
 *   ever picked up is settled by the sweeper after `STALE_PENDING_MS`.
 */
import { randomBytes } from 'node:crypto';
import {
  AI_ACTION_COST,
  AI_MESSAGES,
  AiJob,
  DECK_SLIDE_COUNT,
  type AiJobKind,
  type AiSource,
  type EmailInput,
  type InvestorEmail,
  type InvestorFacts,
  type PitchDeck,
  type PitchDeckInput,
} from '../../shared/ai-schemas.js';
import type { Usage } from '../../shared/schemas.js';
import type { Generator } from './generate.js';
import { GenerationFailed, type FailureReason } from './failure.js';
import { PROMPT_VERSION } from './prompts.js';

/** What a job's charge needs to be refunded: the actions and the usage period they were taken from. */
export interface ChargeRef {
  cost: number;
  period_start: string;
  /** ISO time of the charge (its ledger entry). */
  at: string;
}

/** The job item (`AIJOB#{id}`), written by ACCEPT, claimed and advanced by RUN. */
export interface JobRecord {
  id: string;
  sub: string;
  kind: AiJobKind;
  title: string;
  created_at: string;
  updated_at: string;
  status: 'pending' | 'running';
  progress_done: number;
  progress_total: number;
  input: PitchDeckInput | EmailInput;
  /** Catalogue facts of the picked investor (email), never a contact. */
  investor: InvestorFacts | null;
  /** The picked investor's REVEALED email contact, for the To line (never sent to the model). */
  to: string | null;
  charge: ChargeRef;
  prompt_version: string;
  request_id: string;
  run_id?: string;
  lease_until?: string;
}

/** The outcome item (`AIJOB#{id}#OUTCOME`), written exactly once. */
export interface OutcomeRecord {
  id: string;
  status: 'succeeded' | 'failed';
  source: AiSource | null;
  deck: PitchDeck | null;
  email: InvestorEmail | null;
  error: string | null;
  reason: FailureReason | 'stale' | 'publish' | null;
  refunded: boolean;
  finished_at: string;
}

export interface StoredJob {
  job: JobRecord;
  outcome: OutcomeRecord | null;
}

export interface AiJobStore {
  get(sub: string, id: string): Promise<StoredJob | null>;
  /** The newest `limit` jobs of `sub` (of `kind` when given), newest first. */
  list(sub: string, kind: AiJobKind | undefined, limit: number): Promise<StoredJob[]>;
  /**
   * Marks the job running under `runId` until `leaseUntil` if it is pending, running with an expired lease, or
   * running under this same `runId` (idempotent per run: the worker's run id is the EventBridge event id, so a
   * retry of the same event whose claim committed after its client timed out takes its own claim back; issue
   * 22.4). False: another run holds it.
   */
  claim(sub: string, id: string, runId: string, now: string, leaseUntil: string): Promise<boolean>;
  /** Records slides done, only while `runId` holds the job. */
  progress(sub: string, id: string, runId: string, done: number, now: string): Promise<void>;
  /** Writes the outcome unless one exists. False: it existed (nothing written). */
  finish(sub: string, outcome: OutcomeRecord): Promise<boolean>;
}

/** The index of jobs not yet seen settled (GSI1 `AIJOBS#OPEN`, functions/data/ai-job.ts). */
export interface OpenJobIndex {
  /** Up to `limit` open jobs created before the ISO time `before`, oldest first (eventually consistent). */
  openBefore(before: string, limit: number): Promise<{ sub: string; id: string }[]>;
  /** Takes a settled (or vanished) job out of the index. */
  closeOpen(sub: string, id: string): Promise<void>;
}

export type ReserveResult =
  | { outcome: 'reserved'; usage: Usage; job: JobRecord }
  | { outcome: 'limit'; usage: Usage }
  /** The request's idempotency record existed (issue 22.3): nothing charged; `record` as stored. */
  | { outcome: 'replay'; usage: Usage; record: Record<string, unknown> };

/** A request's idempotency record as the meter writes it with the charge (functions/data/idempotency.ts). */
export type IdempotencyItem = { pk: string; sk: string } & Record<string, unknown>;

export interface AiMeter {
  /**
   * Charges `cost` actions of kind `kind` and puts the job `build(charge)` in the same transaction.
   */
  reserve(args: {
    sub: string;
    kind: AiJobKind;
    cost: number;
    label: string;
    jobId: string;
    requestId: string;
    build: (charge: ChargeRef) => JobRecord;
    /** The Idempotency-Key record, written with the charge (issue 22.3). */
    idempotency?: IdempotencyItem;
    /** The job's `AiJobRequested` outbox item, written with the charge (issue 35). */
    announce?: IdempotencyItem;
  }): Promise<ReserveResult>;
  /**
   * Gives `job.charge` back and writes `outcome` (which must say `refunded: true`) in one transaction, unless an
   * outcome exists. When the charge's period is over (usage was reset since), writes the outcome with
   * `refunded: false` instead. `written: false`: an outcome existed, nothing changed.
   */
  refund(args: {
    job: JobRecord;
    outcome: OutcomeRecord;
    requestId: string;
  }): Promise<{ written: boolean; refunded: boolean }>;
}

export interface AiJobPublisher {
  /**
   * The outbox item of `AiJobRequested {sub, jobId}` (functions/lib/events.ts `appEvent`), written with the
   * reservation. Undefined announces nothing (tests standing in for a job no run ever picked up).
   */
  jobRequested(sub: string, jobId: string): IdempotencyItem | undefined;
}

/** How long a run may hold a job: the worker's timeout (5 min) plus a margin. */
export const LEASE_MS = 6 * 60_000;
/** A job still pending after this long was never picked up: settled (failed, refunded) when read. */
export const STALE_PENDING_MS = 15 * 60_000;

/** A new job id: time-ordered (9 base-36 characters of milliseconds) then 10 random hex characters. */
export function newJobId(now: Date, random = () => randomBytes(5).toString('hex')): string {
  return `${now.getTime().toString(36).padStart(9, '0')}${random()}`;
}

/** The job as the API shows it. */
export function toApiJob({ job, outcome }: StoredJob): AiJob {
  return AiJob.parse({
    id: job.id,
    kind: job.kind,
    status: outcome?.status ?? job.status,
    title: job.title,
    created_at: job.created_at,
    updated_at: outcome?.finished_at ?? job.updated_at,
    progress: {
      done: outcome?.status === 'succeeded' ? job.progress_total : job.progress_done,
      total: job.progress_total,
    },
    source: outcome?.source ?? null,
    deck: outcome?.deck ?? null,
    email: outcome?.email ?? null,
    error: outcome?.error ?? null,
    cost: job.charge.cost,
    refunded: outcome?.refunded ?? false,
    input: job.input,
    investor: job.investor ? { id: job.investor.id, name: job.investor.name } : null,
  });
}

/** The label of a job in the ledger and the past-generations list. */
export function jobTitle(
  kind: AiJobKind,
  input: PitchDeckInput | EmailInput,
  investor: InvestorFacts | null,
): string {
  if (kind === 'pitch_deck') return `${input.companyName}: pitch deck`;
  const to = investor?.name || (input as EmailInput).investorName;
  return to ? `${input.companyName} → ${to}` : `${input.companyName}: investor email`;
}

/** The message of a failed job (founder-app.md §8 "AI tools"). */
export function failureMessage(kind: AiJobKind, reason: OutcomeRecord['reason']): string {
  if (reason === 'empty') return AI_MESSAGES.empty;
  return kind === 'pitch_deck' ? AI_MESSAGES.deckFailed : AI_MESSAGES.emailFailed;
}

export interface AcceptDeps {
  store: AiJobStore;
  meter: AiMeter;
  publisher: AiJobPublisher;
  now?: () => Date;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

export type AcceptResult =
  | { outcome: 'accepted'; job: AiJob; usage: Usage }
  /** A request with the same Idempotency-Key was accepted first: its record (the caller checks it, then replays). */
  | { outcome: 'replay'; record: Record<string, unknown>; usage: Usage }
  | { outcome: 'limit'; remaining: number; usage: Usage };

/**
 * ACCEPT (see the file comment). The caller has validated the input and checked the tier.
 */
export async function acceptJob(
  deps: AcceptDeps,
  request: {
    sub: string;
    kind: AiJobKind;
    input: PitchDeckInput | EmailInput;
    investor: InvestorFacts | null;
    to: string | null;
    requestId: string;
    /** The Idempotency-Key record for this job id (`idFor`), written with the charge. */
    idempotency?: (jobId: string) => IdempotencyItem;
  },
): Promise<AcceptResult> {
  const now = (deps.now ?? (() => new Date()))();
  const id = newJobId(now);
  const title = jobTitle(request.kind, request.input, request.investor);
  const at = now.toISOString();
  const reserved = await deps.meter.reserve({
    sub: request.sub,
    kind: request.kind,
    cost: AI_ACTION_COST,
    label: title,
    jobId: id,
    requestId: request.requestId,
    ...(request.idempotency && { idempotency: request.idempotency(id) }),
    announce: deps.publisher.jobRequested(request.sub, id),
    build: (charge) => ({
      id,
      sub: request.sub,
      kind: request.kind,
      title,
      created_at: at,
      updated_at: at,
      status: 'pending',
      progress_done: 0,
      progress_total: request.kind === 'pitch_deck' ? DECK_SLIDE_COUNT : 1,
      input: request.input,
      investor: request.investor,
      to: request.to,
      charge,
      prompt_version: PROMPT_VERSION,
      request_id: request.requestId,
    }),
  });
  if (reserved.outcome === 'limit') {
    return { outcome: 'limit', remaining: reserved.usage.remaining ?? 0, usage: reserved.usage };
  }
  if (reserved.outcome === 'replay') {
    return { outcome: 'replay', record: reserved.record, usage: reserved.usage };
  }
  return { outcome: 'accepted', job: toApiJob({ job: reserved.job, outcome: null }), usage: reserved.usage };
}

/**
 * REPLAY (issue 22.3): the job a first request with the same Idempotency-Key created, as its owner sees it now. Its
 * event was written with it (issue 35), so nothing is announced again.
 */
export async function replayJob(
  deps: Pick<AcceptDeps, 'store'>,
  sub: string,
  id: string,
): Promise<AiJob | null> {
  const stored = await deps.store.get(sub, id);
  return stored ? toApiJob(stored) : null;
}

function failedOutcome(
  job: JobRecord,
  reason: OutcomeRecord['reason'],
  now: Date,
  refunded: boolean,
): OutcomeRecord {
  return {
    id: job.id,
    status: 'failed',
    source: null,
    deck: null,
    email: null,
    error: failureMessage(job.kind, reason),
    reason,
    refunded,
    finished_at: now.toISOString(),
  };
}

export interface RunDeps {
  store: AiJobStore;
  meter: AiMeter;
  generator: Generator;
  now?: () => Date;
  /** The run's id: the EventBridge event id in the worker (a retry of the same event is the same run). */
  runId?: () => string;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

export type RunResult = 'succeeded' | 'failed' | 'finished-already' | 'claimed-elsewhere' | 'missing';

/** RUN (see the file comment): the worker's handling of one `AiJobRequested` event. */
export async function runJob(deps: RunDeps, sub: string, jobId: string): Promise<RunResult> {
  const clock = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);
  const stored = await deps.store.get(sub, jobId);
  if (!stored) return 'missing';
  if (stored.outcome) return 'finished-already';
  const { job } = stored;
  const runId = (deps.runId ?? (() => randomBytes(8).toString('hex')))();
  const start = clock();
  const claimed = await deps.store.claim(
    sub,
    jobId,
    runId,
    start.toISOString(),
    new Date(start.getTime() + LEASE_MS).toISOString(),
  );
  if (!claimed) return 'claimed-elsewhere';

  let outcome: OutcomeRecord;
  try {
    if (job.kind === 'pitch_deck') {
      const deck = await deps.generator.deck(job.input as PitchDeckInput, (done) =>
        deps.store.progress(sub, jobId, runId, done, clock().toISOString()),
      );
      outcome = { ...emptyOutcome(job, clock()), status: 'succeeded', source: deps.generator.source, deck };
    } else {
      const email = await deps.generator.email(job.input as EmailInput, job.investor, job.to);
      outcome = { ...emptyOutcome(job, clock()), status: 'succeeded', source: deps.generator.source, email };
    }
  } catch (error) {
    const reason: FailureReason = error instanceof GenerationFailed ? error.reason : 'unavailable';
    log('AI generation failed; refunding', { jobId, reason, error: (error as Error).message });
    const refund = await deps.meter.refund({
      job,
      requestId: `${job.request_id}:refund`,
      outcome: failedOutcome(job, reason, clock(), true),
    });
    return refund.written ? 'failed' : 'finished-already';
  }
  return (await deps.store.finish(sub, outcome)) ? 'succeeded' : 'finished-already';
}

function emptyOutcome(job: JobRecord, now: Date): OutcomeRecord {
  return {
    id: job.id,
    status: 'succeeded',
    source: null,
    deck: null,
    email: null,
    error: null,
    reason: null,
    refunded: false,
    finished_at: now.toISOString(),
  };
}

/** True when a job without outcome can no longer finish on its own (its run died or it was never run). */
export function isStale(job: JobRecord, now: Date): boolean {
  if (job.status === 'running') return job.lease_until !== undefined && job.lease_until < now.toISOString();
  return now.getTime() - Date.parse(job.created_at) > STALE_PENDING_MS;
}

/**
 * Settles `stored` if it is stale at `now` (failed and refunded by the once-only outcome write: whoever settles
 * first refunds, the others find the outcome). Answers the job as stored afterwards.
 */
async function settleIfStale(
  deps: { store: AiJobStore; meter: AiMeter },
  stored: StoredJob,
  now: Date,
): Promise<{ stored: StoredJob; settled: boolean }> {
  if (stored.outcome || !isStale(stored.job, now)) return { stored, settled: false };
  const { written } = await deps.meter.refund({
    job: stored.job,
    requestId: `${stored.job.request_id}:refund`,
    outcome: failedOutcome(stored.job, 'stale', now, true),
  });
  return {
    stored: (await deps.store.get(stored.job.sub, stored.job.id)) ?? stored,
    settled: written,
  };
}

/**
 * READ: the owner's job (null for anyone else: a job is looked up in the caller's own partition). A stale job is
 * settled first (failed and refunded, once).
 */
export async function readJob(
  deps: { store: AiJobStore; meter: AiMeter; now?: () => Date },
  sub: string,
  id: string,
): Promise<AiJob | null> {
  const now = (deps.now ?? (() => new Date()))();
  const stored = await deps.store.get(sub, id);
  if (!stored) return null;
  return toApiJob((await settleIfStale(deps, stored, now)).stored);
}

/** Jobs the sweeper looks at per run (a backlog is worked off over the following runs). */
export const SWEEP_BATCH = 200;

export interface SweepResult {
  /** Open jobs created before the cutoff that were looked at. */
  examined: number;
  /** Stale jobs this run settled (failed, refunded when the period allows). */
  settled: number;
  /** Jobs taken out of the open index (settled now or earlier, or gone with their account). */
  closed: number;
}

/**
 * SWEEP (function `ai-sweeper`, every 5 minutes; issue 22.4): settles every job that can no longer finish on its
 * own, so no reservation stays charged for a job nobody opens again. Looks only at jobs created more than
 * `LEASE_MS` before `now` (a younger one cannot be stale: its lease or the pending limit runs longer); a job with an
 * outcome is closed; a stale one is settled (the once-only refund) and closed; any other is left for a later run.
 */
export async function sweepStaleJobs(
  deps: { store: AiJobStore & OpenJobIndex; meter: AiMeter },
  now: Date,
  batch = SWEEP_BATCH,
): Promise<SweepResult> {
  const result: SweepResult = { examined: 0, settled: 0, closed: 0 };
  const cutoff = new Date(now.getTime() - LEASE_MS).toISOString();
  for (const { sub, id } of await deps.store.openBefore(cutoff, batch)) {
    result.examined += 1;
    const stored = await deps.store.get(sub, id);
    if (!stored) {
      await deps.store.closeOpen(sub, id);
      result.closed += 1;
      continue;
    }
    const after = await settleIfStale(deps, stored, now);
    if (after.settled) result.settled += 1;
    if (after.stored.outcome) {
      await deps.store.closeOpen(sub, id);
      result.closed += 1;
    }
  }
  return result;
}
