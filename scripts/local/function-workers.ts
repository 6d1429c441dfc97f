/**
 * Each local function in its own worker thread, as each Lambda function in its own container (issue 21.5;
 * docs/decisions/0026-local-functions-in-workers.md): the local stack used to import every handler into one
 * process with one shared environment, so a function could publish, read a secret or call a pool it never
 * declared, and a module's cached client (the bus, Cognito) was shared by functions that would each have their
 * own on AWS. Here:
 * - a function's worker starts on its first invocation (a cold start: its Lambda bundle, scripts/local/
 *   function-bundles.ts, is built when stale and imported there once) and stays warm for the next ones;
 * - its `process.env` is exactly `env(name)` (scripts/local/function-env.ts: the registry's declarations through
 *   shared/function-environment.ts, plus where the local stand-ins answer), nothing of the stack's own;
 * - an invocation is a message (the event, the request id, the time budget) answered by the handler's result or
 *   error; the event and result cross as structured clones, as JSON crosses the Lambda API;
 * - a worker that dies (an uncaught error) fails its pending invocations and is started afresh on the next call;
 * - a worker idle for 10 minutes is stopped, as Lambda reclaims idle containers (the next call is cold again).
 * `loader()` is what the local gateway and the local bus take as `loadHandler`.
 */
import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { FunctionName } from '../../shared/functions.js';
import type { LambdaHandler } from './handlers.js';
import { functionBundle } from './function-bundles.js';
import type { RuntimeMessage, SerialisedError, WorkerData, WorkerReply } from './function-protocol.js';

const RUNTIME = new URL('./function-runtime.mjs', import.meta.url);

/**
 * V8's young generation per worker, in MB (Node's default lets each grow to tens of MB): a few dozen functions
 * each with the default could hold hundreds of MB of short-lived garbage between collections (ADR 0026).
 */
export const YOUNG_GENERATION_MB = 8;

/** A worker idle this long is stopped (its next call is a cold start again), as Lambda reclaims idle containers. */
export const DEFAULT_IDLE_MS = 10 * 60_000;

export interface FunctionWorkersOptions {
  /** The whole environment of function `name`'s worker. */
  env: (name: FunctionName) => Record<string, string>;
  /** The path of `name`'s bundle, built when stale (default: function-bundles.ts `functionBundle`). */
  bundle?: (name: FunctionName) => Promise<string>;
  /** Stop a worker after this long without an invocation (default 10 minutes). */
  idleMs?: number;
  log?: (line: string) => void;
}

/** An error of a worker, rebuilt in this thread with its name, message and stack. */
function revive(error: SerialisedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

interface Running {
  /** Set once the bundle is ready and the thread started. */
  worker: Worker | undefined;
  ready: Promise<void>;
  /** Fails the worker's start and pending invocations with `why` and forgets it. */
  fail: (why: Error) => void;
  /** `Date.now()` of the last invocation's end (or the start). */
  lastUsed: number;
  /** Invocations under way, including those waiting for the worker to be ready. */
  inUse: number;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

export class FunctionWorkers {
  private readonly running = new Map<FunctionName, Running>();
  private readonly bundle: (name: FunctionName) => Promise<string>;
  private readonly log: (line: string) => void;
  private nextId = 1;
  private closed = false;
  private readonly reaper: NodeJS.Timeout;

  constructor(private readonly opts: FunctionWorkersOptions) {
    this.bundle = opts.bundle ?? ((name) => functionBundle(name));
    this.log = opts.log ?? ((line) => console.log(line));
    const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
    this.reaper = setInterval(() => this.reap(idleMs), Math.min(idleMs, 60_000));
    this.reaper.unref();
  }

  /** Stops the workers idle for `idleMs` with nothing pending. */
  private reap(idleMs: number): void {
    const now = Date.now();
    for (const [name, running] of this.running) {
      if (running.inUse > 0 || now - running.lastUsed < idleMs || !running.worker) continue;
      this.running.delete(name);
      void running.worker.terminate();
    }
  }

  /** The functions whose worker is up (warm). */
  warm(): FunctionName[] {
    return [...this.running.keys()];
  }

  /** `loadHandler` for the gateway and the bus: a handler that invokes `name` in its worker. */
  loader(): (name: FunctionName) => Promise<LambdaHandler> {
    return async (name) => {
      await this.start(name).ready;
      return (event, context) => this.invoke(name, event, context);
    };
  }

  /**
   * Runs one invocation of `name` with `context` (its data and remaining time cross to the worker), starting its
   * worker when cold.
   * @throws the handler's error (rebuilt), or an Error when the worker fails to start or dies meanwhile.
   */
  async invoke(name: FunctionName, event: unknown, context: Context): Promise<unknown> {
    const running = this.start(name);
    running.inUse += 1;
    try {
      return await this.run(running, event, context);
    } finally {
      running.inUse -= 1;
      running.lastUsed = Date.now();
    }
  }

  private async run(running: Running, event: unknown, context: Context): Promise<unknown> {
    await running.ready;
    const id = this.nextId++;
    const message: RuntimeMessage = {
      id,
      event,
      context: {
        functionName: context.functionName,
        functionVersion: context.functionVersion,
        invokedFunctionArn: context.invokedFunctionArn,
        memoryLimitInMB: context.memoryLimitInMB,
        awsRequestId: context.awsRequestId,
        logGroupName: context.logGroupName,
        logStreamName: context.logStreamName,
      },
      timeoutMs: context.getRemainingTimeInMillis(),
    };
    return new Promise<unknown>((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker!.postMessage(message);
    });
  }

  /** Stops every worker (pending invocations fail). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.reaper);
    const workers = [...this.running.values()];
    this.running.clear();
    for (const r of workers) r.fail(new Error('The local functions were stopped.'));
    await Promise.all(workers.map((r) => r.worker?.terminate()));
  }

  private start(name: FunctionName): Running {
    const existing = this.running.get(name);
    if (existing) return existing;
    if (this.closed) throw new Error(`The local functions are stopped: ${name} cannot run.`);
    const pending: Running['pending'] = new Map();
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    const forget = (why: Error) => {
      if (this.running.get(name) === running) this.running.delete(name);
      settle.reject(why);
      for (const call of pending.values()) call.reject(why);
      pending.clear();
    };
    const running: Running = {
      worker: undefined,
      ready,
      fail: forget,
      pending,
      lastUsed: Date.now(),
      inUse: 0,
    };
    ready.catch(() => undefined); // observed by the callers of invoke/loader
    this.running.set(name, running);
    this.bundle(name).then(
      (bundle) => {
        if (this.running.get(name) !== running) return;
        running.worker = this.spawn(name, bundle, settle.resolve, forget, pending);
      },
      (error: unknown) => forget(error instanceof Error ? error : new Error(String(error))),
    );
    return running;
  }

  private spawn(
    name: FunctionName,
    bundle: string,
    ready: () => void,
    forget: (why: Error) => void,
    pending: Running['pending'],
  ): Worker {
    const worker = new Worker(RUNTIME, {
      name: `fundscout-${name}`,
      env: this.opts.env(name),
      workerData: { bundle } satisfies WorkerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') return ready();
      if (reply.type === 'failed') return forget(revive(reply.error));
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.type === 'result') call.resolve(reply.result);
      else call.reject(revive(reply.error));
    });
    worker.on('error', (error) => {
      this.log(`✗ ${name}: ${error.stack ?? String(error)}`);
      forget(error);
    });
    worker.on('exit', (code) => forget(new Error(`The ${name} worker stopped (exit code ${code}).`)));
    return worker;
  }
}
