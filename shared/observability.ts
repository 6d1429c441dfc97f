/**
 * Names the functions' logs and metrics share with the stack's dashboard (docs/decisions/0023-observability.md):
 * the default service name, the CloudWatch namespace and the business counters. The functions emit them
 * (functions/lib/logger.ts, functions/lib/metrics.ts, with the `service` the stack sets per function in
 * `POWERTOOLS_SERVICE_NAME`, `fundscout-<registry name>`); the stack graphs every metric listed here
 * (infra/constructs/dashboard.ts), so a counter added here is on the dashboard at the next deploy.
 */

/** The service name of a process that is not one function (a script, a test, a local stack sharing one environment). */
export const DEFAULT_SERVICE_NAME = 'fundscout';

/** The CloudWatch namespace of the business metrics (Embedded Metric Format). */
export const METRICS_NAMESPACE = 'Fundscout';

/** A business counter: what one count means, and the dimension that splits it (besides `service`), if any. */
export interface BusinessMetricDef {
  /** What one count means (the dashboard's widget title says it). */
  readonly counts: string;
  /** The dimension whose value each count carries, or null. Keep its values a small, closed set. */
  readonly dimension: string | null;
}

/**
 * The business counters (issue 21). Each is a Count, summed per period. `Pitches` is defined before its feature
 * (a later issue) so the dashboard and the name are settled when it lands.
 */
export const BUSINESS_METRICS = {
  Reveals: {
    counts: 'Contacts revealed (charged; a repeat reveal is free and not counted)',
    dimension: null,
  },
  Exports: { counts: 'CSV exports of a saved list', dimension: null },
  Pitches: { counts: 'Pitches sent to investors', dimension: null },
  AiJobs: { counts: 'AI generation jobs run by the worker, by outcome', dimension: 'outcome' },
  WebhookEvents: { counts: 'Verified Stripe webhook events, by Stripe event type', dimension: 'type' },
  Refunds: { counts: 'Reserved actions given back (failed AI jobs), by action kind', dimension: 'kind' },
} as const satisfies Record<string, BusinessMetricDef>;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;

/** The metrics that carry a dimension value with each count. */
export type DimensionedMetric = {
  [M in BusinessMetric]: (typeof BUSINESS_METRICS)[M]['dimension'] extends string ? M : never;
}[BusinessMetric];

/** Every business metric name, in declaration order. */
export const BUSINESS_METRIC_NAMES = Object.keys(BUSINESS_METRICS) as BusinessMetric[];
