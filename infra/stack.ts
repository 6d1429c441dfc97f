/**
 * The Fundscout stacks (issue 35; docs/decisions/0057-stacks-outbox-steps.md, 0004-aws-stack.md): the application
 * split by lifecycle and concern, each stack far below CloudFormation's 500 resources (infra/stack.test.ts fails
 * above 400 with every deploy setting given), environment-agnostic (no lookups, no account or region baked in, so
 * `cdk synth` runs offline). Deploy order is the dependency order (docs/deploy.md):
 *
 * | stack              | holds                                                                                   | uses              |
 * |--------------------|-----------------------------------------------------------------------------------------|-------------------|
 * | FundscoutData      | the single table (retained, its stream), the secrets, the origin-verify secret, SES     | -                 |
 * | FundscoutIdentity  | the three Cognito user pools and their clients (retained)                               | -                 |
 * | FundscoutWeb       | the HTTP API resource and its origin domain, the web bucket, CloudFront, /config.json   | Data, Identity    |
 * | FundscoutFunctions | every function of the registry, the bus, its rules and schedules, the outbox pipe       | Data, Identity, Web |
 * | FundscoutApi       | the API's stage, authorizers, integrations (one invoke permission per function), routes | Web, Functions, Identity, Data |
 * | FundscoutOps       | the alarm topic, the alarms, the operations dashboard                                   | Web, Functions    |
 *
 * (FundscoutEdge, the CloudFront web ACL, lives in us-east-1: infra/constructs/edge.ts.)
 *
 * Cross-stack references are explicit: each stack takes what it uses from the ones before it as constructor
 * props (CloudFormation exports and imports underneath), never by name or lookup. Why the HTTP API resource lives in
 * FundscoutWeb: the distribution forwards `/v1/*` to it and the functions name the distribution's origin (Stripe's
 * return URLs, mail links), so with the API resource beside the distribution the order Web → Functions → Api has
 * no cycle. Stateful resources (table, pools, secrets, queues, logs of the API) are retained on deletion and on
 * replacement; the construct ids are the single stack's, so logical ids did not change with the split.
 */
import { resolve } from 'node:path';
import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { FUNCTIONS, functionDef, type FunctionDef } from '../shared/functions.js';
import { ORIGIN_VERIFY_HEADER } from '../functions/lib/origin.js';
import type { Construct } from 'constructs';
import { REPO_ROOT } from './bundling.js';
import { Alarms } from './constructs/alarms.js';
import { Api, HttpApiShell, type ApiOriginDomain } from './constructs/api.js';
import { Auth, type ThreatProtectionSetting } from './constructs/auth.js';
import { OperationsDashboard } from './constructs/dashboard.js';
import { Data } from './constructs/data.js';
import { Events } from './constructs/events.js';
import { Functions } from './constructs/functions.js';
import { Mail } from './constructs/mail.js';
import { OutboxPipe } from './constructs/outbox.js';
import { Secrets, SECRET_NAMES } from './constructs/secrets.js';
import { Web } from './constructs/web.js';
import { NO_SUPPORT_SETTINGS, type SupportSettings } from '../shared/support-settings.js';
import { CatalogueSnapshots } from './constructs/catalogue-snapshots.js';
import { DeckFiles } from './constructs/deck-files.js';

/** The stacks' ids (and CloudFormation stack names), in deploy order. */
export const STACK_IDS = {
  data: 'FundscoutData',
  identity: 'FundscoutIdentity',
  web: 'FundscoutWeb',
  functions: 'FundscoutFunctions',
  api: 'FundscoutApi',
  ops: 'FundscoutOps',
} as const;

/** The most resources a stack may hold with every deploy setting (CloudFormation's limit is 500; headroom). */
export const STACK_RESOURCE_BUDGET = 400;

