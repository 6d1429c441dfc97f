/**
 * Builds the CDK app: the Fundscout stack plus cdk-nag's AwsSolutions checks as a CDK validation plugin
 * (cdk-nag 3: findings fail `app.synth()`; each accepted finding is acknowledged next to its resource with
 * `Validations.of(scope).acknowledge({ id, reason })`). Used by infra/bin/fundscout.ts and the infra tests, so the
 * tests check the very app `cdk synth` builds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './bundling.js';
import { FundscoutStack, type FundscoutStackProps } from './stack.js';
import { EDGE_STACK_ID, EdgeStack } from './constructs/edge.js';

/** Stack id (and CloudFormation stack name). */
export const STACK_ID = 'Fundscout';

export interface BuiltApp {
  app: App;
  stack: FundscoutStack;
  /** The us-east-1 stack of the CloudFront web ACL (deploy it first; its WebAclArn is context `webAclArn`). */
  edge: EdgeStack;
}

/**
 * The `context` of cdk.json (feature flags and settings). The CLI passes it to the app itself; `buildApp` merges it
 * too, so tests that build the app directly get the same flags as `cdk synth`.
 */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(resolve(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** Optional string context value (`cdk synth -c key=value` or cdk.json), `undefined` when unset or empty. */
function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * @param stackProps overrides for tests (e.g. `webDistDir`); context `alarmEmail`, `mailFrom`, `sesFromEmail`,
 *   `sesRegion`, `stripePartnerEventSource`, `webAclArn`, `apiOriginDomain` and `apiOriginCertificateArn` fill the
 *   rest.
 * @throws Error when only one of `apiOriginDomain` and `apiOriginCertificateArn` is set
 */
export function buildApp(appProps: AppProps = {}, stackProps: FundscoutStackProps = {}): BuiltApp {
  const app = new App({ ...appProps, context: { ...cdkJsonContext(), ...appProps.context } });
  const apiOriginDomain = contextString(app, 'apiOriginDomain');
  const apiOriginCertificateArn = contextString(app, 'apiOriginCertificateArn');
  if ((apiOriginDomain === undefined) !== (apiOriginCertificateArn === undefined))
    throw new Error('Set both apiOriginDomain and apiOriginCertificateArn, or neither (docs/deploy.md).');
  const stack = new FundscoutStack(app, STACK_ID, {
    alarmEmail: contextString(app, 'alarmEmail'),
    mailFrom: contextString(app, 'mailFrom'),
    sesFromEmail: contextString(app, 'sesFromEmail'),
    sesRegion: contextString(app, 'sesRegion'),
    stripePartnerEventSource: contextString(app, 'stripePartnerEventSource'),
    webAclArn: contextString(app, 'webAclArn'),
    ...(apiOriginDomain && apiOriginCertificateArn
      ? { apiOriginDomain: { domainName: apiOriginDomain, certificateArn: apiOriginCertificateArn } }
      : {}),
    ...stackProps,
  });
  const edge = new EdgeStack(app, EDGE_STACK_ID);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge };
}
