import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { DependencyFailed, Unavailable } from '../lib/errors.js';
import { toHttpError } from '../lib/http-errors.js';
import type { DeletedAccount } from './deletion.js';
import { CANCEL_FAILED, cancelStripeSubscriptions } from './stripe-cancel.js';

const account = (profile: Record<string, unknown> | undefined): DeletedAccount => ({
  sub: 'founder-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  profile: profile && { pk: 'USER#founder-1', sk: 'PROFILE', ...profile },
});

/** Stripe's error shape (the SDK's `StripeError` subclasses carry `type`). */
const stripeError = (type: string, message: string) => Object.assign(new Error(message), { type });

interface FakeSub {
  id: string;
  status: string;
  customer: string;
}

/** The part of the SDK the hook uses, over an in-memory set of subscriptions (Stripe's list default: not canceled). */
function fakeStripe(subs: FakeSub[], cancelFails?: (id: string) => Error | undefined) {
  const cancels: { id: string; idempotencyKey: string | undefined }[] = [];
  const lists: unknown[] = [];
  const client = {
    subscriptions: {
      list(params: { customer: string }) {
        lists.push(params);
        const page = subs.filter((s) => s.customer === params.customer && s.status !== 'canceled');
        return {
          async *[Symbol.asyncIterator]() {
            yield* page;
          },
        };
      },
      async cancel(id: string, _params: unknown, options?: { idempotencyKey?: string }) {
        const failure = cancelFails?.(id);
        if (failure) throw failure;
        cancels.push({ id, idempotencyKey: options?.idempotencyKey });
        subs.find((s) => s.id === id)!.status = 'canceled';
        return subs.find((s) => s.id === id);
      },
      async retrieve(id: string) {
        return subs.find((s) => s.id === id);
      },
    },
  } as unknown as Stripe;
  return { client, cancels, lists };
}

describe('cancelStripeSubscriptions (before account deletion)', () => {
  it('does not call Stripe, nor read its configuration, for a founder without a Stripe customer', async () => {
    const stripe = vi.fn(async () => fakeStripe([]).client);
    await cancelStripeSubscriptions(stripe)(account({ subscription_tier: 'free', stripe_customer_id: null }));
    await cancelStripeSubscriptions(stripe)(account(undefined));
    expect(stripe).not.toHaveBeenCalled();
  });

  it("cancels every live subscription of the founder's customer now, once each, and leaves ended ones", async () => {
    const fake = fakeStripe([
      { id: 'sub_live', status: 'active', customer: 'cus_1' },
      { id: 'sub_due', status: 'past_due', customer: 'cus_1' },
      { id: 'sub_old', status: 'canceled', customer: 'cus_1' },
      { id: 'sub_expired', status: 'incomplete_expired', customer: 'cus_1' },
      { id: 'sub_other', status: 'active', customer: 'cus_2' },
    ]);
    await cancelStripeSubscriptions(async () => fake.client)(
      account({
        subscription_tier: 'starter',
        stripe_customer_id: 'cus_1',
        stripe_subscription_id: 'sub_live',
      }),
    );
    expect(fake.lists).toEqual([{ customer: 'cus_1', limit: 100 }]);
    expect(fake.cancels).toEqual([
      { id: 'sub_live', idempotencyKey: 'fundscout-account-deletion-sub_live' },
      { id: 'sub_due', idempotencyKey: 'fundscout-account-deletion-sub_due' },
    ]);
  });

  it('answers 502 stripe_error (nothing may be deleted) when Stripe refuses and the subscription is still live', async () => {
    const fake = fakeStripe([{ id: 'sub_live', status: 'active', customer: 'cus_1' }], () =>
      stripeError('StripeAPIError', 'boom'),
    );
    const run = cancelStripeSubscriptions(async () => fake.client)(account({ stripe_customer_id: 'cus_1' }));
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DependencyFailed);
    expect(error).toMatchObject({ code: 'stripe_error', message: CANCEL_FAILED });
    expect(toHttpError(error)).toMatchObject({ status: 502, code: 'stripe_error' });
  });

  it('answers 502 when Stripe cannot be reached while listing', async () => {
    const client = {
      subscriptions: {
        list: () => ({
          // eslint-disable-next-line require-yield
          async *[Symbol.asyncIterator]() {
            throw stripeError('StripeConnectionError', 'ECONNREFUSED');
          },
        }),
      },
    } as unknown as Stripe;
    await expect(
      cancelStripeSubscriptions(async () => client)(account({ stripe_customer_id: 'cus_1' })),
    ).rejects.toMatchObject({ name: 'DependencyFailed', code: 'stripe_error' });
  });

  it('counts a cancel refused because the subscription ended meanwhile as done', async () => {
    const subs = [{ id: 'sub_live', status: 'active', customer: 'cus_1' }];
    const fake = fakeStripe(subs, () => {
      subs[0]!.status = 'canceled'; // canceled elsewhere (the portal, a retried deletion) just before
      return stripeError('StripeInvalidRequestError', 'This subscription is already canceled.');
    });
    await expect(
      cancelStripeSubscriptions(async () => fake.client)(account({ stripe_customer_id: 'cus_1' })),
    ).resolves.toBeUndefined();
  });

  it('answers 503 billing_unavailable when the Stripe configuration cannot be read', async () => {
    const stripe = async (): Promise<Stripe> => {
      throw new Error('Missing required environment variable STRIPE_SECRET_KEY');
    };
    const error = await cancelStripeSubscriptions(stripe)(account({ stripe_customer_id: 'cus_1' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Unavailable);
    expect(toHttpError(error)).toMatchObject({ status: 503, code: 'billing_unavailable' });
  });
});
