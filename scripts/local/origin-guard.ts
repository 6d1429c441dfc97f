/**
 * Who may talk to the local stack's servers from a browser (issue 22.9). The servers listen on 127.0.0.1 only, but
 * a web page the developer opens runs on this machine too:
 * - any origin could call cognito-local (it answered `Access-Control-Allow-Origin: *` to requests carrying
 *   `x-amz-target`), list every local user or create administrators;
 * - through DNS rebinding (a hostile name that resolves to 127.0.0.1) a page becomes same-origin with a local
 *   server and reads it, e.g. `/local/mailbox` with every confirmation and reset code.
 *
 * The checks, shared by the local gateway's `/local/*` pages (scripts/local/gateway/local-pages.ts) and
 * cognito-local (scripts/local/cognito-launcher.mjs):
 * - `hostAllowed`: the `Host` header names a loopback host (`localhost`, `127.0.0.1`, `[::1]`; any port, so an
 *   SSH port forward still works), never another name: what DNS rebinding cannot fake;
 * - `originAllowed`: a request without `Origin` (the SDK in Node, curl, the test suites) passes; a browser's
 *   `Origin` must be one of the web app's origins.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a `Host` header names this machine's loopback (port ignored). A missing header is refused. */
export function hostAllowed(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return LOOPBACK_HOSTS.has(name.toLowerCase());
}

/** Whether a request's `Origin` may call: none (not a browser), or one of `origins` exactly. */
export function originAllowed(origin: string | undefined, origins: ReadonlySet<string>): boolean {
  return origin === undefined || origins.has(origin);
}

/** Why a request is refused (for the 403 body), or undefined when it may go on. */
export function localRequestRefusal(
  headers: { host?: string; origin?: string },
  origins: ReadonlySet<string>,
): string | undefined {
  if (!hostAllowed(headers.host)) return `Host ${JSON.stringify(headers.host ?? '')} is not this machine.`;
  if (!originAllowed(headers.origin, origins)) return `Origin ${headers.origin} may not call this server.`;
  return undefined;
}
