/**
 * The Fundscout stack: one environment-agnostic CloudFormation stack composed of one construct per concern
 * (infra/constructs/*), docs/decisions/0004-aws-stack.md. No lookups, no account or region baked in, so
 * `cdk synth` runs offline.
 *
 * Wiring order matters only for references: the web distribution exists before the API and serves it under `/v1/*`
 * (one origin, no CORS; ADR 0015) and `/config.json` is deployed after both (it carries the API URL and the pool/client ids).
 */
import { resolve } from 'node:path';
import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { FUNCTIONS, type FunctionDef } from '../shared/functions.js';
import { ORIGIN_VERIFY_HEADER } from '../functions/lib/origin.js';
import type { Construct } from 'constructs';
import { REPO_ROOT } from './bundling.js';
import { Alarms } from './constructs/alarms.js';
import { Api, type ApiOriginDomain } from './constructs/api.js';
import { Auth, type ThreatProtectionSetting } from './constructs/auth.js';
import { OperationsDashboard } from './constructs/dashboard.js';
import { Data } from './constructs/data.js';
import { Events } from './constructs/events.js';
import { Functions } from './constructs/functions.js';
import { Mail } from './constructs/mail.js';
import { Secrets, SECRET_NAMES } from './constructs/secrets.js';
import { Web } from './constructs/web.js';
import { CatalogueSnapshots } from './constructs/catalogue-snapshots.js';

export interface FundscoutStackProps extends StackProps {
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
}

/** Secrets Manager name of the origin-verify header value. */
export const ORIGIN_VERIFY_SECRET_NAME = 'fundscout/origin-verify';

export class FundscoutStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly functions: Functions;
  readonly mail: Mail;
  readonly web: Web;
  readonly snapshots: CatalogueSnapshots;
  readonly api: Api;
  readonly events: Events;
  readonly secrets: Secrets;
  readonly alarms: Alarms;
  readonly dashboard: OperationsDashboard;
  readonly originVerify: Secret;

  constructor(scope: Construct, id: string, props: FundscoutStackProps = {}) {
    super(scope, id, {
      description: 'Fundscout: investor discovery for founders (web, API, auth, data, events)',
      ...props,
    });
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', {
      sesFromEmail: props.sesFromEmail,
      sesRegion: props.sesRegion,
      ...(props.threatProtection ? { threatProtection: props.threatProtection } : {}),
    });
    this.events = new Events(this, 'Events');
    if (props.stripePartnerEventSource)
      this.events.forwardStripePartnerEvents(props.stripePartnerEventSource);
    this.secrets = new Secrets(this, 'Secrets');
    this.mail = new Mail(this, 'Mail', {
      ...(props.mailFrom ? { from: props.mailFrom } : {}),
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });
    // The distribution first: its https origin is the only return origin of Stripe's redirects (WEB_ORIGINS of
    // the functions declaring `webOrigins`, issue 22.5). No cycle: the distribution names the API's id, not its
    // routes or functions.
    this.web = new Web(this, 'Web', {
      distDir: props.webDistDir === undefined ? resolve(REPO_ROOT, 'web', 'dist') : props.webDistDir,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
    });
    // The search snapshot's object store (issue 34; docs/decisions/0056): its own construct, read by the search
    // functions, written by `catalogue-snapshot`.
    this.snapshots = new CatalogueSnapshots(this, 'CatalogueSnapshots', {
      accessLogs: { bucket: this.web.logsBucket, prefix: 's3/snapshots/' },
    });
    this.functions = new Functions(this, 'Functions', {
      data: this.data,
      bus: this.events.bus,
      secrets: this.secrets.byKey,
      pools: {
        founders: { pool: this.auth.foundersPool, client: this.auth.foundersClient },
        admins: { pool: this.auth.adminsPool, client: this.auth.adminsClient },
        investors: { pool: this.auth.investorsPool, client: this.auth.investorsClient },
      },
      mail: this.mail,
      webOrigins: [this.web.origin],
      snapshots: this.snapshots,
    });
    this.events.connect(this.functions.byName);
    this.api = new Api(this, 'Api', {
      auth: this.auth,
      functions: this.functions,
      data: this.data,
      ...(props.apiOriginDomain ? { originDomain: props.apiOriginDomain } : {}),
    });
    // One origin for web and API (issue 14, ADR 0015): CloudFront serves /v1/* from the API and adds the
    // origin-verify secret, which every HTTP function checks (functions/lib/origin.ts).
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
    const originSecret = this.originVerify.secretValue.unsafeUnwrap();
    this.web.serveApi(this.api.domainName, { [ORIGIN_VERIFY_HEADER]: originSecret });
    for (const fn of this.functions.all()) {
      if ((FUNCTIONS[fn.feature] as FunctionDef).http === true)
        fn.addEnvironment('ORIGIN_VERIFY', originSecret);
    }
    this.web.deploy({
      apiUrl: this.web.origin,
      region: this.region,
      cognito: {
        endpoint: null,
        founders: {
          userPoolId: this.auth.foundersPool.userPoolId,
          clientId: this.auth.foundersClient.userPoolClientId,
        },
        admins: {
          userPoolId: this.auth.adminsPool.userPoolId,
          clientId: this.auth.adminsClient.userPoolClientId,
        },
        investors: {
          userPoolId: this.auth.investorsPool.userPoolId,
          clientId: this.auth.investorsClient.userPoolClientId,
        },
      },
      mailboxUrl: null,
    });
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      functions: this.functions.all(),
      deadLetterQueues: [this.events.deadLetterQueue],
      alarmEmail: props.alarmEmail,
      mail: true,
    });
    this.dashboard = new OperationsDashboard(this, 'Operations', {
      httpApi: this.api.httpApi,
      functions: this.functions.all(),
      deadLetterQueue: this.events.deadLetterQueue,
    });

    const outputs: Record<string, string> = {
      WebUrl: this.web.origin,
      ApiUrl: `${this.web.origin}/v1`,
      ApiOriginUrl: this.api.url,
      ...(this.api.dnsTarget ? { ApiOriginDnsTarget: this.api.dnsTarget } : {}),
      FoundersUserPoolId: this.auth.foundersPool.userPoolId,
      FoundersClientId: this.auth.foundersClient.userPoolClientId,
      AdminsUserPoolId: this.auth.adminsPool.userPoolId,
      AdminsClientId: this.auth.adminsClient.userPoolClientId,
      InvestorsUserPoolId: this.auth.investorsPool.userPoolId,
      InvestorsClientId: this.auth.investorsClient.userPoolClientId,
      TableName: this.data.table.tableName,
      EventBusName: this.events.bus.eventBusName,
      AlarmTopicArn: this.alarms.topic.topicArn,
      DashboardName: this.dashboard.dashboard.dashboardName,
      WebBucketName: this.web.bucket.bucketName,
      StripeSecretName: SECRET_NAMES.stripe,
      OpenAiSecretName: SECRET_NAMES.openai,
      QuotesSecretName: SECRET_NAMES.quotes,
      MailFrom: this.mail.from,
      MailConfigurationSet: this.mail.configurationSet.configurationSetName,
      MailFeedbackTopicArn: this.mail.feedback.topicArn,
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });
  }
}
