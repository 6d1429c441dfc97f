/**
 * Function `admin` (routes in shared/admin-routes.ts, access 'admin'): the admin area's table work: Dashboard,
 * Investors (CRUD, every write bumping the catalogue version and audited), Investor Submissions (approve in one
 * transaction, reject), Users, Payment Stats, Inbox, CSV import jobs, the Audit log and a founder's pitch sending (suspend / lift, pitch-sending.ts). Every route first checks the caller is an
 * administrator (actor.ts). Domain logic lives in the modules beside this file; this file is wiring.
 *
 * Import jobs: the API stores the upload (or marks the job applying) with its `ImportRequested` outbox item in one
 * transaction (issue 35), delivered to the bus from the table's stream; the `admin-imports` function runs the dry run or the apply (functions/admin/imports-handler.ts), so a large
 * file is never processed inside one API call. The web app polls the job.
 */
import {
  AdminInvestorDeleteQuery,
  AdminInvestorInput,
  AdminInvestorListQuery,
  AdminUserListQuery,
  ApproveRequest,
  IdParams,
  ImportRequest,
  InboxListQuery,
  InboxReplyRequest,
  RejectRequest,
  type ReviewResult,
  SubmissionListQuery,
} from '../../shared/admin-schemas.js';
import { AuditLogQuery } from '../../shared/audit-schemas.js';
import { PitchSuspensionRequest } from '../../shared/pitch-schemas.js';
import { suspendedFounders } from '../data/pitch/suspension.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { DependencyFailed } from '../lib/errors.js';
import { appEvent } from '../lib/events.js';
import { featureHandler, Reply, type HttpEvent, type RouteFn } from '../lib/http.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { actorOf } from './actor.js';
import { auditLogPage } from './audit-log.js';
import { createImport, getImport, listImports, startApply } from './imports.js';
import {
  createInvestor,
  deleteInvestor,
  investorRowsPage,
  readInvestor,
  toAdminInvestor,
  updateInvestor,
} from './investors.js';
import { approvalMail, DEFAULT_REJECTION_REASON, rejectionMail, sendOrFail } from './mail.js';
import {
  dashboard,
  listMessages,
  listSubmissions,
  markHandled,
  readProfiles,
  replyToMessage,
} from './overview.js';
import { liftPitching, suspendPitching } from './pitch-sending.js';
import { approveSubmission, rejectSubmission } from './review.js';
import { paymentStats, userList } from './stats.js';
import { tombstoneReader } from '../data/tombstone.js';
import type { RouteKeyOf } from '../../shared/routes.js';

/**
 * A review that changed something mails the applicant its outcome (issue 23); the review stands when the provider
 * refuses the mail (`mailed: false`: the Submissions page says so).
 */
async function withMail(result: ReviewResult, mail: Parameters<typeof sendOrFail>[0]): Promise<ReviewResult> {
  if (!result.changed) return result;
  try {
    await sendOrFail(mail);
    return { ...result, mailed: true };
  } catch (error) {
    if (error instanceof DependencyFailed) return { ...result, mailed: false };
    throw error;
  }
}

