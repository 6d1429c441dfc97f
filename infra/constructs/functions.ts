/**
 * Functions: one `NodejsFunction` per entry of the function registry (shared/functions.ts `FUNCTIONS`), entry its
 * declared handler module, export `handler`, with the project's defaults encoded once in `FeatureFunction`:
 * nodejs22.x on ARM64, local esbuild bundling from infra/bundling.ts, JSON structured logs into a log group with a
 * fixed retention, X-Ray active tracing and NODE_OPTIONS --enable-source-maps.
 *
 * The rest of the environment is `functionEnvironment` of shared/function-environment.ts, the one derivation the
 * local stack uses too (each local function runs in a worker with exactly it), valued here with the resources'
 * tokens; the `bind*` methods below only grant.
 *
 * Table access is least privilege and declared, not chosen here: each registry entry's `table` is
 * none / read / readwrite / put / outbox, and `bindTable(table, 'RO' | 'RW')` (after Powertools' `bindTable({ accessMode })`)
 * grants named DynamoDB actions on the table ARN and each named index ARN: no `dynamodb:*`, no `index/*`.
 * A function that declares `publishes` writes its events to the table as outbox items (issue 35; the outbox pipe
 * delivers them, infra/constructs/outbox.ts): no function is granted `events:PutEvents`. One that declares
 * `secrets` gets read of those secrets only (infra/constructs/secrets.ts); one that declares `userPools` gets
 * exactly those Cognito admin actions on that pool only (its ARN); one that declares `mail` gets `ses:SendEmail` on
 * the product's identity and configuration set only (infra/constructs/mail.ts).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { CatalogueSnapshots } from './catalogue-snapshots.js';
import type { DeckFiles } from './deck-files.js';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  FUNCTION_NAMES,
  functionDef,
  type CognitoAdminAction,
  type FunctionDef,
  type FunctionName,
  type SecretName,
  type UserPoolName,
} from '../../shared/functions.js';
import { DECK_ROOM_PK_PREFIX, PUBLIC_SUBMISSION_PK_PREFIXES } from '../../functions/data/keys.js';
import { OUTBOX_PK_PREFIX } from '../../shared/outbox.js';
import { REPO_ROOT, functionEntry, nodejsBundling } from '../bundling.js';
import {
  DECK_STORE_ENV_NAMES,
  OBJECT_STORE_ENV_NAMES,
  functionEnvironment,
  SECRET_ENV,
  type EnvironmentResources,
} from '../../shared/function-environment.js';
import type { Data } from './data.js';
import type { Mail } from './mail.js';

/**
 * Read actions: items, batches and queries on the table and its indexes (TransactGetItems is authorised as
 * GetItem; a transaction's ConditionCheck as ConditionCheckItem). No Scan: no function reads the whole table.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/**
 * Write actions added for read-write functions (TransactWriteItems is authorised per Put/Update/Delete). No
 * BatchWriteItem: bulk loads (the catalogue seed) run as an operator, not as a function.
 */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

/** The only action of `PUT` access (public submissions; `outbox` access: the outbox items alone). */
export const TABLE_PUT_ACTIONS = ['dynamodb:PutItem'] as const;

/**
 * `PREFIX_RW`: read and write actions on the table itself (no index) for items whose partition key starts with one
 * of the given prefixes only (the public deck viewer: `DECKROOM#`, issue 39).
 */
export type TableAccessMode = 'RO' | 'RW' | 'PUT' | 'PREFIX_RW';

/** Log retention of every function's log group. */
export const FUNCTION_LOG_RETENTION = RetentionDays.ONE_MONTH;

export interface FeatureFunctionProps {
  /** The registry name (shared/functions.ts). */
  feature: FunctionName;
  /** Memory in MB (default 512: ARM64 CPU scales with memory; 512 keeps cold starts short for ~125 KB bundles). */
  memorySize?: number;
  /** Default 10 s: below API Gateway's 30 s integration limit. */
  timeout?: Duration;
  /** Reserved concurrency (registry `reservedConcurrency`, issue 22.8); default none (the account's unreserved pool). */
  reservedConcurrentExecutions?: number;
}

/** A registered function's Lambda with the project defaults (see the file comment). */
export class FeatureFunction extends NodejsFunction {
  readonly feature: FunctionName;

