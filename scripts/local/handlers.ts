/**
 * Loading and invoking registered functions locally: the local gateway (HTTP routes) and the local event bus (rule
 * targets) call the very handler modules Lambda runs, found through the function registry (shared/functions.ts
 * `entry`), never by a path convention.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { FUNCTIONS, type FunctionDef, type FunctionName } from '../../shared/functions.js';
import { REPO_ROOT } from './stack-file.js';

/** A Lambda handler as the local stack calls it (event in, result out). */
export type LambdaHandler = (event: never, context: Context) => Promise<unknown>;

/** Default loader: import the registry entry's module, export `handler`. */
export async function importHandler(name: FunctionName): Promise<LambdaHandler> {
  const file = join(REPO_ROOT, FUNCTIONS[name].entry);
  const mod = (await import(pathToFileURL(file).href)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${file} exports no handler`);
  return mod.handler;
}

/**
 * Memoises a loader: each function's module is imported once (a failed import is retried on the next call), as a
 * warm Lambda keeps its module.
 */
export function handlerCache(
  load: (name: FunctionName) => Promise<LambdaHandler> = importHandler,
): (name: FunctionName) => Promise<LambdaHandler> {
  const handlers = new Map<FunctionName, Promise<LambdaHandler>>();
  return (name) => {
    let h = handlers.get(name);
    if (!h) {
      h = load(name);
      h.catch(() => handlers.delete(name));
      handlers.set(name, h);
    }
    return h;
  };
}

/** A Lambda `Context` for one invocation (default 30 s budget, the HTTP API integration limit). */
export function lambdaContext(name: string, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `fundscout-local-${name}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Default Lambda timeout of a function without `timeoutSeconds` (infra/constructs/functions.ts). */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** The invocation budget of `name` in ms: its registry `timeoutSeconds`, as its Lambda has. */
export function functionTimeoutMs(name: FunctionName): number {
  const def = (FUNCTIONS as Record<string, FunctionDef | undefined>)[name];
  return (def?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
}
