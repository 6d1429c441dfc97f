/**
 * Founders' demand (issue 37 items 1-2; docs/decisions/0060-bring-investors-in.md) through the local gateway, the
 * real handlers and DynamoDB Local. Every test makes its own listings (fresh ids and domains) and founders.
 * - an ask is free, once per founder and listing, undoable, refused for a listing that can be reached already;
 * - the public page shows "asked this month" and "saved by" only from 5 founders on, rounded (4 shows nothing);
 * - a missing firm's requests are one per registrable domain, each founder counted once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { stackTable } from '../support/profiles.js';
import { demandKeys } from '../../functions/data/demand.js';
import type { AskState, FirmRequested, PublicListing } from '../../shared/demand-schemas.js';
import { api, createInvestor, founder, uniqueDomain, type Founder } from '../support/cognito.js';
import type { ListingSearchResponse } from '../../shared/claim-schemas.js';
import { createInvestorRecord } from '../support/factories.js';
import { jsonOf } from '../support/pitch-fixtures.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
const { client } = stackTable(stack);

afterAll(() => client.destroy());

/** An unclaimed listing with no contact (askable), or one claimed and open to pitches. */
async function listing(reachable = false): Promise<{ id: string; name: string }> {
  const id = `demand-${randomUUID()}`;
  const name = `Demand ${id.slice(7, 13)} Ventures`;
  await addListings(client, stack.dynamodb.table, [
    {
      record: createInvestorRecord({
        id,
        name,
        company_url: `https://www.${uniqueDomain('demand')}`,
        ...(reachable
          ? {
              claimed: true,
              confirmed_at: new Date().toISOString(),
              open_to_pitches: { open: true, channel: null },
            }
          : {}),
      }),
      contact: null,
    },
  ]);
  return { id, name };
}

const call = (user: Founder, method: string, path: string, body?: unknown) =>
  user.call(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

const publicPage = async (id: string) =>
  await jsonOf<PublicListing>(fetch(`${stack.apiUrl}/v1/public/listings/${encodeURIComponent(id)}`));

describe('asking an investor to join (issue 37 item 1)', () => {
  it('is free, once per founder and listing, undoable; refused for a reachable listing and a 404 for an unknown one', async () => {
    const target = await listing();
    const ada = await founder(stack);
    const before = await jsonOf<{ usage: { used: number } }>(ada.call('/v1/me'));

    expect(await jsonOf<AskState>(call(ada, 'GET', `/v1/investors/${target.id}/ask`))).toEqual({
      investor_id: target.id,
      asked: false,
      asked_at: null,
      askable: true,
    });
    const first = await jsonOf<AskState>(call(ada, 'PUT', `/v1/investors/${target.id}/ask`));
    expect(first).toMatchObject({ asked: true, askable: true });
    // Asking again keeps the first ask (once per founder and listing)
    const again = await jsonOf<AskState>(call(ada, 'PUT', `/v1/investors/${target.id}/ask`));
    expect(again.asked_at).toBe(first.asked_at);
    const stored = await client.send(
      new GetCommand({
        TableName: stack.dynamodb.table,
        Key: demandKeys.ask(target.id, ada.sub),
        ConsistentRead: true,
      }),
    );
    expect(stored.Item).toMatchObject({ founder_sub: ada.sub, month: first.asked_at!.slice(0, 7) });
    // Free: no action used
    const after = await jsonOf<{ usage: { used: number } }>(ada.call('/v1/me'));
    expect(after.usage.used).toBe(before.usage.used);

    // Undo, twice (idempotent)
    expect(await jsonOf<AskState>(call(ada, 'DELETE', `/v1/investors/${target.id}/ask`))).toMatchObject({
      asked: false,
    });
    expect((await call(ada, 'DELETE', `/v1/investors/${target.id}/ask`)).status).toBe(200);
    expect(await jsonOf<AskState>(call(ada, 'GET', `/v1/investors/${target.id}/ask`))).toMatchObject({
      asked: false,
    });

    // A listing that can be pitched already: nothing to ask for
    const reachable = await listing(true);
    const refused = await call(ada, 'PUT', `/v1/investors/${reachable.id}/ask`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('listing_reachable');
    expect((await call(ada, 'PUT', `/v1/investors/demand-${randomUUID()}/ask`)).status).toBe(404);
  });
});

describe('the demand investors see (issue 37 item 2)', () => {
  it('shows nothing at 4 founders and a rounded figure at 5, for asks this month and for saves; never who', async () => {
    const target = await listing();
    const founders = await Promise.all(Array.from({ length: 5 }, () => founder(stack)));
    for (const user of founders.slice(0, 4)) {
      await jsonOf(call(user, 'PUT', `/v1/investors/${target.id}/ask`));
      await jsonOf(call(user, 'PUT', `/v1/saved/${target.id}`));
    }
    // 4: nothing, not a 4 (the same founder asking twice still counts once)
    await jsonOf(call(founders[0]!, 'PUT', `/v1/investors/${target.id}/ask`));
    expect(await publicPage(target.id)).toEqual({
      id: target.id,
      name: target.name,
      website: expect.stringContaining('https://www.'),
      claimed: false,
      demand: { asked_this_month: null, saved_by: null },
    });

    await jsonOf(call(founders[4]!, 'PUT', `/v1/investors/${target.id}/ask`));
    await jsonOf(call(founders[4]!, 'PUT', `/v1/saved/${target.id}`));
    const five = await publicPage(target.id);
    expect(five.demand).toEqual({ asked_this_month: 5, saved_by: 5 });
    // The portal's claim search says the same to any investor searching the firm
    const investor = await createInvestor(stack, `sam@${uniqueDomain('seeker')}`);
    const found = await jsonOf<ListingSearchResponse>(
      api(stack, investor.idToken)(`/v1/investor/listings?q=${encodeURIComponent(target.name)}`),
    );
    expect(found.items.find((item) => item.id === target.id)?.demand).toEqual({
      asked_this_month: 5,
      saved_by: 5,
    });
    // Never who: no founder's id or address in the page
    for (const user of founders) {
      expect(JSON.stringify(five)).not.toContain(user.sub);
      expect(JSON.stringify(five)).not.toContain(user.email);
    }

    // An undo and an unsave take the figures below the threshold again
    await jsonOf(call(founders[1]!, 'DELETE', `/v1/investors/${target.id}/ask`));
    await jsonOf(call(founders[1]!, 'DELETE', `/v1/saved/${target.id}`));
    expect((await publicPage(target.id)).demand).toEqual({ asked_this_month: null, saved_by: null });
    // ... and so does a founder's account deletion (their ask and saver mark go with it)
    await jsonOf(call(founders[1]!, 'PUT', `/v1/investors/${target.id}/ask`));
    await jsonOf(call(founders[1]!, 'PUT', `/v1/saved/${target.id}`));
    expect((await publicPage(target.id)).demand).toEqual({ asked_this_month: 5, saved_by: 5 });
    await jsonOf(call(founders[2]!, 'DELETE', '/v1/me', { confirm_email: founders[2]!.email }));
    expect((await publicPage(target.id)).demand).toEqual({ asked_this_month: null, saved_by: null });
  });
});

describe('requesting a missing firm (issue 37 item 1)', () => {
  it('is one request per registrable domain, each founder counted once; a bad website is a 400 naming it', async () => {
    const domain = uniqueDomain('firm');
    const [ada, grace] = await Promise.all([founder(stack), founder(stack)]);
    const first = await jsonOf<FirmRequested>(
      call(ada, 'POST', '/v1/firm-requests', { name: 'Benchmark', website: `www.${domain}` }),
    );
    expect(first).toEqual({ domain, counted: true });
    // The same founder again (another spelling of the same site): counted once
    expect(
      await jsonOf<FirmRequested>(
        call(ada, 'POST', '/v1/firm-requests', {
          name: 'Benchmark Capital',
          website: `https://${domain}/team`,
        }),
      ),
    ).toEqual({ domain, counted: false });
    // Another founder, a subdomain of the same firm: the same request
    expect(
      await jsonOf<FirmRequested>(
        call(grace, 'POST', '/v1/firm-requests', { name: 'benchmark', website: `https://about.${domain}` }),
      ),
    ).toEqual({ domain, counted: true });
    const firm = await client.send(
      new GetCommand({ TableName: stack.dynamodb.table, Key: demandKeys.firm(domain), ConsistentRead: true }),
    );
    expect(firm.Item).toMatchObject({ domain, name: 'Benchmark', requests: 2, gsi1pk: 'FIRMREQS' });

    const bad = await call(ada, 'POST', '/v1/firm-requests', { name: 'X', website: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('website');
  });
});
