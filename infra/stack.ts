/**
 * The Fundscout stack: one environment-agnostic CloudFormation stack composed of one construct per concern
 * (infra/constructs/*), docs/decisions/0004-aws-stack.md. No lookups, no account or region baked in, so
 * `cdk synth` runs offline.
 *
 * Wiring order matters only for references: the web distribution exists before the API (its domain is the API's CORS
 * origin) and `/config.json` is deployed after both (it carries the API URL and the pool/client ids).
 */
import { resolve } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { REPO_ROOT } from './bundling.js';
import { Alarms } from './constructs/alarms.js';
import { Api } from './constructs/api.js';
import { Auth } from './constructs/auth.js';
import { Data } from './constructs/data.js';
import { Events } from './constructs/events.js';
import { Functions } from './constructs/functions.js';
import { Secrets, SECRET_NAMES } from './constructs/secrets.js';
import { Web } from './constructs/web.js';

export interface FundscoutStackProps extends StackProps {
  /** Built web bundle folder; `null` deploys only `/config.json`. Default `<repo>/web/dist`. */
  webDistDir?: string | null;
  /** Email subscribed to the alarm topic (context `alarmEmail`). */
  alarmEmail?: string;
  /** Verified SES sender for Cognito mail (context `sesFromEmail`), and its region (`sesRegion`). */
  sesFromEmail?: string;
  sesRegion?: string;
}

export class FundscoutStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly functions: Functions;
  readonly web: Web;
  readonly api: Api;
  readonly events: Events;
  readonly secrets: Secrets;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: FundscoutStackProps = {}) {
    super(scope, id, {
      description: 'Fundscout: investor discovery for founders (web, API, auth, data, events)',
      ...props,
    });
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', { sesFromEmail: props.sesFromEmail, sesRegion: props.sesRegion });
    this.events = new Events(this, 'Events');
    this.secrets = new Secrets(this, 'Secrets');
    this.functions = new Functions(this, 'Functions', {
      data: this.data,
      bus: this.events.bus,
      secrets: this.secrets.byKey,
    });
    this.events.connect(this.functions.byName);
    this.web = new Web(this, 'Web', {
      distDir: props.webDistDir === undefined ? resolve(REPO_ROOT, 'web', 'dist') : props.webDistDir,
    });
    this.api = new Api(this, 'Api', {
      auth: this.auth,
      functions: this.functions,
      webOrigin: this.web.origin,
    });
    this.web.deploy({
      apiUrl: this.api.url,
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
      },
      mailboxUrl: null,
    });
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      functions: this.functions.all(),
      deadLetterQueues: [this.events.deadLetterQueue],
      alarmEmail: props.alarmEmail,
    });

    const outputs: Record<string, string> = {
      WebUrl: this.web.origin,
      ApiUrl: this.api.url,
      FoundersUserPoolId: this.auth.foundersPool.userPoolId,
      FoundersClientId: this.auth.foundersClient.userPoolClientId,
      AdminsUserPoolId: this.auth.adminsPool.userPoolId,
      AdminsClientId: this.auth.adminsClient.userPoolClientId,
      TableName: this.data.table.tableName,
      EventBusName: this.events.bus.eventBusName,
      AlarmTopicArn: this.alarms.topic.topicArn,
      WebBucketName: this.web.bucket.bucketName,
      StripeSecretName: SECRET_NAMES.stripe,
      OpenAiSecretName: SECRET_NAMES.openai,
      QuotesSecretName: SECRET_NAMES.quotes,
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });
  }
}
