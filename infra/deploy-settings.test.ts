/**
 * The stack's required deploy settings and its threat-protection setting (issue 22), on synthesized templates
 * (bundling skipped): synth fails without a web ACL or an alarm subscriber unless each is explicitly opted out, and
 * `threatProtection` chooses the pools that get the Plus plan's threat protection.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';

const noBundling = { 'aws:cdk:bundling-stacks': [] };
const WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/fundscout/abc';

describe('required deploy settings', () => {
  it('refuses to synth without a web ACL unless noWebAcl=true', () => {
    expect(() =>
      buildApp({ context: { ...noBundling, alarmEmail: 'ops@fundscout.example' } }, { webDistDir: null }),
    ).toThrow(/No webAclArn.*noWebAcl=true/);
  });

  it('refuses to synth without an alarm subscriber unless noAlarmSubscriber=true', () => {
    expect(() => buildApp({ context: { ...noBundling, webAclArn: WEB_ACL } }, { webDistDir: null })).toThrow(
      /No alarmEmail.*noAlarmSubscriber=true/,
    );
  });

  it('refuses to synth without the API origin domain unless noApiOriginDomain=true (issue 33 item 11)', () => {
    const settings = { ...noBundling, webAclArn: WEB_ACL, alarmEmail: 'ops@fundscout.example' };
    expect(() => buildApp({ context: settings }, { webDistDir: null })).toThrow(
      /No apiOriginDomain.*execute-api.*noApiOriginDomain=true/,
    );
    expect(() =>
      buildApp({ context: { ...settings, noApiOriginDomain: 'true' } }, { webDistDir: null }),
    ).not.toThrow();
  }, 240_000);

  it('refuses an unknown threatProtection value', () => {
    expect(() =>
      buildApp(
        { context: { ...noBundling, noWebAcl: 'true', noAlarmSubscriber: 'true', threatProtection: 'some' } },
        { webDistDir: null },
      ),
    ).toThrow(/threatProtection must be all, admins or none/);
  });

  it('threatProtection=admins keeps it on the admins pool only (founders on Lite, acknowledged)', () => {
    const { stacks } = buildApp(
      {
        context: {
          ...noBundling,
          webAclArn: WEB_ACL,
          alarmEmail: 'ops@fundscout.example',
          noApiOriginDomain: 'true',
          threatProtection: 'admins',
        },
      },
      { webDistDir: null },
    );
    const pools = Object.entries(Template.fromStack(stacks.identity).findResources('AWS::Cognito::UserPool'));
    const tier = (prefix: string) => pools.find(([id]) => id.startsWith(prefix))![1].Properties;
    expect(tier('AuthAdminsPool')).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    expect(tier('AuthFoundersPool').UserPoolTier).toBe('LITE');
    expect(tier('AuthFoundersPool').UserPoolAddOns).toBeUndefined();
  }, 240_000);
});
