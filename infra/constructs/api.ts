/**
 * API: one HTTP API (API Gateway v2, payload format 2.0) whose routes are exactly the manifest's
 * (shared/routes.ts ROUTES): each route's `access` picks its authorizer — `public` none, `founder` the founders
 * pool's JWT authorizer, `investor` the investors pool's (issue 19), `admin` the admins pool's — and its `feature` picks the Lambda integration. Founder routes
 * that accept Premium API keys (`apiKey: true`) get the founders' Lambda REQUEST authorizer instead
 * (functions/founder-authorizer: a founders-pool JWT, or an `fsk_` key passed on to the handler's API-key
 * middleware; simple responses, no caching, no identity source, since a JWT authorizer cannot take a second
 * credential type and a cached decision would skip the per-key count: docs/decisions/0016-api-keys.md). The
 * functions serving those routes may update the API key items (`APIKEY#*`, the per-key rate window and last use)
 * even when they only read the table otherwise (`investors`).
 * No route is declared anywhere else, so the local gateway and AWS cannot drift (DESIGN.md).
 *
 * Stage `$default` with throttling (steady rate and burst per second), JSON access logs to a retained log group,
 * and no CORS: browsers reach the API only through the CloudFront distribution, on the web app's own origin
 * (docs/decisions/0015-edge-protection-and-api-keys.md). A route that declares
 * a `rateLimit` in the manifest gets its own, lower route throttle (`RouteSettings` of the stage, keyed by route
 * key; the stage depends on those routes, since API Gateway rejects settings for a route that does not exist yet).
 * The manifest's per-client limit has no HTTP API equivalent (docs/decisions/0006-public-site.md).
 *
 * With an origin domain (`HttpApiShellProps.originDomain`, issue 22.8) the API gets an API Gateway custom domain,
 * mapped to the stage, and its default execute-api endpoint is disabled: CloudFront reaches it on that domain, and
 * nobody reaches it past CloudFront's WAF (docs/decisions/0033-api-origin-domain.md).
 *
 * Two constructs in two stacks (issue 35; infra/stack.ts): `HttpApiShell` (the API resource itself and its custom
 * domain) lives with the CloudFront distribution that forwards to it (FundscoutWeb), so the distribution and the
 * functions, which name the web origin, never depend on each other; `Api` (stage, authorizers, integrations,
 * routes, the domain's mapping) lives in FundscoutApi, after the functions. Each function that serves routes gets
 * ONE invoke permission for the whole API (`scopePermissionToRoute: false`), not one per route.
 */
import { Annotations, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
  SecurityPolicy,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
  HttpUserPoolAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES, routeKey, type Access, type RouteDef } from '../../shared/routes.js';
import { API_KEY_PK_PREFIX } from '../../functions/data/keys.js';
import { FUNCTIONS, type FunctionDef } from '../../shared/functions.js';
import type { Auth } from './auth.js';
import type { Data } from './data.js';
import type { Functions } from './functions.js';
import { pascal } from './functions.js';

/**
 * Stage throttling: requests per second (steady) and burst, for the whole API. 100,000 active founders average about
 * 8 requests/s (docs/cost.md), so this leaves ~30x headroom for peaks while capping a runaway client's bill.
 * The account-level default is 10,000 / 5,000.
 */
export const API_THROTTLE = { rateLimit: 250, burstLimit: 500 } as const;

export interface HttpApiShellProps {
  /**
   * The API's own custom domain, which CloudFront reaches it on (issue 22.8, docs/decisions/0033-api-origin-domain.md;
   * context `apiOriginDomain` and `apiOriginCertificateArn`: an ACM certificate in the stack's region). Set, the
   * default execute-api endpoint is disabled, so the distribution (and its WAF) is the only way in. Unset, the
   * execute-api endpoint stays on (an HTTP API without a custom domain has no other address), guarded by the
   * origin-verify secret only, and synth warns.
   */
  originDomain?: ApiOriginDomain;
}

