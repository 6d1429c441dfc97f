/**
 * The search snapshot's bucket (infra/constructs/catalogue-snapshots.ts, issue 34): the functions get exactly the
 * snapshot's two objects (shared/catalogue-snapshot-keys.ts), never a wildcard of the bucket (a `catalogue/*` grant
 * made cdk-nag's IAM5 fail the synthesis once the bucket moved to another stack than the functions).
 */
import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SNAPSHOT_KEY, SNAPSHOT_MANIFEST_KEY } from '../../shared/catalogue-snapshot-keys.js';
import { CatalogueSnapshots } from './catalogue-snapshots.js';

/** The statements of the one policy of `stack` as `{ actions, resources }`, resources flattened to text. */
function statements(stack: Stack) {
  const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
  return Object.values(policies).flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).map(
      (s) => ({
        actions: [s.Action].flat(),
        resources: [s.Resource].flat().map((r) => JSON.stringify(r)),
      }),
    ),
  );
}

describe('CatalogueSnapshots grants', () => {
  for (const mode of ['read', 'write'] as const) {
    it(`${mode}: only the snapshot and its manifest, no wildcard`, () => {
      const stack = new Stack(new App(), `Snapshots${mode}`);
      const snapshots = new CatalogueSnapshots(stack, 'CatalogueSnapshots');
      const role = new Role(stack, 'Fn', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
      if (mode === 'read') snapshots.grantRead(role);
      else snapshots.grantWrite(role);

      const [statement, ...others] = statements(stack);
      expect(others).toEqual([]);
      expect(statement!.actions.sort()).toEqual(
        mode === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject'],
      );
      expect(statement!.resources).toHaveLength(2);
      expect(statement!.resources.some((r) => r.includes(`/${SNAPSHOT_KEY}`))).toBe(true);
      expect(statement!.resources.some((r) => r.includes(`/${SNAPSHOT_MANIFEST_KEY}`))).toBe(true);
      expect(statement!.resources.join(' ')).not.toContain('*');
    });
  }
});
