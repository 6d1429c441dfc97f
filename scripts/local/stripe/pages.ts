/**
 * The stand-in's hosted pages, as plain server-rendered HTML forms (no script): the checkout page (the plan, the
 * price, the trial, a card form for Stripe's test cards, Pay and a way back) and the customer portal (the current
 * plan and its renewal or end date, plan changes, cancel / renew, the card on file with 'Update card', invoices with
 * their page and PDF: issue 38, what Stripe's portal does for those two; a way back). Every page says it is the
 * local stand-in, never Stripe.
 */
import type { StripeObject } from './objects.js';
import { textPdf } from './pdf.js';

const escape = (s: unknown): string => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string): string =>
  `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;

const day = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:30rem;margin:2.5rem auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:2rem}
.banner{background:#fff8e6;border:1px solid #f5c451;border-radius:6px;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1.25rem}
h1{font-size:1.375rem;margin:0 0 .25rem} .amount{font-size:2rem;font-weight:700;margin:.25rem 0}
label{display:block;font-weight:600;margin:1rem 0 .25rem} input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #cfd7df;border-radius:6px}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:.7rem 1rem;cursor:pointer;background:#635bff;color:#fff;width:100%;margin-top:1.25rem}
a.button{display:block;box-sizing:border-box;text-align:center;text-decoration:none;font-weight:600;border-radius:6px;padding:.7rem 1rem;margin-top:1.25rem}
.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df}
button.danger{background:#fff;color:#c0123c;border:1px solid #c0123c}
.error{color:#c0123c;background:#fdecef;border-radius:6px;padding:.6rem .75rem;margin-top:1rem}
.muted{color:#5b6675;font-size:.875rem} table{width:100%;border-collapse:collapse;font-size:.875rem} td,th{text-align:left;padding:.35rem .5rem .35rem 0;border-bottom:1px solid #eef1f4;vertical-align:top}
.plans form{margin:0} .plans button{margin-top:.5rem}
a{color:#635bff}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Local Stripe stand-in (test mode, no money moves). Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
${body}</main></body></html>`;
}

export interface CheckoutView {
  session: StripeObject;
  price: StripeObject;
  productName: string;
  trialDays: number | null;
  email: string | null;
  error?: { message: string; field: string };
  values?: { number?: string; expiry?: string; cvc?: string; name?: string };
}

/** The checkout page (GET /checkout/:id, and again with the error after a declined card). */
export function checkoutPage(v: CheckoutView): string {
  const amount = v.price.unit_amount as number;
  const currency = v.price.currency as string;
  const interval = (v.price.recurring as { interval: string }).interval;
  const vals = v.values ?? {};
  const invalid = (field: string) =>
    v.error?.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  const status = v.session.status as string;
  if (status !== 'open')
    return layout(
      'Checkout',
      `<h1>This checkout is ${escape(status)}</h1><p><a href="${escape(v.session.success_url)}">Return to Fundscout</a></p>`,
    );
  return layout(
    `Subscribe to ${v.productName}`,
    `<p class="muted">Subscribe to</p><h1>${escape(v.productName)}</h1>
<p class="amount">${money(amount, currency)} <span class="muted">per ${escape(interval)}</span></p>
${v.trialDays ? `<p><strong>${v.trialDays}-day free trial.</strong> <span class="muted">You pay nothing today; the first charge is on ${escape(day((v.session.created as number) + v.trialDays * 86400))}.</span></p>` : ''}
<form method="post" action="/checkout/${escape(v.session.id)}/pay" novalidate>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escape(v.email ?? '')}" ${v.email ? 'readonly' : ''}>
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escape(vals.number ?? '')}"${invalid('number')} required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${escape(vals.expiry ?? '')}"${invalid('expiry')} required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${escape(vals.cvc ?? '')}"${invalid('cvc')} required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${escape(vals.name ?? '')}">
${v.error ? `<p class="error" id="card-error" role="alert">${escape(v.error.message)}</p>` : ''}
<button type="submit">${v.trialDays ? 'Start trial' : 'Subscribe'}</button>
</form>
<a class="button secondary" href="${escape(v.session.cancel_url)}">Back to Fundscout</a>`,
  );
}

export interface PortalView {
  session: StripeObject;
  subscription: StripeObject | null;
  prices: { price: StripeObject; productName: string }[];
  invoices: StripeObject[];
  /** The subscription's card (its `default_payment_method`), if any. */
  card?: StripeObject | null;
  notice?: string;
  /** Why the card form's last card was refused (shown beside the form). */
  cardError?: string;
}

