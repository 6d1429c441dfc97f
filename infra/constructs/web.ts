/**
 * Web: the React bundle in a private S3 bucket served only through CloudFront (origin access control), with
 * - SPA routing by a CloudFront Function that rewrites extension-less paths to `/index.html` on viewer request, so
 *   client routes load the app and unknown routes show the app's own 404 page — no 403/404 → 200 error mapping,
 *   which would also turn a missing `/assets/x.js` into an HTML 200;
 * - a response-headers policy: CSP (self, the API origin and the Cognito IdP endpoint), HSTS, X-Frame-Options DENY,
 *   X-Content-Type-Options nosniff, a strict referrer policy;
 * - deployment of `web/dist` when it exists (otherwise a synth warning: run `npm run build:web` before deploy) and
 *   of `/config.json` (web/src/common/config.ts RuntimeConfig) built from deploy-time values, so the bundle is never
 *   rebuilt per environment.
 *
 * Access logs of the bucket and of CloudFront go to a separate logs bucket (90-day expiry).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { SupportSettings } from '../../shared/support-settings.js';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { cacheableRoutes } from '../../shared/routes.js';
import { deckViewerCsp } from '../../shared/deck-room-limits.js';
import { pascal } from './functions.js';

/**
 * CloudFront Function (cloudfront-js-2.0) source: a path whose last segment has no `.` is a client route and is
 * served `/index.html`; anything with an extension (assets, `/config.json`, `/favicon.svg`) is passed through.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** CloudFront Function (cloudfront-js-2.0) source of the deck viewer's behaviour: every `/d/...` path is `/deck.html`. */
export const DECK_VIEWER_REWRITE_CODE = `function handler(event) {
  event.request.uri = '/deck.html';
  return event.request;
}`;

/**
 * The security headers of a response-headers policy: `csp`, HSTS (two years, subdomains), no framing, nosniff and
 * `referrer` (the app's pages and the deck viewer's).
 */
function securityHeaders(csp: string, referrer: HeadersReferrerPolicy) {
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.days(730),
      includeSubdomains: true,
      override: true,
    },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: referrer, override: true },
  };
}

/** The browser's runtime configuration (web/src/common/config.ts `RuntimeConfig`); values may be CDK tokens. */
export interface WebRuntimeConfig {
  apiUrl: string;
  region: string;
  cognito: {
    endpoint: null;
    founders: { userPoolId: string; clientId: string };
    admins: { userPoolId: string; clientId: string };
    investors: { userPoolId: string; clientId: string };
  };
  mailboxUrl: null;
  /** The operator's support times (context `supportHours`, `supportReplyTime`, `supportReviewTime`; issue 38). */
  support: SupportSettings;
}

/**
 * The Content-Security-Policy header value. `connect-src` allows the region's API Gateway hosts rather than the one
 * API host: the API's CORS origin is this distribution's domain, so naming the API id here would make the
 * distribution and the API depend on each other (a CloudFormation cycle). docs/decisions/0004-aws-stack.md.
 */
