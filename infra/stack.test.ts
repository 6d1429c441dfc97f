/**
 * Assertions on the synthesized Fundscout stacks (aws-cdk-lib/assertions; infra/stack.ts), built by the same
 * `buildApp()` as `cdk synth`, with cdk-nag's AwsSolutions checks and EVERY deploy setting a real deploy passes
 * (infra/deploy-context.ts; issue 35). Synthesized once for the file (bundling every function with esbuild takes
 * seconds; CI synthesizes once per run). A fixture folder stands in for `web/dist` so the result does not depend on
 * whether the web app was built. Resources are read across the stacks; a reference between two stacks is an
 * `Fn::ImportValue` of an export CDK names after the referenced logical id (`refersTo`).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { ROUTES, cacheableRoutes, routeKey, type RateLimit, type RouteDef } from '../shared/routes.js';
import { TABLE } from '../functions/data/table.js';
import {
  ADMINS_POOL_API_ACTIONS,
  APP_EVENT_SOURCE,
  FUNCTION_NAMES,
  FUNCTIONS,
  eventTriggers,
  functionDef,
  publishers,
  type FunctionName,
} from '../shared/functions.js';
import { buildApp, type BuiltApp } from './app.js';
import { FULL_DEPLOY_CONTEXT } from './deploy-context.js';
import { ORIGIN_VERIFY_SECRET_NAME, STACK_IDS, STACK_RESOURCE_BUDGET } from './stack.js';
import { bundleBudget, ESM_REQUIRE_BANNER } from './bundling.js';
import { TABLE_PUT_ACTIONS, TABLE_WRITE_ACTIONS } from './constructs/functions.js';
import { API_KEY_PK_PREFIX, PUBLIC_SUBMISSION_PK_PREFIXES } from '../functions/data/keys.js';
import { OUTBOX_PK_PREFIX, OUTBOX_STREAM_FILTER } from '../shared/outbox.js';
import { API_KEY_ITEM_ACTIONS } from './constructs/api.js';
import { SECRET_NAMES } from './constructs/secrets.js';
import { businessMetricSearch } from './constructs/dashboard.js';
import { BUSINESS_METRIC_NAMES } from '../shared/observability.js';

/** Untyped CloudFormation property bags, read by the assertions below. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: unknown };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Principal?: unknown;
  Condition?: unknown;
};

/** A web ACL ARN as the us-east-1 FundscoutEdge stack outputs it (context `webAclArn`). */
const TEST_WEB_ACL_ARN = FULL_DEPLOY_CONTEXT.webAclArn;

let built: BuiltApp;
/** Each application stack's template, by stack id. */
let templates: Record<string, Template> | undefined;
let distDir: string;
let synthError: unknown;
let assemblyDir: string;

/** The resources of `type` across the application's stacks, by logical id (ids are unique across them). */
function resources(type: string): Record<string, Resource> {
  if (!templates) throw new Error('The stacks did not synthesize: see the cdk-nag test.');
  return Object.assign(
    {},
    ...Object.values(templates).map((t) => t.findResources(type) as Record<string, Resource>),
  ) as Record<string, Resource>;
}
/** The stack id holding logical id `id`. */
function stackOf(id: string): string {
  return Object.entries(templates!).find(([, t]) => id in (t.toJSON().Resources ?? {}))![0];
}
/**
 * True when `value` refers to logical id `id`: a `Ref` or `Fn::GetAtt` in the same stack, or, across stacks, the
 * `Fn::ImportValue` of the export CDK names after it (`<Stack>:ExportsOutputRef<id>...`).
 */