/** The deploy settings (context values, infra/app.ts) and test overrides, shared by the stacks. */
export interface FundscoutSettings {
  /** Built web bundle folder; `null` deploys only `/config.json`. Default `<repo>/web/dist`. */
  webDistDir?: string | null;
  /** Email subscribed to the alarm topic (context `alarmEmail`); required unless `noAlarmSubscriber` (infra/app.ts). */
  alarmEmail?: string;
  /** Threat protection per Cognito pool (context `threatProtection`; default on for every pool, issue 22). */
  threatProtection?: ThreatProtectionSetting;
  /** Verified SES sender for Cognito mail (context `sesFromEmail`), and its region (`sesRegion`). */
  sesFromEmail?: string;
  sesRegion?: string;
  /**
   * Sender of application mail (context `mailFrom`, e.g. `no-reply@example.com`): its domain becomes the SES
   * identity (infra/constructs/mail.ts). Unset: a placeholder that never verifies (synth warning).
   */
  mailFrom?: string;
  /** Stripe's Amazon EventBridge partner event source to consume besides the webhook (context `stripePartnerEventSource`). */
  stripePartnerEventSource?: string;
  /**
   * ARN of the CloudFront web ACL from the us-east-1 stack `FundscoutEdge` (infra/constructs/edge.ts; context
   * `webAclArn`). Unset: the distribution has no WAF (synth warning).
   */
  webAclArn?: string;
  /**
   * The API's custom origin domain (context `apiOriginDomain` and `apiOriginCertificateArn`): set, the execute-api
   * endpoint is disabled and CloudFront reaches the API there (issue 22.8, ADR 0033). Unset: synth warning.
   */
  apiOriginDomain?: ApiOriginDomain;
  /**
   * The operator's support times shown on Contact and /apply (context `supportHours`, `supportReplyTime`,
   * `supportReviewTime`; issue 38, shared/support-settings.ts). Unset: the pages name no time.
   */
  support?: SupportSettings;
}

/** Secrets Manager name of the origin-verify header value. */
export const ORIGIN_VERIFY_SECRET_NAME = 'fundscout/origin-verify';

/** Writes each of `outputs` as a stack output. */
function outputs(stack: Stack, values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) new CfnOutput(stack, key, { value });
}

/** FundscoutData: what holds customers' data and keys, retained (see the file comment). */
export class DataStack extends Stack {
  readonly data: Data;
  readonly secrets: Secrets;
  readonly mail: Mail;
  readonly originVerify: Secret;

  constructor(scope: Construct, id: string, settings: FundscoutSettings, props: StackProps = {}) {
    super(scope, id, {
      description: 'Fundscout data: the single table, the secrets, application mail (SES)',
      ...props,
    });
    this.data = new Data(this, 'Data');
    this.secrets = new Secrets(this, 'Secrets');
    this.mail = new Mail(this, 'Mail', {
      ...(settings.mailFrom ? { from: settings.mailFrom } : {}),
      ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
    });
    // One origin for web and API (issue 14, ADR 0015): CloudFront adds this secret to every /v1/* request and every
    // HTTP function checks it (functions/lib/origin.ts).
    this.originVerify = new Secret(this, 'OriginVerify', {
      secretName: ORIGIN_VERIFY_SECRET_NAME,
      description:
        'Header value CloudFront adds to API requests (x-origin-verify); the API refuses calls without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value lives in two places CloudFormation writes at deploy (the CloudFront origin header and the functions’ ORIGIN_VERIFY), so a rotation Lambda changing only the secret would lock the API out. Rotation is a documented step: put a new random value, then redeploy (docs/deploy.md, ADR 0015).',
    });
    outputs(this, {
      TableName: this.data.table.tableName,
      StripeSecretName: SECRET_NAMES.stripe,
      OpenAiSecretName: SECRET_NAMES.openai,
      QuotesSecretName: SECRET_NAMES.quotes,
      MailFrom: this.mail.from,
      MailConfigurationSet: this.mail.configurationSet.configurationSetName,
      MailFeedbackTopicArn: this.mail.feedback.topicArn,
    });
  }

  /** The origin-verify value as CloudFormation writes it (a dynamic reference to the secret, never the value). */
  originSecret(): string {
    return this.originVerify.secretValue.unsafeUnwrap();
  }
}

/** FundscoutIdentity: the user pools, retained. */
export class IdentityStack extends Stack {
  readonly auth: Auth;

  constructor(scope: Construct, id: string, settings: FundscoutSettings, props: StackProps = {}) {
    super(scope, id, {
      description: 'Fundscout identity: the Cognito user pools of founders, investors, admins',
      ...props,
    });
    this.auth = new Auth(this, 'Auth', {
      sesFromEmail: settings.sesFromEmail,
      sesRegion: settings.sesRegion,
      ...(settings.threatProtection ? { threatProtection: settings.threatProtection } : {}),
    });
    outputs(this, {
      FoundersUserPoolId: this.auth.foundersPool.userPoolId,
      FoundersClientId: this.auth.foundersClient.userPoolClientId,
      AdminsUserPoolId: this.auth.adminsPool.userPoolId,
      AdminsClientId: this.auth.adminsClient.userPoolClientId,
      InvestorsUserPoolId: this.auth.investorsPool.userPoolId,
      InvestorsClientId: this.auth.investorsClient.userPoolClientId,
    });
  }
}

