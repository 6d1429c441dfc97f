/**
 * The object store of the search snapshot (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): one S3
 * bucket for the objects under `catalogue/` that the `catalogue-snapshot` function writes and the search functions
 * read at cold start (functions/lib/object-store.ts, functions/investors/catalogue.ts).
 *
 * - Encrypted at rest (S3-managed keys), every public access blocked, TLS enforced (a bucket policy denies
 *   non-TLS requests), bucket-owner-enforced ownership (no ACLs), access logs to the stack's log bucket when given.
 * - Least privilege: `grantRead` gives `s3:GetObject` on the snapshot's two objects only
 *   (shared/catalogue-snapshot-keys.ts); `grantWrite` adds `s3:PutObject` on them; no function may list, delete or
 *   touch any other key or the bucket's settings (and no wildcard resource needs a cdk-nag acknowledgement).
 * - The objects are derived from the table (the writer rebuilds them from the catalogue when they are missing), so
 *   the bucket is not versioned; like the stack's other buckets it is retained when the stack is deleted.
 * A construct of its own so the app's split into several stacks can move it whole.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SNAPSHOT_KEY, SNAPSHOT_MANIFEST_KEY } from '../../shared/catalogue-snapshot-keys.js';

/**
 * A private object bucket's properties: encrypted at rest (S3-managed keys), every public access blocked, TLS
 * enforced, bucket-owner-enforced ownership, not versioned, access logs where given, retained with the stack.
 */
export function privateBucketProps(accessLogs?: { bucket: IBucket; prefix: string }): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: false,
    ...(accessLogs
      ? { serverAccessLogsBucket: accessLogs.bucket, serverAccessLogsPrefix: accessLogs.prefix }
      : {}),
    removalPolicy: RemovalPolicy.RETAIN,
  };
}

/** `actions` on the objects of `bucket` under `prefixes` only (no list, no bucket settings), for `grantee`. */
export function grantKeyPrefixes(
  grantee: IGrantable,
  bucket: IBucket,
  actions: string[],
  prefixes: readonly string[],
): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions, resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }),
  );
}

export interface CatalogueSnapshotsProps {
  /** Where S3 server access logs go (the stack's log bucket), with this prefix. */
  accessLogs?: { bucket: IBucket; prefix: string };
}

export class CatalogueSnapshots extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: CatalogueSnapshotsProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', privateBucketProps(props.accessLogs));
  }

  /** The ARNs of the snapshot's two objects. */
  private objectArns(): string[] {
    return [SNAPSHOT_KEY, SNAPSHOT_MANIFEST_KEY].map((key) => this.bucket.arnForObjects(key));
  }

  /** `s3:GetObject` on the snapshot's keys. */
  grantRead(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: this.objectArns(),
      }),
    );
  }

  /** `s3:GetObject` and `s3:PutObject` on the snapshot's keys. */
  grantWrite(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: this.objectArns(),
      }),
    );
  }
}
