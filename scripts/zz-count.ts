import { buildApp } from '../infra/app.js';
const ctx = { 'aws:cdk:bundling-stacks': [], webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/x/1', alarmEmail: 'ops@example.com', apiOriginDomain: 'api.example.com', apiOriginCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x', mailFrom: 'no-reply@example.com', sesFromEmail: 'no-reply@example.com', sesRegion: 'us-east-1', stripePartnerEventSource: 'aws.partner/stripe.com/acct_1/ed_1' };
const { app } = buildApp({ context: ctx }, { webDistDir: null });
try {
  const asm = app.synth();
  for (const s of asm.stacks) {
    const res = s.template.Resources ?? {};
    const byType: Record<string, number> = {};
    for (const r of Object.values(res) as { Type: string }[]) byType[r.Type] = (byType[r.Type] ?? 0) + 1;
    console.log(s.stackName, Object.keys(res).length, JSON.stringify(byType));
  }
} catch (e) { console.log(String(e).slice(0, 3000)); }
