/**
 * Account deletion and billing on the real local stack (global-setup: gateway, event bus, real handlers, DynamoDB
 * Local, cognito-local, the Stripe stand-in delivering signed events to the webhook route): a subscribed founder
 * who deletes the account has the subscription canceled in Stripe (the stand-in) before anything is deleted, and
 * the cancellation's `customer.subscription.deleted` event does not bring a profile back; a founder who never
 * subscribed deletes without Stripe being involved. (issue 13; functions/account/stripe-cancel.ts; ADR 0010)
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import type { MeResponse } from '../../shared/schemas.js';
import { cognito, founder, TEST_PASSWORD, type Founder } from '../support/cognito.js';
import { checkoutAndPay, stripeStandIn } from '../support/cards.js';
import { eventually } from '../support/eventually.js';
import { busIdle } from '../support/local-stack.js';
import { stackTable } from '../support/profiles.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);
const { stripe } = stripeStandIn(stack);

const me = async (f: Founder) => (await (await f.call('/v1/me')).json()) as MeResponse;

/** Starter, monthly, paid on the stand-in's card page; resolves once the founder's profile says Starter. */
async function subscribeStarter(f: Founder): Promise<void> {
  await checkoutAndPay(stack, f);
  await eventually(() => me(f), {
    until: (m) => m.profile.subscription_tier === 'starter',
    what: 'the Starter plan',
  });
}

const deleteAccount = (f: Founder) =>
  f.call('/v1/me', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirm_email: f.email }),
  });

const profileItem = async (sub: string) =>
  (await client.send(new GetCommand({ TableName: table, Key: keys.profile(sub), ConsistentRead: true })))
    .Item;

async function customerOf(sub: string): Promise<string> {
  const id = (await profileItem(sub))?.stripe_customer_id;
  expect(typeof id).toBe('string');
  return id as string;
}

describe('DELETE /v1/me with billing', () => {
  it("cancels a subscribed founder's Stripe subscription, then deletes the account; the cancellation event brings nothing back", async () => {
    const ada = await founder(stack);
    await subscribeStarter(ada);
    const customer = await customerOf(ada.sub);
    const before = await stripe.subscriptions.list({ customer, status: 'all' });
    expect(before.data.map((s) => s.status)).toEqual(['trialing']);

    const res = await deleteAccount(ada);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true });

    const after = await stripe.subscriptions.list({ customer, status: 'all' });
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ id: before.data[0]!.id, status: 'canceled' });
    expect(after.data[0]!.ended_at).not.toBeNull();
    // The stand-in delivered `customer.subscription.deleted` through the webhook and the bus; the consumer found no
    // profile and left it so (no profile recreated for a deleted account).
    // Delivered (the stand-in's `pending_webhooks` is 0 once the webhook answered), then handled by the bus.
    const deleted = await eventually(
      async () =>
        (await stripe.events.list({ limit: 50 })).data.find(
          (e) =>
            e.type === 'customer.subscription.deleted' &&
            (e.data.object as Stripe.Subscription).id === before.data[0]!.id,
        ),
      { until: (e) => e?.pending_webhooks === 0, what: 'the customer.subscription.deleted event, delivered' },
    );
    expect(deleted).toBeDefined();
    await busIdle(stack);
    expect(await profileItem(ada.sub)).toBeUndefined();
    // The account is gone: its password no longer signs in.
    await expect(
      cognito(stack).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.founders.clientId,
          AuthParameters: { USERNAME: ada.email, PASSWORD: TEST_PASSWORD },
        }),
      ),
    ).rejects.toThrow();
  });

  it('deletes a founder who never subscribed without touching Stripe', async () => {
    const bo = await founder(stack);
    expect((await profileItem(bo.sub))?.stripe_customer_id ?? null).toBeNull();
    const res = await deleteAccount(bo);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true });
    expect(await profileItem(bo.sub)).toBeUndefined();
    const customers = await stripe.customers.list({ email: bo.email } as Stripe.CustomerListParams);
    expect(customers.data).toHaveLength(0);
  });
});