  constructor(scope: Construct, id: string, props: FeatureFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: FUNCTION_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: functionEntry(props.feature),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.reservedConcurrentExecutions
        ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions }
        : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      bundling: nodejsBundling(),
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      tracing: Tracing.ACTIVE,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        // Business metrics on (functions/lib/metrics.ts; ADR 0023): off wherever this is not set.
        POWERTOOLS_METRICS_DISABLED: 'false',
      },
      description: `Fundscout ${props.feature}: ${functionDef(props.feature).description} (${functionDef(props.feature).entry})`,
    });
    this.feature = props.feature;
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs (logs:CreateLogGroup/CreateLogStream/PutLogEvents); it is the AWS-maintained minimum for a Lambda execution role.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the design card targets it and the code is tested on Node 20 and 22 (DESIGN.md); moving to a newer runtime is a deliberate upgrade with its own test run, not a silent default.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions, so CDK grants them on "*" (https://docs.aws.amazon.com/service-authorization/latest/reference/list_awsx-ray.html).',
    });
  }

  /**
   * Grants this function `RO` (TABLE_READ_ACTIONS) or `RW` (plus TABLE_WRITE_ACTIONS) on the table and its named
   * indexes, or `PUT`: only `dynamodb:PutItem` on the table, only for partition keys starting with one of
   * `leadingKeyPrefixes` (IAM condition `dynamodb:LeadingKeys`), so a public write function can add items of its
   * own kinds and can neither read nor overwrite anything else (a PutItem with `attribute_not_exists` needs no
   * read permission).
   */
  bindTable(data: Data, accessMode: TableAccessMode, leadingKeyPrefixes: readonly string[] = []): this {
    if (accessMode === 'PUT' || accessMode === 'PREFIX_RW') {
      if (leadingKeyPrefixes.length === 0)
        throw new Error(`${accessMode} table access needs leading key prefixes`);
      this.addToRolePolicy(
        new PolicyStatement({
          actions:
            accessMode === 'PUT' ? [...TABLE_PUT_ACTIONS] : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS],
          resources: [data.table.tableArn],
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPrefixes.map((p) => `${p}*`) },
          },
        }),
      );
    } else {
      const actions: string[] =
        accessMode === 'RW' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : [...TABLE_READ_ACTIONS];
      this.addToRolePolicy(
        new PolicyStatement({ actions, resources: [data.table.tableArn, ...data.indexArns()] }),
      );
    }
    return this;
  }

  /**
   * Grants read of one secret: the function gets only its ARN in its environment and reads the value at cold start
   * (Secrets Manager GetSecretValue), so it is never in the bundle or a plain environment variable.
   */
  bindSecret(secret: ISecret): this {
    secret.grantRead(this);
    return this;
  }

  /** Grants the Cognito admin `actions` on `pool` alone (IAM resource: the pool ARN), for a registry entry's `userPools`. */
  bindUserPool(pool: IUserPool, actions: readonly CognitoAdminAction[]): this {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: actions.map((action) => `cognito-idp:${action}`),
        resources: [pool.userPoolArn],
      }),
    );
    return this;
  }

  /** Sets every variable of `env` (the function's `functionEnvironment`). */
  setEnvironment(env: Record<string, string>): this {
    for (const [name, value] of Object.entries(env)) this.addEnvironment(name, value);
    return this;
  }
}

export interface FunctionsProps {
  data: Data;
  /** The secrets a function may declare. */
  secrets: Record<SecretName, ISecret>;
  /**
   * The user pools (and their app clients) a function may be granted admin actions on (`userPools` in its entry)
   * or verify tokens of (`authorizes`).
   */
  pools: Record<UserPoolName, { pool: IUserPool; client: IUserPoolClient }>;
  /** The SES identity and configuration set of functions that declare `mail`. */
  mail: Mail;
  /**
   * The web app's origins (`https://<distribution domain>`, tokens), WEB_ORIGINS of functions that declare
   * `webOrigins` (issue 22.5). Empty, those functions accept no return origin (fail closed).
   */
  webOrigins: readonly string[];
  /** The search snapshot's bucket (functions that declare `snapshots`; docs/decisions/0056). */
  snapshots: CatalogueSnapshots;
  /** The deck rooms' bucket (functions that declare `decks`; issue 39, ADR 0061). */
  decks: DeckFiles;
}

/** The stack's resources as `functionEnvironment` names them: tokens resolved at deploy. */
export function cdkEnvironmentResources(props: FunctionsProps): EnvironmentResources {
  return {
    tableName: props.data.table.tableName,
    secret: (name) => ({ [SECRET_ENV[name]]: props.secrets[name].secretArn }),
    pool: (name) => ({
      userPoolId: props.pools[name].pool.userPoolId,
      clientId: props.pools[name].client.userPoolClientId,
    }),
    mail: { from: props.mail.from, configurationSet: props.mail.configurationSet.configurationSetName },
    webOrigins: props.webOrigins,
    objectStore: () => ({ [OBJECT_STORE_ENV_NAMES.bucket]: props.snapshots.bucket.bucketName }),
    deckStore: () => ({ [DECK_STORE_ENV_NAMES.bucket]: props.decks.bucket.bucketName }),
  };
}

