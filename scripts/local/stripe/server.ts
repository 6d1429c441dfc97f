/**
 * The local Stripe stand-in (issue 9; DESIGN.md "Two ways to run": "a local checkout page that produces signed
 * Stripe-format events through the real webhook handler"). A node:http server that answers the Stripe API
 * calls Fundscout makes, for the official `stripe` SDK configured with `host` / `port` / `protocol: 'http'`:
 *
 * | API                                              | what                                                       |
 * | ------------------------------------------------ | ---------------------------------------------------------- |
 * | `POST /v1/customers`, `GET /v1/customers[/:id]`  | customers (list by `email`)                                |
 * | `POST /v1/products`, `GET .../:id`, `POST /v1/prices` | products (custom ids), recurring prices (`lookup_key`) |
 * | `GET /v1/prices` (`lookup_keys[]`), `/search`    | prices by lookup key                                       |
 * | `POST /v1/checkout/sessions`, `GET .../:id`      | Checkout Sessions (subscription mode, trial)               |
 * | `POST /v1/billing_portal/sessions`               | portal sessions                                            |
 * | `GET /v1/subscriptions[/:id]`, `POST .../:id`    | list / retrieve / update (price, cancel at period end)     |
 * | `DELETE /v1/subscriptions/:id`                   | cancel now                                                 |
 * | `GET /v1/invoices[/:id]`, `GET /v1/events[/:id]` | invoices, events                                           |
 * | `POST /v1/test_helpers/test_clocks/advance`      | the stand-in's clock: `frozen_time` (Unix s) or `days`     |
 *
 * The API needs `Authorization: Bearer <secretKey>` (401 otherwise, as Stripe answers), honours
 * `Idempotency-Key` on POST (the same key answers the first response again) and top-level `expand[]`
 * (`subscription`, `customer`, `latest_invoice`, `invoice`). Errors are Stripe's `{ error: { type, code,
 * message, param } }`.
 *
 * Hosted pages (no key; the unguessable session id is the capability, as at Stripe): `GET /checkout/:id`
 * (card form) → `POST /checkout/:id/pay` → 303 to the session's success URL with `{CHECKOUT_SESSION_ID}`
 * replaced; `GET /portal/:id` with `POST /portal/:id/update|cancel|renew|payment-method`; `GET /invoices/:id` and
 * its PDF, `GET /invoices/:id/pdf` (the invoice's `invoice_pdf`).
 *
 * Events are delivered, in order and one at a time, to `webhookUrl` with a `Stripe-Signature` header made by
 * `stripe.webhooks.generateTestHeaderString` with the webhook secret (the real handler verifies it with
 * `constructEvent`); a failed delivery is retried 5 times with backoff, then logged and dropped (Stripe retries
 * for 3 days; `GET /v1/events` still lists it). A delivered event's `pending_webhooks` turns from 1 to 0.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { StripeApiError, StripeEngine } from './engine.js';
import { parseStripeParams } from './form.js';
import { list, searchResult, type StripeObject } from './objects.js';
import { checkoutPage, invoicePage, invoicePdf, portalPage } from './pages.js';

export interface StripeStandInOptions {
  port: number;
  host?: string;
  /** Secret API key the SDK must send; generated (`sk_test_local_...`) when absent. */
  secretKey?: string;
  /** Webhook signing secret; generated (`whsec_...`) when absent. */
  webhookSecret?: string;
  /** Where events are POSTed (the real webhook route); none: events are only listed. */
  webhookUrl?: string;
  log?: (line: string) => void;
  /** Real time in ms (tests). */
  realNow?: () => number;
}

export interface StripeStandIn {
  /** `http://localhost:PORT` (no trailing slash). */
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  engine: StripeEngine;
  /** Resolves when every event emitted so far has been delivered (or given up). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/** Stripe SDK options for a client of the stand-in at `url`. */
export function standInClientConfig(url: string): { host: string; port: number; protocol: 'http' } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port), protocol: 'http' };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
    'stripe-version': '2026-10-28.endive',
    ...headers,
  });
  res.end(text);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

const EXPANDABLE: Record<string, (engine: StripeEngine, id: string) => StripeObject> = {
  subscription: (e, id) => e.subscriptionObject(id),
  customer: (e, id) => e.customer(id),
  latest_invoice: (e, id) => e.invoice(id),
  invoice: (e, id) => e.invoice(id),
};

function expand(engine: StripeEngine, object: StripeObject, fields: unknown): StripeObject {
  const wanted = fields === undefined ? [] : ([] as unknown[]).concat(fields).map(String);
  if (wanted.length === 0) return object;
  if (object.object === 'list' && Array.isArray(object.data)) {
    const inner = wanted.filter((f) => f.startsWith('data.')).map((f) => f.slice(5));
    return { ...object, data: (object.data as StripeObject[]).map((o) => expand(engine, o, inner)) };
  }
  const out: StripeObject = { ...object };
  for (const field of wanted) {
    const value = out[field];
    const load = EXPANDABLE[field];
    if (typeof value === 'string' && load) out[field] = load(engine, value);
  }
  return out;
}

