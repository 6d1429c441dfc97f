/**
 * Edge protection (issue 14, docs/decisions/0015-edge-protection-and-api-keys.md): the AWS WAF web ACL in front of
 * the CloudFront distribution that serves the web app and, under `/v1/*`, the API.
 *
 * A web ACL attached to CloudFront must have scope `CLOUDFRONT` and be created in us-east-1
 * (https://docs.aws.amazon.com/waf/latest/developerguide/how-aws-waf-works-resources.html). The Fundscout stacks are
 * environment-agnostic and usually live in another region, so the web ACL lives in its own small stack,
 * `FundscoutEdge`, pinned to us-east-1 (`EdgeStack`); its ARN (output `WebAclArn`) is given to FundscoutWeb as the
 * context value `webAclArn` (`cdk deploy FundscoutEdge`, then `cdk deploy --all -c webAclArn=<arn>`;
 * docs/deploy.md). Cross-region references are not used: they need both stacks bound to an account and region at
 * synth, which the offline, environment-agnostic synth (ADR 0004) forbids.
 *
 * Rules, in priority order (first match decides):
 * Path rules compare the URI path after `PATH_TRANSFORMATIONS` (decoded, normalised, lower case; issue 22.7).
 * Capacity: each path statement costs 2 WCU plus 10 per transformation (32); the three forms (two statements each)
 * and the API rule come to about 230 WCU, the two managed groups 900: within the 1,500 WCU a web ACL gets by default.
 *
 * 1. `PublicFormsPerIp`: each public write route of the manifest (a `rateLimit` and method POST), at most
 *    `FORM_LIMIT_PER_IP` requests per client IP in `FORM_WINDOW_SECONDS`, then blocked with 429 — the per-client
 *    limit API Gateway HTTP APIs lack (one client could lock everyone out of the forms);
 * 2. `ApiPerIp`: all of `/v1/`, at most `API_LIMIT_PER_IP` per client IP in 5 minutes (429);
 * 3. AWS managed `AWSManagedRulesKnownBadInputsRuleSet` (Log4Shell, Java deserialization, localhost Host ...);
 * 4. AWS managed `AWSManagedRulesCommonRuleSet` (OWASP-style: XSS, LFI, bad bots, size limits), with
 *    `SizeRestrictions_BODY` counted rather than blocked: the investor application and contact messages carry up
 *    to ~12 KB of text, above the rule's 8 KB limit (the API enforces its own field limits).
 * Metrics and sampled requests for every rule (CloudWatch, `Fundscout*`).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnOutput } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ROUTES, type RouteDef } from '../../shared/routes.js';

/** Region a CloudFront-scope web ACL must be created in. */
export const WAF_CLOUDFRONT_REGION = 'us-east-1';

/**
 * Per-IP limit of each public form route: WAF's smallest rate limit is 10 requests per evaluation window and the
 * longest window is 600 s, so 10 per 10 minutes (the manifest's per-client limit is 5 per 10 minutes; the API's
 * route throttle and the local gateway keep that one).
 */
export const FORM_LIMIT_PER_IP = 10;
export const FORM_WINDOW_SECONDS = 600;

/** Per-IP limit of the whole API: 1,500 requests per 5 minutes (5 per second sustained) per client IP. */
export const API_LIMIT_PER_IP = 1_500;

/** The public write routes: public, POST, with a manifest `rateLimit` (the forms and the client events). */
export function publicWriteRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => r.access === 'public' && r.method === 'POST' && r.rateLimit !== undefined);
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const TOO_MANY: CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooMany' } },
};

/**
 * Text transformations applied to the URI path before a path rule compares it (issue 22.7), in this order: percent
 * decoding (`/v1/%61pplications`), path normalisation (`//v1/applications`, `/v1/./applications`,
 * `/v1/x/../applications`: multiple slashes, self- and back-references removed) and lower case
 * (https://docs.aws.amazon.com/waf/latest/developerguide/waf-rule-statement-transformation.html). Without them a
 * rule matches only the exact bytes, and a variant API Gateway routes the same way walks past it.
 */
export const PATH_TRANSFORMATIONS: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

const uriMatch = (
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH',
  searchString: string,
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString: searchString.toLowerCase(),
    textTransformations: PATH_TRANSFORMATIONS,
  },
});

/**
 * Matches route `path` and its variants once normalised: the path itself, or anything under `path/` (a trailing
 * slash, a sub-path), never a sibling that only shares the prefix (`/v1/applications-archive`).
 */
const uriRoute = (path: string): CfnWebACL.StatementProperty[] => [
  uriMatch('EXACTLY', path),
  uriMatch('STARTS_WITH', `${path}/`),
];

const managed = (name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty => ({
  name: `Aws${name}`,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length
        ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(`Fundscout${name}`),
});

/** The web ACL's rules (see the module comment), derived from the route manifest. */
export function edgeRules(routes: readonly RouteDef[] = ROUTES): CfnWebACL.RuleProperty[] {
  const forms = publicWriteRoutes(routes).flatMap((r) => uriRoute(r.path));
  const formsStatement: CfnWebACL.StatementProperty =
    forms.length === 1 ? forms[0]! : { orStatement: { statements: forms } };
  return [
    {
      name: 'PublicFormsPerIp',
      priority: 0,
      action: TOO_MANY,
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: FORM_LIMIT_PER_IP,
          evaluationWindowSec: FORM_WINDOW_SECONDS,
          scopeDownStatement: formsStatement,
        },
      },
      visibilityConfig: visibility('FundscoutPublicFormsPerIp'),
    },
    {
      name: 'ApiPerIp',
      priority: 1,
      action: TOO_MANY,
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: API_LIMIT_PER_IP,
          evaluationWindowSec: 300,
          scopeDownStatement: uriMatch('STARTS_WITH', '/v1/'),
        },
      },
      visibilityConfig: visibility('FundscoutApiPerIp'),
    },
    managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
    managed('AWSManagedRulesCommonRuleSet', 3, ['SizeRestrictions_BODY']),
  ];
}

/** The CloudFront-scope web ACL (create it in us-east-1 only). */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: 'fundscout-edge',
      // WAF's pattern for a description allows no parentheses or '*' (WAFv2 API reference, CreateWebACL)
      description:
        'Fundscout: per-IP rate limits and AWS managed rules in front of CloudFront, web and /v1/ API',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        tooMany: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            error: {
              code: 'too_many_requests',
              message: 'Too many requests from your address. Please wait a few minutes.',
            },
          }),
        },
      },
      rules: edgeRules(),
      visibilityConfig: visibility('FundscoutEdge'),
    });
  }
}

/** Stack id of the us-east-1 edge stack. */
export const EDGE_STACK_ID = 'FundscoutEdge';

/** The us-east-1 stack holding the web ACL; output `WebAclArn` is the main stack's `webAclArn` context value. */
export class EdgeStack extends Stack {
  readonly webAcl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, {
      description: 'Fundscout edge: the CloudFront web ACL (AWS WAF, must live in us-east-1)',
      ...props,
      env: { ...props.env, region: WAF_CLOUDFRONT_REGION },
    });
    this.webAcl = new EdgeWebAcl(this, 'Edge');
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.webAcl.attrArn,
      description: 'Pass to the Fundscout stacks: cdk deploy --all -c webAclArn=<this value>',
    });
  }
}