/** 'Visa ending 4242, expires 12/2034'. */
function cardLine(pm: StripeObject): string {
  const card = pm.card as { brand: string; last4: string; exp_month: number; exp_year: number };
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/**
 * The portal's payment method section (as Stripe's portal: the card on file and 'Update card'): the card form
 * posts to `/portal/:id/payment-method`.
 */
function paymentSection(v: PortalView): string {
  const on = v.card ? `<p>${escape(cardLine(v.card))}</p>` : '<p class="muted">No card on file.</p>';
  return `<h2>Payment method</h2>${on}
<form method="post" action="/portal/${escape(v.session.id)}/payment-method" class="card-form" aria-labelledby="update-card">
<h3 id="update-card">Update card</h3>
<label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry (MM / YY) <input name="expiry" autocomplete="cc-exp" required></label>
<label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
${v.cardError ? `<p class="error" id="card-error" role="alert">${escape(v.cardError)}</p>` : ''}
<button type="submit">Save card</button>
</form>`;
}

/** The customer portal page (GET /portal/:id). */
export function portalPage(v: PortalView): string {
  const sub = v.subscription;
  const item = sub
    ? (sub.items as { data: { price: StripeObject; current_period_end: number }[] }).data[0]!
    : null;
  const current = item?.price ?? null;
  const currentName = current
    ? (v.prices.find((p) => p.price.id === current.id)?.productName ?? 'Plan')
    : null;
  const back = `<a class="button secondary" href="${escape(v.session.return_url)}">Return to Fundscout</a>`;
  const plan =
    sub && current && item
      ? `<h2>Current plan</h2><p><strong>${escape(currentName)}</strong> · ${money(current.unit_amount as number, current.currency as string)} per ${escape((current.recurring as { interval: string }).interval)}</p>
<p class="muted">Status: ${escape(sub.status)}. ${sub.cancel_at_period_end ? `Your plan ends on ${escape(day(item.current_period_end))}.` : sub.status === 'trialing' ? `Trial ends on ${escape(day(sub.trial_end as number))}.` : `Renews on ${escape(day(item.current_period_end))}.`}</p>
${
  sub.cancel_at_period_end
    ? `<form method="post" action="/portal/${escape(v.session.id)}/renew"><button type="submit">Renew plan</button></form>`
    : `<h2>Change plan</h2><div class="plans">${v.prices
        .filter((p) => p.price.id !== current.id)
        .map(
          (p) =>
            `<form method="post" action="/portal/${escape(v.session.id)}/update"><input type="hidden" name="price" value="${escape(p.price.id)}"><button type="submit" class="secondary">Switch to ${escape(p.productName)} (${money(p.price.unit_amount as number, p.price.currency as string)} per ${escape((p.price.recurring as { interval: string }).interval)})</button></form>`,
        )
        .join('')}</div>
<form method="post" action="/portal/${escape(v.session.id)}/cancel"><button type="submit" class="danger">Cancel plan</button></form>`
}`
      : '<p>You have no active subscription.</p>';
  // Invoice history with each invoice's page and its PDF, as Stripe's portal lists them
  const invoices = v.invoices.length
    ? `<h2>Invoices</h2><table><thead><tr><th>Date</th><th>Amount</th><th>Status</th><th>Invoice</th></tr></thead><tbody>${v.invoices
        .map(
          (i) =>
            `<tr><td>${escape(day(i.created as number))}</td><td>${money(i.amount_paid as number, i.currency as string)}</td><td>${escape(i.status)}</td><td><a href="${escape(i.hosted_invoice_url)}">View</a> · <a href="${escape(i.invoice_pdf)}" download>Download PDF</a></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  return layout(
    'Billing portal',
    `<h1>Fundscout billing</h1>${v.notice ? `<p role="status" class="banner">${escape(v.notice)}</p>` : ''}${plan}${sub ? paymentSection(v) : ''}${invoices}${back}`,
  );
}

/** A hosted invoice page (the invoices list links here). */
export function invoicePage(inv: StripeObject): string {
  return layout(
    `Invoice ${String(inv.number)}`,
    `<h1>Invoice ${escape(inv.number)}</h1><p class="amount">${money(inv.amount_due as number, inv.currency as string)}</p>
<p>Status: ${escape(inv.status)} · ${escape(day(inv.created as number))}</p>
<p><a href="${escape(inv.invoice_pdf)}" download>Download PDF</a></p>`,
  );
}

/** The invoice as a PDF (`GET /invoices/:id/pdf`, the invoice's `invoice_pdf`): who, number, date, line, amount. */
export function invoicePdf(inv: StripeObject): Buffer {
  const lines = (inv.lines as { data: { description: string | null; amount: number }[] }).data;
  return textPdf([
    `Invoice ${String(inv.number)}`,
    `${String(inv.account_name)}`,
    `Date: ${day(inv.created as number)}`,
    `Billed to: ${String(inv.customer_email ?? inv.customer)}`,
    ...lines.map((l) => `${l.description ?? 'Subscription'}: ${money(l.amount, inv.currency as string)}`),
    `Amount ${inv.status === 'paid' ? 'paid' : 'due'}: ${money((inv.status === 'paid' ? inv.amount_paid : inv.amount_due) as number, inv.currency as string)}`,
    `Status: ${String(inv.status)}`,
  ]);
}
