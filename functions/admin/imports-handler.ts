/**
 * Function `admin-imports` (shared/functions.ts): the CSV import job, fed by the EventBridge rule for
 * `ImportRequested` (published by the `admin` function): `dry_run` maps and classifies the stored upload,
 * `apply` writes it (functions/admin/imports.ts). Runs outside API Gateway's 30 s limit (timeout 300 s).
 *
 * At-least-once delivery (ADR 0008): a redelivered `dry_run` recomputes the same report; a redelivered `apply`
 * finds the job no longer `applying` and does nothing. Failures inside a step are recorded on the job
 * (`failed` with the message), so the administrator sees them. The detail is parsed first (shared/app-events.ts):
 * a malformed one fails with `MalformedEvent`; an unknown job fails with the domain error `Missing`; both, like any
 * other failure, are retried and then dead-lettered.
 */
import { APP_EVENT_DETAILS } from '../../shared/app-events.js';
import { applyImport, getImport, runDryRun } from './imports.js';
import { eventConsumer } from '../lib/consumer.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';

export const handler = eventConsumer(
  'admin-imports',
  APP_EVENT_DETAILS.ImportRequested,
  async (event): Promise<{ status: string }> => {
    const { jobId, step, actor } = event.detail;
    if (step === 'dry_run') {
      const job = await runDryRun(ddb(), tableName(), jobId, actor);
      logger.info('Import dry run', { jobId, status: job.status, counts: job.counts });
      return { status: job.status };
    }
    const current = await getImport(ddb(), tableName(), jobId);
    if (current.status !== 'applying') {
      logger.info('Import apply skipped (not applying: redelivery?)', { jobId, status: current.status });
      return { status: current.status };
    }
    const job = await applyImport(ddb(), tableName(), jobId, actor);
    logger.info('Import applied', { jobId, status: job.status, applied: job.applied });
    return { status: job.status };
  },
);
