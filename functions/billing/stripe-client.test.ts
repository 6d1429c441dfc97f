/**
 * Where the billing code's Stripe client points (functions/billing/stripe-client.ts; issue 9 "With
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, the same code talks to Stripe test mode"): keys alone → Stripe
 * itself (api.stripe.com, https); with `STRIPE_API_BASE` → the local stand-in through the SDK's host/port/protocol;
 * on AWS the Secrets Manager secret; half a configuration is an error naming what is missing.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { resetStripeConfig, stripeConfig, stripeFor } from './stripe-client.js';

const sm = mockClient(SecretsManagerClient);
afterEach(() => {
  sm.reset();
  resetStripeConfig();
});

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('stripe client configuration', () => {
  it('with test-mode keys and no stand-in: Stripe itself', async () => {
    const config = await stripeConfig(
      env({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    );
    expect(config).toEqual({ secretKey: 'sk_test_a', webhookSecret: 'whsec_a', apiBase: undefined });
    const client = stripeFor(config);
    expect(client.getApiField('host')).toBe('api.stripe.com');
    expect(client.getApiField('protocol')).toBe('https');
  });

  it('with STRIPE_API_BASE: the stand-in through host, port and protocol', async () => {
    resetStripeConfig();
    const config = await stripeConfig(
      env({
        STRIPE_SECRET_KEY: 'sk_test_b',
        STRIPE_WEBHOOK_SECRET: 'whsec_b',
        STRIPE_API_BASE: 'http://127.0.0.1:5204',
      }),
    );
    const client = stripeFor(config);
    expect([client.getApiField('host'), client.getApiField('port'), client.getApiField('protocol')]).toEqual([
      '127.0.0.1',
      5204,
      'http',
    ]);
  });

  it('refuses half a configuration, naming the missing variable', async () => {
    await expect(stripeConfig(env({ STRIPE_SECRET_KEY: 'sk_test_c' }))).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    await expect(stripeConfig(env({}))).rejects.toThrow('STRIPE_SECRET_KEY');
  });

  it('on AWS reads the secret named by STRIPE_SECRET_ARN, and refuses a malformed one', async () => {
    sm.on(GetSecretValueCommand).resolves({
      SecretString: JSON.stringify({ secretKey: 'sk_live_d', webhookSigningSecret: 'whsec_d' }),
    });
    expect(await stripeConfig(env({ STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:x' }))).toEqual({
      secretKey: 'sk_live_d',
      webhookSecret: 'whsec_d',
    });
    resetStripeConfig();
    sm.on(GetSecretValueCommand).resolves({ SecretString: '{"secretKey":""}' });
    await expect(stripeConfig(env({ STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:x' }))).rejects.toThrow(
      'must be JSON',
    );
  });
});
