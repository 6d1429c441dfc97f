/**
 * `AiMeter` (functions/ai/jobs.ts) over the shared meter (functions/metering): the reservation is a `charge` whose
 * "exists only once" item is the job itself (written with the charge's period by `onceWith`), and the refund is
 * the meter's `refund` with the job's outcome item as ITS once-only item, so the failure and the refund are one
 * transaction that can happen once (docs/decisions/0013-ai-jobs.md). Each refund given is counted in the
 * `Refunds` metric by action kind (shared/observability.ts).
 */
import { aiJobItem, aiJobOutcomeItem, dynamoAiJobStore } from '../data/ai-job.js';
import type { Founder } from '../data/profile.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { countMetric } from '../lib/metrics.js';
import { meter } from '../metering/index.js';
import type { Meter } from '../metering/meter.js';
import type { AiJobStore, AiMeter, JobRecord, OpenJobIndex } from './jobs.js';

let store: (AiJobStore & OpenJobIndex) | undefined;
/** The container's job store (and open-job index) on the single table. */
export function jobStore(): AiJobStore & OpenJobIndex {
  store ??= dynamoAiJobStore(ddb, tableName);
  return store;
}

/**
 * The meter port (see the file comment). `founder`: the verified caller of a reservation (the meter creates a
 * missing profile with its email); the worker, which only refunds, passes none. `meterOf`: the meter to use; the
 * `ai` function passes its charging meter (functions/metering/charging.ts, which announces a profile a reservation
 * created), the worker the plain one (it never creates a profile and may not publish).
 */
export function aiMeter(founder?: Founder, meterOf: () => Meter = meter): AiMeter {
  return {
    async reserve(args) {
      let written: JobRecord | undefined;
      const outcome = await meterOf().charge({
        founder: founder && founder.sub === args.sub ? founder : { sub: args.sub, email: undefined },
        kind: args.kind,
        cost: args.cost,
        subject: { id: args.jobId, label: args.label },
        requestId: args.requestId,
        ...(args.idempotency && { idempotency: args.idempotency }),
        once: aiJobItem(args.build({ cost: args.cost, period_start: '', at: '' })),
        ...(args.announce && { puts: () => [args.announce!] }),
        onceWith: (entry) => {
          written = args.build({ cost: entry.cost, period_start: entry.period_start, at: entry.at });
          return aiJobItem(written);
        },
      });
      if (outcome.outcome === 'limit') return { outcome: 'limit', usage: outcome.usage };
      if (outcome.outcome === 'replay')
        return { outcome: 'replay', usage: outcome.usage, record: outcome.record };
      if (outcome.outcome !== 'charged' || !written) {
        throw new Error(`Unexpected AI reservation outcome ${outcome.outcome}`);
      }
      return { outcome: 'reserved', usage: outcome.usage, job: written };
    },

    async refund({ job, outcome, requestId }) {
      const result = await meterOf().refund(
        job.sub,
        {
          kind: job.kind,
          cost: job.charge.cost,
          subject_id: job.id,
          subject_label: job.title,
          at: job.charge.at,
          request_id: job.request_id,
          period_start: job.charge.period_start,
        },
        requestId,
        { once: aiJobOutcomeItem(job.sub, outcome) },
      );
      if (result.duplicate) return { written: false, refunded: false };
      if (result.refunded) {
        countMetric('Refunds', job.kind);
        return { written: true, refunded: true };
      }
      // The charge's period is over (its usage was reset since): record the failure without a refund.
      return { written: await jobStore().finish(job.sub, { ...outcome, refunded: false }), refunded: false };
    },
  };
}
