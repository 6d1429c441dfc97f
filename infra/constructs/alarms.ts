/**
 * Alarms into one SNS topic (optionally emailed: context `alarmEmail`):
 * - API 5xx: at least 5 server errors in 5 minutes on the HTTP API;
 * - functions, grouped (issue 35: one alarm per function per metric was 70 of the single stack's 500 resources):
 *   any error (1+ in 5 minutes) and any throttle (1+ in 5 minutes) of the functions of a group of at most
 *   `ALARM_GROUP_SIZE` (registry order; metric math `SUM(METRICS())`, CloudWatch allows 10 metrics in an alarm). The
 *   alarm's description names its functions; the dashboard's per-function graphs say which one
 *   (infra/constructs/dashboard.ts);
 * - dead-letter queue depth: any visible message (the events' queue, the outbox pipe's);
 * - application mail (infra/constructs/mail.ts): the account's SES bounce rate at 5% and complaint rate at 0.1%,
 *   half of the rates at which SES puts an account under review (10% and 0.5%), so there is time to act.
 * Missing data is "not breaching" (no traffic is not an incident).
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FeatureFunction } from './functions.js';

export interface AlarmsProps {
  httpApi: HttpApi;
  functions: FeatureFunction[];
  deadLetterQueues: Queue[];
  /** Subscribe this address to the alarm topic. */
  alarmEmail?: string;
  /** Alarm on the SES account's reputation (the stack sends application mail). */
  mail?: boolean;
}

/** SES reputation rates that raise an alarm (fractions; SES reviews an account at 10% bounces, 0.5% complaints). */
export const MAIL_REPUTATION_THRESHOLDS = {
  'Reputation.BounceRate': 0.05,
  'Reputation.ComplaintRate': 0.001,
};

const PERIOD = Duration.minutes(5);

/** Functions per grouped alarm: CloudWatch allows at most 10 metrics in a metric math alarm. */
export const ALARM_GROUP_SIZE = 10;

/** `items` in groups of `size`, in order. */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Fundscout alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.add(
      'Api5xx',
      props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      5,
      'HTTP API 5xx',
    );
    groupsOf(props.functions, ALARM_GROUP_SIZE).forEach((group, index) => {
      const names = group.map((fn) => fn.feature).join(', ');
      const sum = (metricOf: (fn: FeatureFunction) => IMetric) =>
        new MathExpression({
          expression: 'SUM(METRICS())',
          usingMetrics: Object.fromEntries(group.map((fn, i) => [`m${i}`, metricOf(fn)])),
          period: PERIOD,
        });
      this.add(
        `FunctionErrorsGroup${index + 1}`,
        sum((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' })),
        1,
        `errors of ${names}`,
      );
      this.add(
        `FunctionThrottlesGroup${index + 1}`,
        sum((fn) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum' })),
        1,
        `throttles of ${names}`,
      );
    });
    if (props.mail) {
      for (const [metricName, threshold] of Object.entries(MAIL_REPUTATION_THRESHOLDS)) {
        this.add(
          `Mail${metricName.split('.')[1]}`,
          new Metric({ namespace: 'AWS/SES', metricName, period: PERIOD, statistic: 'Maximum' }),
          threshold,
          `SES ${metricName}`,
        );
      }
    }
    props.deadLetterQueues.forEach((queue, index) => {
      this.add(
        `DeadLetterQueue${index + 1}Depth`,
        queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        1,
        'messages in a dead-letter queue',
      );
    });
  }

  private add(id: string, metric: IMetric, threshold: number, what: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `Fundscout: ${what} (>= ${threshold} in 5 minutes)`,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
