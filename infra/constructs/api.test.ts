/**
 * The API's exposure (issue 22.8, docs/decisions/0033-api-origin-domain.md): with an origin domain configured the
 * HTTP API answers only on it (execute-api endpoint disabled) and CloudFront forwards `/v1/*` there, still with the
 * origin-verify header; without one, synth says the execute-api endpoint stays open. And every function's reserved
 * concurrency is its registry entry's. Bundling is skipped (context `aws:cdk:bundling-stacks: []`): these
 * assertions read configuration, not code.
 */
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, functionDef } from '../../shared/functions.js';
import { buildApp, type BuiltApp } from '../app.js';

const ORIGIN_DOMAIN = 'api-origin.fundscout.example';
const CERTIFICATE_ARN = 'arn:aws:acm:eu-west-1:111111111111:certificate/0123abcd-0000-0000-0000-000000000000';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let withDomain: BuiltApp;
let template: Template;
let withoutDomain: BuiltApp;

const noBundling = { 'aws:cdk:bundling-stacks': [], noWebAcl: 'true', noAlarmSubscriber: 'true' };
/** The execute-api endpoint stays open only when explicitly opted out (issue 33 item 11). */
const openExecuteApi = { ...noBundling, noApiOriginDomain: 'true' };

beforeAll(() => {
  withDomain = buildApp(
    {
      context: {
        ...noBundling,
        apiOriginDomain: ORIGIN_DOMAIN,
        apiOriginCertificateArn: CERTIFICATE_ARN,
      },
    },
    { webDistDir: null },
  );
  template = Template.fromStack(withDomain.stacks.web);
  withoutDomain = buildApp({ context: openExecuteApi }, { webDistDir: null });
}, 240_000);

describe('the execute-api endpoint (issue 22.8)', () => {
  it('is disabled when the API has its origin domain, which CloudFront forwards /v1/* to with the origin secret', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: ORIGIN_DOMAIN,
      DomainNameConfigurations: [
        Match.objectLike({
          CertificateArn: CERTIFICATE_ARN,
          SecurityPolicy: 'TLS_1_2',
          EndpointType: 'REGIONAL',
        }),
      ],
    });
    Template.fromStack(withDomain.stacks.api).hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      Stage: '$default',
    });
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as Loose[];
    const config = distribution!.Properties.DistributionConfig as Loose;
    const api = (config.CacheBehaviors as Loose[]).find((b) => b.PathPattern === '/v1/*')!;
    const origin = (config.Origins as Loose[]).find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.DomainName).toBe(ORIGIN_DOMAIN);
    expect((origin.OriginCustomHeaders as Loose[]).map((h) => h.HeaderName)).toContain('x-origin-verify');
    // Every API origin of the distribution (the cacheable routes too) is the custom domain.
    expect(JSON.stringify(config.Origins)).not.toContain('execute-api');
    template.hasOutput('ApiOriginDnsTarget', Match.anyValue());
  });

  it('stays on without an origin domain (an HTTP API has no other address), said as a synth warning', () => {
    const api = Object.values(
      Template.fromStack(withoutDomain.stacks.web).findResources('AWS::ApiGatewayV2::Api'),
    )[0] as Loose;
    expect(api.Properties.DisableExecuteApiEndpoint ?? false).toBe(false);
    Annotations.fromStack(withoutDomain.stacks.web).hasWarning(
      '/FundscoutWeb/Api',
      Match.stringLikeRegexp('No apiOriginDomain'),
    );
  });

  it('passes cdk-nag AwsSolutions with the origin domain', () => {
    expect(() => withDomain.app.synth()).not.toThrow();
  });

  it('needs both the domain and its certificate', () => {
    expect(() => buildApp({ context: { ...noBundling, apiOriginDomain: ORIGIN_DOMAIN } })).toThrow(
      /apiOriginCertificateArn/,
    );
  });
});

describe('reserved concurrency (issue 22.8)', () => {
  it('is each function’s registry value, and none where the registry declares none', () => {
    const stack = withDomain.stacks.functions;
    const functions = Template.fromStack(stack).toJSON().Resources as Record<string, Loose>;
    for (const name of FUNCTION_NAMES) {
      const fn = stack.functions.byName[name];
      const id = stack.getLogicalId(fn.node.defaultChild as never);
      const properties = functions[id]!.Properties as Loose;
      expect(properties.ReservedConcurrentExecutions, name).toBe(functionDef(name).reservedConcurrency);
    }
    expect(
      FUNCTION_NAMES.filter((n) => functionDef(n).reservedConcurrency !== undefined).length,
    ).toBeGreaterThanOrEqual(10);
  });
});
