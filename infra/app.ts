/**
 * Builds the CDK app: the Fundscout stacks (infra/stack.ts: data, identity, web, functions, API, operations; issue
 * 35) and the us-east-1 edge stack, plus cdk-nag's AwsSolutions checks as a CDK validation plugin (cdk-nag 3:
 * findings fail `app.synth()`; each accepted finding is acknowledged next to its resource with
 * `Validations.of(scope).acknowledge({ id, reason })`). Used by infra/bin/fundscout.ts and the infra tests, so the
 * tests check the very app `cdk synth` builds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './bundling.js';
import type { ThreatProtectionSetting } from './constructs/auth.js';
import { fundscoutStacks, type FundscoutSettings, type FundscoutStacks } from './stack.js';
import { EDGE_STACK_ID, EdgeStack } from './constructs/edge.js';
import { SUPPORT_SETTINGS_ENV, supportSettingsFrom } from '../shared/support-settings.js';

export interface BuiltApp {
  app: App;
  /** The application's stacks (infra/stack.ts), by role. */
  stacks: FundscoutStacks;
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

/** True when context `key` is the string or boolean true (`-c key=true`). */
function contextFlag(app: App, key: string): boolean {
  const value: unknown = app.node.tryGetContext(key);
  return value === true || value === 'true';
}

/**
 * The stack setting `threatProtection` (context): `all` (default: every Cognito pool), `admins` (administrators
 * only) or `none` (issue 22; cost in docs/cost.md).
 * @throws Error for any other value
 */
function threatProtectionOf(app: App): ThreatProtectionSetting {
  const value = contextString(app, 'threatProtection') ?? 'all';
  if (value === 'all') return { founders: true, admins: true };
  if (value === 'admins') return { founders: false, admins: true };
  if (value === 'none') return { founders: false, admins: false };
  throw new Error(`threatProtection must be all, admins or none (got '${value}').`);
}

/**
 * What a deployable stack must have (issues 22 and 33), refused at synth unless explicitly opted out by context:
 * a CloudFront web ACL (`webAclArn`; opt out: `noWebAcl=true`), a subscriber of the alarm topic (`alarmEmail`;
 * opt out: `noAlarmSubscriber=true`) and the API's own origin domain (`apiOriginDomain` with
 * `apiOriginCertificateArn`, which disables the execute-api endpoint, ADR 0033; opt out: `noApiOriginDomain=true`,
 * leaving execute-api reachable behind the origin secret alone, issue 33 item 11). The local and CI synth
 * (`npm run synth`) and the infra tests opt out explicitly; a deploy passes the values (docs/deploy.md).
 * @throws Error naming the missing value and its opt-out
 */
export function requireDeploySettings(
  settings: { webAclArn?: string; alarmEmail?: string; apiOriginDomain?: unknown },
  optOuts: { noWebAcl: boolean; noAlarmSubscriber: boolean; noApiOriginDomain?: boolean },
): void {
  if (!settings.webAclArn && !optOuts.noWebAcl)
    throw new Error(
      'No webAclArn: the distribution would have no AWS WAF web ACL. Deploy FundscoutEdge and pass -c webAclArn=<arn>, or opt out explicitly with -c noWebAcl=true (docs/deploy.md).',
    );
  if (!settings.alarmEmail && !optOuts.noAlarmSubscriber)
    throw new Error(
      'No alarmEmail: the alarm topic would have no subscriber. Pass -c alarmEmail=<address>, or opt out explicitly with -c noAlarmSubscriber=true (docs/deploy.md).',
    );
  if (!settings.apiOriginDomain && !optOuts.noApiOriginDomain)
    throw new Error(
      'No apiOriginDomain: the API’s execute-api endpoint would stay reachable without CloudFront and its WAF. Pass -c apiOriginDomain=<domain> -c apiOriginCertificateArn=<regional ACM ARN>, or opt out explicitly with -c noApiOriginDomain=true (docs/deploy.md, ADR 0033).',
    );
}

/**
 * @param stackProps overrides for tests (e.g. `webDistDir`); context `alarmEmail`, `mailFrom`, `sesFromEmail`,
 *   `sesRegion`, `stripePartnerEventSource`, `webAclArn`, `apiOriginDomain`, `apiOriginCertificateArn`,
 *   `threatProtection` and the support times (`supportHours`, `supportReplyTime`, `supportReviewTime`) fill the
 *   rest (docs/deploy.md says what each does).
 * @throws Error when only one of `apiOriginDomain` and `apiOriginCertificateArn` is set, or a deploy setting is
 *   missing without its opt-out (`requireDeploySettings`)
 */
export function buildApp(appProps: AppProps = {}, stackProps: FundscoutSettings = {}): BuiltApp {
  const app = new App({ ...appProps, context: { ...cdkJsonContext(), ...appProps.context } });
  const apiOriginDomain = contextString(app, 'apiOriginDomain');
  const apiOriginCertificateArn = contextString(app, 'apiOriginCertificateArn');
  if ((apiOriginDomain === undefined) !== (apiOriginCertificateArn === undefined))
    throw new Error('Set both apiOriginDomain and apiOriginCertificateArn, or neither (docs/deploy.md).');
  const props: FundscoutSettings = {
    alarmEmail: contextString(app, 'alarmEmail'),
    threatProtection: threatProtectionOf(app),
    mailFrom: contextString(app, 'mailFrom'),
    sesFromEmail: contextString(app, 'sesFromEmail'),
    sesRegion: contextString(app, 'sesRegion'),
    stripePartnerEventSource: contextString(app, 'stripePartnerEventSource'),
    webAclArn: contextString(app, 'webAclArn'),
    support: supportSettingsFrom({
      [SUPPORT_SETTINGS_ENV.hours]: contextString(app, 'supportHours'),
      [SUPPORT_SETTINGS_ENV.replyTime]: contextString(app, 'supportReplyTime'),
      [SUPPORT_SETTINGS_ENV.reviewTime]: contextString(app, 'supportReviewTime'),
    }),
    ...(apiOriginDomain && apiOriginCertificateArn
      ? { apiOriginDomain: { domainName: apiOriginDomain, certificateArn: apiOriginCertificateArn } }
      : {}),
    ...stackProps,
  };
  requireDeploySettings(props, {
    noWebAcl: contextFlag(app, 'noWebAcl'),
    noAlarmSubscriber: contextFlag(app, 'noAlarmSubscriber'),
    noApiOriginDomain: contextFlag(app, 'noApiOriginDomain'),
  });
  const stacks = fundscoutStacks(app, props);
  const edge = new EdgeStack(app, EDGE_STACK_ID);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stacks, edge };
}