const routes = {
  'GET /v1/admin/dashboard': async (event: HttpEvent) => {
    actorOf(event);
    return dashboard(ddb(), tableName());
  },
  'GET /v1/admin/investors': async (event: HttpEvent) => {
    actorOf(event);
    return investorRowsPage(ddb(), tableName(), parseQuery(event, AdminInvestorListQuery));
  },
  'POST /v1/admin/investors': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const input = parseBody(event, AdminInvestorInput);
    return new Reply(201, await createInvestor(ddb(), tableName(), input, actor));
  },
  'GET /v1/admin/investors/{id}': async (event: HttpEvent) => {
    actorOf(event);
    const { id } = parsePath(event, IdParams);
    const { record, contact } = await readInvestor(ddb(), tableName(), id);
    return toAdminInvestor(record, contact);
  },
  'PUT /v1/admin/investors/{id}': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const input = parseBody(event, AdminInvestorInput);
    return updateInvestor(ddb(), tableName(), id, input, actor);
  },
  'DELETE /v1/admin/investors/{id}': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const { version } = parseQuery(event, AdminInvestorDeleteQuery);
    await deleteInvestor(ddb(), tableName(), id, actor, new Date(), version);
    return new Reply(204, '');
  },
  'GET /v1/admin/submissions': async (event: HttpEvent) => {
    actorOf(event);
    return listSubmissions(ddb(), tableName(), parseQuery(event, SubmissionListQuery));
  },
  'POST /v1/admin/submissions/{id}/approve': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const body = parseBody(event, ApproveRequest);
    const result = await approveSubmission(ddb(), tableName(), id, actor, { fundingType: body.funding_type });
    return withMail(result, approvalMail(result.submission.contact, result.submission.name));
  },
  'POST /v1/admin/submissions/{id}/reject': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const { reason } = event.body ? parseBody(event, RejectRequest) : { reason: undefined };
    const result = await rejectSubmission(ddb(), tableName(), id, actor);
    const { contact, name } = result.submission;
    return withMail(result, rejectionMail(contact, name, reason || DEFAULT_REJECTION_REASON));
  },
  'GET /v1/admin/users': async (event: HttpEvent) => {
    actorOf(event);
    const query = parseQuery(event, AdminUserListQuery);
    const [profiles, suspended] = await Promise.all([
      readProfiles(ddb(), tableName()),
      suspendedFounders(ddb(), tableName()),
    ]);
    return userList(profiles, query, new Set(suspended.keys()));
  },
  'POST /v1/admin/users/{id}/pitch-suspension': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const { reason } = event.body ? parseBody(event, PitchSuspensionRequest) : { reason: undefined };
    return await suspendPitching(ddb(), tableName(), id, reason, actor);
  },
  'DELETE /v1/admin/users/{id}/pitch-suspension': async (event: HttpEvent) =>
    await liftPitching(ddb(), tableName(), parsePath(event, IdParams).id, actorOf(event)),
  'GET /v1/admin/payments': async (event: HttpEvent) => {
    actorOf(event);
    return paymentStats(await readProfiles(ddb(), tableName()), new Date());
  },
  'GET /v1/admin/messages': async (event: HttpEvent) => {
    actorOf(event);
    return listMessages(ddb(), tableName(), parseQuery(event, InboxListQuery));
  },
  'POST /v1/admin/messages/{id}/reply': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const { message } = parseBody(event, InboxReplyRequest);
    await replyToMessage(ddb(), tableName(), id, message, actor);
    return new Reply(204, '');
  },
  'POST /v1/admin/messages/{id}/handled': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    await markHandled(ddb(), tableName(), id, actor);
    return new Reply(204, '');
  },
  'GET /v1/admin/imports': async (event: HttpEvent) => {
    actorOf(event);
    return { items: await listImports(ddb(), tableName()) };
  },
  'POST /v1/admin/imports': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const upload = parseBody(event, ImportRequest);
    const job = await createImport(ddb(), tableName(), upload, actor, new Date(), (jobId) =>
      appEvent('ImportRequested', { jobId, step: 'dry_run', actor }),
    );
    return new Reply(202, job);
  },
  'GET /v1/admin/imports/{id}': async (event: HttpEvent) => {
    actorOf(event);
    const { id } = parsePath(event, IdParams);
    return getImport(ddb(), tableName(), id);
  },
  'POST /v1/admin/imports/{id}/apply': async (event: HttpEvent) => {
    const actor = actorOf(event);
    const { id } = parsePath(event, IdParams);
    const job = await startApply(
      ddb(),
      tableName(),
      id,
      appEvent('ImportRequested', { jobId: id, step: 'apply', actor }),
    );
    return new Reply(202, job);
  },
  'GET /v1/admin/audit': async (event: HttpEvent) => {
    actorOf(event);
    return auditLogPage(ddb(), tableName(), parseQuery(event, AuditLogQuery));
  },
} satisfies Record<RouteKeyOf<'admin'>, RouteFn>;

export const handler = featureHandler('admin', routes, { accounts: tombstoneReader(ddb, tableName) });