function refersTo(value: unknown, id: string): boolean {
  const v = value as Loose | undefined;
  if (v?.Ref !== undefined) return v.Ref === id;
  if (Array.isArray(v?.['Fn::GetAtt'])) return v['Fn::GetAtt'][0] === id;
  const imported = v?.['Fn::ImportValue'];
  return typeof imported === 'string' && new RegExp(`:ExportsOutput(Ref|FnGetAtt)${id}`).test(imported);
}
function onlyResource(type: string, match?: (r: Resource) => boolean): [string, Resource] {
  const found = Object.entries(resources(type)).filter(([, r]) => !match || match(r));
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0]!;
}
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const json = (value: unknown) => JSON.stringify(value);
/** Every statement of the policies attached to role `roleId`. */
function statementsOf(roleId: string): Statement[] {
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => json(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

beforeAll(() => {
  // Prepare: a built-bundle stand-in, then one synthesis with the nag plugin.
  distDir = mkdtempSync(join(tmpdir(), 'fundscout-web-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Fundscout</title>');
  built = buildApp({ context: { ...FULL_DEPLOY_CONTEXT } }, { webDistDir: distDir });
  try {
    assemblyDir = built.app.synth().directory;
    templates = Object.fromEntries(
      Object.values(built.stacks).map((stack) => [stack.stackName, Template.fromStack(stack)]),
    );
  } catch (err) {
    // Reported by the cdk-nag test below; every other test then fails on the missing template.
    synthError = err;
  }
}, 300_000); // one synthesis bundling every function: over 2 minutes on a loaded 2-core machine

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('cdk-nag AwsSolutions', () => {
  it('synthesizes with no unacknowledged finding', () => {
    // Assess: validation plugins run in app.synth() and throw on any finding.
    expect(synthError === undefined ? undefined : String(synthError)).toBeUndefined();
    expect(templates).toBeDefined();
  });
});

// Issue 35: with the deploy's settings the single stack had 502 resources (CloudFormation allows 500).
describe('stacks within CloudFormation’s limits', () => {
  it(`keeps every stack at ${STACK_RESOURCE_BUDGET} resources or fewer with every deploy setting given`, () => {
    const counts = Object.fromEntries(
      Object.entries(templates!).map(([id, t]) => [id, Object.keys(t.toJSON().Resources ?? {}).length]),
    );
    expect(Object.keys(counts).sort()).toEqual(Object.values(STACK_IDS).sort());
    for (const [id, count] of Object.entries(counts))
      expect(count, `${id}: ${count} resources`).toBeLessThanOrEqual(STACK_RESOURCE_BUDGET);
  });

  it('deploys data and identity first, and no stack depends on a later one', () => {
    const order: string[] = Object.values(STACK_IDS);
    for (const stack of Object.values(built.stacks)) {
      for (const dependency of stack.dependencies)
        expect(
          order.indexOf(dependency.stackName),
          `${stack.stackName} → ${dependency.stackName}`,
        ).toBeLessThan(order.indexOf(stack.stackName));
    }
    expect(built.stacks.data.dependencies).toEqual([]);
    expect(built.stacks.identity.dependencies).toEqual([]);
  });

  it('retains the table and the user pools on deletion and on replacement, in stacks of their own', () => {
    for (const [id, r] of [
      onlyResource('AWS::DynamoDB::GlobalTable'),
      ...Object.entries(resources('AWS::Cognito::UserPool')),
    ] as [string, Resource & { DeletionPolicy?: string; UpdateReplacePolicy?: string }][]) {
      expect([r.DeletionPolicy, r.UpdateReplacePolicy], id).toEqual(['Retain', 'Retain']);
      expect([STACK_IDS.data, STACK_IDS.identity], id).toContain(stackOf(id));
    }
  });

  it('gives each function one invoke permission for the HTTP API, not one per route', () => {
    const apiPermissions = Object.values(resources('AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    const httpFunctions = FUNCTION_NAMES.filter((n) => (FUNCTIONS[n] as { http?: boolean }).http === true);
    // One per HTTP function, and the founders' Lambda authorizer's
    expect(apiPermissions).toHaveLength(httpFunctions.length + 1);
    expect(ROUTES.length).toBeGreaterThan(httpFunctions.length * 3);
  });
});

describe('api', () => {
  it('declares exactly the manifest routes', () => {
    const synthesized = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect([...synthesized].sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('puts the founders authorizer on founder routes, the API-key Lambda authorizer on apiKey routes, none on public ones', () => {
    const authorizers = resources('AWS::ApiGatewayV2::Authorizer');
    const byName = Object.fromEntries(Object.entries(authorizers).map(([id, r]) => [r.Properties.Name, id]));
    // An authorizer exists for each protected access level the manifest uses (admins appears with admin routes),
    // and the founders' Lambda REQUEST authorizer for the routes accepting API keys (issue 14).
    const used = [
      ...new Set(ROUTES.filter((r) => r.access !== 'public').map((r) => `${r.access}s`)),
      'founders-or-api-key',
    ];
    expect(Object.keys(byName).sort()).toEqual(used.sort());
    const foundersPoolRef = Object.keys(resources('AWS::Cognito::UserPool')).find((id) =>
      id.includes('Founders'),
    )!;
    expect(json(authorizers[byName.founders!]!.Properties.JwtConfiguration)).toContain(foundersPoolRef);
    expect(authorizers[byName.founders!]!.Properties.AuthorizerType).toBe('JWT');

    const routes = Object.values(resources('AWS::ApiGatewayV2::Route'));
    for (const route of ROUTES as readonly RouteDef[]) {
      const synthesized = routes.find((r) => r.Properties.RouteKey === routeKey(route))!;
      if (route.access === 'public') {
        expect(synthesized.Properties.AuthorizationType ?? 'NONE', routeKey(route)).toBe('NONE');
        expect(synthesized.Properties.AuthorizerId, routeKey(route)).toBeUndefined();
      } else if (route.apiKey) {
        expect(synthesized.Properties.AuthorizationType, routeKey(route)).toBe('CUSTOM');
        expect(synthesized.Properties.AuthorizerId, routeKey(route)).toEqual({
          Ref: byName['founders-or-api-key'],
        });
      } else {
        expect(synthesized.Properties.AuthorizationType, routeKey(route)).toBe('JWT');
        const expected =
          route.access === 'founder'
            ? byName.founders
            : route.access === 'investor'
              ? byName.investors
              : byName.admins;
        expect(synthesized.Properties.AuthorizerId, routeKey(route)).toEqual({ Ref: expected });
      }
    }
  });

  // issue 14 (API keys; docs/decisions/0016-api-keys.md)
  it('runs the API-key routes through the founders Lambda REQUEST authorizer: simple responses, no cache', () => {
    const [id, authorizer] = onlyResource(
      'AWS::ApiGatewayV2::Authorizer',
      (r) => r.Properties.Name === 'founders-or-api-key',
    );
    const [fnId, fn] = onlyResource(
      'AWS::Lambda::Function',
      (r) =>
        (r.Properties as Loose).Environment?.Variables?.POWERTOOLS_SERVICE_NAME ===
        'fundscout-founder-authorizer',
    );
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 0,
    });
    // No identity source: a request may carry either header (a missing one would be refused before the Lambda).
    expect(authorizer.Properties.IdentitySource ?? []).toEqual([]);
    expect(json(authorizer.Properties.AuthorizerUri)).toContain(fnId);
    const pools = Object.keys(resources('AWS::Cognito::UserPool'));
    const clients = Object.keys(resources('AWS::Cognito::UserPoolClient'));
    const env = (fn.Properties as Loose).Environment.Variables;
    expect(
      refersTo(
        env.FOUNDERS_POOL_ID,
        pools.find((p) => p.includes('Founders'))!,
      ),
    ).toBe(true);
    expect(
      refersTo(
        env.FOUNDERS_CLIENT_ID,
        clients.find((c) => c.includes('Founders'))!,
      ),
    ).toBe(true);
    // API Gateway may invoke it, for this authorizer only.
    const permissions = Object.values(resources('AWS::Lambda::Permission')).filter((p) =>
      json(p.Properties.FunctionName).includes(fnId),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]!.Properties.Principal).toBe('apigateway.amazonaws.com');
    expect(json(permissions[0]!.Properties.SourceArn)).toContain(id);
    // It reads no table and holds no permission beyond its logs and tracing.
    expect(env.TABLE_NAME).toBeUndefined();
  });

  // issue 14 (hardening): one origin for web and API through CloudFront, behind the WAF; no CORS.
  it('has no CORS: browsers reach it only through CloudFront on the web origin', () => {
    const [, api] = onlyResource('AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });

  it('is served under /v1/* by the web distribution, uncached, with the origin-verify secret header, behind the WAF', () => {
    const [, distribution] = onlyResource('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as Loose;
    expect(config.WebACLId).toBe(TEST_WEB_ACL_ARN);
    const behaviors = config.CacheBehaviors as Loose[];
    const api = behaviors.find((b) => b.PathPattern === '/v1/*');
    expect(api).toBeDefined();
    expect(api!.AllowedMethods).toEqual(
      expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
    expect(api!.ViewerProtocolPolicy).toBe('https-only');
    expect(api!.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // managed CachingDisabled
    const origin = (config.Origins as Loose[]).find((o) => o.Id === api!.TargetOriginId)!;
    // The deploy setting apiOriginDomain: CloudFront reaches the API on its own domain (ADR 0033)
    expect(origin.DomainName).toBe(FULL_DEPLOY_CONTEXT.apiOriginDomain);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const header = (origin.OriginCustomHeaders as Loose[]).find((h) => h.HeaderName === 'x-origin-verify');
    expect(json(header?.HeaderValue)).toContain('resolve:secretsmanager');
    expect(json(header?.HeaderValue)).toContain('OriginVerify');
  });

  it('gives every HTTP function the origin-verify value and no other function', () => {
    const fns = Object.values(resources('AWS::Lambda::Function')).filter((f) =>
      json(f.Properties.Description ?? '').match(/./),
    );
    const withSecret = fns.filter((f) => json(f.Properties.Environment ?? {}).includes('ORIGIN_VERIFY'));
    const httpCount = FUNCTION_NAMES.filter((n) => (FUNCTIONS[n] as { http?: boolean }).http === true).length;
    expect(withSecret).toHaveLength(httpCount);
  });

  it('the web app calls the API on its own origin', () => {
    const [, deployment] = onlyResource('Custom::CDKBucketDeployment');
    const config = json(deployment.Properties);
    expect(config).not.toContain('execute-api');
  });

  it('throttles the stage and writes access logs', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    const throttle = stage.Properties.DefaultRouteSettings as {
      ThrottlingRateLimit: number;
      ThrottlingBurstLimit: number;
    };
    expect(throttle.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(throttle.ThrottlingBurstLimit).toBeGreaterThan(0);
    const logs = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(json(logs.DestinationArn)).toContain('AccessLogs');
    expect(JSON.parse(logs.Format)).toMatchObject({
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
  });
});

describe('api rate limits', () => {
  it('throttles each route that declares a rateLimit with its own route settings, after the route exists', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    const limited = (ROUTES as readonly RouteDef[]).filter(
      (r): r is RouteDef & { rateLimit: RateLimit } => r.rateLimit !== undefined,
    );
    expect(limited.length).toBeGreaterThan(0);
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        limited.map((r) => [
          routeKey(r),
          {
            ThrottlingRateLimit: r.rateLimit.route.rateLimit,
            ThrottlingBurstLimit: r.rateLimit.route.burstLimit,
          },
        ]),
      ),
    );
    const routes = resources('AWS::ApiGatewayV2::Route');
    const dependsOn = asArray((stage as Resource).DependsOn ?? []);
    for (const route of limited) {
      const id = Object.entries(routes).find(([, r]) => r.Properties.RouteKey === routeKey(route))![0];
      expect(dependsOn, routeKey(route)).toContain(id);
    }
  });
});

describe('data', () => {
  it('keeps the single table safe: PITR, deletion protection, encryption, on-demand, retained', () => {
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    const props = table.Properties as Loose;
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.SSESpecification).toMatchObject({ SSEEnabled: true });
    expect(props.Replicas).toHaveLength(1);
    expect(props.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(props.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('uses the key names and GSI of functions/data/table.ts', () => {
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: TABLE.gsi1.name,
        KeySchema: [
          { AttributeName: TABLE.gsi1.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.gsi1.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
  });
});

describe('functions', () => {
  const functionsByFeature = () => {
    const map = new Map<string, [string, Resource]>();
    for (const [id, fn] of Object.entries(resources('AWS::Lambda::Function'))) {
      const env = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      const service = env?.POWERTOOLS_SERVICE_NAME;
      if (typeof service === 'string' && service.startsWith('fundscout-'))
        map.set(service.slice(10), [id, fn]);
    }
    return map;
  };
  const roleOf = (fn: Resource) =>
    (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statementsOfRole = statementsOf;

  it('deploys one function per feature with the project defaults', () => {
    const byFeature = functionsByFeature();
    expect([...byFeature.keys()].sort()).toEqual([...FUNCTION_NAMES].sort());
    for (const [feature, [, fn]] of byFeature) {
      const p = fn.Properties as Loose;
      expect(p.Runtime, feature).toBe('nodejs22.x');
      expect(p.Architectures, feature).toEqual(['arm64']);
      expect(p.Handler, feature).toBe('index.handler');
      expect(p.TracingConfig, feature).toEqual({ Mode: 'Active' });
      expect(p.LoggingConfig.LogFormat, feature).toBe('JSON');
      expect(p.Environment.Variables.NODE_OPTIONS, feature).toBe('--enable-source-maps');
      expect('TABLE_NAME' in p.Environment.Variables, feature).toBe(
        FUNCTIONS[feature as keyof typeof FUNCTIONS].table !== 'none',
      );
      expect(json(p.Environment.Variables), feature).not.toMatch(/sk_(live|test)_|whsec_/);
      for (const name of Object.keys(p.Environment.Variables)) {
        if (/SECRET|KEY/.test(name))
          expect(name, `${feature}: only secret ARNs in env`).toMatch(/_SECRET_ARN$/);
      }
    }
  });

  it('ships each function as one minified ESM bundle with the require banner, within the size budget', () => {
    const bundles = readdirSync(assemblyDir)
      .map((name) => join(assemblyDir, name, 'index.mjs'))
      .filter((path) => existsSync(path));
    expect(bundles).toHaveLength(FUNCTION_NAMES.length);
    // The function of each asset: its Code.S3Key is `<asset hash>.zip`, the asset directory `asset.<hash>`.
    const featureOfAsset = new Map<string, string>();
    for (const [feature, [, fn]] of functionsByFeature()) {
      const key = (fn.Properties.Code as { S3Key?: string }).S3Key ?? '';
      featureOfAsset.set(`asset.${key.replace(/\.zip$/, '')}`, feature);
    }
    for (const bundle of bundles) {
      expect(readFileSync(bundle, 'utf8').startsWith(ESM_REQUIRE_BANNER), bundle).toBe(true);
      expect(existsSync(`${bundle}.map`), bundle).toBe(true);
      const feature = featureOfAsset.get(basename(dirname(bundle)));
      expect(feature, bundle).toBeDefined();
      expect(statSync(bundle).size, `${feature}: ${bundle}`).toBeLessThanOrEqual(bundleBudget(feature!));
    }
  });

  it('sets a retention on every function log group', () => {
    for (const [, group] of Object.entries(resources('AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('scopes DynamoDB permissions to the table and its named indexes, read-only where declared', () => {
    const [tableId] = onlyResource('AWS::DynamoDB::GlobalTable');
    // Functions serving API-key routes (shared/routes.ts `apiKey`) may update the API key items, and only those
    // (issue 14: the per-key rate window and last use), even when they only read otherwise.
    const keyFunctions = new Set(
      (ROUTES as readonly RouteDef[]).filter((r) => r.apiKey).map((r) => r.feature),
    );
    const isApiKeyItemGrant = (st: Statement) =>
      json(st.Condition) ===
      json({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${API_KEY_PK_PREFIX}*`] } });
    for (const [feature, [, fn]] of functionsByFeature()) {
      const all = statementsOfRole(roleOf(fn)).filter((s) =>
        asArray(s.Action).some((a) => a.startsWith('dynamodb:')),
      );
      const keyGrants = all.filter(isApiKeyItemGrant);
      const readOnlyKeyFunction =
        keyFunctions.has(feature as never) && FUNCTIONS[feature as FunctionName].table === 'read';
      expect(keyGrants.length, feature).toBe(readOnlyKeyFunction ? 1 : 0);
      for (const grant of keyGrants) {
        expect(asArray(grant.Action), feature).toEqual([...API_KEY_ITEM_ACTIONS]);
        expect(refersTo(grant.Resource, tableId), feature).toBe(true);
      }
      const statements = all.filter((st) => !isApiKeyItemGrant(st));
      const actions = statements.flatMap((s) => asArray(s.Action));
      const access = FUNCTIONS[feature as keyof typeof FUNCTIONS].table;
      if (access === 'none') {
        expect(actions, feature).toEqual([]);
        continue;
      }
      if (access === 'put' || access === 'outbox') {
        // Public submissions: PutItem on the table only, only under the public partition prefixes; a function that
        // only announces (the Stripe webhook, issue 35): PutItem on outbox items alone.
        const prefixes = access === 'put' ? PUBLIC_SUBMISSION_PK_PREFIXES : [OUTBOX_PK_PREFIX];
        expect(actions, feature).toEqual([...TABLE_PUT_ACTIONS]);
        expect(statements, feature).toHaveLength(1);
        expect(refersTo(statements[0]!.Resource, tableId), feature).toBe(true);
        expect(statements[0]!.Condition, feature).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) },
        });
        continue;
      }
      expect(actions, feature).toContain('dynamodb:Query');
      expect(actions, feature).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((a) => a.includes('*')),
        feature,
      ).toEqual([]);
      const writes = actions.filter((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a));
      if (access === 'read') expect(writes, feature).toEqual([]);
      else expect(writes.sort(), feature).toEqual([...TABLE_WRITE_ACTIONS].sort());
      for (const statement of statements) {
        for (const resource of asArray(statement.Resource)) {
          const text = json(resource);
          expect(text, feature).toContain(tableId);
          expect(text, feature).not.toContain('*');
          expect(refersTo(resource, tableId) || text.includes(`/index/${TABLE.gsi1.name}`), text).toBe(true);
        }
      }
    }
  });

  it('grants Cognito admin actions only where the registry declares userPools, on that pool alone', () => {
    const pools = Object.entries(resources('AWS::Cognito::UserPool'));
    const foundersPoolId = pools.find(
      ([id, pool]) =>
        id.includes('Founders') && (pool.Properties as Loose).Policies?.PasswordPolicy?.MinimumLength === 12,
    )?.[0];
    const adminsPoolId = pools.find(([id]) => id.includes('Admins'))?.[0];
    const investorsPoolId = pools.find(([id]) => id.includes('Investors'))?.[0];
    expect(investorsPoolId).toBeDefined();
    expect(foundersPoolId).toBeDefined();
    expect(adminsPoolId).toBeDefined();
    const expected: Record<string, { actions: readonly string[]; pool: string; env: string }> = {
      // issue 13: account deletion removes the founder's Cognito user, after revoking its tokens (issue 22.1).
      account: {
        actions: ['AdminUserGlobalSignOut', 'AdminDeleteUser'],
        pool: foundersPoolId!,
        env: 'FOUNDERS_POOL_ID',
      },
      // issue 11: Admin Management through the admins pool.
      'admin-accounts': { actions: ADMINS_POOL_API_ACTIONS, pool: adminsPoolId!, env: 'ADMINS_POOL_ID' },
      // issue 19: an investor deleting their account removes their Cognito user, after revoking its tokens; issue
      // 33 item 1: claims, team routes and contact verification read the caller's current verified email.
      claims: {
        actions: ['AdminGetUser', 'AdminUserGlobalSignOut', 'AdminDeleteUser'],
        pool: investorsPoolId!,
        env: 'INVESTORS_POOL_ID',
      },
      'investor-listing': { actions: ['AdminGetUser'], pool: investorsPoolId!, env: 'INVESTORS_POOL_ID' },
      'pitch-inbox': { actions: ['AdminGetUser'], pool: investorsPoolId!, env: 'INVESTORS_POOL_ID' },
      // issue 38: the administrators' Investor accounts page lists the investors pool.
      'admin-claims': { actions: ['ListUsers'], pool: investorsPoolId!, env: 'INVESTORS_POOL_ID' },
    };
    const byFeature = functionsByFeature();
    for (const [feature, [, fn]] of byFeature) {
      const statements = statementsOfRole(roleOf(fn)).filter((st) =>
        asArray(st.Action).some((a) => a.startsWith('cognito-idp:')),
      );
      const want = expected[feature];
      if (!want) {
        expect(statements, feature).toEqual([]);
        continue;
      }
      expect(statements.flatMap((st) => asArray(st.Action)).sort(), feature).toEqual(
        want.actions.map((a) => `cognito-idp:${a}`).sort(),
      );
      for (const statement of statements) expect(refersTo(statement.Resource, want.pool), feature).toBe(true);
      expect(refersTo((fn.Properties as Loose).Environment.Variables[want.env], want.pool), feature).toBe(
        true,
      );
    }
    // The import job outlives API Gateway's 30 s: it is an event consumer with a longer timeout.
    expect((byFeature.get('admin-imports')![1].Properties as Loose).Timeout).toBe(300);
  });

  it('grants secret read only to the functions that declare a secret, on that secret alone', () => {
    for (const [feature, [, fn]] of functionsByFeature()) {
      const statements = statementsOfRole(roleOf(fn)).filter((s) =>
        asArray(s.Action).some((a) => a.startsWith('secretsmanager:')),
      );
      const declared: readonly string[] = functionDef(feature as FunctionName).secrets ?? [];
      if (declared.length === 0) {
        expect(statements, feature).toEqual([]);
        continue;
      }
      // AI tools: only `ai-worker` reads the OpenAI key (docs/decisions/0013-ai-jobs.md).
      const refs = statements.map((s) => json(s.Resource));
      expect(refs.length, feature).toBeGreaterThan(0);
      for (const ref of refs)
        expect(
          declared.some((name) => ref.includes(`Secrets${name}`)),
          `${feature}: ${ref}`,
        ).toBe(true);
      for (const action of statements.flatMap((s) => asArray(s.Action))) {
        expect(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], feature).toContain(action);
      }
    }
    expect(functionDef('ai-worker').secrets).toEqual(['openai']);
    expect(functionDef('ai').secrets).toBeUndefined();
  });
});

describe('auth', () => {
  const pools = () => {
    const all = Object.entries(resources('AWS::Cognito::UserPool'));
    return {
      founders: all.find(([id]) => id.startsWith('AuthFoundersPool'))!,
      admins: all.find(([id]) => id.startsWith('AuthAdminsPool'))!,
    };
  };

  it('requires TOTP MFA and disables self sign-up on the admins pool, with the admins group', () => {
    const [adminsId, admins] = pools().admins;
    expect(admins.Properties.MfaConfiguration).toBe('ON');
    expect(admins.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(admins.Properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
    const [, group] = onlyResource('AWS::Cognito::UserPoolGroup');
    expect(group.Properties).toEqual({
      GroupName: 'admins',
      UserPoolId: { Ref: adminsId },
      Description: expect.any(String),
    });
  });

  // Issue 22: threat protection on every pool by default (cost in docs/cost.md), optional TOTP for founders.
  it('puts every pool on the Plus plan with full-function threat protection by default', () => {
    for (const [id, pool] of Object.values(pools())) {
      expect(pool.Properties.UserPoolTier, id).toBe('PLUS');
      expect(pool.Properties.UserPoolAddOns, id).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
    }
  });

  it('lets founders enrol TOTP (optional MFA, no SMS)', () => {
    const [, founders] = pools().founders;
    expect(founders.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(founders.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('subscribes the alarm email to the alarm topic', () => {
    const subscriptions = Object.values(resources('AWS::SNS::Subscription')).map((s) => s.Properties);
    const [topicId] = onlyResource('AWS::SNS::Topic', (t) => t.Properties.DisplayName === 'Fundscout alarms');
    expect(subscriptions).toContainEqual({
      Protocol: 'email',
      Endpoint: FULL_DEPLOY_CONTEXT.alarmEmail,
      TopicArn: { Ref: topicId },
    });
  });

  it('lets founders sign up with email, verified by email, under a password policy', () => {
    const [, founders] = pools().founders;
    expect(founders.Properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    expect(founders.Properties.UsernameAttributes).toEqual(['email']);
    expect(founders.Properties.AutoVerifiedAttributes).toEqual(['email']);
    const policy = (founders.Properties.Policies as { PasswordPolicy: Record<string, unknown> })
      .PasswordPolicy;
    expect(policy.MinimumLength).toBeGreaterThanOrEqual(8);
    expect(policy).toMatchObject({ RequireUppercase: true, RequireNumbers: true, RequireSymbols: true });
  });

  it('gives each pool a secret-less client with USER_PASSWORD_AUTH and refresh only', () => {
    const clients = Object.values(resources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(3); // founders, admins, investors (issue 19)
    for (const client of clients) {
      expect(client.Properties.GenerateSecret).toBe(false);
      expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
      ]);
    }
  });
});

describe('web', () => {
  it('blocks public access to the bucket and lets only this CloudFront distribution read it', () => {
    const [bucketId, bucket] = onlyResource('AWS::S3::Bucket', (r) => json(r.Properties).includes('s3/web/'));
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();

    const [, policy] = onlyResource(
      'AWS::S3::BucketPolicy',
      (r) => json(r.Properties.Bucket) === json({ Ref: bucketId }),
    );
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const allows = statements.filter((s) => s.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      const cloudFrontRead = json(allow.Principal) === json({ Service: 'cloudfront.amazonaws.com' });
      const deploymentRole = json(allow.Principal).includes('CDKBucketDeployment');
      expect(cloudFrontRead || deploymentRole, json(allow)).toBe(true);
      expect(json(allow.Principal)).not.toBe('"*"');
      if (cloudFrontRead) {
        expect(asArray(allow.Action)).toEqual(['s3:GetObject']);
        expect(json(allow.Condition)).toMatch(/"StringEquals":\{"AWS:SourceArn":.*WebDistribution/);
      }
    }
    expect(
      statements.some((s) => s.Effect === 'Deny' && json(s.Condition).includes('aws:SecureTransport')),
    ).toBe(true);
  });

  it('reaches the bucket through origin access control and routes the SPA with a CloudFront Function', () => {
    const [, oac] = onlyResource('AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
    const [, distribution] = onlyResource('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as Loose;
    // Two origins: the bucket (OAC) and, under /v1/*, the API (issue 14, ADR 0015).
    expect(config.Origins).toHaveLength(2);
    const bucketOrigin = (config.Origins as Loose[]).find(
      (o) => o.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    expect(bucketOrigin?.OriginAccessControlId).toBeDefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
  });

  it('sends CSP (API and Cognito origins), HSTS, frame and content-type options', () => {
    // The app's policy (the deck viewer's own, issue 39, is tested in infra/constructs/deck-files.test.ts)
    const [, policy] = onlyResource(
      'AWS::CloudFront::ResponseHeadersPolicy',
      (r) => !json((r.Properties.ResponseHeadersPolicyConfig as Loose).Comment).includes('deck viewer'),
    );
    const security = (policy.Properties.ResponseHeadersPolicyConfig as Loose).SecurityHeadersConfig;
    const csp = json(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain('https://*.execute-api.');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ContentTypeOptions.Override).toBe(true);
  });

  it('deploys the bundle and a config.json filled with the API URL and pool and client ids', () => {
    const [, deployment] = onlyResource('Custom::CDKBucketDeployment');
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    const markers = json(deployment.Properties.SourceMarkers);
    // The API URL is the distribution's own origin (one origin; ADR 0015).
    for (const ref of [
      'WebDistribution',
      'AuthFoundersPool',
      'AuthAdminsPool',
      'FoundersWebClient',
      'AdminsWebClient',
    ]) {
      expect(markers).toContain(ref);
    }
    expect(deployment.Properties.DistributionPaths).toEqual(['/index.html', '/deck.html', '/config.json']);
  });
});

describe('events, secrets and alarms', () => {
  const rules = () => Object.values(resources('AWS::Events::Rule'));
  /** The application bus (with the deploy setting `stripePartnerEventSource` there is Stripe's partner bus too). */
  const busId = () =>
    onlyResource('AWS::Events::EventBus', (b) => b.Properties.EventSourceName === undefined)[0];

  it('routes Stripe events from the webhook and from Stripe’s EventBridge destination to the billing consumer', () => {
    const stripe = rules().filter(
      (r) =>
        json(r.Properties.EventPattern) ===
        json({ source: ['fundscout.stripe', { prefix: 'aws.partner/stripe.com' }] }),
    );
    expect(stripe).toHaveLength(1);
    const targets = stripe[0]!.Properties.Targets as Loose[];
    expect(targets).toHaveLength(1);
    expect(json(targets[0]!.Arn)).toContain('FunctionsBillingEvents');
    expect(targets[0]!.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(json(targets[0]!.DeadLetterConfig)).toContain('EventsDeadLetterQueue');
    for (const [, queue] of Object.entries(resources('AWS::SQS::Queue'))) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    }
    // With the deploy setting `stripePartnerEventSource`: Stripe's partner bus, forwarding onto the application bus
    const [partnerId] = onlyResource(
      'AWS::Events::EventBus',
      (b) => b.Properties.EventSourceName === FULL_DEPLOY_CONTEXT.stripePartnerEventSource,
    );
    const forward = rules().filter((r) => refersTo(r.Properties.EventBusName, partnerId));
    expect(forward).toHaveLength(1);
    expect(refersTo((forward[0]!.Properties.Targets as Loose[])[0]!.Arn, busId())).toBe(true);
  });

  it('sends what an event consumer keeps throwing on (Lambda async retries) to the alarmed dead-letter queue', () => {
    const configs = Object.values(resources('AWS::Lambda::EventInvokeConfig'));
    const consumers = new Set(eventTriggers().map((t) => t.function));
    expect(consumers).toContain('billing-events');
    expect(configs).toHaveLength(
      new Set([...consumers, ...FUNCTION_NAMES.filter((n) => functionDef(n).schedule)]).size,
    );
    const configured = configs.map((c) => json(c.Properties.FunctionName));
    expect(configured.some((f) => f.includes('FunctionsBillingEvents'))).toBe(true);
    for (const config of configs) {
      const props = config.Properties as Loose;
      expect(props.MaximumRetryAttempts).toBe(2);
      expect(json(props.DestinationConfig.OnFailure.Destination)).toContain('EventsDeadLetterQueue');
    }
  });

  it('runs the AI sweeper every 5 minutes from a schedule rule with the retry policy and dead-letter queue (issue 22.4)', () => {
    expect(functionDef('ai-sweeper').schedule).toBe('rate(5 minutes)');
    const scheduled = rules().filter((r) => r.Properties.ScheduleExpression === 'rate(5 minutes)');
    expect(scheduled).toHaveLength(1);
    const targets = scheduled[0]!.Properties.Targets as Loose[];
    expect(targets).toHaveLength(1);
    expect(json(targets[0]!.Arn)).toContain('FunctionsAiSweeper');
    expect(targets[0]!.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(json(targets[0]!.DeadLetterConfig)).toContain('EventsDeadLetterQueue');
  });

  it('creates one rule per registry event trigger, with its pattern, on the bus, targeting its function', () => {
    const triggers = eventTriggers();
    expect(triggers.map((t) => t.function)).toContain('signups');
    const byService = new Map<string, string>();
    for (const [id, fn] of Object.entries(resources('AWS::Lambda::Function'))) {
      const service = (fn.Properties as Loose).Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
      if (typeof service === 'string') byService.set(service.slice('fundscout-'.length), id);
    }
    for (const trigger of triggers) {
      const matching = rules().filter((r) => json(r.Properties.EventPattern) === json(trigger.pattern));
      expect(matching, trigger.function).toHaveLength(1);
      const rule = matching[0]!.Properties as Loose;
      expect(refersTo(rule.EventBusName, busId())).toBe(true);
      const targets = rule.Targets as Loose[];
      expect(targets).toHaveLength(1);
      expect(targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [byService.get(trigger.function), 'Arn'] });
      expect(targets[0]!.RetryPolicy.MaximumRetryAttempts).toBe(8);
      expect(json(targets[0]!.DeadLetterConfig)).toContain('EventsDeadLetterQueue');
    }
    // The signup counter is fed by ProfileCreated from the application.
    expect(FUNCTIONS.signups.events[0]).toEqual({
      source: [APP_EVENT_SOURCE],
      'detail-type': ['ProfileCreated'],
    });
  });

  // Issue 35: events are outbox items written with the change; the pipe alone puts them on the bus.
  it('grants events:PutEvents on the bus to the outbox pipe’s role alone, no function', () => {
    const grantees = new Set<string>();
    for (const policy of Object.values(resources('AWS::IAM::Policy'))) {
      for (const statement of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        if (!asArray(statement.Action).includes('events:PutEvents')) continue;
        expect(asArray(statement.Action)).toEqual(['events:PutEvents']);
        expect(refersTo(statement.Resource, busId()), json(statement.Resource)).toBe(true);
        for (const role of policy.Properties.Roles as { Ref: string }[]) grantees.add(role.Ref);
      }
    }
    const [pipeRoleId] = onlyResource('AWS::IAM::Role', (r) =>
      json(r.Properties.AssumeRolePolicyDocument).includes('pipes.amazonaws.com'),
    );
    // The partner bus forwarding rule's role may put onto the application bus too (EventBridge's own target role)
    const [partnerId] = onlyResource(
      'AWS::Events::EventBus',
      (b) => b.Properties.EventSourceName !== undefined,
    );
    const [, forward] = onlyResource('AWS::Events::Rule', (r) =>
      refersTo(r.Properties.EventBusName, partnerId),
    );
    const forwardRole = ((forward.Properties.Targets as Loose[])[0]!.RoleArn as Loose)[
      'Fn::GetAtt'
    ][0] as string;
    expect([...grantees].sort()).toEqual([pipeRoleId, forwardRole].sort());
    expect(publishers()).toEqual(expect.arrayContaining(['me', 'reveals', 'exports', 'stripe-webhook']));
  });

  it('delivers the outbox: the table’s stream through one pipe (outbox filter, relay enrichment) to the bus', () => {
    const [tableId, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const [, pipe] = onlyResource('AWS::Pipes::Pipe');
    const props = pipe.Properties as Loose;
    expect(json(props.Source)).toMatch(new RegExp(`${tableId}.*StreamArn`));
    const stream = props.SourceParameters.DynamoDBStreamParameters;
    expect(stream).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      MaximumRetryAttempts: -1,
      OnPartialBatchItemFailure: 'AUTOMATIC_BISECT',
    });
    expect(stream.MaximumRecordAgeInSeconds).toBeLessThan(24 * 3600);
    expect(json(stream.DeadLetterConfig.Arn)).toContain('OutboxDeadLetterQueue');
    expect(props.SourceParameters.FilterCriteria).toEqual({
      Filters: [{ Pattern: JSON.stringify(OUTBOX_STREAM_FILTER) }],
    });
    const relayId = Object.entries(resources('AWS::Lambda::Function')).find(
      ([, f]) =>
        (f.Properties as Loose).Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'fundscout-outbox-relay',
    )![0];
    expect(props.Enrichment).toEqual({ 'Fn::GetAtt': [relayId, 'Arn'] });
    expect(props.Target).toEqual({ 'Fn::GetAtt': [busId(), 'Arn'] });
    expect(props.TargetParameters).toEqual({
      EventBridgeEventBusParameters: { Source: '$.source', DetailType: '$.detailType' },
      InputTemplate: '<$.detail>',
    });
    expect(props.LogConfiguration.Level).toBe('ERROR');
    // Its role: the stream, the relay, the bus, its queue and its logs, each by ARN (no wildcard)
    const roleId = (props.RoleArn as Loose)['Fn::GetAtt'][0] as string;
    const statements = statementsOf(roleId);
    expect(statements.flatMap((st) => asArray(st.Action)).sort()).toEqual(
      [
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        'events:PutEvents',
        'lambda:InvokeFunction',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'sqs:SendMessage',
      ].sort(),
    );
    for (const statement of statements) expect(json(statement.Resource)).not.toMatch(/"\*"|:\*"/);
  });

  it('creates the Stripe, OpenAI and quote secrets with generated placeholders, not values', () => {
    const secrets = Object.values(resources('AWS::SecretsManager::Secret'));
    expect(secrets.map((s) => s.Properties.Name).sort()).toEqual(
      [...Object.values(SECRET_NAMES), ORIGIN_VERIFY_SECRET_NAME].sort(),
    );
    for (const secret of secrets) expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('generates the trial-claim HMAC key as {"hmacKey"} (issue 22.6): nobody sets or reads it', () => {
    const [, secret] = onlyResource(
      'AWS::SecretsManager::Secret',
      (s) => s.Properties.Name === SECRET_NAMES.trial,
    );
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'hmacKey',
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
  });

  it('alarms on API 5xx, every function’s errors and throttles (grouped), the dead-letter queues, into one topic', () => {
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm'));
    const metrics = alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`);
    expect(metrics).toContain('AWS/ApiGateway/5xx');
    // Issue 35: one alarm per group of at most 10 functions (metric math), each function in exactly one group
    for (const name of ['Errors', 'Throttles']) {
      const grouped = alarms.filter((a) =>
        ((a.Properties.Metrics as Loose[] | undefined) ?? []).some(
          (m) => m.MetricStat?.Metric.MetricName === name,
        ),
      );
      const counted = grouped.flatMap((a) =>
        (a.Properties.Metrics as Loose[])
          .filter((m) => m.MetricStat)
          .map((m) => json(m.MetricStat.Metric.Dimensions)),
      );
      expect(counted, name).toHaveLength(FUNCTION_NAMES.length);
      expect(new Set(counted).size, name).toBe(FUNCTION_NAMES.length);
      for (const alarm of grouped) {
        const expressions = (alarm.Properties.Metrics as Loose[]).filter((m) => m.Expression);
        expect(expressions.map((m) => m.Expression)).toEqual(['SUM(METRICS())']);
        expect((alarm.Properties.Metrics as Loose[]).length).toBeLessThanOrEqual(11);
      }
      expect(grouped).toHaveLength(Math.ceil(FUNCTION_NAMES.length / 10));
    }
    expect(metrics.filter((m) => m === 'AWS/SQS/ApproximateNumberOfMessagesVisible')).toHaveLength(2);
    expect(metrics).toEqual(
      expect.arrayContaining(['AWS/SES/Reputation.BounceRate', 'AWS/SES/Reputation.ComplaintRate']),
    );
    const [topicId] = onlyResource('AWS::SNS::Topic', (t) => t.Properties.DisplayName === 'Fundscout alarms');
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(alarms.length).toBeLessThan(20); // was 70: one errors and one throttles alarm per function
  });

  // issue 21 item 3: observability
  it('graphs every business metric, each function’s errors and throttles and the dead-letter queue on one dashboard', () => {
    const [, dashboard] = onlyResource('AWS::CloudWatch::Dashboard');
    // The body is a Fn::Join of literal JSON and tokens (region, function and queue names): join it with a
    // placeholder for each token and read the widgets.
    const [separator, parts] = (dashboard.Properties.DashboardBody as Loose)['Fn::Join'] as [
      string,
      unknown[],
    ];
    const body = JSON.parse(parts.map((p) => (typeof p === 'string' ? p : 'TOKEN')).join(separator)) as {
      widgets: { properties: { title?: string; metrics?: unknown[][] } }[];
    };
    const graphs = body.widgets.map((w) => w.properties).filter((p) => p.metrics);
    const expressions = graphs.flatMap((g) =>
      g.metrics!.map((m) => (m[0] as { expression?: string }).expression),
    );
    expect(expressions.filter(Boolean)).toEqual(BUSINESS_METRIC_NAMES.map(businessMetricSearch));
    expect(businessMetricSearch('AiJobs')).toBe(
      `SEARCH('{Fundscout,service,outcome} MetricName="AiJobs"', 'Sum', 300)`,
    );
    const named = (namespace: string, metric: string) =>
      graphs.flatMap((g) => g.metrics!).filter((m) => m[0] === namespace && m[1] === metric);
    expect(named('AWS/Lambda', 'Errors')).toHaveLength(FUNCTION_NAMES.length);
    expect(named('AWS/Lambda', 'Throttles')).toHaveLength(FUNCTION_NAMES.length);
    expect(named('AWS/SQS', 'ApproximateNumberOfMessagesVisible')).toHaveLength(1);
    expect(json(parts)).toContain('EventsDeadLetterQueue');
  });

  it('names each function’s service from the registry and turns business metrics on', () => {
    for (const fn of Object.values(resources('AWS::Lambda::Function'))) {
      const variables = (fn.Properties as Loose).Environment?.Variables ?? {};
      if (!String(variables.POWERTOOLS_SERVICE_NAME ?? '').startsWith('fundscout-')) continue; // CDK's own helpers
      expect(variables.POWERTOOLS_METRICS_DISABLED).toBe('false');
    }
    const services = Object.values(resources('AWS::Lambda::Function'))
      .map((fn) => (fn.Properties as Loose).Environment?.Variables?.POWERTOOLS_SERVICE_NAME)
      .filter(Boolean)
      .sort();
    expect(services).toEqual(FUNCTION_NAMES.map((name) => `fundscout-${name}`).sort());
  });
});

// --- Marketing from data (issue 12; docs/decisions/0020-marketing-figures-and-quotes.md) ---
describe('cacheable public routes', () => {
  it('declares the marketing figures, the network index, the ticker quotes and the public listing page cacheable, and only public GET routes', () => {
    expect(cacheableRoutes().map(routeKey)).toEqual([
      'GET /v1/public/listings/{id}',
      'GET /v1/catalogue/stats',
      'GET /v1/catalogue/network-index',
      'GET /v1/quotes',
    ]);
    expect(cacheableRoutes().every((r) => r.access === 'public' && r.method === 'GET')).toBe(true);
  });

  it('caches each under its own CloudFront behaviour before /v1/*, keyed by its query strings only', () => {
    const [, distribution] = onlyResource('AWS::CloudFront::Distribution');
    const behaviors = (distribution.Properties.DistributionConfig as Loose).CacheBehaviors as Loose[];
    const api = behaviors.findIndex((b) => b.PathPattern === '/v1/*');
    const policies = resources('AWS::CloudFront::CachePolicy');
    for (const route of cacheableRoutes()) {
      const index = behaviors.findIndex((b) => b.PathPattern === route.path);
      expect(index, route.path).toBeGreaterThanOrEqual(0);
      expect(index, `${route.path} is matched before /v1/*`).toBeLessThan(api);
      const behavior = behaviors[index]!;
      expect(behavior.TargetOriginId).toBe(behaviors[api]!.TargetOriginId);
      expect(behavior.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
      expect(behavior.OriginRequestPolicyId).toBeUndefined(); // no viewer header (Authorization) reaches the API
      const policy = policies[behavior.CachePolicyId.Ref as string]!.Properties.CachePolicyConfig as Loose;
      expect(policy.MaxTTL).toBe(route.cache.maxAgeSeconds);
      expect(policy.DefaultTTL).toBe(0);
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      if (route.cache.queryStrings.length) {
        expect(key.QueryStringsConfig).toEqual({
          QueryStringBehavior: 'whitelist',
          QueryStrings: [...route.cache.queryStrings],
        });
      } else expect(key.QueryStringsConfig.QueryStringBehavior).toBe('none');
    }
  });

  it('gives the stats function read-only table access and the quotes function the quote secret alone', () => {
    expect(FUNCTIONS['catalogue-stats'].table).toBe('read');
    expect(FUNCTIONS.quotes.table).toBe('none');
    expect(FUNCTIONS.quotes.secrets).toEqual(['quotes']);
  });
});
