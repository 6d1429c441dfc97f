/**
 * Test cards for the Stripe stand-in (scripts/local/stripe/cards.ts): a card's fingerprint is the same for every
 * use of its number, and a fingerprint that had a trial on one account starts none on another (issue 22.6). A
 * test that expects a trial pays with a card of its own.
 */
import { randomInt } from 'node:crypto';

/** A random 16-digit Visa-style number that passes the Luhn check (the stand-in accepts it), spaced `4xxx xxxx ...`. */
export function uniqueCard(): string {
  const digits = [4, ...Array.from({ length: 14 }, () => randomInt(10))];
  // Luhn: double every second digit from the right, counting the check digit as the first.
  const sum = digits
    .slice()
    .reverse()
    .reduce((total, d, i) => total + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  const number = [...digits, (10 - (sum % 10)) % 10].join('');
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
