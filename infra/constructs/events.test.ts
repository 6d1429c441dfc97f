/**
 * Stripe's native Amazon EventBridge destination (issue 9, docs/decisions/0011-billing-events.md): with a partner
 * event source, the Events construct creates its partner bus and forwards every event onto the application bus,
 * where the billing consumer's rule (registry `billing-events`) matches the partner source prefix.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../shared/functions.js';
import { matchesPattern } from '../../scripts/local/event-pattern.js';
import { Events, STRIPE_PARTNER_SOURCE_PREFIX } from './events.js';

const SOURCE = 'aws.partner/stripe.com/acct_1Abc/ed_test_61Xyz';

describe('Stripe partner events', () => {
  it('associates the partner source with its bus and forwards every event onto the application bus', () => {
    const stack = new Stack(new App(), 'T');
    const events = new Events(stack, 'Events');
    events.forwardStripePartnerEvents(SOURCE);
    const t = Template.fromStack(stack);
    t.hasResourceProperties('AWS::Events::EventBus', { Name: SOURCE, EventSourceName: SOURCE });
    const rules = Object.values(t.findResources('AWS::Events::Rule')) as {
      Properties: {
        EventPattern: unknown;
        EventBusName: unknown;
        Targets: { Arn: unknown; DeadLetterConfig?: unknown }[];
      };
    }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.EventPattern).toEqual({ source: [{ prefix: STRIPE_PARTNER_SOURCE_PREFIX }] });
    expect(JSON.stringify(rules[0]!.Properties.Targets[0]!.Arn)).toContain('EventsBus');
    expect(rules[0]!.Properties.Targets[0]!.DeadLetterConfig).toBeDefined();
  });

  it('refuses a source that is not Stripe’s', () => {
    const events = new Events(new Stack(new App(), 'T'), 'Events');
    expect(() => events.forwardStripePartnerEvents('aws.partner/other.com/x')).toThrow(
      /stripePartnerEventSource/,
    );
  });

  it('the billing consumer’s pattern takes both sources and nothing else', () => {
    const [pattern] = FUNCTIONS['billing-events'].events;
    const event = (source: string) => ({ source, 'detail-type': 'invoice.paid', detail: {} });
    expect(matchesPattern(pattern, event('fundscout.stripe'))).toBe(true);
    expect(matchesPattern(pattern, event(SOURCE))).toBe(true);
    expect(matchesPattern(pattern, event('fundscout.app'))).toBe(false);
  });
});
