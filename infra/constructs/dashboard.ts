/**
 * The operations dashboard (issue 21 item 3; docs/decisions/0023-observability.md): one CloudWatch dashboard with
 * - the business counters of shared/observability.ts `BUSINESS_METRICS` (Embedded Metric Format lines the functions
 *   write, namespace `Fundscout`), one graph each, summed per 5 minutes. A count carries the emitting function's
 *   `service` dimension and, for a dimensioned metric, its own (outcome, type, kind), so each graph is a metric
 *   math `SEARCH` over the metric name: one line per dimension value, whichever function emits it, and a counter
 *   added to the registry of metrics is graphed without touching this file;
 * - Lambda errors and throttles of every registered function (one line per function);
 * - the events dead-letter queue's depth (what the consumers could not process, malformed events included) and
 *   the HTTP API's 5xx.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  MathExpression,
  TextWidget,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  BUSINESS_METRICS,
  BUSINESS_METRIC_NAMES,
  METRICS_NAMESPACE,
  type BusinessMetric,
} from '../../shared/observability.js';
import type { FeatureFunction } from './functions.js';

export interface OperationsDashboardProps {
  httpApi: HttpApi;
  functions: FeatureFunction[];
  deadLetterQueue: Queue;
}

/** The period every graph sums or samples over. */
export const DASHBOARD_PERIOD = Duration.minutes(5);

/** The metric math search graphing business metric `name`, one line per dimension value. */
export function businessMetricSearch(name: BusinessMetric): string {
  const dimension = BUSINESS_METRICS[name].dimension;
  const schema = [METRICS_NAMESPACE, 'service', ...(dimension ? [dimension] : [])].join(',');
  return `SEARCH('{${schema}} MetricName="${name}"', 'Sum', ${DASHBOARD_PERIOD.toSeconds()})`;
}

const WIDTH = 8;
const HEIGHT = 6;

export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(24) });

    const business: IWidget[] = BUSINESS_METRIC_NAMES.map(
      (name) =>
        new GraphWidget({
          title: `${name}: ${BUSINESS_METRICS[name].counts}`,
          width: WIDTH,
          height: HEIGHT,
          left: [
            new MathExpression({
              expression: businessMetricSearch(name),
              label: '',
              period: DASHBOARD_PERIOD,
            }),
          ],
        }),
    );

    const perFunction = (what: (fn: FeatureFunction) => IMetric) => props.functions.map(what);
    const sum = { period: DASHBOARD_PERIOD, statistic: 'Sum' } as const;
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `## Business\nCounts per ${DASHBOARD_PERIOD.toMinutes()} minutes (namespace \`${METRICS_NAMESPACE}\`).`,
        width: 24,
        height: 1,
      }),
    );
    this.dashboard.addWidgets(...business);
    this.dashboard.addWidgets(
      new TextWidget({ markdown: '## Functions and events', width: 24, height: 1 }),
      new GraphWidget({
        title: 'Lambda errors, per function',
        width: WIDTH,
        height: HEIGHT,
        left: perFunction((fn) => fn.metricErrors({ ...sum, label: fn.feature })),
      }),
      new GraphWidget({
        title: 'Lambda throttles, per function',
        width: WIDTH,
        height: HEIGHT,
        left: perFunction((fn) => fn.metricThrottles({ ...sum, label: fn.feature })),
      }),
      new GraphWidget({
        title: 'Events dead-letter queue depth, and HTTP API 5xx',
        width: WIDTH,
        height: HEIGHT,
        left: [
          props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: DASHBOARD_PERIOD,
            statistic: 'Maximum',
            label: 'dead letters (visible)',
          }),
        ],
        right: [props.httpApi.metricServerError({ ...sum, label: 'API 5xx' })],
      }),
    );
  }
}
