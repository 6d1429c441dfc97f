/**
 * The outbox pipe (issue 35; docs/decisions/0057-stacks-outbox-steps.md, shared/outbox.ts): delivers every domain
 * event from the single table to the application bus. Functions write an event as an outbox item in the transaction
 * of the change it announces (functions/lib/events.ts); this construct carries it on:
 *
 *   table stream (NEW_IMAGE) → EventBridge pipe: filter `OUTBOX_STREAM_FILTER` (new outbox items only)
 *     → enrichment `outbox-relay` (functions/outbox/relay-handler.ts: one `{ source, detailType, detail }` per record)
 *     → target: the application bus, `source` and `detail-type` from the enrichment (dynamic path parameters),
 *       the detail from `<$.detail>`.
 *
 * Delivery: from the stream's start (`TRIM_HORIZON`: nothing written before the pipe existed is skipped), batches of
 * up to 10 records (PutEvents' limit), a failed batch split to find the failing record (`AUTOMATIC_BISECT`) and
 * retried without a count limit (`MaximumRetryAttempts` -1) for up to `OUTBOX_MAX_RECORD_AGE` (the stream keeps a
 * record 24 h); a record still undelivered then goes to the pipe's dead-letter queue (alarmed, infra/constructs/
 * alarms.ts), and its outbox item stays in the table for 7 days for an operator's replay (docs/deploy.md). The
 * pipe's errors are logged to its own log group. Consumers apply each event once by its outbox id, so a
 * redelivered batch is harmless (functions/lib/consumer.ts).
 *
 * The pipe's role may read this table's stream, invoke the relay function, put events on this bus, send to its
 * dead-letter queue and write its log group: each on that one resource.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue.js';
import { OUTBOX_STREAM_FILTER, OUTBOX_TARGET_PATHS } from '../../shared/outbox.js';

/** A record undelivered this long goes to the dead-letter queue (23 h: before the stream drops it at 24 h). */
export const OUTBOX_MAX_RECORD_AGE = Duration.hours(23);

/** Records per batch: PutEvents takes at most 10 entries, the most an event bus target of a pipe accepts. */
export const OUTBOX_BATCH_SIZE = 10;

export interface OutboxPipeProps {
  /** The single table (its stream, `dynamoStream` set: infra/constructs/data.ts). */
  table: ITableV2;
  /** The registry's `outbox-relay` function, the pipe's enrichment. */
  relay: IFunction;
  bus: IEventBus;
}

export class OutboxPipe extends Construct {
  readonly pipe: CfnPipe;
  readonly role: Role;
  readonly deadLetterQueue: Queue;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: OutboxPipeProps) {
    super(scope, id);
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('The outbox pipe needs the table’s stream (infra/constructs/data.ts).');

    this.deadLetterQueue = deadLetterQueue(
      this,
      'the outbox pipe (records it could not deliver within 23 hours)',
    );
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('pipes.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Fundscout outbox pipe: table stream to outbox-relay to the application bus',
    });
    const allow = (actions: string[], resources: string[]) =>
      this.role.addToPolicy(new PolicyStatement({ actions, resources }));
    allow(
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      [streamArn],
    );
    allow(['lambda:InvokeFunction'], [props.relay.functionArn]);
    allow(['events:PutEvents'], [props.bus.eventBusArn]);
    allow(['sqs:SendMessage'], [this.deadLetterQueue.queueArn]);
    allow(['logs:CreateLogStream', 'logs:PutLogEvents'], [this.logGroup.logGroupArn]);

    this.pipe = new CfnPipe(this, 'Pipe', {
      description: 'Fundscout outbox: new outbox items of the table → the application bus (shared/outbox.ts)',
      roleArn: this.role.roleArn,
      source: streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: {
          startingPosition: 'TRIM_HORIZON',
          batchSize: OUTBOX_BATCH_SIZE,
          maximumRetryAttempts: -1,
          maximumRecordAgeInSeconds: OUTBOX_MAX_RECORD_AGE.toSeconds(),
          onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
          deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
        },
        filterCriteria: { filters: [{ pattern: JSON.stringify(OUTBOX_STREAM_FILTER) }] },
      },
      enrichment: props.relay.functionArn,
      target: props.bus.eventBusArn,
      targetParameters: {
        eventBridgeEventBusParameters: {
          source: OUTBOX_TARGET_PATHS.source,
          detailType: OUTBOX_TARGET_PATHS.detailType,
        },
        inputTemplate: OUTBOX_TARGET_PATHS.inputTemplate,
      },
      logConfiguration: {
        level: 'ERROR',
        cloudwatchLogsLogDestination: { logGroupArn: this.logGroup.logGroupArn },
      },
    });
    // The role's policy must exist before the pipe starts reading the stream.
    this.pipe.node.addDependency(this.role);
  }
}
