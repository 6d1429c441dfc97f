/** The messages between the local stack and a function's worker (function-workers.ts ↔ function-runtime.ts). */

/** What a worker is started with. */
export interface WorkerData {
  /** Absolute path of the function's bundle (function-bundles.ts). */
  bundle: string;
}

/** Stack → worker: run one invocation. */
export interface RuntimeMessage {
  id: number;
  event: unknown;
  /** The Lambda `Context`'s data fields (the worker adds the methods). */
  context: {
    functionName: string;
    functionVersion: string;
    invokedFunctionArn: string;
    memoryLimitInMB: string;
    awsRequestId: string;
    logGroupName: string;
    logStreamName: string;
  };
  /** The invocation's budget (the context's `getRemainingTimeInMillis`). */
  timeoutMs: number;
}

export interface SerialisedError {
  name: string;
  message: string;
  stack?: string;
}

/** Worker → stack. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: SerialisedError }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerialisedError };
