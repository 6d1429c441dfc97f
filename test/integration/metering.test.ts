/**
 * Metered actions end to end on the real local stack (global-setup: gateway, real handlers, cognito-local tokens,
 * DynamoDB Local with the seeded catalogue): contact reveals and CSV exports spend actions atomically
 * (DESIGN.md "Metering is atomic"; docs/decisions/0005-metering.md). Plans are set by writing the profile item
 * directly (test/support/profiles.ts): no route changes a tier.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvestorRecord } from '../../functions/data/investor.js';
import { keys } from '../../functions/data/keys.js';
import { DIRECT_CONTACT_PREFIX } from '../support/direct-contacts.js';
import { SPEC_EXPORT_COLUMNS, readExport } from '../support/export-csv.js';
import { loadCatalogue } from '../../functions/data/investor.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoMeterStore } from '../../functions/metering/dynamo-store.js';
import { Meter, type MeterStore } from '../../functions/metering/meter.js';
import { revealCharge } from '../../functions/reveals/charge.js';
import { createContact, createInvestorRecord } from '../support/factories.js';
import { addMonths } from '../../functions/metering/usage.js';
import type { Activity, MeResponse, RevealResponse } from '../../shared/schemas.js';
import { founder, type api } from '../support/cognito.js';
import { partitionItems, setPlan, stackTable } from '../support/profiles.js';
import { addListings } from '../support/catalogue-writes.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);
let catalogue: InvestorRecord[];

beforeAll(async () => {
  // Only investors with a direct contact can be revealed (ADR 0014); global-setup adds 120.
  // The global setup's own (prefix): other suites claim, lapse or hide listings of their own meanwhile.
  catalogue = (await loadCatalogue(client, table)).filter(
    (r) => r.contact_type !== null && r.id.startsWith(DIRECT_CONTACT_PREFIX),
  );
  expect(catalogue.length).toBeGreaterThan(100);
});

async function me(call: ReturnType<typeof api>): Promise<MeResponse> {
  return (await (await call('/v1/me')).json()) as MeResponse;
}

const reveal = async (call: ReturnType<typeof api>, id: string) => {
  const response = await call(`/v1/investors/${encodeURIComponent(id)}/reveal`, { method: 'POST' });
  return {
    status: response.status,
    body: (await response.json()) as RevealResponse & { error?: { code: string; message: string } },
  };
};

const count = async (sub: string, prefix: string) =>
  (await partitionItems(client, table, sub, prefix)).length;

describe('POST /v1/investors/{id}/reveal', () => {
  it('50 parallel reveals of different investors with 10 actions left: exactly 10 succeed, 40 get the 402', async () => {
    // Prepare
    const ada = await founder(stack);
    const targets = catalogue.slice(0, 50).map((r) => r.id);

    // Act
    const answers = await Promise.all(targets.map((id) => reveal(ada.call, id)));

    // Assess
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of ok) {
      expect(answer.body.charged).toBe(true);
      expect(answer.body.investor.contact_revealed).toBe(true);
      expect(answer.body.investor.contact).toEqual(expect.any(String));
    }
    for (const answer of refused) {
      expect(answer.body.error).toEqual({
        code: 'action_limit_reached',
        message: 'You need at least 1 action to reveal contact information. You have 0 actions remaining.',
      });
    }
    expect((await me(ada.call)).usage).toMatchObject({ used: 10, remaining: 0, limit: 10 });
    const reveals = await partitionItems(client, table, ada.sub, keys.revealPrefix);
    const ledger = await partitionItems(client, table, ada.sub, keys.ledgerPrefix);
    expect(reveals).toHaveLength(10);
    expect(ledger).toHaveLength(10);
    const revealedIds = ok.map((a) => a.body.investor.id).sort();
    expect(reveals.map((r) => r.investor_id).sort()).toEqual(revealedIds);
    expect(ledger.map((l) => l.subject_id).sort()).toEqual(revealedIds);
    expect(ledger.every((l) => l.kind === 'reveal' && l.cost === 1 && typeof l.request_id === 'string')).toBe(
      true,
    );
    expect(new Set(ledger.map((l) => l.request_id)).size).toBe(10);
  });

  it('20 parallel reveals of one investor are charged once and all answer the contact', async () => {
    // Prepare
    const grace = await founder(stack);
    const target = catalogue[60]!;

    // Act
    const answers = await Promise.all(Array.from({ length: 20 }, () => reveal(grace.call, target.id)));

    // Assess
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.charged)).toHaveLength(1);
    const contacts = new Set(answers.map((a) => a.body.investor.contact));
    expect(contacts.size).toBe(1);
    expect([...contacts][0]).toEqual(expect.any(String));
    expect((await me(grace.call)).usage.used).toBe(1);
    expect(await count(grace.sub, keys.revealPrefix)).toBe(1);
    expect(await count(grace.sub, keys.ledgerPrefix)).toBe(1);
  });

  it('answers an investor already revealed without a charge, even at the limit', async () => {
    const kay = await founder(stack);
    const target = catalogue[61]!;
    expect((await reveal(kay.call, target.id)).body.charged).toBe(true);
    await setPlan(client, table, kay.sub, { used: 10 });

    const again = await reveal(kay.call, target.id);

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ charged: false, usage: { used: 10, remaining: 0 } });
    expect(again.body.investor.contact).toEqual(expect.any(String));
    expect(await count(kay.sub, keys.ledgerPrefix)).toBe(1);
  });

  it('one Idempotency-Key is one reveal: a retry replays the first answer, another investor is a 409 (issue 38)', async () => {
    const uma = await founder(stack);
    const [first, second] = [catalogue[62]!, catalogue[63]!];
    const keyed = (id: string, key: string) =>
      uma.call(`/v1/investors/${encodeURIComponent(id)}/reveal`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
      });

    const answer = await keyed(first.id, 'reveal-intent-1');
    const retry = await keyed(first.id, 'reveal-intent-1');
    const reused = await keyed(second.id, 'reveal-intent-1');

    expect(answer.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as RevealResponse).charged).toBe(true);
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
    });
    expect((await me(uma.call)).usage.used).toBe(1);
    expect(await count(uma.sub, keys.revealPrefix)).toBe(1);
    expect(await count(uma.sub, keys.ledgerPrefix)).toBe(1);
  });

  it('answers 404 for an unknown investor and charges nothing', async () => {
    const lin = await founder(stack);

    const missing = await reveal(lin.call, 'no-such-investor');

    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('not_found');
    expect((await me(lin.call)).usage.used).toBe(0);
    expect(await count(lin.sub, keys.ledgerPrefix)).toBe(0);
  });

  it('refuses with 409 no_direct_contact and charges nothing for an investor without a direct contact (ADR 0014)', async () => {
    const noa = await founder(stack);
    const open = (await loadCatalogue(client, table)).find((r) => r.contact_type === null)!;

    const refused = await reveal(noa.call, open.id);

    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'no_direct_contact',
      message: expect.stringContaining('no direct contact on file'),
    });
    expect((await me(noa.call)).usage.used).toBe(0);
    expect(await count(noa.sub, keys.ledgerPrefix)).toBe(0);
    expect(await count(noa.sub, keys.revealPrefix)).toBe(0);
  });

  it('resets usage when the period ends: last period’s spent actions do not block, unused ones do not roll over', async () => {
    // Prepare: signed up two months and a day ago; the first period was fully spent
    const max = await founder(stack);
    const createdAt = new Date(Date.now() - 62 * 24 * 3600 * 1000).toISOString();
    await setPlan(client, table, max.sub, { createdAt, periodStart: createdAt, used: 10 });
    expect((await me(max.call)).usage).toMatchObject({ used: 0, remaining: 10 });

    // Act: 15 parallel reveals at the rollover
    const answers = await Promise.all(catalogue.slice(70, 85).map((r) => reveal(max.call, r.id)));

    // Assess: the first charge of the period reset the counter, atomically with the limit
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(5);
    const after = await me(max.call);
    expect(after.usage.used).toBe(10);
    expect(after.usage.period_start > createdAt).toBe(true);
    expect(Date.parse(after.usage.period_start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(after.usage.period_end)).toBe(
      addMonths(new Date(after.usage.period_start), 1).getTime(),
    );
    expect(await count(max.sub, keys.ledgerPrefix)).toBe(10);
  });

  it('counts but never limits pro and enterprise; starter has 100', async () => {
    const pro = await founder(stack);
    await setPlan(client, table, pro.sub, { tier: 'pro', used: 5000 });
    const starter = await founder(stack);
    await setPlan(client, table, starter.sub, { tier: 'starter', used: 99 });

    const proAnswers = await Promise.all(catalogue.slice(90, 95).map((r) => reveal(pro.call, r.id)));
    const starterAnswers = await Promise.all(catalogue.slice(90, 93).map((r) => reveal(starter.call, r.id)));

    expect(proAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await me(pro.call)).usage).toMatchObject({ used: 5005, unlimited: true, limit: null });
    expect(starterAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(starterAnswers.filter((a) => a.status === 402)).toHaveLength(2);
    expect((await me(starter.call)).usage).toMatchObject({ used: 100, limit: 100 });
  });
});

describe("a listing that lapses between the reveal's read and its write (issue 19, ADR 0045)", () => {
  it('is not charged: the transaction checks the listing again, the meter reads again and refuses', async () => {
    // Prepare: a claimed listing with a consented contact, revealable when the meter reads it.
    const id = `it-lapse-race-${process.pid}`;
    const record = createInvestorRecord({
      id,
      name: `Lapse Race Partners ${process.pid}`,
      claimed: true,
      confirmed_at: '2025-01-01T00:00:00.000Z',
      contact_type: 'email',
    });
    await addListings(client, table, [
      {
        record,
        contact: createContact({ contact: `partner@lapse-${process.pid}.example`, source: 'investor' }),
      },
    ]);
    // The freshness job marks it lapsed after the meter's read, just before its transaction.
    const base = dynamoMeterStore(
      () => client,
      () => table,
    );
    let transactions = 0;
    const store: MeterStore = {
      ...base,
      transact: async (items) => {
        if (transactions++ === 0) {
          await client.send(
            new UpdateCommand({
              TableName: table,
              Key: keys.investor(id),
              UpdateExpression: 'SET confirmation_lapsed = :true',
              ExpressionAttributeValues: { ':true': true },
            }),
          );
        }
        return base.transact(items);
      },
    };
    const sub = `lapse-race-${process.pid}`;

    // Act
    const outcome = await new Meter(store).charge(
      revealCharge({ sub, email: `${sub}@example.com` }, id, 'req-lapse-race', new Date()),
    );

    // Assess: one transaction tried and cancelled, then refused on the second read; nothing charged or written.
    expect(outcome).toMatchObject({ outcome: 'refused', reason: 'confirmation_lapsed' });
    expect(transactions).toBe(1);
    expect(await count(sub, keys.revealPrefix)).toBe(0);
    expect(await count(sub, keys.ledgerPrefix)).toBe(0);
    const [profile] = await partitionItems(client, table, sub, 'PROFILE');
    expect(profile?.access_used ?? 0).toBe(0);
  });
});

describe('POST /v1/exports', () => {
  const exportCsv = (call: ReturnType<typeof api>) => call('/v1/exports', { method: 'POST' });

  it('answers the saved list as CSV with hidden and revealed rows and charges 1 action', async () => {
    // Prepare
    const ada = await founder(stack);
    const [a, b, c] = catalogue.slice(100, 103) as [InvestorRecord, InvestorRecord, InvestorRecord];
    for (const r of [a, b, c])
      expect((await ada.call(`/v1/saved/${r.id}`, { method: 'PUT' })).status).toBe(200);
    const revealed = await reveal(ada.call, b.id);

    // Act
    const response = await exportCsv(ada.call);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="saved_investors_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers.get('x-export-count')).toBe('3');
    expect(response.headers.get('x-actions-charged')).toBe('1');
    const { header, byName } = readExport(await response.text());
    // The spec's twelve columns first, in order; the pipeline's after them (issue 15).
    expect(header.slice(0, 12)).toEqual([...SPEC_EXPORT_COLUMNS]);
    expect(byName.get(b.name)?.[8]).toBe(revealed.body.investor.contact);
    expect(byName.get(a.name)?.[8]).toBe('***HIDDEN***');
    expect(byName.get(c.name)?.[8]).toBe('***HIDDEN***');
    expect(byName.get(b.name)?.[9]).toBe('email');
    expect((await me(ada.call)).usage.used).toBe(2);
    const ledger = await partitionItems(client, table, ada.sub, keys.ledgerPrefix);
    expect(ledger.map((l) => [l.kind, l.cost]).sort()).toEqual([
      ['export', 1],
      ['reveal', 1],
    ]);
  });

  it("says 'No data to export' when nothing is saved, and charges nothing", async () => {
    const ben = await founder(stack);

    const response = await exportCsv(ben.call);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'no_data_to_export', message: 'No data to export' },
    });
    expect((await me(ben.call)).usage.used).toBe(0);
  });

  it('refuses at the limit with the spec’s message; 10 parallel exports with 3 actions left: 3 succeed', async () => {
    const cy = await founder(stack);
    expect((await cy.call(`/v1/saved/${catalogue[110]!.id}`, { method: 'PUT' })).status).toBe(200);
    await setPlan(client, table, cy.sub, { used: 7 });

    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await exportCsv(cy.call)).status),
    );
    const refused = await exportCsv(cy.call);

    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: { code: 'action_limit_reached', message: 'You need at least 1 action to export data.' },
    });
    expect((await me(cy.call)).usage.used).toBe(10);
  });

  it('does not meter premium exports (unlimited exports) but records them in the ledger', async () => {
    const dee = await founder(stack);
    await setPlan(client, table, dee.sub, { tier: 'premium', used: 500 });
    expect((await dee.call(`/v1/saved/${catalogue[111]!.id}`, { method: 'PUT' })).status).toBe(200);

    const first = await exportCsv(dee.call);
    const second = await exportCsv(dee.call);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('x-actions-charged')).toBe('0');
    expect((await me(dee.call)).usage).toMatchObject({ used: 500, limit: 500 });
    const activity = (await (await dee.call('/v1/me/activity')).json()) as { items: Activity[] };
    expect(activity.items.map((i) => [i.kind, i.cost, i.subject_label])).toEqual([
      ['export', 0, '1 investor'],
      ['export', 0, '1 investor'],
    ]);
  });
});

describe('GET /v1/me/activity', () => {
  it('lists the actions themselves, newest first', async () => {
    const eve = await founder(stack);
    const [x, y] = catalogue.slice(112, 114) as [InvestorRecord, InvestorRecord];
    await reveal(eve.call, x.id);
    await reveal(eve.call, y.id);

    const body = (await (await eve.call('/v1/me/activity?limit=1')).json()) as { items: Activity[] };
    const all = (await (await eve.call('/v1/me/activity')).json()) as { items: Activity[] };

    expect(body.items).toHaveLength(1);
    expect(all.items.map((i) => [i.kind, i.subject_id, i.subject_label, i.cost])).toEqual([
      ['reveal', y.id, y.name, 1],
      ['reveal', x.id, x.name, 1],
    ]);
  });
});