export interface ApiProps {
  /** The API resource and its domain (FundscoutWeb). */
  shell: HttpApiShell;
  auth: Auth;
  functions: Functions;
  /** The table (the key-serving functions' grant on API key items). */
  data: Data;
}

/** A custom domain of the HTTP API (see `ApiProps.originDomain`). */
export interface ApiOriginDomain {
  /** e.g. `api-origin.example.com`: point a CNAME at the stack output `ApiOriginDnsTarget`. */
  domainName: string;
  /** ARN of an ACM certificate for `domainName`, in the stack's region (a regional API Gateway domain). */
  certificateArn: string;
}

/** What a read-only function serving API-key routes may do on the API key items (`APIKEY#*`). */
export const API_KEY_ITEM_ACTIONS = ['dynamodb:UpdateItem'] as const;

/** The HTTP API resource and its custom origin domain (see the file comment). */
export class HttpApiShell extends Construct {
  readonly httpApi: HttpApi;
  /** The custom origin domain, when configured (mapped to the stage by `Api`). */
  readonly domain?: DomainName;
  /** `https://<domainName>` (no trailing slash): the origin CloudFront forwards to. */
  readonly url: string;
  /**
   * The CloudFront origin's domain: the custom origin domain when configured, else
   * `<id>.execute-api.<region>.amazonaws.com`.
   */
  readonly domainName: string;
  /** With a custom origin domain: the regional API Gateway domain its CNAME points at (`d-….execute-api…`). */
  readonly dnsTarget?: string;