/** Starts the stand-in. @throws when the port is taken. */
export async function startStripeStandIn(opts: StripeStandInOptions): Promise<StripeStandIn> {
  const log = opts.log ?? (() => {});
  const secretKey = opts.secretKey || `sk_test_local_${randomBytes(12).toString('hex')}`;
  const webhookSecret = opts.webhookSecret || `whsec_${randomBytes(24).toString('base64url')}`;
  const host = opts.host ?? '127.0.0.1';
  let baseUrl = `http://${host}:${opts.port}`;
  const signer = new Stripe(secretKey);

  let queue: Promise<void> = Promise.resolve();
  const deliver = async (e: StripeObject): Promise<void> => {
    if (!opts.webhookUrl) return;
    const payload = JSON.stringify(e, null, 2);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      try {
        const response = await fetch(opts.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        await response.arrayBuffer();
        if (response.ok) {
          e.pending_webhooks = 0; // as at Stripe: no webhook left to deliver (tests wait for it)
          log(`→ ${String(e.type)} ${e.id} delivered (${response.status})`);
          return;
        }
        log(`→ ${String(e.type)} ${e.id} answered ${response.status} (attempt ${attempt})`);
      } catch (error) {
        log(`→ ${String(e.type)} ${e.id} failed: ${(error as Error).message} (attempt ${attempt})`);
      }
      await new Promise((r) => setTimeout(r, 250 * 2 ** (attempt - 1)));
    }
    log(`✗ ${String(e.type)} ${e.id} not delivered; GET /v1/events/${e.id} still has it`);
  };

  const engine = new StripeEngine({
    baseUrl: () => baseUrl,
    realNow: opts.realNow,
    onEvent: (e) => {
      queue = queue.then(() => deliver(e));
    },
  });
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const productName = (p: StripeObject): string =>
    String(engine.products.get(p.product as string)?.name ?? p.nickname ?? 'Plan');

  const api = async (method: string, parts: string[], params: Record<string, unknown>): Promise<unknown> => {
    const [resource, id, action] = parts;
    const one = parts.length === 2;
    switch (`${method} ${resource}${parts.length > 1 ? (one ? '/:id' : `/:id/${action}`) : ''}`) {
      case 'POST customers':
        return engine.createCustomer(params);
      case 'GET customers':
        return list(engine.listCustomers(params), '/v1/customers');
      case 'GET customers/:id':
        return engine.customer(id!);
      case 'POST products':
        return engine.createProduct(params);
      case 'GET products/:id':
        return engine.product(id!);
      case 'POST prices':
        return engine.createPrice(params);
      case 'GET prices':
        return list(engine.listPrices(params), '/v1/prices');
      case 'GET prices/:id':
        if (id === 'search')
          return searchResult(engine.searchPrices(String(params.query ?? '')), '/v1/prices/search');
        return engine.price(id!);
      case 'POST subscriptions/:id':
        return engine.updateSubscription(id!, params);
      case 'DELETE subscriptions/:id':
        return engine.cancelSubscription(id!);
      case 'GET subscriptions':
        return list(engine.listSubscriptions(params), '/v1/subscriptions');
      case 'GET subscriptions/:id':
        return engine.subscriptionObject(id!);
      case 'GET payment_methods/:id':
        return engine.paymentMethod(id!);
      case 'GET invoices':
        return list(engine.listInvoices(params), '/v1/invoices');
      case 'GET invoices/:id':
        return engine.invoice(id!);
      case 'GET events':
        return list([...engine.events].reverse().slice(0, Number(params.limit ?? 10)), '/v1/events');
      case 'GET events/:id': {
        const e = engine.events.find((x) => x.id === id);
        if (!e) throw new StripeApiError(404, `No such event: '${id}'`, 'id', 'resource_missing');
        return e;
      }
    }
    const path = parts.join('/');
    if (method === 'POST' && path === 'checkout/sessions') return engine.createCheckoutSession(params);
    if (method === 'GET' && /^checkout\/sessions\/[^/]+$/.test(path))
      return engine.checkoutSessionRecord(parts[2]!).object;
    if (method === 'POST' && path === 'billing_portal/sessions') return engine.createPortalSession(params);
    if (method === 'POST' && path === 'test_helpers/test_clocks/advance') {
      const days = params.days === undefined ? undefined : Number(params.days);
      const to = days !== undefined ? engine.now() + Math.round(days * 86_400) : Number(params.frozen_time);
      return engine.advanceTo(to);
    }
    if (method === 'GET' && path === 'test_helpers/test_clocks/current') return { frozen_time: engine.now() };
    throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1/${path}).`);
  };

  const pages = async (req: IncomingMessage, res: ServerResponse, parts: string[]): Promise<void> => {
    const [kind, id, action] = parts;
    const form = req.method === 'POST' ? parseStripeParams(await readBody(req)) : {};
    if (kind === 'checkout' && id) {
      const record = engine.checkoutSessionRecord(id);
      const price = engine.price(record.priceId);
      const view = {
        session: record.object,
        price,
        productName: productName(price),
        trialDays: record.trialDays,
        email:
          (record.object.customer
            ? (engine.customers.get(record.object.customer as string)?.email as string | null)
            : null) ?? (record.object.customer_email as string | null),
      };
      if (req.method === 'GET' && !action) return send(res, 200, checkoutPage(view));
      if (req.method === 'POST' && action === 'pay') {
        const card = {
          number: String(form.number ?? ''),
          expiry: String(form.expiry ?? ''),
          cvc: String(form.cvc ?? ''),
          email: form.email ? String(form.email) : undefined,
        };
        const result = engine.completeCheckout(id, card);
        if (!result.ok) {
          log(`checkout ${id}: ${result.message}`);
          return send(
            res,
            402,
            checkoutPage({ ...view, error: result, values: { ...card, name: String(form.name ?? '') } }),
          );
        }
        log(`checkout ${id}: paid with card ending ${result.last4}`);
        return redirect(res, String(record.object.success_url).replace('{CHECKOUT_SESSION_ID}', id));
      }
    }
    if (kind === 'portal' && id) {
      const session = engine.portalSession(id);
      const current = engine.currentSubscriptionOf(session.customer as string);
      let notice: string | undefined;
      let cardError: string | undefined;
      if (req.method === 'POST' && current) {
        if (action === 'update') {
          engine.updateSubscription(current.id, {
            items: [{ id: current.itemId, price: String(form.price) }],
          });
          notice = 'Your plan was updated.';
        } else if (action === 'cancel') {
          engine.updateSubscription(current.id, { cancel_at_period_end: 'true' });
          notice = 'Your plan was canceled. It stays active until the end of the period.';
        } else if (action === 'renew') {
          engine.updateSubscription(current.id, { cancel_at_period_end: 'false' });
          notice = 'Your plan was renewed.';
        } else if (action === 'payment-method') {
          const result = engine.updatePaymentMethod(session.customer as string, {
            number: String(form.number ?? ''),
            expiry: String(form.expiry ?? ''),
            cvc: String(form.cvc ?? ''),
          });
          if (result.ok) notice = `Your card was updated: ${result.brand} ending ${result.last4}.`;
          else cardError = result.message;
        }
      }
      const prices = [...engine.prices.values()]
        .filter((p) => p.active && typeof p.lookup_key === 'string' && p.lookup_key.startsWith('fundscout_'))
        .map((price) => ({ price, productName: productName(price) }));
      return send(
        res,
        cardError ? 402 : 200,
        portalPage({
          session,
          subscription: current ? engine.subscriptionObject(current.id) : null,
          prices,
          invoices: engine.listInvoices({ customer: session.customer, limit: '10' }),
          card: current?.defaultPaymentMethod ? engine.paymentMethod(current.defaultPaymentMethod) : null,
          notice,
          cardError,
        }),
      );
    }
    if (kind === 'invoices' && id && action === 'pdf' && req.method === 'GET') {
      const inv = engine.invoice(id);
      const pdf = invoicePdf(inv);
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition': `attachment; filename="Invoice-${String(inv.number)}.pdf"`,
      });
      res.end(pdf);
      return;
    }
    if (kind === 'invoices' && id && req.method === 'GET')
      return send(res, 200, invoicePage(engine.invoice(id)));
    send(res, 404, '<!doctype html><title>Not found</title><p>Not found</p>');
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', baseUrl);
      const parts = url.pathname.split('/').filter(Boolean);
      try {
        if (parts[0] !== 'v1') return await pages(req, res, parts);
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          return send(res, 401, {
            error: {
              type: 'invalid_request_error',
              message:
                'Invalid API Key provided. The local Stripe stand-in accepts only the key of its stack.',
            },
          });
        }
        const method = req.method ?? 'GET';
        const params =
          method === 'POST' ? parseStripeParams(await readBody(req)) : parseStripeParams(url.search.slice(1));
        const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const cacheKey = typeof key === 'string' ? `${url.pathname} ${key}` : undefined;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) return send(res, cached.status, cached.body, { 'idempotent-replayed': 'true' });
        const result = await api(method, parts.slice(1), params);
        const body =
          result && typeof result === 'object' && 'object' in result
            ? expand(engine, result as StripeObject, params.expand)
            : result;
        if (cacheKey) idempotent.set(cacheKey, { status: 200, body });
        send(res, 200, body);
      } catch (error) {
        if (error instanceof StripeApiError) {
          const body = {
            error: {
              type: error.type,
              message: error.message,
              ...(error.param ? { param: error.param } : {}),
              ...(error.code ? { code: error.code } : {}),
            },
          };
          if (parts[0] !== 'v1')
            return send(
              res,
              error.status,
              `<!doctype html><title>Error</title><p>${error.message.replace(/</g, '&lt;')}</p>`,
            );
          return send(res, error.status, body);
        }
        log(`! ${req.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
        send(res, 500, {
          error: { type: 'api_error', message: 'The local Stripe stand-in failed; see its log.' },
        });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;
  return {
    url: baseUrl,
    port,
    secretKey,
    webhookSecret,
    engine,
    drained: async () => {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
