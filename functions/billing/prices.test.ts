/**
 * `npm run stripe:setup`'s work (ensurePrices) against the local Stripe stand-in through the official SDK: creates
 * the four plan prices once, finds them on a second run, and replaces a price whose amount left the plan table.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSpecs } from '../../shared/billing-schemas.js';
import {
  standInClientConfig,
  startStripeStandIn,
  type StripeStandIn,
} from '../../scripts/local/stripe/server.js';
import { ensurePrices } from './prices.js';

let standIn: StripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0 });
  stripe = new Stripe(standIn.secretKey, { ...standInClientConfig(standIn.url), maxNetworkRetries: 0 });
});
afterAll(() => standIn.close());

describe('ensurePrices', () => {
  it('creates the plan prices by lookup key, then finds them', async () => {
    const first = await ensurePrices(stripe);
    expect(first.map((p) => [p.lookupKey, p.action])).toEqual([
      ['fundscout_starter_monthly', 'created'],
      ['fundscout_starter_yearly', 'created'],
      ['fundscout_premium_monthly', 'created'],
      ['fundscout_premium_yearly', 'created'],
    ]);
    const yearly = await stripe.prices.list({ lookup_keys: ['fundscout_premium_yearly'] });
    expect(yearly.data[0]).toMatchObject({
      unit_amount: 49000,
      recurring: { interval: 'year' },
      product: 'fundscout_premium',
    });
    const second = await ensurePrices(stripe);
    expect(second.every((p) => p.action === 'found')).toBe(true);
    expect(second.map((p) => p.priceId)).toEqual(first.map((p) => p.priceId));
  });

  it('replaces a price whose amount no longer matches the plan table; the lookup key moves to the new one', async () => {
    const specs = priceSpecs().map((s) =>
      s.lookupKey === 'fundscout_starter_monthly' ? { ...s, unitAmount: 2500 } : s,
    );
    const changed = await ensurePrices(stripe, specs);
    const starter = changed.find((p) => p.lookupKey === 'fundscout_starter_monthly')!;
    expect(starter.action).toBe('replaced');
    const listed = await stripe.prices.list({ lookup_keys: ['fundscout_starter_monthly'] });
    expect(listed.data.map((p) => [p.id, p.unit_amount])).toEqual([[starter.priceId, 2500]]);
  });
});
