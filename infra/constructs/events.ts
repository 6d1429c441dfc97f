/**
 * Events: the application's EventBridge bus (DESIGN.md: "EventBridge for Stripe events"; ADR 0008), its rules and
 * their dead-letter queue.
 *
 * - Registry rules (`connect`): one Rule per EventBridge trigger of the function registry (shared/functions.ts
 *   `events`), on this bus, with the registry's pattern verbatim (the local bus, scripts/local/event-bus.ts, matches
 *   the same objects), targeting the function with `TARGET_RETRY` and the dead-letter queue. Schedules
 *   (`schedule`) become a Rule with that schedule expression, same target settings.
 * - Stripe (issue 9, docs/decisions/0011-billing-events.md): the `stripe-webhook` function verifies each webhook
 *   and puts it on this bus as `source: 'fundscout.stripe'`, `detail-type: <Stripe event type>`; the
 *   `billing-events` registry entry's rule matches that source and Stripe's partner source
 *   (`aws.partner/stripe.com/...`). With Stripe's native Amazon EventBridge destination instead of (or besides)
 *   the webhook, context `stripePartnerEventSource` names the partner event source: the stack creates its partner
 *   bus and a rule forwarding every event from it onto this bus (`forwardStripePartnerEvents`), where the same
 *   consumer rule takes it. An archive keeps 30 days of Stripe events (both sources).
 *
 * Delivery is retried by EventBridge (here 8 attempts within 2 h); what it cannot deliver ends in the dead-letter
 * queue. EventBridge invokes a Lambda target asynchronously, so an error the consumer itself throws is retried by
 * Lambda (`CONSUMER_ASYNC_RETRIES`) and then sent to the same queue by the function's on-failure destination
 * (Lambda developer guide, "Asynchronous invocation": destinations); the queue's depth raises an alarm
 * (infra/constructs/alarms.ts).
 */
import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule, Schedule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { EventBus as EventBusTarget, LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue.js';
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

/** `source` prefix of events from Stripe's Amazon EventBridge destination (a partner event source). */
export const STRIPE_PARTNER_SOURCE_PREFIX = 'aws.partner/stripe.com';

/** Retry policy of every rule target. */
export const TARGET_RETRY = { retryAttempts: 8, maxEventAge: Duration.hours(2) } as const;

/** Lambda's own retries of an event a consumer threw on (asynchronous invocation; 0-2). */
export const CONSUMER_ASYNC_RETRIES = 2;

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
  readonly deadLetterQueue: Queue;
  /** Stripe's partner event bus, when context `stripePartnerEventSource` is set. */
  stripePartnerBus?: EventBus;
  /** The registry rules, by `<function>#<index>` (`#schedule` for a schedule). */
  readonly rules = new Map<string, Rule>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', {
      description: 'Fundscout application and Stripe events',
    });
    this.bus.archive('StripeArchive', {
      description: '30 days of Stripe events for replay',
      eventPattern: cdkEventPattern({
        source: [STRIPE_EVENT_SOURCE, { prefix: STRIPE_PARTNER_SOURCE_PREFIX }],
      }),
      retention: Duration.days(30),
    });

    this.deadLetterQueue = deadLetterQueue(
      this,
      'every EventBridge rule target (LambdaFunction and EventBus targets set deadLetterQueue to it)',
    );
  }

  /**
   * Stripe's native Amazon EventBridge destination publishes to a partner event source, whose events arrive on a
   * partner bus of the same name, not on this bus. This creates that bus (associating the source) and one rule that
   * forwards every event on it here, with the shared retries and dead-letter queue, so the billing consumer's rule
   * (which matches `aws.partner/stripe.com` sources) receives them like the webhook's.
   * @param sourceName e.g. `aws.partner/stripe.com/acct_123/ed_test_61...` (Stripe Dashboard → Event destinations)
   */
  forwardStripePartnerEvents(sourceName: string): void {
    if (!sourceName.startsWith(`${STRIPE_PARTNER_SOURCE_PREFIX}/`))
      throw new Error(
        `stripePartnerEventSource must start with ${STRIPE_PARTNER_SOURCE_PREFIX}/ (got ${sourceName})`,
      );
    this.stripePartnerBus = new EventBus(this, 'StripePartnerBus', { eventSourceName: sourceName });
    const rule = new Rule(this, 'StripePartnerForward', {
      eventBus: this.stripePartnerBus,
      description: 'Stripe events from the EventBridge destination onto the application bus',
      eventPattern: cdkEventPattern({ source: [{ prefix: STRIPE_PARTNER_SOURCE_PREFIX }] }),
    });
    rule.addTarget(new EventBusTarget(this.bus, { deadLetterQueue: this.deadLetterQueue }));
  }

  /** Functions whose asynchronous invocations already send failures to the dead-letter queue. */
  private readonly failureRouted = new Set<IFunction>();

  /**
   * The Lambda target settings every rule shares: retry policy and dead-letter queue (delivery failures); and, once
   * per function, the on-failure destination of its asynchronous invocations (the consumer's own errors).
   */
  private target(fn: IFunction): LambdaFunction {
    if (!this.failureRouted.has(fn)) {
      fn.configureAsyncInvoke({
        retryAttempts: CONSUMER_ASYNC_RETRIES,
        onFailure: new SqsDestination(this.deadLetterQueue),
      });
      this.failureRouted.add(fn);
    }
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
