/**
 * Function `admin-imports` (shared/functions.ts): the CSV import job, fed by the EventBridge rule for
 * `ImportRequested` (published by the `admin` function): `dry_run` maps and classifies the stored upload,
 * `apply` writes it (functions/admin/imports.ts). Runs outside API Gateway's 30 s limit (timeout 300 s).
 *
 * At-least-once delivery (ADR 0008): a redelivered `dry_run` recomputes the same report; a redelivered `apply`
 * finds the job no longer `applying` and does nothing. Failures inside a step are recorded on the job
 * (`failed` with the message), so the administrator sees them; anything else throws and is retried.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import type { AppEvents } from '../../shared/functions.js';
import { applyImport, getImport, runDryRun } from '../admin/imports.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/http.js';

export type ImportRequestedEvent = EventBridgeEvent<'ImportRequested', AppEvents['ImportRequested']>;

export async function handler(event: ImportRequestedEvent): Promise<{ status: string }> {
  const { jobId, step, actor } = event.detail;
  if (step === 'dry_run') {
    const job = await runDryRun(ddb(), tableName(), jobId);
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
}
