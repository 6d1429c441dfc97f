/**
 * Data: the single DynamoDB table (docs/decisions/0001-single-table.md) with its key names and GSIs taken from
 * functions/data/table.ts, so the local stack and AWS declare the same shape.
 *
 * On-demand billing, point-in-time recovery, deletion protection, encryption at rest with the AWS managed key
 * `aws/dynamodb` (visible in the template as SSEEnabled), and `RETAIN` on stack deletion and on replacement (the
 * table holds every customer's data; teardown in docs/deploy.md). A stream of new images feeds the outbox pipe
 * (issue 35; infra/constructs/outbox.ts, shared/outbox.ts).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../functions/data/table.js';
import { OUTBOX_STREAM_VIEW } from '../../shared/outbox.js';

/** The GSIs of the single table, from functions/data/table.ts. Each projects ALL attributes. */
export const TABLE_GSIS = [TABLE.gsi1] as const;

export class Data extends Construct {
  /** The single table; functions get access through `FeatureFunction.bindTable`. */
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryptionV2.awsManagedKey(),
      removalPolicy: RemovalPolicy.RETAIN,
      // The outbox's source (issue 35): every change, as its new image; the pipe keeps the outbox inserts only
      dynamoStream: StreamViewType[OUTBOX_STREAM_VIEW],
      // Usage ledger entries expire (functions/data/ledger.ts LEDGER_RETENTION_DAYS); other items have no expiry.
      timeToLiveAttribute: TABLE.ttlAttribute,
      globalSecondaryIndexes: TABLE_GSIS.map((gsi) => ({
        indexName: gsi.name,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })),
    });
  }

  /** ARNs of the table's indexes (`<tableArn>/index/<name>`), named one by one: no `index/*` wildcard. */
  indexArns(): string[] {
    return TABLE_GSIS.map((gsi) => `${this.table.tableArn}/index/${gsi.name}`);
  }
}
