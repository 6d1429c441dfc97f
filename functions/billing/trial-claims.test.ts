import type Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimHash, cardFingerprint, normaliseEmail, resetTrialKey, trialKey } from './trial-claims.js';

afterEach(() => resetTrialKey());

describe('normaliseEmail (issue 22.6: one mailbox, one trial)', () => {
  it.each([
    [' Ada@Example.com ', 'ada@example.com'],
    ['ada.lovelace@gmail.com', 'adalovelace@gmail.com'],
    ['A.d.a.Lovelace+trial2@GoogleMail.com', 'adalovelace@gmail.com'],
    ['ada+x@outlook.com', 'ada@outlook.com'],
    ['ada.l+x@icloud.com', 'ada.l@icloud.com'],
    ['ada+x@proton.me', 'ada@proton.me'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it('keeps dots and +tags on other domains (a company may route them to other people)', () => {
    expect(normaliseEmail('j.smith+ops@acme.io')).toBe('j.smith+ops@acme.io');
    expect(normaliseEmail('j.smith@outlook.com')).not.toBe(normaliseEmail('jsmith@outlook.com'));
  });

  it('leaves a string without a local part alone but lowercased', () => {
    expect(normaliseEmail('  @Gmail.com')).toBe('@gmail.com');
    expect(normaliseEmail('NoAt')).toBe('noat');
  });
});

describe('claimHash', () => {
  it('is a keyed SHA-256 HMAC: 64 hex, stable per key, different per key and per kind', () => {
    const key = 'k'.repeat(32);
    const a = claimHash(key, 'email', 'ada@gmail.com');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(claimHash(key, 'email', 'ada@gmail.com')).toBe(a);
    expect(claimHash('j'.repeat(32), 'email', 'ada@gmail.com')).not.toBe(a);
    expect(claimHash(key, 'card', 'ada@gmail.com')).not.toBe(a);
    expect(a).not.toContain('ada');
  });
});

describe('trialKey', () => {
  it('reads TRIAL_HMAC_KEY locally', async () => {
    await expect(trialKey({ TRIAL_HMAC_KEY: 'x'.repeat(40) })).resolves.toBe('x'.repeat(40));
  });

  it('reads {"hmacKey"} from the secret on AWS (the ARN only in the environment)', async () => {
    const read = vi.fn(async () => ({ hmacKey: 'y'.repeat(64) }));
    await expect(trialKey({ TRIAL_SECRET_ARN: 'arn:aws:secretsmanager:x' }, read)).resolves.toBe(
      'y'.repeat(64),
    );
    expect(read).toHaveBeenCalledWith('arn:aws:secretsmanager:x');
  });

  it('fails closed naming the variable, and tries again on the next call', async () => {
    await expect(trialKey({})).rejects.toThrow('TRIAL_HMAC_KEY');
    await expect(trialKey({ TRIAL_HMAC_KEY: 'short' })).rejects.toThrow('TRIAL_HMAC_KEY');
    await expect(
      trialKey({ TRIAL_SECRET_ARN: 'arn', TRIAL_HMAC_KEY: undefined }, async () => 'x'),
    ).rejects.toThrow('hmacKey');
    await expect(trialKey({ TRIAL_HMAC_KEY: 'z'.repeat(32) })).resolves.toBe('z'.repeat(32));
  });
});

describe('cardFingerprint', () => {
  const stripe = (card: unknown) =>
    ({ paymentMethods: { retrieve: vi.fn(async () => ({ id: 'pm_1', card })) } }) as unknown as Stripe;

  it('reads the default payment method’s card fingerprint', async () => {
    await expect(cardFingerprint(stripe({ fingerprint: 'Xt5EWLLDS7FJjR1c' }), 'pm_1')).resolves.toBe(
      'Xt5EWLLDS7FJjR1c',
    );
  });

  it('uses an expanded payment method without a call; none without a method or a card', async () => {
    const s = stripe(null);
    await expect(cardFingerprint(s, { id: 'pm_2', card: { fingerprint: 'abc' } } as never)).resolves.toBe(
      'abc',
    );
    expect(s.paymentMethods.retrieve).not.toHaveBeenCalled();
    await expect(cardFingerprint(s, null)).resolves.toBeUndefined();
    await expect(cardFingerprint(s, 'pm_3')).resolves.toBeUndefined();
  });
});
