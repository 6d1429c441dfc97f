/**
 * Events: the EventBridge bus for Stripe events (DESIGN.md: "EventBridge for Stripe events"). The Stripe webhook
 * function (later issue) verifies each webhook and puts it on this bus as `source: 'fundscout.stripe'`,
 * `detail-type: <Stripe event type>`.
 *
 * Until a consumer function exists, the rule for `fundscout.stripe` delivers into the `StripeEvents` queue, so no
 * event is lost: delivery is retried by EventBridge (up to 24 h, 185 attempts max; here 8 attempts within 2 h), and
 * what EventBridge cannot deliver — and what a consumer fails 5 times — ends in the dead-letter queue, whose depth
 * raises an alarm. When the billing consumer arrives, `addConsumer(fn)` adds it as a target of the same rule with
 * the same retry policy and dead-letter queue (or it reads the queue with an SQS event source).
 * An archive keeps 30 days of Stripe events for replay.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The `source` the webhook function uses for every Stripe event it publishes. */
export const STRIPE_EVENT_SOURCE = 'fundscout.stripe';

/** Retry policy of every Stripe rule target. */
export const STRIPE_TARGET_RETRY = { retryAttempts: 8, maxEventAge: Duration.hours(2) } as const;

export class Events extends Construct {
  readonly bus: EventBus;
  readonly stripeRule: Rule;
  /** Durable buffer of Stripe events until (and besides) a consumer function. */
  readonly stripeQueue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'StripeBus', {
      description: 'Stripe events published by the webhook function',
    });
    this.bus.archive('StripeArchive', {
      description: '30 days of Stripe events for replay',
      eventPattern: { source: [STRIPE_EVENT_SOURCE] },
      retention: Duration.days(30),
    });

    this.deadLetterQueue = new Queue(this, 'StripeDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stripeQueue = new Queue(this, 'StripeEventsQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.minutes(1),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.stripeRule = new Rule(this, 'StripeRule', {
      eventBus: this.bus,
      description: 'Every Stripe event published by the webhook function',
      eventPattern: { source: [STRIPE_EVENT_SOURCE] },
    });
    this.stripeRule.addTarget(
      new SqsQueue(this.stripeQueue, { ...STRIPE_TARGET_RETRY, deadLetterQueue: this.deadLetterQueue }),
    );
  }

  /** Adds a consumer function as a target of the Stripe rule, with the shared retry policy and dead-letter queue. */
  addConsumer(fn: IFunction): void {
    this.stripeRule.addTarget(
      new LambdaFunction(fn, { ...STRIPE_TARGET_RETRY, deadLetterQueue: this.deadLetterQueue }),
    );
  }
}
