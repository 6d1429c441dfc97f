/**
 * The local stack answers only this machine and the web app (issue 22.9), against the suite's running stack:
 * - cognito-local answered any web origin (`Access-Control-Allow-Origin: *` with `x-amz-target`), so a page open in
 *   the developer's browser could list every local user or create administrators: a foreign `Origin` is now refused
 *   (403, no CORS header), the web app's origin gets itself back, the SDK (no `Origin`) works as before;
 * - a DNS-rebound name (`Host: evil.example`) reached cognito-local and the gateway's `/local/mailbox` same-origin:
 *   both answer 403 to a `Host` that is not a loopback name;
 * - issue 33 item 10: `POST /local/schedules/*` ran a schedule for a cross-site page (202 to `Origin: evil`): writes
 *   under `/local/` are same-origin only (403 `cross_origin`), the SDK and curl (no `Origin`) as before.
 */
import { request } from 'node:http';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognito } from '../support/cognito.js';

const stack = inject('stack');
const EVIL = 'http://evil.example';

/** One raw HTTP request (node:http, so the `Host` header can be set as a rebound name would send it). */
function raw(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const listUsers = (headers: Record<string, string>) =>
  raw(stack.cognito.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      ...headers,
    },
    body: JSON.stringify({ UserPoolId: stack.cognito.founders.userPoolId }),
  });

describe('cognito-local answers only this machine and the web app', () => {
  it('refuses a call from another web origin, and its preflight, without CORS headers', async () => {
    const call = await listUsers({ origin: EVIL });
    expect(call.status).toBe(403);
    expect(call.body).not.toContain('Users');
    expect(call.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await raw(stack.cognito.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the web app’s origin with that origin, not *', async () => {
    const call = await listUsers({ origin: stack.webUrl });
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(stack.webUrl);
  });

  it('refuses a rebound Host name', async () => {
    const port = new URL(stack.cognito.endpoint).port;
    const call = await listUsers({ host: `evil.example:${port}` });
    expect(call.status).toBe(403);
    expect(call.body).not.toContain('Users');
  });

  it('still serves the SDK (no Origin), the tests and the scripts', async () => {
    const client = cognito(stack);
    try {
      const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 10 }));
      expect(pools.UserPools?.map((p) => p.Id)).toContain(stack.cognito.founders.userPoolId);
    } finally {
      client.destroy();
    }
  });
});

describe('the gateway’s local pages answer only loopback Host names', () => {
  it('refuses /local/mailbox.json and /local/events.json through a rebound name', async () => {
    const port = new URL(stack.apiUrl).port;
    for (const path of ['/local/mailbox', '/local/mailbox.json', '/local/events.json']) {
      const res = await raw(`${stack.apiUrl}${path}`, { headers: { host: `evil.example:${port}` } });
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'forbidden_host' } });
    }
    const bus = await raw(`${stack.apiUrl}/local/events/bus`, {
      method: 'POST',
      headers: { host: `evil.example:${port}`, 'x-amz-target': 'AWSEvents.PutEvents' },
      body: JSON.stringify({ Entries: [] }),
    });
    expect(bus.status).toBe(403);
  });

  it('serves them on 127.0.0.1 and localhost', async () => {
    const port = new URL(stack.apiUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await raw(`${stack.apiUrl}/local/mailbox.json`, { headers: { host } });
      expect(res.status, host).toBe(200);
    }
  });
});

describe('writes to the local endpoints are same-origin only (issue 33 item 10)', () => {
  // The AI sweeper settles only jobs past their lease: harmless to run now in a shared stack.
  const schedule = () => `${stack.apiUrl}/local/schedules/ai-sweeper`;
  const port = () => new URL(stack.apiUrl).port;

  it('refuses POST /local/schedules/* from another origin, or a cross-site fetch, and runs nothing', async () => {
    const refused: Record<string, string>[] = [
      { origin: EVIL },
      { origin: `http://localhost:${port()}` }, // another origin than the Host's
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await raw(schedule(), {
        method: 'POST',
        headers: { host: `127.0.0.1:${port()}`, ...headers },
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'cross_origin' } });
    }
  });

  it('runs it for the gateway’s own origin and for requests without Origin (curl, the SDK, the tests)', async () => {
    const own = await raw(schedule(), {
      method: 'POST',
      headers: {
        host: `127.0.0.1:${port()}`,
        origin: `http://127.0.0.1:${port()}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(own.status).toBe(202);
    const curl = await raw(schedule(), { method: 'POST', headers: { host: `127.0.0.1:${port()}` } });
    expect(curl.status).toBe(202);
  });
});
