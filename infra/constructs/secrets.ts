/**
 * Secrets: the third-party keys, in AWS Secrets Manager (DESIGN.md: "No secret in the bundle"). The stack creates
 * each secret with a random placeholder value; the operator puts the real value after the first deploy
 * (docs/deploy.md). A function that needs one gets only the secret's ARN in an environment variable
 * (declared by `secrets` in its registry entry, shared/functions.ts; `FeatureFunction.bindSecret`) and read permission on that secret alone, and reads the value at cold start.
 *
 * None of today's functions needs a secret. Planned consumers:
 * - `stripe`: `{ "secretKey": "sk_...", "webhookSigningSecret": "whsec_..." }` → the Stripe webhook and checkout
 *   functions (env `STRIPE_SECRET_ARN`);
 * - `openai`: `{ "apiKey": "sk-..." }` → the AI tools function (env `OPENAI_SECRET_ARN`);
 * - `quotes`: `{ "apiKey": "..." }` → the landing ticker's quote function (env `QUOTES_SECRET_ARN`).
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretName } from '../../shared/functions.js';

export const SECRET_NAMES = {
  stripe: 'fundscout/stripe',
  openai: 'fundscout/openai',
  quotes: 'fundscout/quotes',
} as const satisfies Record<SecretName, string>;
export type SecretKey = SecretName;

const DESCRIPTIONS: Record<SecretKey, string> = {
  stripe: 'Stripe API key and webhook signing secret: {"secretKey","webhookSigningSecret"}',
  openai: 'OpenAI API key: {"apiKey"}',
  quotes: 'Stock-quote service key for the landing ticker: {"apiKey"}',
};

export class Secrets extends Construct {
  readonly byKey: Record<SecretKey, Secret>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.byKey = Object.fromEntries(
      (Object.keys(SECRET_NAMES) as SecretKey[]).map((key) => {
        const secret = new Secret(this, key, {
          secretName: SECRET_NAMES[key],
          description: DESCRIPTIONS[key],
          removalPolicy: RemovalPolicy.RETAIN,
        });
        Validations.of(secret).acknowledge({
          id: 'AwsSolutions-SMG4',
          reason:
            'A third-party API key (Stripe, OpenAI, quote service) can only be rotated in the vendor dashboard; there is no API a rotation Lambda could call. Rotation is a documented manual step (docs/deploy.md).',
        });
        return [key, secret];
      }),
    ) as Record<SecretKey, Secret>;
  }
}
