/**
 * Feature `me` (founder routes, shared/routes.ts):
 * - GET /v1/me: the caller's profile (created on first call), action usage of the current period, and saved /
 *   revealed counts (one Query of the sort keys of the user partition), read in parallel;
 * - PATCH /v1/me: Account Settings (apply-settings-admin.md section 2): first_name, last_name, company, phone,
 *   bio, notice_mail (the notices' mail choice: each, weekly, none), validated by `ProfileUpdate` as a whole before one UpdateItem (a bad field is a 400 naming it and
 *   nothing is written); answers like GET;
 * - GET /v1/me/activity: the newest usage ledger entries (Dashboard home, Recent Activity);
 * - GET /v1/me/notices, POST /v1/me/notices/read, DELETE /v1/me/notices/{id}: the founder's notices of listings they
 *   asked for or saved becoming reachable (issue 37 item 4; functions/notices/list.ts).
 * Storage through the entity modules (functions/data/profile.ts, saved.ts, reveal.ts, ledger.ts).
 */
import { recentLedger } from '../data/ledger.js';
import { getOrCreateProfile, updateProfile, type ProfileItem } from '../data/profile.js';
import { countSavedAndRevealed } from '../data/reveal.js';
import { callerOf, emailOf, type Caller } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { profileCreated } from '../lib/events.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { randomUUID } from 'node:crypto';
import { contactMessageItem } from '../data/contact-message.js';
import { putNew } from '../data/submission.js';
import { isPaidTier } from '../../shared/billing-plans.js';
import { logger } from '../lib/logger.js';
import { parseBody, parsePath, parseQuery } from '../lib/validate.js';
import { NoticeIdParams } from '../../shared/notice-schemas.js';
import { dismissNotice, noticesOf, readAllNotices } from '../notices/list.js';
import {
  Activity,
  ActivityQuery,
  ContactMessageRequest,
  Profile,
  ProfileUpdate,
  type ActivityResponse,
  type ContactMessageReceipt,
  type MeResponse,
} from '../../shared/schemas.js';
import { usageOf } from '../metering/usage.js';
import { tombstoneReader } from '../data/tombstone.js';

const table = tableName(); // env gate: fails the cold start without TABLE_NAME
const noticeDeps = () => ({ client: ddb(), table, now: () => new Date() });

function answer(stored: ProfileItem, counts: MeResponse['counts']): MeResponse {
  return { profile: Profile.parse(stored), usage: usageOf(stored, new Date()), counts };
}

/** Saved and revealed counts: one Query (functions/data/reveal.ts `countSavedAndRevealed`). */
function countsOf(sub: string): Promise<MeResponse['counts']> {
  return countSavedAndRevealed(ddb(), table, sub);
}

/**
 * The caller's profile (created when absent, its email from the ID token or Cognito: `emailOf`) and counts, read
 * in parallel.
 */
async function current(event: HttpEvent, caller: Caller): Promise<[ProfileItem, MeResponse['counts']]> {
  const founder = async () => ({
    sub: caller.sub,
    email: await emailOf(event, caller, (error) =>
      logger.warn('Email not found in Cognito', { error: error as Error, sub: caller.sub }),
    ),
  });
  const [{ profile }, counts] = await Promise.all([
    founder().then((f) => getOrCreateProfile(ddb(), table, f, new Date(), profileCreated)),
    countsOf(caller.sub),
  ]);
  return [profile, counts];
}

async function me(event: HttpEvent): Promise<MeResponse> {
  return answer(...(await current(event, callerOf(event))));
}

async function update(event: HttpEvent): Promise<MeResponse> {
  const caller = callerOf(event);
  const changes = parseBody(event, ProfileUpdate);
  const [stored, counts] = await current(event, caller);
  if (Object.values(changes).every((v) => v === undefined)) return answer(stored, counts);
  return answer(await updateProfile(ddb(), table, caller.sub, changes), counts);
}

async function activity(event: HttpEvent): Promise<ActivityResponse> {
  const { limit } = parseQuery(event, ActivityQuery);
  const caller = callerOf(event);
  const items = await recentLedger(ddb(), table, caller.sub, limit);
  return { items: items.map((item) => Activity.parse(item)) };
}

/**
 * `POST /v1/support-messages`: the Contact form of a signed-in founder, stored like a public one with their plan
 * (priority support for a paid plan, issue 23). 202 `{ id, received_at }`; 400 naming a bad field.
 */
async function supportMessage(event: HttpEvent): Promise<Reply> {
  const message = parseBody(event, ContactMessageRequest);
  const caller = callerOf(event);
  const [profile] = await current(event, caller);
  const id = randomUUID();
  const now = new Date();
  const plan = profile.subscription_tier;
  await putNew(
    ddb(),
    table,
    contactMessageItem(message, id, now, { sub: caller.sub, plan, paid: isPaidTier(plan) }),
  );
  logger.info('Support message stored', { messageId: id, plan });
  const receipt: ContactMessageReceipt = { id, received_at: now.toISOString() };
  return new Reply(202, receipt);
}

export const handler = featureHandler(
  'me',
  {
    'GET /v1/me': me,
    'PATCH /v1/me': update,
    'GET /v1/me/activity': activity,
    'POST /v1/support-messages': supportMessage,
    // The founder's notices (issue 37 item 4; functions/notices/list.ts)
    'GET /v1/me/notices': (event) => noticesOf(noticeDeps(), callerOf(event).sub),
    'POST /v1/me/notices/read': (event) => readAllNotices(noticeDeps(), callerOf(event).sub),
    'DELETE /v1/me/notices/{id}': (event) =>
      dismissNotice(noticeDeps(), callerOf(event).sub, parsePath(event, NoticeIdParams).id),
  },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
