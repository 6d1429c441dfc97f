/**
 * The Stripe stand-in through the official SDK (host/port/protocol) and its hosted pages over HTTP: prices by
 * lookup key, a subscription Checkout with a test card (signed events that `constructEvent` accepts), a declined
 * card that changes nothing, the portal's cancel and the clock that ends the subscription at period end, and what
 * Stripe's portal also does (issue 38): update the card, download invoices as PDF.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standInClientConfig, startStripeStandIn, type StripeStandIn } from './server.js';

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Server;
const received: Stripe.Event[] = [];
let badSignatures = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(
          stripe.webhooks.constructEvent(
            Buffer.concat(chunks).toString('utf8'),
            String(req.headers['stripe-signature']),
            standIn.webhookSecret,
          ),
        );
        res.writeHead(200).end('{}');
      } catch {
        badSignatures++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
  });
  stripe = new Stripe(standIn.secretKey, { ...standInClientConfig(standIn.url), maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await new Promise((r) => receiver.close(r));
});

beforeEach(() => {
  received.length = 0;
});

async function starterPrice(): Promise<Stripe.Price> {
  const found = await stripe.prices.list({ lookup_keys: ['fundscout_starter_monthly'] });
  if (found.data[0]) return found.data[0];
  return stripe.prices.create({
    currency: 'usd',
    unit_amount: 1900,
    recurring: { interval: 'month' },
    lookup_key: 'fundscout_starter_monthly',
    product_data: { name: 'Fundscout Starter' },
  });
}

async function pay(url: string, number: string): Promise<Response> {
  const id = new URL(url).pathname.split('/').pop()!;
  return fetch(`${standIn.url}/checkout/${id}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123', email: 'a@example.com' }).toString(),
  });
}

describe('Stripe stand-in', () => {
  it('refuses a wrong API key as Stripe does', async () => {
    const other = new Stripe('sk_test_wrong', { ...standInClientConfig(standIn.url), maxNetworkRetries: 0 });
    await expect(other.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });

  it('finds prices by lookup key (list and search) and refuses a second price with the same key', async () => {
    const created = await starterPrice();
    expect(created).toMatchObject({ unit_amount: 1900, recurring: { interval: 'month' } });
    const listed = await stripe.prices.list({ lookup_keys: ['fundscout_starter_monthly', 'nope'] });
    expect(listed.data.map((p) => p.id)).toEqual([created.id]);
    const searched = await stripe.prices.search({ query: "lookup_key:'fundscout_starter_monthly'" });
    expect(searched.data.map((p) => p.id)).toEqual([created.id]);
    await expect(
      stripe.prices.create({
        currency: 'usd',
        unit_amount: 1,
        recurring: { interval: 'month' },
        lookup_key: 'fundscout_starter_monthly',
        product: created.product as string,
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'lookup_key_already_exists' });
  });

  it('runs a subscription checkout with 4242: redirect with the session id, signed events, a trialing subscription', async () => {
    const price = await starterPrice();
    const customer = await stripe.customers.create(
      { email: 'a@example.com', metadata: { founder_id: 'f1' } },
      { idempotencyKey: 'cust-f1' },
    );
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'cust-f1' });
    expect(again.id).toBe(customer.id);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'f1',
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_period_days: 7, metadata: { founder_id: 'f1' } },
      success_url: 'http://localhost:5173/dashboard?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/dashboard/pricing',
    });
    expect(session.url).toContain('/checkout/');
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('7-day free trial');

    const paid = await pay(session.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5173/dashboard?session_id=${session.id}`);
    await standIn.drained();
    expect(badSignatures).toBe(0);
    expect(received.map((e) => e.type)).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    // Delivered: as at Stripe, no webhook is pending for these events any more
    const listed = (await stripe.events.list({ limit: 10 })).data.filter((e) =>
      received.some((r) => r.id === e.id),
    );
    expect(listed.map((e) => e.pending_webhooks)).toEqual([0, 0, 0, 0]);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', client_reference_id: 'f1', customer: customer.id });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({ status: 'trialing', metadata: { founder_id: 'f1' } });
    expect(sub.trial_end! - sub.trial_start!).toBe(7 * 86_400);
    expect(sub.items.data[0]!.current_period_end).toBe(sub.trial_end);
  });

  it('declines 4000 0000 0000 0002 on the page and changes nothing', async () => {
    const price = await starterPrice();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'd@example.com',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok?session_id={CHECKOUT_SESSION_ID}',
    });
    const subscriptionsBefore = standIn.engine.subscriptions.size;
    const answer = await pay(session.url!, '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain('Your card was declined.');
    await standIn.drained();
    expect(received).toEqual([]);
    expect(standIn.engine.subscriptions.size).toBe(subscriptionsBefore);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('cancels at period end from the portal; advancing the clock past the end deletes the subscription', async () => {
    const price = await starterPrice();
    const customer = await stripe.customers.create({ email: 'c@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    await pay(session.url!, '4242424242424242');
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost/billing',
    });
    expect(await (await fetch(portal.url)).text()).toContain('Cancel plan');
    const canceled = await fetch(`${portal.url}/cancel`, { method: 'POST' });
    expect(await canceled.text()).toContain('Renew plan');
    const [sub] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await standIn.drained();
    received.length = 0;
    await fetch(`${standIn.url}/v1/test_helpers/test_clocks/advance`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${standIn.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `frozen_time=${sub!.items.data[0]!.current_period_end + 60}`,
    });
    await standIn.drained();
    const mine = received.filter((e) => (e.data.object as { customer?: string }).customer === customer.id);
    expect(mine.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    const ended = await stripe.subscriptions.retrieve(sub!.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: sub!.items.data[0]!.current_period_end });
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => [i.billing_reason, i.amount_paid])).toEqual([
      ['subscription_create', 1900],
    ]);
  });

  it('updates the card from the portal as Stripe does: a declined card changes nothing, a good one becomes the default', async () => {
    const price = await starterPrice();
    const customer = await stripe.customers.create({ email: 'card@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    await pay(session.url!, '4242424242424242');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Visa ending 4242');
    expect(page).toContain('Update card');
    const [before] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    const update = (number: string) =>
      fetch(`${portal.url}/payment-method`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123' }).toString(),
      });

    const declined = await update('4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const [unchanged] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    expect(unchanged!.default_payment_method).toBe(before!.default_payment_method);

    const updated = await update('5555 5555 5555 4444');
    expect(updated.status).toBe(200);
    expect(await updated.text()).toContain('Mastercard ending 4444');
    const [after] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    expect(after!.default_payment_method).not.toBe(before!.default_payment_method);
    const card = await stripe.paymentMethods.retrieve(after!.default_payment_method as string);
    expect(card.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await standIn.drained();
    expect(received.map((e) => e.type)).toContain('payment_method.attached');
  });

  it('downloads each invoice as a PDF from the portal and the invoice page (invoice_pdf)', async () => {
    const price = await starterPrice();
    const customer = await stripe.customers.create({ email: 'pdf@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    await pay(session.url!, '4242424242424242');
    const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
    expect(invoice!.invoice_pdf).toBe(`${standIn.url}/invoices/${invoice!.id}/pdf`);
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id });
    expect(await (await fetch(portal.url)).text()).toContain(`href="${invoice!.invoice_pdf}" download`);

    const pdf = await fetch(invoice!.invoice_pdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice-${invoice!.number}.pdf"`,
    );
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(Invoice ${invoice!.number})`);
    expect(text).toContain('(Amount paid: $19)');
    // The cross-reference table points at each object
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
