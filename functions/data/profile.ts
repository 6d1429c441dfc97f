/**
 * The founder profile entity (founder-app.md section 3, profiles row; docs/decisions/0005-metering.md): the
 * `USER#{sub}` / `PROFILE` item, on GSI1 `USERS`. It also holds the usage counter (`access_used`,
 * `usage_period_start`), which only functions/metering writes.
 *
 * A profile is created with the defaults (tier free, limit 10, used 0, monthly) the first time a founder is seen,
 * by ONE conditional Put, so concurrent first calls create it once. `createProfile` is the one place that knows a
 * profile was created just now (`created: true`). A function that declares `publishes: ['ProfileCreated']` passes
 * the event's outbox item (functions/lib/events.ts `profileCreated`; issue 35): the profile and its event are then
 * ONE transaction, so a created profile is always announced (ADR 0057).
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../shared/schemas.js';
import { FREE_ACTION_LIMIT } from '../../shared/vocabulary.js';
import { keys, type Key } from './keys.js';
import { retryOnConflict } from './retry.js';
import { isConditionalCheckFailed, isTransactionConflict, transactWrite } from './transaction.js';

/**
 * A stored profile's fields: the API's `Profile` plus the start of the period `access_used` counts (ISO), and
 * `usage_anchor` (ISO), where the monthly periods of a paid plan count from (billing, functions/billing/state.ts;
 * absent: `created_at`). The billing fields themselves are read and written by functions/data/billing.ts.
 */
/** A stored profile: `notice_mail` is absent until the founder chooses (the API answers the default, `each`). */
export type ProfileItem = Omit<Profile, 'notice_mail'> & {
  notice_mail?: Profile['notice_mail'];
  usage_period_start?: string;
  usage_anchor?: string | null;
};

/** Who a profile is created for: the verified token's `sub` and `email`. */
export interface Founder {
  sub: string;
  email?: string | undefined;
}

/** A profile read or created: `created` is true only for the call whose Put created it. */
export interface ProfileResult {
  profile: ProfileItem;
  created: boolean;
}

/**
 * Builds the outbox item announcing a profile created now (functions/lib/events.ts `profileCreated`), written in
 * the profile's own transaction (functions/lib/events.ts, issue 35).
 */
export type ProfileAnnouncer = (profile: ProfileItem) => Key & Record<string, unknown>;

/** Fields a founder edits in Account Settings (apply-settings-admin.md section 2). */
export type ProfileEdit = Partial<Pick<Profile, 'first_name' | 'last_name' | 'company' | 'phone' | 'bio' | 'notice_mail'>>;

export const profileKey = keys.profile;

/** The defaults of a new profile created at `now`: free, 10 actions a month, the period starting at sign-up. */
export function newProfile(founder: Founder, now: Date): ProfileItem {
  const created_at = now.toISOString();
  return {
    id: founder.sub,
    email: founder.email ?? '',
    subscription_tier: 'free',
    access_limit: FREE_ACTION_LIMIT,
    access_used: 0,
    billing_cycle: 'monthly',
    subscription_end: null,
    subscription_price: null,
    first_name: '',
    last_name: '',
    company: '',
    phone: '',
    bio: '',
    created_at,
    usage_period_start: created_at,
  };
}

/** The stored item of a profile (keys, GSI1 `USERS` by creation time, `type: 'profile'`). */
export function profileItem(profile: ProfileItem): Key & Record<string, unknown> {
  return {
    ...keys.profile(profile.id),
    ...keys.profileGsi1(profile.id, profile.created_at),
    type: 'profile',
    ...profile,
  };
}

/** `sub`'s profile, or undefined. One GetItem (strongly consistent when asked). */
export async function getProfile(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  options: { consistent?: boolean } = {},
): Promise<ProfileItem | undefined> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: keys.profile(sub), ConsistentRead: options.consistent === true }),
  );
  return found.Item as ProfileItem | undefined;
}

