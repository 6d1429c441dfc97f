/**
 * The dead-letter queue of a construct's deliveries (the bus rules' targets, the outbox pipe): SQS-managed
 * encryption, TLS only, messages kept 14 days, kept when the stack goes. Its depth raises an alarm
 * (infra/constructs/alarms.ts).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** `scope`'s `DeadLetterQueue`, the dead-letter queue of `whatFails` (named in cdk-nag's acknowledgement). */
export function deadLetterQueue(scope: Construct, whatFails: string): Queue {
  const queue = new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue of ${whatFails}; a dead-letter queue needs none of its own, and its depth raises an alarm.`,
  });
  return queue;
}