/** FundscoutWeb: the front door: CloudFront, the web bundle and `/config.json`, the HTTP API resource. */
export class WebStack extends Stack {
  readonly apiShell: HttpApiShell;
  readonly web: Web;
  /** The search snapshot's object store (issue 34): beside the logs bucket its access logs go to. */
  readonly snapshots: CatalogueSnapshots;
  /** The deck rooms' files (issue 39; ADR 0061). */
  readonly decks: DeckFiles;

  constructor(
    scope: Construct,
    id: string,
    settings: FundscoutSettings,
    deps: { data: DataStack; identity: IdentityStack },
    props: StackProps = {},
  ) {
    super(scope, id, {
      description: 'Fundscout web: CloudFront (web app and /v1/* API), the web bucket, the HTTP API resource',
      ...props,
    });
    this.apiShell = new HttpApiShell(this, 'Api', {
      ...(settings.apiOriginDomain ? { originDomain: settings.apiOriginDomain } : {}),
    });
    this.web = new Web(this, 'Web', {
      distDir: settings.webDistDir === undefined ? resolve(REPO_ROOT, 'web', 'dist') : settings.webDistDir,
      ...(settings.webAclArn ? { webAclArn: settings.webAclArn } : {}),
    });
    this.web.serveApi(this.apiShell.domainName, { [ORIGIN_VERIFY_HEADER]: deps.data.originSecret() });
    // The search snapshot's object store (issue 34; docs/decisions/0056): its own construct, read by the search
    // functions, written by `catalogue-snapshot` (FundscoutFunctions grants them).
    this.snapshots = new CatalogueSnapshots(this, 'CatalogueSnapshots', {
      accessLogs: { bucket: this.web.logsBucket, prefix: 's3/snapshots/' },
    });
    // The deck rooms' files (issue 39; ADR 0061): private, reached by browsers through presigned URLs only.
    this.decks = new DeckFiles(this, 'DeckFiles', {
      webOrigins: [this.web.origin],
      accessLogs: { bucket: this.web.logsBucket, prefix: 's3/decks/' },
    });
    // The region's S3 hosts, not the deck bucket's own: the bucket's CORS names the distribution, so naming the
    // bucket in the distribution's CSP would make the two depend on each other (as the API host, ADR 0004).
    this.web.serveDeckViewer(`https://*.s3.${this.region}.${this.urlSuffix}`);
    const { auth } = deps.identity;
    this.web.deploy({
      apiUrl: this.web.origin,
      region: this.region,
      cognito: {
        endpoint: null,
        founders: {
          userPoolId: auth.foundersPool.userPoolId,
          clientId: auth.foundersClient.userPoolClientId,
        },
        admins: { userPoolId: auth.adminsPool.userPoolId, clientId: auth.adminsClient.userPoolClientId },
        investors: {
          userPoolId: auth.investorsPool.userPoolId,
          clientId: auth.investorsClient.userPoolClientId,
        },
      },
      mailboxUrl: null,
      support: settings.support ?? NO_SUPPORT_SETTINGS,
    });
    outputs(this, {
      WebUrl: this.web.origin,
      ApiUrl: `${this.web.origin}/v1`,
      ApiOriginUrl: this.apiShell.url,
      ...(this.apiShell.dnsTarget ? { ApiOriginDnsTarget: this.apiShell.dnsTarget } : {}),
      WebBucketName: this.web.bucket.bucketName,
    });
  }
}

/** FundscoutFunctions: every function of the registry and what triggers it but the API's routes. */
export class FunctionsStack extends Stack {
  readonly functions: Functions;
  readonly events: Events;
  readonly outbox: OutboxPipe;

