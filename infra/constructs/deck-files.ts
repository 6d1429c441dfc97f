/**
 * The deck rooms' object store (issue 39; docs/decisions/0061-deck-rooms.md): one S3 bucket for the founders'
 * uploads (`uploads/*`, a PDF before it is checked and published; expired after a day) and the published rooms'
 * files (`rooms/*`), reached through functions/lib/object-store.ts `deckStore`.
 *
 * - Encrypted at rest (S3-managed keys), every public access blocked, TLS enforced, bucket-owner-enforced ownership,
 *   access logs to the stack's log bucket: nothing in it is public; browsers reach an object only through a
 *   short-lived presigned URL a function signed (the viewer's PDF, 5 minutes; a founder's upload, its length signed).
 * - CORS for the web app's origin only (GET of a PDF by pdf.js, PUT of an upload).
 * - Least privilege: the viewer (`decks: 'read'`) may `s3:GetObject` on `rooms/*` only; the founders' function
 *   (`decks: 'write'`) gets, puts and deletes on `rooms/*` and `uploads/*` only; nobody may list the bucket.
 * Not versioned: deleting a room or an account deletes its files for good (issue 39 "Deliver" 5).
 */
import { Duration } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { grantKeyPrefixes, privateBucketProps } from './catalogue-snapshots.js';
import { Bucket, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Key prefixes: published rooms' files, and uploads not yet published. */
export const DECK_ROOMS_PREFIX = 'rooms/';
export const DECK_UPLOADS_PREFIX = 'uploads/';

export interface DeckFilesProps {
  /** The web app's origin(s) (`https://<distribution>`): the only CORS origins. */
  webOrigins: readonly string[];
  /** Where S3 server access logs go (the stack's log bucket), with this prefix. */
  accessLogs?: { bucket: IBucket; prefix: string };
}

export class DeckFiles extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: DeckFilesProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps(props.accessLogs),
      cors: [
        {
          allowedOrigins: [...props.webOrigins],
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT],
          allowedHeaders: ['content-type', 'range'],
          exposedHeaders: ['content-length', 'content-range', 'accept-ranges'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [{ prefix: DECK_UPLOADS_PREFIX, expiration: Duration.days(1) }],
    });
  }

  /** `s3:GetObject` on the published rooms' files (the public viewer). */
  grantRead(grantee: IGrantable): void {
    grantKeyPrefixes(grantee, this.bucket, ['s3:GetObject'], [DECK_ROOMS_PREFIX]);
  }

  /** Get, put and delete on the rooms' files and the uploads (the founders' function). */
  grantWrite(grantee: IGrantable): void {
    grantKeyPrefixes(
      grantee,
      this.bucket,
      ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      [DECK_ROOMS_PREFIX, DECK_UPLOADS_PREFIX],
    );
  }
}
