/**
 * The admin area's reads (apply-settings-admin.md section 7, "The calls it makes", now served by the API):
 * profiles for Users, Payment Stats and the Dashboard (one paginated Query of GSI1 `USERS`), submissions per status
 * (GSI1 `SUBMISSIONS#{status}`, newest first, with COUNT queries for the filter buttons), Contact-page messages
 * (GSI1 `MESSAGES`, newest first) and the audit log. Figures are computed by stats.ts; storage is the data layer's
 * (functions/data/profile-list.ts, submission-review.ts, inbox.ts, audit.ts, catalogue-admin.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  ActivityEntry,
  DashboardStats,
  InboxList,
  InboxListQuery,
  InboxMessage,
  SubmissionList,
  SubmissionListQuery,
} from '../../shared/admin-schemas.js';
import { pageOf } from '../../shared/paging.js';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../shared/vocabulary.js';
import { ownValue } from '../../shared/lookup.js';
import { listAudit, readSignupCounts, type Actor } from '../data/audit.js';
import { countCatalogue } from '../data/catalogue-admin.js';
import { listInbox, markInboxHandled, readInboxMessage, recordInboxReply } from '../data/inbox.js';
import { listProfiles } from '../data/profile-list.js';
import { countSubmissions, listSubmissionsIn } from '../data/submission-review.js';
import { Missing } from '../lib/errors.js';
import { countByMonth, monthOverMonth, recurring, type StatsProfile } from './stats.js';
import { replyMail, sendOrFail } from './mail.js';

/** Every founder profile. */
export async function readProfiles(client: DynamoDBDocumentClient, table: string): Promise<StatsProfile[]> {
  return await listProfiles(client, table);
}

/**
 * One page of the submissions with `query.status` ('all': every status), newest first (issue 23: paged on the
 * server), and the count of each status.
 */
export async function listSubmissions(
  client: DynamoDBDocumentClient,
  table: string,
  query: Pick<SubmissionListQuery, 'status' | 'page' | 'pageSize'>,
): Promise<SubmissionList> {
  const { status } = query;
  const counts = Object.fromEntries(
    await Promise.all(
      SUBMISSION_STATUSES.map(async (s) => [s, await countSubmissions(client, table, s)] as const),
    ),
  ) as Record<SubmissionStatus, number>;
  const items = await listSubmissionsIn(client, table, status === 'all' ? SUBMISSION_STATUSES : [status]);
  return {
    ...pageOf(items, query.page, query.pageSize),
    counts: { all: counts.pending + counts.approved + counts.rejected, ...counts },
  };
}

/**
 * Answers message `id` by mail with `reply` (./mail.ts; the mail goes first: a refused mail writes nothing), then
 * records the reply and marks it handled with its audit entry, in one transaction.
 * @throws Missing for an unknown id; DependencyFailed (502 `mail_not_sent`) when the mail was not sent.
 */
export async function replyToMessage(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  reply: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await writeMessage(
    client,
    table,
    id,
    { actor, now, action: 'message.reply', field: 'replied_at' },
    recordInboxReply,
    (message) => sendOrFail(replyMail(message, reply)),
  );
}

/**
 * Reads message `id`, runs `first` on it (the reply's mail), then `write`s the message with its audit entry: `action`
 * by `actor` at `now`, which set `field`. The Audit log names the message as the Inbox does, by its subject and its
 * sender's address (issue 23: readable entries, not raw ids).
 * @throws Missing for an unknown id (before `first`, or when the message went in between).
 */
async function writeMessage(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  audit: {
    actor: Actor;
    now: Date;
    action: 'message.reply' | 'message.handle';
    field: 'replied_at' | 'handled_at';
  },
  write: typeof recordInboxReply,
  first: (message: InboxMessage) => Promise<unknown> = async () => undefined,
): Promise<void> {
  const message = await readInboxMessage(client, table, id);
  if (!message) throw new Missing('message', id);
  await first(message);
  const at = audit.now.toISOString();
  const written = await write(client, table, id, {
    at,
    actor: audit.actor,
    action: audit.action,
    subject: { type: 'message', id, label: `${message.subject} (${message.email})` },
    before: null,
    after: { [audit.field]: at },
  });
  if (!written) throw new Missing('message', id);
}

/**
 * One page of the Contact-page messages: priority support first, each group newest first (issue 23: paged on the
 * server); `open` counts the messages not handled yet.
 */
export async function listMessages(
  client: DynamoDBDocumentClient,
  table: string,
  query: InboxListQuery,
): Promise<InboxList> {
  const messages = await listInbox(client, table);
  return {
    ...pageOf(messages, query.page, query.pageSize),
    open: messages.filter((m) => !m.handled_at).length,
  };
}

/**
 * Marks message `id` handled (`handled_at`, `handled_by`) with its audit entry, in one transaction. Marking a
 * handled message again keeps the first mark.
 * @throws Missing for an unknown id.
 */
export async function markHandled(
  client: DynamoDBDocumentClient,
  table: string,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await writeMessage(
    client,
    table,
    id,
    { actor, now, action: 'message.handle', field: 'handled_at' },
    markInboxHandled,
  );
}

const ACTIONS: Record<string, string> = {
  'investor.create': 'added investor',
  'investor.update': 'updated investor',
  'investor.delete': 'deleted investor',
  'submission.approve': 'approved application',
  'submission.reject': 'rejected application',
  'admin.create': 'added admin',
  'admin.update': 'updated admin',
  'admin.delete': 'deleted admin',
  'message.handle': 'handled message',
  'import.upload': 'uploaded import',
  'import.dry_run': 'dry-ran import',
  'import.apply': 'applied import',
};

/** The Dashboard: counts, recurring revenue, sign-up growth month over month and Recent Activity. */
export async function dashboard(
  client: DynamoDBDocumentClient,
  table: string,
  now = new Date(),
): Promise<DashboardStats> {
  const [profiles, investors, pending, audit, stored] = await Promise.all([
    readProfiles(client, table),
    countCatalogue(client, table),
    countSubmissions(client, table, 'pending'),
    listAudit(client, table, 10),
    readSignupCounts(client, table),
  ]);
  // Sign-ups per month: the ProfileCreated counters; before any exists, the profiles' created_at (same facts).
  const signups = stored.size > 0 ? stored : countByMonth(profiles.map((p) => p.created_at));
  const growth = monthOverMonth(signups, now);
  const { active, cents } = recurring(profiles, now);
  const activity: ActivityEntry[] = [
    ...audit.map((e) => ({
      kind: 'audit' as const,
      at: e.at,
      actor: e.actor.username,
      action: ownValue(ACTIONS, e.action) ?? e.action,
      subject: e.subject.label,
    })),
    ...[...profiles]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, 5)
      .map((p) => ({
        kind: 'signup' as const,
        at: p.created_at,
        actor: p.email,
        action: 'signed up',
        subject: '',
      })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 10);
  return {
    total_users: profiles.length,
    total_investors: investors,
    pending_applications: pending,
    active_subscriptions: active,
    monthly_recurring_cents: cents,
    signups_this_month: growth.current,
    signups_last_month: growth.previous,
    monthly_growth_percent: growth.growth,
    recent_activity: activity,
  };
}
