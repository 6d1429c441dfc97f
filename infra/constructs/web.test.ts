/**
 * The web construct's pieces that need no full-stack synthesis: the CloudFront Function's SPA rewrite (run as
 * plain JavaScript, as CloudFront's cloudfront-js-2.0 runtime would) and the warning when no bundle was built.
 */
import { NO_SUPPORT_SETTINGS } from '../../shared/support-settings.js';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { SPA_REWRITE_CODE, Web, contentSecurityPolicy } from './web.js';

type ViewerRequest = { request: { uri: string; method: string } };
const rewrite = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (e: ViewerRequest) => {
  uri: string;
};
const uriFor = (uri: string) => rewrite({ request: { uri, method: 'GET' } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  it('serves index.html for client routes, including unknown ones the app answers with its 404 page', () => {
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/dashboard/investors')).toBe('/index.html');
    expect(uriFor('/dashboard/investors/')).toBe('/index.html');
    expect(uriFor('/no-such-page')).toBe('/index.html');
  });

  it('passes files through untouched so a missing asset stays an error, not an HTML 200', () => {
    expect(uriFor('/assets/index-3f9a.js')).toBe('/assets/index-3f9a.js');
    expect(uriFor('/config.json')).toBe('/config.json');
    expect(uriFor('/favicon.svg')).toBe('/favicon.svg');
    expect(uriFor('/missing.js')).toBe('/missing.js');
  });
});

/** The runtime configuration a deployment writes as config.json: the API at `apiUrl`, three pools in us-east-1. */
const runtimeConfig = (apiUrl: string) => ({
  apiUrl,
  region: 'us-east-1',
  cognito: {
    endpoint: null,
    founders: { userPoolId: 'us-east-1_F', clientId: 'f' },
    admins: { userPoolId: 'us-east-1_A', clientId: 'a' },
    investors: { userPoolId: 'us-east-1_I', clientId: 'i' },
  },
  mailboxUrl: null,
  support: NO_SUPPORT_SETTINGS,
});

describe('web deployment', () => {
  it('deploys only config.json and warns when there is no built bundle', () => {
    // Prepare
    const stack = new Stack(new App(), 'WebOnly');
    const web = new Web(stack, 'Web', { distDir: null });
    // Act
    web.deploy(runtimeConfig('https://api.example'));
    // Assess
    Annotations.fromStack(stack).hasWarning('/WebOnly/Web', Match.stringLikeRegexp('No built web bundle'));
    const deployments = Template.fromStack(stack).findResources('Custom::CDKBucketDeployment');
    const [deployment] = Object.values(deployments) as { Properties: { SourceObjectKeys: unknown[] } }[];
    expect(deployment!.Properties.SourceObjectKeys).toHaveLength(1);
  }, 60_000); // synthesis stages BucketDeployment's AWS CLI layer asset (seconds)

  it('never deploys source maps (issue 14): the staged bundle asset holds no *.map file', () => {
    // Prepare: a built bundle with a map next to its chunk
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-1.js.map'), '{}');
    const outdir = mkdtempSync(join(tmpdir(), 'cdkout-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'WebMaps');
    new Web(stack, 'Web', { distDir: dist }).deploy(runtimeConfig('/'));
    // Act
    app.synth();
    // Assess: the asset folder staged from dist has the chunk and no map
    const staged = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(outdir, name))
      .filter((dir) => existsSync(join(dir, 'index.html')));
    expect(staged).toHaveLength(1);
    const files = readdirSync(staged[0]!, { recursive: true }).map(String);
    expect(files).toContain(join('assets', 'index-1.js'));
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  }, 60_000);

  it('writes a CSP that names the region’s API Gateway and Cognito endpoints and forbids framing', () => {
    const csp = contentSecurityPolicy('eu-west-1', 'amazonaws.com');
    expect(csp).toContain(
      "connect-src 'self' https://*.execute-api.eu-west-1.amazonaws.com https://cognito-idp.eu-west-1.amazonaws.com",
    );
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
