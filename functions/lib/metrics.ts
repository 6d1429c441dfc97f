/**
 * Business metrics (Powertools Metrics, CloudWatch Embedded Metric Format; docs/decisions/0023-observability.md):
 * `countMetric('Reveals')`, `countMetric('AiJobs', 'succeeded')`. The names, namespace and dimensions are declared
 * once in shared/observability.ts, which the stack's dashboard graphs (infra/constructs/dashboard.ts).
 *
 * Each count is written at once as one EMF line on stdout (Powertools `singleMetric()`): business events are rare
 * (a reveal, an export), and no invocation ends with an empty-metrics warning. Each line carries the
 * `service` dimension (the function's service name, functions/lib/logger.ts) and, for a dimensioned metric,
 * its one dimension.
 *
 * Quiet unless asked: metrics are written only when `POWERTOOLS_METRICS_DISABLED` is `false` (the stack sets it on
 * every function; Powertools' own switch, read through the env gate). Unit and integration tests and the local stack
 * leave it unset, so nothing is written; `POWERTOOLS_METRICS_DISABLED=false npm start` shows the EMF lines.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import * as z from 'zod';
import {
  BUSINESS_METRICS,
  METRICS_NAMESPACE,
  type BusinessMetric,
  type DimensionedMetric,
} from '../../shared/observability.js';
import { loadEnv, type EnvSource } from './env.js';
import { logger, loggerSettings } from './logger.js';

/** The variable that turns metrics on (`false`) or off (`true`, or unset). */
export const METRICS_ENV = {
  POWERTOOLS_METRICS_DISABLED: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === undefined || v === 'true' || v === '1'),
};

/** The count function's arguments: a dimensioned metric needs its dimension's value. */
export type CountArgs<M extends BusinessMetric> = M extends DimensionedMetric ? [value: string] : [];

export interface BusinessMetrics {
  /** Adds 1 to metric `name` (with its dimension's `value`, when it has one). Never throws. */
  count<M extends BusinessMetric>(name: M, ...value: CountArgs<M>): void;
  readonly enabled: boolean;
}

/**
 * The business metrics of a process configured by `source` (default `process.env`).
 * @param onError where a failure to write a metric goes (metrics never fail a request)
 */
export function businessMetrics(
  source?: EnvSource,
  onError: (error: unknown) => void = () => undefined,
): BusinessMetrics {
  const disabled = loadEnv(METRICS_ENV, source).POWERTOOLS_METRICS_DISABLED;
  if (disabled) return { enabled: false, count: () => undefined };
  const metrics = new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: loggerSettings(source).serviceName,
  });
  return {
    enabled: true,
    count(name, ...value) {
      try {
        const single = metrics.singleMetric();
        const dimension = BUSINESS_METRICS[name].dimension;
        if (dimension) single.addDimension(dimension, (value as string[])[0] || 'unknown');
        single.addMetric(name, MetricUnit.Count, 1);
      } catch (error) {
        onError(error);
      }
    },
  };
}

let shared: BusinessMetrics | undefined;

/** Adds 1 to business metric `name` (shared/observability.ts) in this function's metrics; see the module comment. */
export function countMetric<M extends BusinessMetric>(name: M, ...value: CountArgs<M>): void {
  shared ??= businessMetrics(undefined, (error) =>
    logger.warn('Metric not written', { metric: name, error: error as Error }),
  );
  shared.count(name, ...value);
}
