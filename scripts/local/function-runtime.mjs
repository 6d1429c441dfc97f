/**
 * Inside one local function's worker thread (scripts/local/function-workers.ts), what the Lambda runtime does in a
 * container: import the function's bundle once (`workerData.bundle`, export `handler`; scripts/local/
 * function-bundles.ts), say `ready` (or `failed` with the import error: an init error), then run one invocation per
 * message with a Lambda `Context` built from the message and answer `result` or `error` with the same id
 * (scripts/local/function-protocol.ts). The thread's `process.env` is the function's own environment, nothing else.
 * Stack traces map back to the TypeScript sources through the bundle's source map (as NODE_OPTIONS
 * --enable-source-maps does on Lambda).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

process.setSourceMapsEnabled(true);

/** @param {unknown} error */
function serialise(error) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** A Lambda `Context` from the invocation message (its fields, and a deadline for the remaining time). */
function context(message) {
  const deadline = Date.now() + message.timeoutMs;
  const noop = () => undefined;
  return {
    ...message.context,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

let handler;
try {
  const mod = await import(pathToFileURL(workerData.bundle).href);
  if (typeof mod.handler !== 'function') throw new Error(`${workerData.bundle} exports no handler`);
  handler = mod.handler;
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: serialise(error) });
  throw error;
}

parentPort.on('message', (message) => {
  Promise.resolve()
    .then(() => handler(message.event, context(message)))
    .then(
      (result) => parentPort.postMessage({ type: 'result', id: message.id, result }),
      (error) => parentPort.postMessage({ type: 'error', id: message.id, error: serialise(error) }),
    );
});
