/**
 * The CloudFront web ACL stack (issue 14): scope CLOUDFRONT in us-east-1, per-IP rate rules derived from the route
 * manifest (every public write route; the whole API), the AWS managed common and known-bad-inputs rule groups, and
 * cdk-nag AwsSolutions clean.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import {
  API_LIMIT_PER_IP,
  EdgeStack,
  FORM_LIMIT_PER_IP,
  FORM_WINDOW_SECONDS,
  publicWriteRoutes,
  WAF_CLOUDFRONT_REGION,
} from './edge.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function synth() {
  const app = new App();
  const stack = new EdgeStack(app, 'FundscoutEdge');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, template: Template.fromStack(stack) };
}

describe('FundscoutEdge (us-east-1)', () => {
  const { app, stack, template } = synth();
  const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]!.Properties as Loose;
  const rule = (name: string) => (acl.Rules as Loose[]).find((r) => r.Name === name)!;

  it('has a description WAF accepts (CreateWebACL refuses one outside its pattern; synth only warns)', () => {
    // The pattern of WAFv2 CreateWebACL's Description (AWS WAFV2 API reference)
    expect(acl.Description).toMatch(/^[\w+=:#@/\-,.][\w+=:#@/\-,.\s]+[\w+=:#@/\-,.]$/);
  });

  it('is pinned to us-east-1 with a CLOUDFRONT-scope web ACL whose ARN is an output', () => {
    expect(stack.region).toBe(WAF_CLOUDFRONT_REGION);
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    template.hasOutput('WebAclArn', {});
  });

  it('limits every public write route of the manifest per client IP, answering 429', () => {
    const forms = rule('PublicFormsPerIp');
    const statement = forms.Statement.RateBasedStatement;
    expect(statement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: FORM_LIMIT_PER_IP,
      EvaluationWindowSec: FORM_WINDOW_SECONDS,
    });
    const text = JSON.stringify(statement.ScopeDownStatement);
    const routes = publicWriteRoutes();
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/applications', '/v1/contact-messages']),
    );
    for (const route of routes) expect(text).toContain(`"${route.path}"`);
    expect(forms.Action.Block.CustomResponse.ResponseCode).toBe(429);
    expect(forms.Priority).toBe(0);
  });

  it('limits the whole API per client IP', () => {
    const api = rule('ApiPerIp').Statement.RateBasedStatement;
    expect(api).toMatchObject({ AggregateKeyType: 'IP', Limit: API_LIMIT_PER_IP });
    expect(api.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      SearchString: '/v1/',
      PositionalConstraint: 'STARTS_WITH',
    });
  });

  it('applies the AWS managed common and known-bad-inputs rule groups', () => {
    const groups = (acl.Rules as Loose[])
      .map((r) => r.Statement.ManagedRuleGroupStatement)
      .filter(Boolean)
      .map((g: Loose) => `${g.VendorName}/${g.Name}`);
    expect(groups).toEqual(
      expect.arrayContaining([
        'AWS/AWSManagedRulesCommonRuleSet',
        'AWS/AWSManagedRulesKnownBadInputsRuleSet',
      ]),
    );
    for (const r of acl.Rules as Loose[]) expect(r.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });

  // Issue 22.7: the form rule matched the exact bytes only; the gateway routes these variants the same way.
  it('counts every path variant of a public form against its limit, and no other route', () => {
    const scopeDown = rule('PublicFormsPerIp').Statement.RateBasedStatement.ScopeDownStatement as Loose;
    const forms = (path: string) => matches(scopeDown, path);
    for (const variant of [
      '/v1/applications',
      '/v1/applications/',
      '//v1/applications',
      '/v1//applications',
      '/v1/./applications',
      '/v1/x/../applications',
      '/V1/Applications',
      '/v1/%61pplications',
      '/v1%2Fapplications',
      '/v1/contact-messages/',
      '/v1/client-events',
    ])
      expect(forms(variant), variant).toBe(true);
    for (const other of ['/v1/investors', '/v1/applications-archive', '/v1/me', '/applications'])
      expect(forms(other), other).toBe(false);
    const api = rule('ApiPerIp').Statement.RateBasedStatement.ScopeDownStatement as Loose;
    expect(matches(api, '//v1/investors')).toBe(true);
    expect(matches(api, '/index.html')).toBe(false);
  });

  it('passes cdk-nag AwsSolutions', () => {
    expect(() => app.synth()).not.toThrow();
  });
});

/**
 * A model of AWS WAF's evaluation of the statements this stack writes (byte match on the URI path, OR), with the
 * text transformations as AWS documents them
 * (https://docs.aws.amazon.com/waf/latest/developerguide/waf-rule-statement-transformation.html): `NONE`,
 * `URL_DECODE` (%XX), `NORMALIZE_PATH` (multiple slashes, `./` and `../` removed), `LOWERCASE`. A transformation it
 * does not know fails the test rather than passing silently.
 */
function matches(statement: Loose, path: string): boolean {
  if (statement.OrStatement)
    return (statement.OrStatement.Statements as Loose[]).some((s) => matches(s, path));
  const byteMatch = statement.ByteMatchStatement as Loose | undefined;
  if (!byteMatch || !byteMatch.FieldToMatch.UriPath)
    throw new Error(`unmodelled statement ${JSON.stringify(statement)}`);
  const transformed = [...(byteMatch.TextTransformations as Loose[])]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((value: string, t: Loose) => transform(t.Type as string, value), path);
  const search = byteMatch.SearchString as string;
  switch (byteMatch.PositionalConstraint) {
    case 'EXACTLY':
      return transformed === search;
    case 'STARTS_WITH':
      return transformed.startsWith(search);
    default:
      throw new Error(`unmodelled constraint ${byteMatch.PositionalConstraint}`);
  }
}

function transform(type: string, value: string): string {
  switch (type) {
    case 'NONE':
      return value;
    case 'URL_DECODE':
      return value.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    case 'LOWERCASE':
      return value.toLowerCase();
    case 'NORMALIZE_PATH': {
      const segments: string[] = [];
      const parts = value.replace(/\/{2,}/g, '/').split('/');
      parts.forEach((part, i) => {
        if (part === '.') return;
        if (part === '..' && segments.length > 1) segments.pop();
        else if (part !== '..' || i === 0) segments.push(part);
      });
      const last = parts[parts.length - 1];
      return segments.join('/') + (last === '.' || last === '..' ? '/' : '');
    }
    default:
      throw new Error(`unmodelled transformation ${type}`);
  }
}
