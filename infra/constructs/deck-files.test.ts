/**
 * The deck rooms' bucket and the viewer's CloudFront behaviour (issue 39; docs/decisions/0061-deck-rooms.md):
 * private and encrypted, CORS for the web origin only, uploads expiring; the viewer granted reads of `rooms/*` only,
 * the founders' function get/put/delete of `rooms/*` and `uploads/*`; `/d/*` served as /deck.html under the strict CSP.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import { DeckFiles } from './deck-files.js';
import { DECK_VIEWER_REWRITE_CODE, Web } from './web.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function synth() {
  const stack = new Stack(new App(), 'Decks', { env: { region: 'eu-west-1', account: '111111111111' } });
  const files = new DeckFiles(stack, 'DeckFiles', { webOrigins: ['https://d111.cloudfront.net'] });
  const viewer = new Role(stack, 'Viewer', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  const founders = new Role(stack, 'Founders', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  files.grantRead(viewer);
  files.grantWrite(founders);
  const web = new Web(stack, 'Web', { distDir: null });
  web.serveDeckViewer('https://*.s3.eu-west-1.amazonaws.com');
  return Template.fromStack(stack);
}

const template = synth();
const statementsOf = (role: string) =>
  (
    Object.entries(template.findResources('AWS::IAM::Policy')).find(([id]) =>
      id.startsWith(role),
    )![1] as Loose
  ).Properties.PolicyDocument.Statement as Loose[];

describe('DeckFiles', () => {
  it('is private, encrypted, TLS only, CORS for the web origin only, uploads expiring after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: ['https://d111.cloudfront.net'],
            AllowedMethods: ['GET', 'PUT'],
          }),
        ],
      },
      LifecycleConfiguration: { Rules: [Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1 })] },
    });
  });

  it('grants the viewer GetObject on rooms/* only, the founders get, put and delete on rooms/* and uploads/*', () => {
    const resources = (s: Loose) => JSON.stringify(s.Resource);
    const viewer = statementsOf('ViewerDefaultPolicy');
    expect(viewer).toHaveLength(1);
    expect(viewer[0]!.Action).toBe('s3:GetObject');
    expect(resources(viewer[0]!)).toContain('/rooms/*');
    expect(resources(viewer[0]!)).not.toContain('uploads');
    const founders = statementsOf('FoundersDefaultPolicy');
    expect(founders[0]!.Action).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
    expect(resources(founders[0]!)).toContain('/rooms/*');
    expect(resources(founders[0]!)).toContain('/uploads/*');
    expect(JSON.stringify(founders)).not.toContain('s3:List');
  });
});

describe('the deck viewer behaviour', () => {
  it('serves /d/* as /deck.html under the viewer’s CSP, no referrer', () => {
    const rewrite = new Function(`${DECK_VIEWER_REWRITE_CODE}; return handler;`)() as (e: Loose) => Loose;
    expect(rewrite({ request: { uri: '/d/abcdefghijklmnop' } }).uri).toBe('/deck.html');
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Loose;
    const behaviour = (distribution.Properties.DistributionConfig.CacheBehaviors as Loose[]).find(
      (b) => b.PathPattern === '/d/*',
    );
    expect(behaviour?.FunctionAssociations).toHaveLength(1);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp(
              "^default-src 'none'; script-src 'self'.*connect-src 'self' https://\\*\\.s3\\.eu-west-1\\.amazonaws\\.com",
            ),
            Override: true,
          },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        }),
      }),
    });
  });
});
