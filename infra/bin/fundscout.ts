/**
 * CDK entry point (`cdk.json` "app": `npx tsx infra/bin/fundscout.ts`): synthesizes the Fundscout stacks with
 * cdk-nag's AwsSolutions checks. Environment-agnostic: no AWS account or network needed to synth.
 */
import { buildApp } from '../app.js';

buildApp().app.synth();
