/**
 * Events: the application's EventBridge bus (DESIGN.md: "EventBridge for Stripe events"; ADR 0008), its rules and
 * their dead-letter queue.
 *
 * - Registry rules (`connect`): one Rule per EventBridge trigger of the function registry (shared/functions.ts
 *   `events`), on this bus, with the registry's pattern verbatim (the local bus, scripts/local/event-bus.ts, matches
 *   the same objects), targeting the function with `TARGET_RETRY` and the dead-letter queue. Schedules
 *   (`schedule`) become a Rule with that schedule expression, same target settings.
 * - Stripe: the Stripe webhook function (later issue) verifies each webhook and puts it on this bus as
 *   `source: 'fundscout.stripe'`, `detail-type: <Stripe event type>`. Until a consumer function exists, the rule for
 *   `fundscout.stripe` delivers into the `StripeEvents` queue, so no event is lost; the billing consumer is one
 *   registry entry with `events: [{ source: ['fundscout.stripe'] }]`. An archive keeps 30 days of Stripe events.
 *
 * Delivery is retried by EventBridge (here 8 attempts within 2 h); what it cannot deliver — and what a Stripe queue
 * consumer fails 5 times — ends in the dead-letter queue, whose depth raises an alarm (infra/constructs/alarms.ts).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { EventBus, Rule, Schedule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  FUNCTION_NAMES,
  STRIPE_EVENT_SOURCE,
  eventTriggers,
  functionDef,
  type EventPatternJson,
  type FunctionName,
} from '../../shared/functions.js';
import { pascal } from './functions.js';

/** Re-exported for readers of the Stripe wiring (declared in shared/functions.ts). */
export { STRIPE_EVENT_SOURCE };

/** Retry policy of every rule target. */
export const TARGET_RETRY = { retryAttempts: 8, maxEventAge: Duration.hours(2) } as const;

/**
 * A registry pattern (EventBridge JSON, `detail-type`) as CDK's `EventPattern` (`detailType`); CDK renders it back
 * to the same JSON, so the synthesized Rule carries the registry's pattern unchanged.
 */
export function cdkEventPattern(pattern: EventPatternJson): EventPattern {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(pattern)) {
    out[field === 'detail-type' ? 'detailType' : field] = value;
  }
  return out as EventPattern;
}

export class Events extends Construct {
  readonly bus: EventBus;
  readonly stripeRule: Rule;
  /** Durable buffer of Stripe events until (and besides) a consumer function. */
  readonly stripeQueue: Queue;
  readonly deadLetterQueue: Queue;
  /** The registry rules, by `<function>#<index>` (`#schedule` for a schedule). */
  readonly rules = new Map<string, Rule>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', {
      description: 'Fundscout application and Stripe events',
    });
    this.bus.archive('StripeArchive', {
      description: '30 days of Stripe events for replay',
      eventPattern: { source: [STRIPE_EVENT_SOURCE] },
      retention: Duration.days(30),
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
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
      new SqsQueue(this.stripeQueue, { ...TARGET_RETRY, deadLetterQueue: this.deadLetterQueue }),
    );
  }

  /** The Lambda target settings every rule shares: retry policy and dead-letter queue. */
  private target(fn: IFunction): LambdaFunction {
    return new LambdaFunction(fn, { ...TARGET_RETRY, deadLetterQueue: this.deadLetterQueue });
  }

  /**
   * Creates the registry's rules: one per event pattern (on this bus) and one per schedule, each targeting its
   * function. `functions` maps every registry name to its deployed function.
   */
  connect(functions: Record<FunctionName, IFunction>): void {
    for (const trigger of eventTriggers()) {
      const rule = new Rule(this, `${pascal(trigger.function)}Rule${trigger.index + 1}`, {
        eventBus: this.bus,
        description: `Events for ${trigger.function} (shared/functions.ts)`,
        eventPattern: cdkEventPattern(trigger.pattern),
      });
      rule.addTarget(this.target(functions[trigger.function]));
      this.rules.set(`${trigger.function}#${trigger.index}`, rule);
    }
    for (const name of FUNCTION_NAMES) {
      const schedule = functionDef(name).schedule;
      if (!schedule) continue;
      const rule = new Rule(this, `${pascal(name)}Schedule`, {
        description: `Schedule of ${name} (shared/functions.ts)`,
        schedule: Schedule.expression(schedule),
      });
      rule.addTarget(this.target(functions[name]));
      this.rules.set(`${name}#schedule`, rule);
    }
  }
}
