/**
 * The administrators' queue of pitches reported as spam (issue 20 item 5; docs/decisions/0052-pitch-digest-
 * suspension-deletion.md), served by the `pitches` function (routes in shared/pitch-routes.ts):
 * - GET /v1/admin/pitch-reports?page&pageSize: the open reports, newest report first, paged on the server by the
 *   admin lists' convention (shared/paging.ts, ADR 0048: the queue is read whole from GSI1 `PITCHREPORTS#open`,
 *   then only the page's pitches are read), each with the pitch (subject, message), its founder and listing, and
 *   whether the founder's sending is suspended (one Query of the sparse GSI1 `PITCHSUSPENDED`);
 * - POST /v1/admin/pitch-reports/{id}/dismiss: the report leaves the queue, audited (`pitch_report.dismiss`) in the
 *   same transaction; the pitch stays in the listing's inbox, still flagged reported. A report no longer open
 *   answers `dismissed: false` and writes nothing; an unknown pitch is a 404.
 * Suspending the founder is the admin route of functions/admin/pitch-sending.ts.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pageOf } from '../../shared/paging.js';
import type { PitchReportDismissed, PitchReportList, PitchReportQuery } from '../../shared/pitch-schemas.js';
import { auditPut, type Actor } from '../data/audit.js';
import { getPitch } from '../data/pitch/pitch.js';
import { dismissReport, openReports, pitchesOfReports } from '../data/pitch/reports.js';
import { suspendedFounders } from '../data/pitch/suspension.js';
import { Missing } from '../lib/errors.js';

/** One page of the open reports (see the module comment). */
export async function reportsPage(
  client: DynamoDBDocumentClient,
  table: string,
  query: PitchReportQuery,
): Promise<PitchReportList> {
  const [reports, suspended] = await Promise.all([
    openReports(client, table),
    suspendedFounders(client, table),
  ]);
  const page = pageOf(reports, query.page, query.pageSize);
  const found = await pitchesOfReports(client, table, page.items);
  return {
    ...page,
    items: found.map(({ pitch, reported_at }) => ({
      pitch_id: pitch.id,
      investor_id: pitch.investor_id,
      investor_name: pitch.investor_name,
      founder_sub: pitch.founder_sub,
      founder_email: pitch.founder_email,
      subject: pitch.subject,
      message: pitch.message,
      sent_at: pitch.sent_at,
      reported_at,
      founder_suspended: suspended.has(pitch.founder_sub),
    })),
  };
}

/** Dismisses the report of pitch `id` (see the module comment). @throws Missing (404) for an unknown pitch. */
export async function dismiss(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<PitchReportDismissed> {
  const pitch = await getPitch(client, table, id);
  if (!pitch) throw new Missing('pitch', id);
  const at = now.toISOString();
  const dismissed = await dismissReport(
    client,
    table,
    id,
    actor.username,
    at,
    auditPut(table, {
      at,
      actor,
      action: 'pitch_report.dismiss',
      subject: { type: 'pitch', id, label: `“${pitch.subject}” to ${pitch.investor_name}` },
      before: { report: 'open' },
      after: { report: 'dismissed' },
    }),
  );
  return { pitch_id: id, dismissed };
}
