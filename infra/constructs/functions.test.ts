/**
 * Every function's environment in the synthesized template is `functionEnvironment` of its registry entry
 * (shared/function-environment.ts) plus the two AWS-only variables, so the stack and the local stack, which runs
 * each function with that same derivation (scripts/local/function-env.test.ts), cannot drift (issue 21.5). And the
 * mail declaration's resources (infra/constructs/mail.ts): the SES identity, the configuration set with bounce and
 * complaint handling, and `ses:SendEmail` for declared functions only. Bundling is skipped (context
 * `aws:cdk:bundling-stacks: []`): these assertions read configuration, not code.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, functionDef } from '../../shared/functions.js';
import { functionEnvironment, MAIL_ENV } from '../../shared/function-environment.js';
import { buildApp, type BuiltApp } from '../app.js';
import { Mail, MAIL_FEEDBACK_EVENTS, PLACEHOLDER_MAIL_FROM } from './mail.js';

/**
 * Variables the stack adds that the local stack has no counterpart for (Lambda's source maps, CloudFront's secret,
 * business metrics on: locally they stay off, ADR 0023).
 */
const AWS_ONLY = ['NODE_OPTIONS', 'ORIGIN_VERIFY', 'POWERTOOLS_METRICS_DISABLED'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let built: BuiltApp;
let template: Template;

/**
 * A reference in one canonical form, whether it stayed in its stack (`Ref`, `Fn::GetAtt`, as `stack.resolve` gives
 * it) or crossed to another (the `Fn::ImportValue` of the export CDK names `<Stack>:ExportsOutput<Ref|FnGetAtt><id>
 * [<attr>]<8-character hash>`), so a template can be compared with resolved tokens (issue 35: the functions live
 * in their own stack).
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Loose;
  if (typeof v.Ref === 'string') return `ref:ExportsOutputRef${v.Ref}`;
  if (Array.isArray(v['Fn::GetAtt']))
    return `ref:ExportsOutputFnGetAtt${v['Fn::GetAtt'].join('').replace(/\./g, '')}`;
  if (typeof v['Fn::ImportValue'] === 'string')
    return `ref:${(v['Fn::ImportValue'] as string).split(':')[1]!.slice(0, -8)}`;
  return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, canonical(inner)]));
}

beforeAll(() => {
  built = buildApp(
    {
      context: {
        'aws:cdk:bundling-stacks': [],
        noWebAcl: 'true',
        noAlarmSubscriber: 'true',
        noApiOriginDomain: 'true',
      },
    },
    { webDistDir: null, mailFrom: 'no-reply@mail.fundscout.example' },
  );
  built.app.synth(); // cross-stack references become imports at synthesis
  template = Template.fromStack(built.stacks.functions);
}, 120_000);

describe('function environments (issue 21.5)', () => {
  it('are exactly functionEnvironment of each registry entry, plus NODE_OPTIONS, POWERTOOLS_METRICS_DISABLED and (HTTP functions) ORIGIN_VERIFY', () => {
    const stack = built.stacks.functions;
    const resources = stack.functions.environmentResources;
    for (const name of FUNCTION_NAMES) {
      const fn = stack.functions.byName[name];
      const id = stack.getLogicalId(fn.node.defaultChild as never);
      const variables = template.toJSON().Resources[id].Properties.Environment.Variables as Record<
        string,
        unknown
      >;
      const inTemplate = Object.fromEntries(Object.entries(variables).filter(([k]) => !AWS_ONLY.includes(k)));
      expect(canonical(inTemplate), name).toEqual(
        canonical(stack.resolve(functionEnvironment(name, resources))),
      );
      expect('ORIGIN_VERIFY' in variables, name).toBe(functionDef(name).http === true);
    }
  });

  it('give the API-key authorizer its pool and client from its entry (authorizes), nobody else a client id', () => {
    const env = (name: (typeof FUNCTION_NAMES)[number]) =>
      template.toJSON().Resources[
        built.stacks.functions.getLogicalId(
          built.stacks.functions.functions.byName[name].node.defaultChild as never,
        )
      ].Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(env('founder-authorizer'))).toEqual(
      expect.arrayContaining(['FOUNDERS_POOL_ID', 'FOUNDERS_CLIENT_ID']),
    );
    for (const name of FUNCTION_NAMES.filter((n) => n !== 'founder-authorizer'))
      expect(
        Object.keys(env(name)).some((k) => k.endsWith('_CLIENT_ID')),
        name,
      ).toBe(false);
  });
});

describe('return origins (issue 22.5)', () => {
  it('give the functions declaring webOrigins (billing, admin-claims) WEB_ORIGINS = the distribution’s own https origin, and no other function any', () => {
    const { web, functions } = built.stacks;
    const distribution = web.getLogicalId(web.web.distribution.node.defaultChild as never);
    for (const name of FUNCTION_NAMES) {
      const id = functions.getLogicalId(functions.functions.byName[name].node.defaultChild as never);
      const variables = template.toJSON().Resources[id].Properties.Environment.Variables as Record<
        string,
        unknown
      >;
      if (functionDef(name).webOrigins)
        expect(canonical(variables.WEB_ORIGINS), name).toEqual(
          canonical({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] }),
        );
      else expect(variables.WEB_ORIGINS, name).toBeUndefined();
    }
    // billing (Checkout's return URLs), admin-claims and listing-freshness (the portal link in their mails, issue 19)
    // and pitch-events and pitch-digest (the inbox links and the one-click unsubscribe URL in pitch mail, issue 20),
    // invitations (the claim link and the unsubscribe in an invitation, issue 37), listing-notices and notice-digest
    // (the founders' notices mail: the investor, Account Settings and the one-click unsubscribe, issue 37 item 4)
    expect(FUNCTION_NAMES.filter((n) => functionDef(n).webOrigins)).toEqual([
      'listing-freshness',
      'admin-claims',
      'billing',
      'pitch-events',
      'pitch-digest',
      'invitations',
      'listing-notices',
      'notice-digest',
    ]);
  });
});

describe('mail (the mailer port’s resources)', () => {
  const data = () => Template.fromStack(built.stacks.data);
  it('verifies the sender’s domain with Easy DKIM, through the configuration set by default', () => {
    data().hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.fundscout.example',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    expect(Object.keys(data().findOutputs('*')).filter((k) => k.includes('DkimRecord'))).toHaveLength(3);
  });

  it('sends through a configuration set that requires TLS, suppresses bounces and complaints, and publishes them', () => {
    data().hasResourceProperties('AWS::SES::ConfigurationSet', {
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    data().hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: [...MAIL_FEEDBACK_EVENTS],
        SnsDestination: { TopicARN: Match.anyValue() },
      },
    });
    data().hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('grants ses:SendEmail only to functions that declare mail', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const withSes = Object.values(policies).filter((p) => JSON.stringify(p).includes('ses:SendEmail'));
    // admin (Inbox replies, review outcomes; issue 23), investor-listing (contact codes), listing-freshness
    // (reminders), admin-claims (claim decisions; issue 19), pitch-events (a new pitch to the team) and
    // pitch-digest (the daily digest; issue 20), invitations (an administrator's invitation to a firm; issue 37)
    const mailing = FUNCTION_NAMES.filter((n) => functionDef(n).mail);
    expect(mailing).toEqual([
      'admin',
      'investor-listing',
      'listing-freshness',
      'admin-claims',
      'pitch-events',
      'pitch-digest',
      'invitations',
      'listing-notices',
      'notice-digest',
    ]);
    expect(withSes).toHaveLength(mailing.length);
    for (const name of mailing) {
      const roleId = built.stacks.functions.getLogicalId(
        built.stacks.functions.functions.byName[name].role!.node.defaultChild as never,
      );
      expect(
        withSes.some((p) => JSON.stringify(p).includes(`"${roleId}"`)),
        name,
      ).toBe(true);
    }
  });

  it('grantSend: ses:SendEmail on the identity and the configuration set only, as the one From address', () => {
    const stack = new Stack(new App(), 'T');
    const mail = new Mail(stack, 'Mail', { from: 'no-reply@example.com' });
    const role = new Role(stack, 'Fn', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    mail.grantSend(role);
    const t = Template.fromStack(stack);
    const [policy] = Object.values(t.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } };
    }[];
    expect(policy!.Properties.PolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Resource: [expect.anything(), expect.anything()],
        Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } },
      },
    ]);
    const resources = JSON.stringify(stack.resolve(policy!.Properties.PolicyDocument.Statement[0]!.Resource));
    expect(resources).toMatch(/:identity\/",\{"Ref":"MailIdentity/);
    expect(resources).toContain(':configuration-set/');
    // A function declaring mail gets both variables from functionEnvironment.
    expect(
      Object.keys(
        functionEnvironment('probe', cdkLikeResources(), {
          entry: 'functions/x.ts',
          description: '',
          why: '',
          table: 'none',
          mail: true,
        }),
      ),
    ).toEqual(['POWERTOOLS_SERVICE_NAME', MAIL_ENV.from, MAIL_ENV.configurationSet]);
  });

  it('without mailFrom: a placeholder that never verifies, said as a synth warning; a display name is refused', () => {
    const stack = new Stack(new App(), 'T');
    const mail = new Mail(stack, 'Mail');
    expect(mail.from).toBe(PLACEHOLDER_MAIL_FROM);
    Annotations.fromStack(stack).hasWarning('/T/Mail', Match.stringLikeRegexp('No mailFrom context'));
    expect(() => new Mail(new Stack(new App(), 'U'), 'Mail', { from: 'Fundscout <a@b.example>' })).toThrow(
      /plain address/,
    );
  });
});

function cdkLikeResources() {
  return {
    tableName: 'T',
    secret: () => ({}),
    pool: () => ({ userPoolId: 'P', clientId: 'C' }),
    mail: { from: 'F', configurationSet: 'S' },
    webOrigins: ['https://W'],
    objectStore: () => ({ OBJECT_STORE_BUCKET: 'bucket' }),
    deckStore: () => ({ DECK_STORE_BUCKET: 'decks' }),
  };
}
