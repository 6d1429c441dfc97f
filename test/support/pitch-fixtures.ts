/**
 * Fixtures of the pitch integration suites (issue 20): a claimed listing open to pitches with a team member of its
 * own domain, a founder with a startup profile, a send, and typed JSON calls. Every call makes fresh records, so no
 * suite depends on the catalogue or on another suite.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { putInvestorIfAbsent } from '../../functions/data/investor.js';
import { putStartup } from '../../functions/data/startup.js';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { api, createInvestor, founder, uniqueDomain, type Founder, type SignedInUser } from './cognito.js';
import { createInvestorRecord } from './factories.js';
import { joinTeam } from './listings.js';

/** A claimed listing open to pitches (or as `options` say), and optionally a team member at its domain. */
export async function pitchListing(
  stack: StackFile,
  client: DynamoDBDocumentClient,
  options: { team?: boolean; open?: boolean } = {},
): Promise<{ id: string; name: string; member: SignedInUser | null }> {
  const table = stack.dynamodb.table;
  const domain = uniqueDomain('pitch');
  const id = `pitch-${randomUUID()}`;
  const name = `Pitch ${randomUUID().slice(0, 6)} Capital`;
  await putInvestorIfAbsent(client, table, {
    record: createInvestorRecord({
      id,
      name,
      company_url: `https://www.${domain}`,
      funding_stage: ['Seed'],
      claimed: true,
      confirmed_at: new Date().toISOString(),
      open_to_pitches: { open: options.open ?? true, channel: null },
    }),
    contact: null,
  });
  if (!options.team) return { id, name, member: null };
  const member = await createInvestor(stack, `partner@${domain}`);
  await joinTeam(client, table, id, member);
  return { id, name, member };
}

/**
 * A founder with `plan` and a startup profile (Seed, Fintech, Germany, $1M), or none when `startup` is false; named
 * 'Test Founder' of a company of their own in Account Settings (a pitch says who sends it, issue 37 item 5) unless
 * `named` is false.
 */
export async function pitcher(
  stack: StackFile,
  client: DynamoDBDocumentClient,
  plan?: Parameters<typeof founder>[1],
  startup = true,
  email?: string,
  named = true,
): Promise<Founder> {
  const user = await founder(stack, plan, email);
  if (named) {
    await jsonOf(
      user.call('/v1/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Test',
          last_name: 'Founder',
          company: `Testco ${user.sub.slice(0, 8)}`,
        }),
      }),
    );
  }
  if (!startup) return user;
  await putStartup(client, stack.dynamodb.table, user.sub, {
    stage: 'Seed',
    sectors: ['Fintech'],
    country: 'DE',
    raising_usd: 1_000_000,
    needs_lead: false,
    description: 'Payments for small shops',
    updated_at: new Date().toISOString(),
  });
  return user;
}

/** POST /v1/pitches from `user` to `investorId` (subject 'Seed round' unless `extra` says), with `headers`. */
export function sendPitch(
  user: Founder,
  investorId: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return user.call('/v1/pitches', {
    method: 'POST',
    body: JSON.stringify({
      investor_id: investorId,
      subject: 'Seed round',
      message: 'We help shops get paid.',
      ...extra,
    }),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A call as `user` (any pool's ID token) with an optional JSON body. */
export function callAs(
  stack: StackFile,
  user: SignedInUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return api(stack, user.idToken)(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

/** The JSON of an answer that must have `status` (the body is in the failure message). */
export async function jsonOf<T>(res: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}