  constructor(
    scope: Construct,
    id: string,
    settings: FundscoutSettings,
    deps: { data: DataStack; identity: IdentityStack; web: WebStack },
    props: StackProps = {},
  ) {
    super(scope, id, {
      description:
        'Fundscout functions: every Lambda of the registry, the event bus, its rules, the outbox pipe',
      ...props,
    });
    const { auth } = deps.identity;
    this.functions = new Functions(this, 'Functions', {
      data: deps.data.data,
      secrets: deps.data.secrets.byKey,
      pools: {
        founders: { pool: auth.foundersPool, client: auth.foundersClient },
        admins: { pool: auth.adminsPool, client: auth.adminsClient },
        investors: { pool: auth.investorsPool, client: auth.investorsClient },
      },
      mail: deps.data.mail,
      webOrigins: [deps.web.web.origin],
      snapshots: deps.web.snapshots,
      decks: deps.web.decks,
    });
    const originSecret = deps.data.originSecret();
    for (const fn of this.functions.all()) {
      if ((FUNCTIONS[fn.feature] as FunctionDef).http === true)
        fn.addEnvironment('ORIGIN_VERIFY', originSecret);
    }
    this.events = new Events(this, 'Events');
    if (settings.stripePartnerEventSource)
      this.events.forwardStripePartnerEvents(settings.stripePartnerEventSource);
    this.events.connect(this.functions.byName);
    const relay = this.functions.all().find((fn) => functionDef(fn.feature).relaysOutbox)!;
    this.outbox = new OutboxPipe(this, 'Outbox', {
      table: deps.data.data.table,
      relay,
      bus: this.events.bus,
    });
    outputs(this, {
      EventBusName: this.events.bus.eventBusName,
      EventsDeadLetterQueueUrl: this.events.deadLetterQueue.queueUrl,
      OutboxDeadLetterQueueUrl: this.outbox.deadLetterQueue.queueUrl,
    });
  }
}

/** FundscoutApi: the HTTP API's routes and what they need, on the API resource of FundscoutWeb. */
export class ApiStack extends Stack {
  readonly api: Api;

  constructor(
    scope: Construct,
    id: string,
    deps: { data: DataStack; identity: IdentityStack; web: WebStack; functions: FunctionsStack },
    props: StackProps = {},
  ) {
    super(scope, id, {
      description: 'Fundscout API: stage, authorizers, integrations and the routes of shared/routes.ts',
      ...props,
    });
    this.api = new Api(this, 'Api', {
      shell: deps.web.apiShell,
      auth: deps.identity.auth,
      functions: deps.functions.functions,
      data: deps.data.data,
    });
  }
}

/** FundscoutOps: alarms into one topic, and the operations dashboard. */
export class OpsStack extends Stack {
  readonly alarms: Alarms;
  readonly dashboard: OperationsDashboard;

  constructor(
    scope: Construct,
    id: string,
    settings: FundscoutSettings,
    deps: { web: WebStack; functions: FunctionsStack },
    props: StackProps = {},
  ) {
    super(scope, id, { description: 'Fundscout operations: alarms and the dashboard', ...props });
    const { functions, events, outbox } = deps.functions;
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: deps.web.apiShell.httpApi,
      functions: functions.all(),
      deadLetterQueues: [events.deadLetterQueue, outbox.deadLetterQueue],
      alarmEmail: settings.alarmEmail,
      mail: true,
    });
    this.dashboard = new OperationsDashboard(this, 'Operations', {
      httpApi: deps.web.apiShell.httpApi,
      functions: functions.all(),
      deadLetterQueue: events.deadLetterQueue,
    });
    outputs(this, {
      AlarmTopicArn: this.alarms.topic.topicArn,
      DashboardName: this.dashboard.dashboard.dashboardName,
    });
  }
}

/** The six stacks of the application, by role. */
export interface FundscoutStacks {
  data: DataStack;
  identity: IdentityStack;
  web: WebStack;
  functions: FunctionsStack;
  api: ApiStack;
  ops: OpsStack;
}

/** Creates the application's stacks in `scope` (an App), in dependency order. */
export function fundscoutStacks(scope: Construct, settings: FundscoutSettings): FundscoutStacks {
  const data = new DataStack(scope, STACK_IDS.data, settings);
  const identity = new IdentityStack(scope, STACK_IDS.identity, settings);
  const web = new WebStack(scope, STACK_IDS.web, settings, { data, identity });
  const functions = new FunctionsStack(scope, STACK_IDS.functions, settings, { data, identity, web });
  const api = new ApiStack(scope, STACK_IDS.api, { data, identity, web, functions });
  const ops = new OpsStack(scope, STACK_IDS.ops, settings, { web, functions });
  return { data, identity, web, functions, api, ops };
}
