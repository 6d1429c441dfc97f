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

  it('passes cdk-nag AwsSolutions', () => {
    expect(() => app.synth()).not.toThrow();
  });
});
