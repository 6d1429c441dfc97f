/**
 * The local gateway against the real local stack (global-setup): the JWT check as API Gateway's JWT authorizer
 * does it, claims reaching the handler, payload v2 details, 404/405 and the mailbox.
 */
import { describe, expect, inject, it } from 'vitest';
import {
  api,
  createAdmin,
  createFounder,
  uniqueEmail,
  mailboxCode,
  cognito,
  TEST_PASSWORD,
} from '../support/cognito.js';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

const stack = inject('stack');

describe('local gateway', () => {
  it('answers health without a token', async () => {
    // Act
    const response = await api(stack)('/v1/health');

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses a founder route without a token, with a garbage token and with an admins-pool token', async () => {
    // Prepare
    const admin = await createAdmin(stack);

    // Act
    const answers = await Promise.all(
      [undefined, 'not-a-jwt', 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln', admin.idToken, admin.accessToken].map(
        async (t) => {
          const response = await api(stack, t)('/v1/me');
          return { status: response.status, body: await response.json() };
        },
      ),
    );

    // Assess
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('passes a founder id token or access token and hands the verified claims to the handler', async () => {
    // Prepare
    const founder = await createFounder(stack);

    // Act
    const byId = await api(stack, founder.idToken)('/v1/me');
    const byAccess = await api(stack, `${founder.accessToken}`)('/v1/me');

    // Assess: the handler saw the token's sub and email (it builds the profile from them)
    expect(byId.status).toBe(200);
    const me = (await byId.json()) as { profile: { id: string; email: string } };
    expect(me.profile.id).toBe(founder.sub);
    expect(me.profile.email).toBe(founder.email);
    expect(byAccess.status).toBe(200);
    expect(((await byAccess.json()) as { profile: { id: string } }).profile.id).toBe(founder.sub);
  });

  it('refuses a founder token whose signature was tampered with', async () => {
    // Prepare
    const founder = await createFounder(stack);
    const [header, payload, signature] = founder.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');

    // Act
    const response = await api(stack, `${header}.${forged}.${signature}`)('/v1/me');

    // Assess
    expect(response.status).toBe(401);
  });

  it('keeps repeated query parameters in rawQueryString (the handler filters on both industries)', async () => {
    // Prepare
    const founder = await createFounder(stack);
    const call = api(stack, founder.idToken);
    const filters = (await (await call('/v1/investors/filters')).json()) as { industries?: string[] };
    const industries = (filters.industries ?? []).slice(0, 2);
    expect(industries).toHaveLength(2);
    const totalOf = async (query: string): Promise<number> => {
      const response = await call(`/v1/investors?${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { total: number }).total;
    };
    const [first, second] = industries.map((i) => `industry=${encodeURIComponent(i)}`);
    const firstOnly = await totalOf(first!);
    const secondOnly = await totalOf(second!);

    // Act
    const both = await totalOf(`${first}&${second}`);

    // Assess: any selected tag matches, so both values reached the handler only if the union is at least as
    // large as either filter alone and larger than the smaller one
    expect(both).toBeGreaterThanOrEqual(Math.max(firstOnly, secondOnly));
    expect(both).toBeGreaterThan(Math.min(firstOnly, secondOnly));
  });

  it('routes /v1/investors/filters to its static route, not to /v1/investors/{id}', async () => {
    // Prepare
    const founder = await createFounder(stack);

    // Act
    const response = await api(stack, founder.idToken)('/v1/investors/filters');

    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('name');
  });

  it('answers an unknown path with 404 JSON and a wrong method with 405', async () => {
    // Act
    const unknown = await api(stack)('/v1/nothing-here');
    const wrongMethod = await api(stack)('/v1/health', { method: 'DELETE' });

    // Assess
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('answers CORS preflight for the web origin only', async () => {
    // Act
    const preflight = (origin: string) =>
      fetch(`${stack.apiUrl}/v1/me`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(stack.webUrl);
    const other = await preflight('https://evil.example');

    // Assess
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(stack.webUrl);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts the sign-up code in the local mailbox (JSON and page)', async () => {
    // Prepare
    const email = uniqueEmail('mailbox');
    const client = cognito(stack);

    // Act
    await client.send(
      new SignUpCommand({
        ClientId: stack.cognito.founders.clientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    client.destroy();
    const code = await mailboxCode(stack, email);
    const entries = (await (
      await fetch(`${stack.mailboxUrl}.json?to=${encodeURIComponent(email)}`)
    ).json()) as {
      to: string;
      kind: string;
      at: string;
    }[];
    const page = await (await fetch(stack.mailboxUrl)).text();

    // Assess
    expect(code).toMatch(/^\d{6}$/);
    expect(entries[0]).toMatchObject({ to: email, code, kind: 'confirmation' });
    expect(Number.isNaN(Date.parse(entries[0]!.at))).toBe(false);
    expect(page).toContain(email);
    expect(page).toContain(code);
  });
});
