/**
 * Every deploy setting a real deploy passes (docs/deploy.md "Settings"), as `cdk synth -c` context values: the infra
 * test's one synthesis (infra/stack.test.ts, which bundles every function) takes them all, so what it checks, the
 * stacks' resource budget included, is what a deploy creates (issue 35: a synthesis with the local opt-outs passed
 * at 500 resources while the deploy's settings made 502). Values are placeholders of the right shape.
 */
export const FULL_DEPLOY_CONTEXT = {
  webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/fundscout-edge/0123abcd',
  alarmEmail: 'alarms@fundscout.example',
  apiOriginDomain: 'api-origin.fundscout.example',
  apiOriginCertificateArn:
    'arn:aws:acm:eu-west-1:111111111111:certificate/0123abcd-0000-0000-0000-000000000000',
  mailFrom: 'no-reply@mail.fundscout.example',
  sesFromEmail: 'no-reply@mail.fundscout.example',
  sesRegion: 'eu-west-1',
  stripePartnerEventSource: 'aws.partner/stripe.com/acct_1Abc/ed_test_61Xyz',
  threatProtection: 'all',
} as const;
