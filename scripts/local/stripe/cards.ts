/**
 * Card outcomes of the local checkout page, after Stripe's documented test cards (docs.stripe.com/testing):
 * - 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 4000 0566 5566 5556 (Visa debit): succeed;
 * - 4000 0000 0000 0002: generic decline (`card_declined` / `generic_decline`);
 * - 4000 0000 0000 9995: decline, insufficient funds;
 * - 4000 0000 0000 0341: attaching succeeds, every later charge fails (renewals end in `invoice.payment_failed`).
 * Any other number that passes the Luhn check succeeds (as Stripe's test mode accepts other valid test numbers);
 * one that fails it is `incorrect_number`. Expiry must be a future month (MM/YY), CVC 3 or 4 digits.
 */
import { createHash } from 'node:crypto';

export type CardCheck =
  | {
      ok: true;
      last4: string;
      brand: string;
      chargesFail: boolean;
      expMonth: number;
      expYear: number;
      /** Like Stripe's `card.fingerprint`: 16 characters, the same for one card number (whatever its expiry). */
      fingerprint: string;
    }
  | { ok: false; code: string; declineCode?: string; message: string; field: 'number' | 'expiry' | 'cvc' };

/** Stripe's messages for these outcomes (shown on the checkout page as Checkout shows them). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient: 'Your card has insufficient funds.',
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is incomplete or in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks the card form of the local checkout page.
 * @param number card number, spaces allowed; @param expiry `MM/YY` or `MM / YY`; @param cvc digits
 * @param now the stand-in's clock (Date)
 */
export function checkCard(number: string, expiry: string, cvc: string, now: Date): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
    return { ok: false, code: 'incorrect_number', message: CARD_MESSAGES.number, field: 'number' };
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  const year = match ? Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]) : 0;
  const endOfMonth = Date.UTC(year, month, 1);
  if (!match || month < 1 || month > 12 || endOfMonth <= now.getTime())
    return { ok: false, code: 'invalid_expiry_year', message: CARD_MESSAGES.expiry, field: 'expiry' };
  if (!/^\d{3,4}$/.test(cvc.trim()))
    return { ok: false, code: 'incorrect_cvc', message: CARD_MESSAGES.cvc, field: 'cvc' };
  if (digits === '4000000000000002')
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: CARD_MESSAGES.declined,
      field: 'number',
    };
  if (digits === '4000000000009995')
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: CARD_MESSAGES.insufficient,
      field: 'number',
    };
  const brand = digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'unknown';
  return {
    ok: true,
    last4: digits.slice(-4),
    brand,
    chargesFail: digits === '4000000000000341',
    expMonth: month,
    expYear: year,
    fingerprint: createHash('sha256')
      .update(`fundscout-stand-in-card:${digits}`)
      .digest('base64url')
      .slice(0, 16),
  };
}
