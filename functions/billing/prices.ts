/**
 * The plan prices in Stripe, created or found by lookup key (`npm run stripe:setup`, and the local stack at
 * start): one product per paid plan (`fundscout_starter`, `fundscout_premium`, custom product ids as Stripe
 * allows) and one recurring USD price per plan and cycle with the lookup key of shared/billing-schemas.ts
 * `priceLookupKey` and the amount of the plan table. A price whose amount or interval no longer matches the plan
 * table is replaced: a new price takes over the lookup key (`transfer_lookup_key`), so Checkout sells the new one
 * and existing subscriptions keep theirs. Idempotent: a second run finds everything.
 */
import type Stripe from 'stripe';
import { priceSpecs, type PriceSpec } from '../../shared/billing-schemas.js';

export interface EnsuredPrice {
  lookupKey: string;
  priceId: string;
  action: 'found' | 'created' | 'replaced';
}

async function ensureProduct(stripe: Stripe, spec: PriceSpec): Promise<string> {
  const id = `fundscout_${spec.tier}`;
  try {
    const found = await stripe.products.retrieve(id);
    return found.id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
  const created = await stripe.products.create({
    id,
    name: spec.productName,
    metadata: { fundscout_tier: spec.tier },
  });
  return created.id;
}

/** Creates or finds every plan price. @returns one line per price */
export async function ensurePrices(
  stripe: Stripe,
  specs: PriceSpec[] = priceSpecs(),
): Promise<EnsuredPrice[]> {
  const existing = await stripe.prices.list({
    lookup_keys: specs.map((s) => s.lookupKey),
    active: true,
    limit: 100,
  });
  const out: EnsuredPrice[] = [];
  for (const spec of specs) {
    const found = existing.data.find((p) => p.lookup_key === spec.lookupKey);
    const matches =
      found &&
      found.unit_amount === spec.unitAmount &&
      found.currency === 'usd' &&
      found.recurring?.interval === spec.interval;
    if (found && matches) {
      out.push({ lookupKey: spec.lookupKey, priceId: found.id, action: 'found' });
      continue;
    }
    const product = await ensureProduct(stripe, spec);
    const created = await stripe.prices.create({
      product,
      currency: 'usd',
      unit_amount: spec.unitAmount,
      recurring: { interval: spec.interval },
      lookup_key: spec.lookupKey,
      transfer_lookup_key: found !== undefined,
      nickname: `${spec.productName} (${spec.cycle})`,
      metadata: { fundscout_tier: spec.tier, fundscout_cycle: spec.cycle },
    });
    out.push({ lookupKey: spec.lookupKey, priceId: created.id, action: found ? 'replaced' : 'created' });
  }
  return out;
}