/**
 * Creates `founder`'s profile with the defaults unless one exists: one conditional PutItem, or with `announce` one
 * TransactWriteItems of that Put and the `ProfileCreated` outbox item (both or neither).
 * @returns `{ profile, created: true }` when this call created it; otherwise the stored one (a strongly
 *   consistent GetItem after the refused Put) with `created: false`.
 * @throws the SDK error for anything but the refused condition.
 */
export async function createProfile(
  client: DynamoDBDocumentClient,
  table: string,
  founder: Founder,
  now = new Date(),
  announce?: ProfileAnnouncer,
): Promise<ProfileResult> {
  const profile = newProfile(founder, now);
  const put = { TableName: table, Item: profileItem(profile), ConditionExpression: 'attribute_not_exists(pk)' };
  let refused: unknown;
  if (announce) {
    const outcome = await transactWrite(client, [
      { Put: put },
      { Put: { TableName: table, Item: announce(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    if (outcome.ok) return { profile, created: true };
    if (outcome.codes[0] !== 'ConditionalCheckFailed')
      throw new Error(`Creating the profile of ${founder.sub} was refused: ${outcome.codes.join(', ')}`);
    refused = outcome.codes;
  } else {
    try {
      await client.send(new PutCommand(put));
      return { profile, created: true };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      refused = error;
    }
  }
  const winner = await getProfile(client, table, founder.sub, { consistent: true });
  if (!winner) throw new Error(`Profile of ${founder.sub} refused as existing but not found`, { cause: refused });
  return { profile: winner, created: false };
}

/**
 * `founder`'s profile, created with the defaults when absent (GetItem, then the Put only when missing). A profile
 * first created without an email (a first call carrying an access token, or a charge) gets `founder.email` now
 * (`fillEmail`), so the email is never blank once known.
 */
export async function getOrCreateProfile(
  client: DynamoDBDocumentClient,
  table: string,
  founder: Founder,
  now = new Date(),
  announce?: ProfileAnnouncer,
): Promise<ProfileResult> {
  const existing = await getProfile(client, table, founder.sub);
  if (!existing) return createProfile(client, table, founder, now, announce);
  if (existing.email === '' && founder.email) {
    return { profile: await fillEmail(client, table, founder.sub, founder.email, existing), created: false };
  }
  return { profile: existing, created: false };
}

/**
 * Sets the email of a profile stored without one (one conditional UpdateItem: only while `email` is still `''`, so
 * it never overwrites). Answers the profile with the email.
 */
export async function fillEmail(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  email: string,
  stored: ProfileItem,
): Promise<ProfileItem> {
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.profile(sub),
        UpdateExpression: 'SET email = :email',
        ConditionExpression: 'attribute_exists(pk) AND email = :blank',
        ExpressionAttributeValues: { ':email': email, ':blank': '' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as ProfileItem;
  } catch (error) {
    // Filled meanwhile by a concurrent call (or a charge's transaction in flight): answer what we know.
    if (isConditionalCheckFailed(error) || isTransactionConflict(error)) return { ...stored, email };
    throw error;
  }
}

/**
 * Sets the given Account Settings fields on an existing profile in one UpdateItem and answers the stored result.
 * A charge's transaction in flight on the same item refuses a plain write (`TransactionConflictException`): it is
 * written again after a short pause, up to 5 times (a charge never changes these fields).
 * @throws ConditionalCheckFailedException when the profile does not exist; Error after 5 conflicts.
 */
export async function updateProfile(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  edit: ProfileEdit,
): Promise<ProfileItem> {
  const fields = Object.entries(edit).filter(([, v]) => v !== undefined) as [string, string][];
  if (fields.length === 0) throw new RangeError('updateProfile needs at least one field');
  const command = new UpdateCommand({
    TableName: table,
    Key: keys.profile(sub),
    UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
    ReturnValues: 'ALL_NEW',
  });
  return retryOnConflict(
    async () => {
      try {
        const result = await client.send(command);
        return { done: true, value: result.Attributes as ProfileItem };
      } catch (error) {
        if (!isTransactionConflict(error)) throw error;
        return { done: false, pause: true };
      }
    },
    () => new Error(`Profile of ${sub} not updated: transactions kept conflicting`),
    { backoffMs: (attempt) => 20 * attempt },
  );
}