/** Every registered function, keyed by name, with the table access, bus and secrets its entry declares. */
export class Functions extends Construct {
  readonly byName: Record<FunctionName, FeatureFunction>;
  /** The resources `functionEnvironment` valued every function's environment with (tokens). */
  readonly environmentResources: EnvironmentResources;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const resources = cdkEnvironmentResources(props);
    this.environmentResources = resources;
    const entries = FUNCTION_NAMES.map((name) => {
      const def = functionDef(name);
      const fn = new FeatureFunction(this, pascal(name), {
        feature: name,
        ...(def.timeoutSeconds ? { timeout: Duration.seconds(def.timeoutSeconds) } : {}),
        ...(def.memoryMb ? { memorySize: def.memoryMb } : {}),
        ...(def.reservedConcurrency ? { reservedConcurrentExecutions: def.reservedConcurrency } : {}),
      });
      if (def.table === 'read') fn.bindTable(props.data, 'RO');
      else if (def.table === 'readwrite') fn.bindTable(props.data, 'RW');
      else if (def.table === 'put') fn.bindTable(props.data, 'PUT', PUBLIC_SUBMISSION_PK_PREFIXES);
      // A function whose only write is an event (the Stripe webhook): PutItem on outbox items alone (issue 35)
      else if (def.table === 'outbox') fn.bindTable(props.data, 'PUT', [OUTBOX_PK_PREFIX]);
      // The public deck viewer: read and write the deck room partitions only (issue 39)
      else if (def.table === 'decks') fn.bindTable(props.data, 'PREFIX_RW', [DECK_ROOM_PK_PREFIX]);
      for (const secret of def.secrets ?? []) fn.bindSecret(props.secrets[secret]);
      for (const [pool, actions] of Object.entries(def.userPools ?? {}) as [
        UserPoolName,
        CognitoAdminAction[],
      ][]) {
        fn.bindUserPool(props.pools[pool].pool, actions);
      }
      if (def.mail) props.mail.grantSend(fn);
      if (def.snapshots === 'read') props.snapshots.grantRead(fn);
      else if (def.snapshots === 'write') props.snapshots.grantWrite(fn);
      if (def.decks === 'read') props.decks.grantRead(fn);
      else if (def.decks === 'write') props.decks.grantWrite(fn);
      acknowledgeKeyPrefixGrants(fn, def);
      fn.setEnvironment(functionEnvironment(name, resources));
      return [name, fn] as const;
    });
    this.byName = Object.fromEntries(entries) as Record<FunctionName, FeatureFunction>;
  }

  /** All functions, in registry order. */
  all(): FeatureFunction[] {
    return FUNCTION_NAMES.map((name) => this.byName[name]);
  }
}

/**
 * The deck rooms' object grants by key prefix (`rooms/*` and `uploads/*`) are wildcards over keys of one bucket in
 * FundscoutWeb, which cdk-nag's AwsSolutions-IAM5 names by the cross-stack export of the bucket's ARN; each is
 * acknowledged on the function that holds it, with the reason. (The search snapshot's grants name its two objects:
 * no wildcard, nothing to acknowledge.)
 */
function acknowledgeKeyPrefixGrants(fn: FeatureFunction, def: FunctionDef): void {
  const finding = (exportName: string, prefix: string) =>
    `AwsSolutions-IAM5[Resource::FundscoutWeb:${exportName}/${prefix}*]`;
  const decks = 'ExportsOutputFnGetAttDeckFilesBucket05D90B99Arn19B01E84';
  if (def.decks) {
    Validations.of(fn).acknowledge({
      id: finding(decks, 'rooms/'),
      reason:
        'Deck rooms (issue 39): each room has its files under rooms/{slug}/ (an unguessable slug made at publish time), so the grant is on that prefix of the deck bucket only: GetObject for the public viewer; Get, Put and Delete for the founders’ function and account deletion. No list.',
    });
    if (def.decks === 'write') {
      Validations.of(fn).acknowledge({
        id: finding(decks, 'uploads/'),
        reason:
          'Deck rooms (issue 39): a founder’s PDF is uploaded to uploads/{id}.pdf through a presigned PUT this function signs, then checked and moved to the room: Get, Put and Delete on that prefix of the deck bucket only (expired after a day by a lifecycle rule).',
      });
    }
  }
}

/** `investors` → `Investors`, `stripe-webhook` → `StripeWebhook` (construct ids). */
export function pascal(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