  constructor(scope: Construct, id: string, props: HttpApiShellProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'fundscout',
      description: 'Fundscout HTTP API: routes from shared/routes.ts',
      createDefaultStage: false,
      // Issue 22.8: with its own domain the API answers only there, so requests cannot skip CloudFront and its
      // WAF through the execute-api URL (the origin-verify check stays as defence in depth).
      disableExecuteApiEndpoint: props.originDomain !== undefined,
      // No CORS: the web app calls the API on its own origin, through CloudFront's `/v1/*` behavior
      // (infra/constructs/web.ts `serveApi`; issue 14, ADR 0015). A browser on another origin gets no CORS access.
    });
    if (props.originDomain) {
      this.domain = new DomainName(this, 'OriginDomain', {
        domainName: props.originDomain.domainName,
        certificate: Certificate.fromCertificateArn(
          this,
          'OriginCertificate',
          props.originDomain.certificateArn,
        ),
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      this.domainName = props.originDomain.domainName;
      this.dnsTarget = this.domain.regionalDomainName;
    } else {
      this.domainName = `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
      Annotations.of(this).addWarningV2(
        'fundscout:execute-api-endpoint',
        'No apiOriginDomain: the API’s execute-api endpoint stays reachable without CloudFront and its WAF (only the origin-verify secret guards it). Set -c apiOriginDomain=<domain> -c apiOriginCertificateArn=<regional ACM ARN> (docs/deploy.md, ADR 0033).',
      );
    }
    this.url = `https://${this.domainName}`;
  }
}

export class Api extends Construct {
  /** The API resource of `HttpApiShell`, imported here by id: routes, authorizers and integrations bind in this scope. */
  readonly httpApi: IHttpApi;
  readonly stage: HttpStage;
  /** `https://<domainName>` (no trailing slash): the origin CloudFront forwards to. */
  readonly url: string;
  /** The CloudFront origin's domain (`HttpApiShell.domainName`). */
  readonly domainName: string;
  /** With a custom origin domain: the regional API Gateway domain its CNAME points at. */
  readonly dnsTarget?: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // Imported by id (same path as the shell's API, so logical ids stay): an API construct of another stack would
    // make CDK create the authorizers there, and the founders' Lambda authorizer would tie FundscoutWeb to the functions.
    this.httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', { httpApiId: props.shell.httpApi.apiId });
    this.url = props.shell.url;
    this.domainName = props.shell.domainName;
    if (props.shell.dnsTarget) this.dnsTarget = props.shell.dnsTarget;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });
    if (props.shell.domain) {
      new ApiMapping(this, 'OriginMapping', {
        api: this.httpApi,
        domainName: props.shell.domain,
        stage: this.stage,
      });
    }

    const authorizers: Record<Exclude<Access, 'public'>, IHttpRouteAuthorizer> = {
      founder: new HttpUserPoolAuthorizer('FoundersAuthorizer', props.auth.foundersPool, {
        userPoolClients: [props.auth.foundersClient],
        authorizerName: 'founders',
      }),
      investor: new HttpUserPoolAuthorizer('InvestorsAuthorizer', props.auth.investorsPool, {
        userPoolClients: [props.auth.investorsClient],
        authorizerName: 'investors',
      }),
      admin: new HttpUserPoolAuthorizer('AdminsAuthorizer', props.auth.adminsPool, {
        userPoolClients: [props.auth.adminsClient],
        authorizerName: 'admins',
      }),
    };
    // Routes accepting API keys (issue 14): the founders' Lambda REQUEST authorizer (functions/founder-authorizer).
    // Its FOUNDERS_POOL_ID and FOUNDERS_CLIENT_ID come from its registry entry (`authorizes: 'founders'`).
    const authorizerFn = props.functions.byName['founder-authorizer'];
    const foundersOrApiKey = new HttpLambdaAuthorizer('FoundersOrApiKeyAuthorizer', authorizerFn, {
      authorizerName: 'founders-or-api-key',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [],
      resultsCacheTtl: Duration.seconds(0),
    });
    const keyFunctions = new Set(
      (ROUTES as readonly RouteDef[]).filter((route) => route.apiKey).map((route) => route.feature),
    );
    for (const name of keyFunctions) {
      if ((FUNCTIONS[name] as FunctionDef).table !== 'read') continue; // read-write functions hold UpdateItem already
      props.functions.byName[name].addToRolePolicy(
        new PolicyStatement({
          actions: [...API_KEY_ITEM_ACTIONS],
          resources: [props.data.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${API_KEY_PK_PREFIX}*`] } },
        }),
      );
    }

    // One integration per function that serves routes (registry `http: true`), made on its first route, with one
    // invoke permission for the API.
    const integrations = new Map<string, HttpLambdaIntegration>();
    const integrationOf = (name: RouteDef['feature']): HttpLambdaIntegration => {
      let integration = integrations.get(name);
      if (!integration) {
        // One invoke permission per function for the whole API (issue 35: 108 per-route permissions pushed the
        // single stack past CloudFormation's 500 resources), not one per route.
        integration = new HttpLambdaIntegration(`${pascal(name)}Integration`, props.functions.byName[name], {
          scopePermissionToRoute: false,
        });
        integrations.set(name, integration);
      }
      return integration;
    };

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const stageResource = this.stage.node.defaultChild as CfnStage;
    for (const route of ROUTES as readonly RouteDef[]) {
      const httpRoute = new HttpRoute(this, `Route${pascal(`${route.method} ${route.path}`)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationOf(route.feature),
        ...(route.access === 'public'
          ? {}
          : { authorizer: route.apiKey ? foundersOrApiKey : authorizers[route.access] }),
      });
      if (route.rateLimit) {
        routeSettings[routeKey(route)] = {
          ThrottlingRateLimit: route.rateLimit.route.rateLimit,
          ThrottlingBurstLimit: route.rateLimit.route.burstLimit,
        };
        stageResource.node.addDependency(httpRoute);
      }
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: route.body
            ? `${routeKey(route)} is public by design in the route manifest (shared/routes.ts access 'public'): anonymous visitors submit it; it validates every field, reads no user data and is rate limited.`
            : `${routeKey(route)} is public by design in the route manifest (shared/routes.ts access 'public'): it serves no user data.`,
        });
      }
    }
    if (Object.keys(routeSettings).length > 0) stageResource.routeSettings = routeSettings;
  }
}