export function contentSecurityPolicy(region: string, urlSuffix: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' https://*.execute-api.${region}.${urlSuffix} https://cognito-idp.${region}.${urlSuffix}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface WebProps {
  /** Folder of the built bundle; `null` to deploy only `/config.json`. Default `<repo>/web/dist`. */
  distDir: string | null;
  /**
   * ARN of the CloudFront-scope AWS WAF web ACL (infra/constructs/edge.ts `EdgeStack`, us-east-1; context
   * `webAclArn`). Unset: no web ACL (a synth warning says so).
   */
  webAclArn?: string;
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<id>.cloudfront.net`: the web app's origin and the API's only CORS origin. */
  readonly origin: string;
  private readonly distDir: string | null;
  private readonly headers: ResponseHeadersPolicy;
  /** The bundle's bucket as the distribution's origin (the default behaviour and the deck viewer's). */
  private siteOrigin!: IOrigin;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.distDir = props.distDir;

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so this bucket keeps ACLs enabled (owner preferred).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/web/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for extension-less paths (client routes)',
    });
    const headers = (this.headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Fundscout web: CSP, HSTS, frame and content-type options',
      securityHeadersBehavior: securityHeaders(
        contentSecurityPolicy(stack.region, stack.urlSuffix),
        HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      ),
    }));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Fundscout web app and API (/v1/*)',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: (this.siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket)),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Fundscout serves founders worldwide and no market is excluded by law or licence; geo restriction would only block customers.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves static files only (the API is API Gateway with stage throttling); a WAF web ACL costs at least $5/month plus $0.60 per million requests for no protected dynamic origin. Add one with the custom domain when abuse appears (docs/deploy.md).',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the minimum protocol (TLSv1) and no other value can be set; with a custom domain and ACM certificate set minimumProtocolVersion TLSv1.2_2021 (docs/deploy.md).',
      },
    );
    this.origin = `https://${this.distribution.distributionDomainName}`;
    if (!props.webAclArn) {
      Annotations.of(this).addWarningV2(
        'fundscout:no-web-acl',
        'No webAclArn: the distribution has no AWS WAF web ACL. Deploy FundscoutEdge (us-east-1) and pass its WebAclArn output: cdk deploy --all -c webAclArn=<arn> (docs/deploy.md).',
      );
    }
  }

  /**
   * Serves the API under `/v1/*` from the same distribution (one origin for web and API: no CORS in production):
   * never cached (but for the manifest's cacheable public GET routes, below), every viewer header but Host forwarded (Authorization included), all methods, HTTPS to the origin,
   * and `originHeaders` added to each request to the origin (the `x-origin-verify` secret the API checks,
   * functions/lib/origin.ts).
   * @param apiDomainName the HTTP API's `<id>.execute-api.<region>.amazonaws.com`.
   */
  serveApi(apiDomainName: string, originHeaders: Record<string, string>): void {
    const api = new HttpOrigin(apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: originHeaders,
    });
    // Issue 12: the public GET routes the manifest declares cacheable (the marketing figures, the ticker's quotes)
    // come first, each under its own behaviour: cached as the handler's Cache-Control says (at most its max-age),
    // keyed by the route's query strings only, no viewer header or cookie forwarded (nothing per caller).
    for (const route of cacheableRoutes()) {
      const name = pascal(route.path);
      this.distribution.addBehavior(route.path, api, {
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: new CachePolicy(this, `Cache${name}`, {
          comment: `Fundscout ${route.method} ${route.path}: the origin's Cache-Control, at most ${route.cache.maxAgeSeconds} s`,
          minTtl: Duration.seconds(0),
          defaultTtl: Duration.seconds(0),
          maxTtl: Duration.seconds(route.cache.maxAgeSeconds),
          queryStringBehavior: route.cache.queryStrings.length
            ? CacheQueryStringBehavior.allowList(...route.cache.queryStrings)
            : CacheQueryStringBehavior.none(),
          headerBehavior: CacheHeaderBehavior.none(),
          cookieBehavior: CacheCookieBehavior.none(),
          enableAcceptEncodingGzip: true,
          enableAcceptEncodingBrotli: true,
        }),
        responseHeadersPolicy: this.headers,
        compress: true,
      });
    }
    this.distribution.addBehavior('/v1/*', api, {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headers,
      compress: true,
    });
  }

  /**
   * Serves the deck viewer (issue 39; docs/decisions/0061-deck-rooms.md) under `/d/*`: a CloudFront Function answers
   * every such path with `/deck.html` (the viewer's own page and bundle), under the viewer's stricter CSP
   * (shared/deck-room-limits.ts `deckViewerCsp`: connect only to this origin and the deck files' bucket, whose
   * presigned URLs the viewer fetches the PDF from), HSTS, no framing, no referrer (the link is the secret).
   * @param deckFilesOrigin where the viewer fetches PDFs from: the region's S3 hosts (`https://*.s3.<region>.amazonaws.com`;
   * the deck bucket's own name would make the distribution and the bucket, whose CORS names it, depend on each other).
   */
  serveDeckViewer(deckFilesOrigin: string): void {
    const rewrite = new CloudFrontFunction(this, 'DeckViewerRewrite', {
      code: FunctionCode.fromInline(DECK_VIEWER_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /deck.html for /d/{slug} (the deck viewer)',
    });
    const headers = new ResponseHeadersPolicy(this, 'DeckViewerHeaders', {
      comment: 'Fundscout deck viewer: strict CSP, HSTS, no framing, no referrer',
      securityHeadersBehavior: securityHeaders(
        deckViewerCsp([deckFilesOrigin]),
        HeadersReferrerPolicy.NO_REFERRER,
      ),
    });
    this.distribution.addBehavior('/d/*', this.siteOrigin, {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
  }

  /**
   * Deploys the bundle (when `distDir` exists) and `/config.json` into the bucket and invalidates the two
   * entry files. Hashed assets are immutable by name, so old ones are kept (`prune: false`): a browser still on
   * the previous `index.html` can load its chunks during a deploy.
   */
  deploy(config: WebRuntimeConfig): BucketDeployment {
    const sources = [Source.jsonData('config.json', config)];
    if (this.distDir && existsSync(join(this.distDir, 'index.html'))) {
      // Source maps stay out of the public bucket (issue 14); the build writes them `hidden` (not referenced).
      sources.unshift(Source.asset(this.distDir, { exclude: SOURCE_MAP_EXCLUDES }));
    } else {
      Annotations.of(this).addWarningV2(
        'fundscout:web-dist-missing',
        `No built web bundle at ${this.distDir ?? '(none)'}: only /config.json is deployed. Run \`npm run build:web\` before \`cdk deploy\`.`,
      );
    }
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources,
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/deck.html', '/config.json'],
      prune: false,
      memoryLimit: 512,
    });
    acknowledgeBucketDeploymentHandler(Stack.of(this));
    return deployment;
  }
}

/** Files of the web build never deployed: source maps (they would publish the readable source). */
export const SOURCE_MAP_EXCLUDES = ['*.map', '**/*.map'];

/**
 * The BucketDeployment custom resource's singleton Lambda (created by CDK at stack level, so it cannot be reached
 * from the deployment construct) is CDK's own code with CDK's own role: its findings are acknowledged here, one by
 * one, each with the reason it is needed.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack): void {
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  const copy =
    'CDK BucketDeployment handler (aws-s3-deployment): copies the bundle from the CDK asset bucket into the web bucket, so it needs these S3 action groups';
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason:
        'The runtime of the CDK BucketDeployment handler is chosen by aws-cdk-lib, not by this project; it runs only during deployments.',
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'The CDK BucketDeployment handler role only writes its own CloudWatch logs with this AWS-maintained policy.',
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${copy}: ${action} reads the source asset and lists the destination (grantRead generated by CDK).`,
    })),
    ...['s3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${copy}: ${action} lets the copy abort failed multipart uploads and replace objects (grantReadWrite generated by CDK), only on the web bucket.`,
    })),
    {
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      reason: `${copy}: the asset zip's key is a content hash only known at deploy time, inside the CDK bootstrap asset bucket.`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::<WebBucketE51352C0.Arn>/*]',
      reason: `${copy}: it writes every file of the bundle, i.e. any key of the web bucket (and only that bucket).`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'The CDK BucketDeployment handler invalidates /index.html and /config.json after the copy; cloudfront:CreateInvalidation/GetInvalidation are granted on "*" by aws-s3-deployment.',
    },
  );
}
