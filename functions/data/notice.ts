/**
 * Founders' notices (issue 37 item 4, first half; docs/decisions/0060-bring-investors-in.md "Founders hear back"):
 * the items, their key shapes (here only) and their reads and writes.
 *
 * | item                    | pk                  | sk                       | gsi1pk        | gsi1sk                   |
 * |-------------------------|---------------------|--------------------------|---------------|--------------------------|
 * | notice                  | USER#{sub}          | NOTICE#{kind}#{listing}  | NOTICEDIGEST* | {sub}#{kind}#{listing}   |
 * | mail unsubscribe token  | NOTICEMAIL#{token}  | TOKEN                    | -             | -                        |
 * | the job's log position  | NOTICES             | POSITION                 | -             | -                        |
 * (*) only while the notice waits for the founder's weekly digest (a sparse GSI1 key: the digest is one Query).
 *
 * - A notice is written with `attribute_not_exists` (`putNotice`): ONE per founder, listing and kind, ever, so a
 *   replayed change log entry, a second run of the job, or a listing claimed, released and claimed again never tells
 *   the founder twice. It lives in the founder's partition, so account deletion deletes it with the partition.
 * - `mail` is the notice's mail state, set at its creation from the founder's choice: `due` (`each`: the job mails
 *   it, then `sent`), `digest` (`weekly`: the weekly job mails it with the others, then `sent`), `none` (the
 *   founder chose none, or unsubscribed before it went). Every change of it is conditional on the state read
 *   (`setNoticeMail`), so two runs cannot both move it.
 * - The founder's unsubscribe token is the pitch mail's pattern (ADR 0051): 24 random bytes, stored on the profile
 *   (`notice_mail_token`, made once with `if_not_exists`) and as a token item naming the founder; nothing to sign
 *   or rotate, and an unknown token changes nothing. The one-click POST sets the choice to `none`.
 * - The job's position is the last change log entry it applied (functions/data/catalogue-log.ts), advanced on
 *   condition that it is still what the run read.
 */
import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_NOTICE_MAIL,
  NOTICE_MAIL_CHOICES,
  noticeId,
  type Notice,
  type NoticeKind,
  type NoticeMailChoice,
} from '../../shared/notice-schemas.js';
import type { Key } from './keys.js';
import { keys } from './keys.js';
import { listGsi1 } from './listing.js';
import { prefixQuery, queryAll } from './query.js';
import { isConditionalCheckFailed, writtenIf } from './transaction.js';

const NOTICE_PREFIX = 'NOTICE#';

/** The mail state of a notice (see the module comment). */
export type NoticeMail = 'due' | 'digest' | 'sent' | 'none';

export const noticeKeys = {
  notice: (sub: string, kind: NoticeKind, investorId: string): Key => ({
    pk: `USER#${sub}`,
    sk: `${NOTICE_PREFIX}${kind}#${investorId}`,
  }),
  /** GSI1 partition of the notices waiting for a weekly digest. */
  digestPartition: 'NOTICEDIGEST',
  token: (token: string): Key => ({ pk: `NOTICEMAIL#${token}`, sk: 'TOKEN' }),
  position: (): Key => ({ pk: 'NOTICES', sk: 'POSITION' }),
};

/** A stored notice. */
export interface NoticeRecord {
  sub: string;
  investor_id: string;
  investor_name: string;
  kind: NoticeKind;
  /** When the listing became reachable this way (the change log entry's time). */
  at: string;
  mail: NoticeMail;
  read_at: string | null;
  dismissed_at: string | null;
}

function toNotice(item: Record<string, unknown>): NoticeRecord {
  return {
    sub: String(item.founder_sub),
    investor_id: String(item.investor_id),
    investor_name: String(item.investor_name),
    kind: item.kind as NoticeKind,
    at: String(item.at),
    mail: item.mail as NoticeMail,
    read_at: typeof item.read_at === 'string' ? item.read_at : null,
    dismissed_at: typeof item.dismissed_at === 'string' ? item.dismissed_at : null,
  };
}

/** The notice as the founder's app shows it. Pure. */
export function noticeView(notice: NoticeRecord): Notice {
  return {
    id: noticeId(notice.investor_id, notice.kind),
    investor_id: notice.investor_id,
    investor_name: notice.investor_name,
    kind: notice.kind,
    at: notice.at,
    read: notice.read_at !== null,
  };
}

/** The mail state a new notice starts in under the founder's choice. Pure. */
export function initialMail(choice: NoticeMailChoice): NoticeMail {
  return choice === 'each' ? 'due' : choice === 'weekly' ? 'digest' : 'none';
}

/**
 * Writes the notice once (`attribute_not_exists`): `created`, or `exists` when this founder was told of this
 * listing and kind before (nothing changed). A `digest` notice carries the sparse GSI1 key of the weekly digest.
 */
export async function putNotice(
  client: DynamoDBDocumentClient,
  table: string,
  notice: Omit<NoticeRecord, 'read_at' | 'dismissed_at'>,
  now: Date,
): Promise<'created' | 'exists'> {
  const key = noticeKeys.notice(notice.sub, notice.kind, notice.investor_id);
  const written = await writtenIf(() =>
    client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...key,
          type: 'listing_notice',
          founder_sub: notice.sub,
          investor_id: notice.investor_id,
          investor_name: notice.investor_name,
          kind: notice.kind,
          at: notice.at,
          mail: notice.mail,
          created_at: now.toISOString(),
          ...(notice.mail === 'digest'
            ? { gsi1pk: noticeKeys.digestPartition, gsi1sk: `${notice.sub}#${notice.kind}#${notice.investor_id}` }
            : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return written ? 'created' : 'exists';
}

/** One stored notice, or undefined. */
export async function getNotice(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  kind: NoticeKind,
  investorId: string,
): Promise<NoticeRecord | undefined> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: noticeKeys.notice(sub, kind, investorId), ConsistentRead: true }),
  );
  return res.Item ? toNotice(res.Item) : undefined;
}

/**
 * Moves a notice's mail state from `from` to `to` (leaving the digest index unless `to` is `digest`), on condition
 * that it is still `from`. @returns false when it was not (another run moved it, or the notice is gone)
 */
export async function setNoticeMail(
  client: DynamoDBDocumentClient,
  table: string,
  notice: Pick<NoticeRecord, 'sub' | 'kind' | 'investor_id'>,
  from: NoticeMail,
  to: Exclude<NoticeMail, 'digest'>,
): Promise<boolean> {
  return writtenIf(() =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: noticeKeys.notice(notice.sub, notice.kind, notice.investor_id),
        UpdateExpression: 'SET mail = :to REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'mail = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to },
      }),
    ),
  );
}

/** The founder's notices not dismissed, newest first (one Query of their `NOTICE#` items). */
export async function listNotices(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<NoticeRecord[]> {
  const items = await queryAll(client, prefixQuery(table, `USER#${sub}`, NOTICE_PREFIX, { ConsistentRead: true }));
  return items
    .map(toNotice)
    .filter((n) => n.dismissed_at === null)
    .sort((a, b) => b.at.localeCompare(a.at) || a.investor_name.localeCompare(b.investor_name));
}

/**
 * Marks the founder's notice read (`dismiss`: also dismissed: it leaves the list, and is kept so that it is never
 * written again). Idempotent: a first read time is kept. @returns false when there is no such notice
 */
export async function markNotice(
  client: DynamoDBDocumentClient,
  table: string,
  notice: Pick<NoticeRecord, 'sub' | 'kind' | 'investor_id'>,
  now: Date,
  dismiss: boolean,
): Promise<boolean> {
  return writtenIf(() =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: noticeKeys.notice(notice.sub, notice.kind, notice.investor_id),
        UpdateExpression: `SET read_at = if_not_exists(read_at, :now)${dismiss ? ', dismissed_at = if_not_exists(dismissed_at, :now)' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
}

/** Every notice waiting for a weekly digest (GSI1 `NOTICEDIGEST`), by founder. */
export async function digestNotices(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<Map<string, NoticeRecord[]>> {
  const bySub = new Map<string, NoticeRecord[]>();
  for (const item of await listGsi1(client, table, noticeKeys.digestPartition)) {
    const notice = toNotice(item);
    if (notice.mail !== 'digest') continue; // GSI1 lags the table: one mailed a moment ago may still show
    bySub.set(notice.sub, [...(bySub.get(notice.sub) ?? []), notice]);
  }
  return bySub;
}

/** What the notices' mail needs of a founder: the address, the choice and the unsubscribe token. */
export interface NoticeRecipient {
  email: string;
  first_name: string;
  choice: NoticeMailChoice;
  token: string;
}

const choiceOf = (value: unknown): NoticeMailChoice =>
  NOTICE_MAIL_CHOICES.includes(value as NoticeMailChoice) ? (value as NoticeMailChoice) : DEFAULT_NOTICE_MAIL;

/** The founder's mail choice (`each` until chosen); undefined when the founder has no profile (deleted). */
export async function noticeChoice(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<NoticeMailChoice | undefined> {
  const res = await client.send(new GetCommand({ TableName: table, Key: keys.profile(sub), ConsistentRead: true }));
  return res.Item ? choiceOf(res.Item.notice_mail) : undefined;
}

/**
 * The founder's address, choice and unsubscribe token, the token made on first need (`if_not_exists` on the
 * profile, so two runs at once keep one) and its token item written. Undefined without a profile.
 */
export async function noticeRecipient(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
): Promise<NoticeRecipient | undefined> {
  let profile: Record<string, unknown> | undefined;
  try {
    const res = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.profile(sub),
        UpdateExpression: 'SET notice_mail_token = if_not_exists(notice_mail_token, :token)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':token': randomBytes(24).toString('base64url') },
        ReturnValues: 'ALL_NEW',
      }),
    );
    profile = res.Attributes;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
  if (!profile) return undefined;
  const token = String(profile.notice_mail_token);
  await client.send(
    new PutCommand({ TableName: table, Item: { ...noticeKeys.token(token), type: 'notice_mail_token', sub } }),
  );
  return {
    email: typeof profile.email === 'string' ? profile.email : '',
    first_name: typeof profile.first_name === 'string' ? profile.first_name : '',
    choice: choiceOf(profile.notice_mail),
    token,
  };
}

/**
 * RFC 8058 one-click unsubscribe of the notices' mail: the token's founder's choice becomes `none`.
 * @returns false for an unknown token, or a founder whose account is gone (nothing changed)
 */
export async function unsubscribeNoticeMail(
  client: DynamoDBDocumentClient,
  table: string,
  token: string,
): Promise<boolean> {
  const res = await client.send(new GetCommand({ TableName: table, Key: noticeKeys.token(token) }));
  const sub = res.Item?.sub;
  if (typeof sub !== 'string') return false;
  return writtenIf(() =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.profile(sub),
        UpdateExpression: 'SET notice_mail = :none',
        // Only the founder whose token it still is (a profile keeps its one token)
        ConditionExpression: 'attribute_exists(pk) AND notice_mail_token = :token',
        ExpressionAttributeValues: { ':none': 'none', ':token': token },
      }),
    ),
  );
}

/** The last change log entry the notices job applied (0 before its first run). */
export async function readNoticePosition(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: noticeKeys.position(), ConsistentRead: true }),
  );
  return Number(res.Item?.position ?? 0);
}

/**
 * Moves the job's position from `from` to `to`, on condition that it is still `from`.
 * @returns false when another run moved it first (nothing changed)
 */
export async function advanceNoticePosition(
  client: DynamoDBDocumentClient,
  table: string,
  from: number,
  to: number,
  now: Date,
): Promise<boolean> {
  return writtenIf(() =>
    client.send(
      new UpdateCommand({
        TableName: table,
        Key: noticeKeys.position(),
        UpdateExpression: 'SET #position = :to, #type = :type, updated_at = :now',
        ConditionExpression: from === 0 ? 'attribute_not_exists(#position) OR #position = :from' : '#position = :from',
        ExpressionAttributeNames: { '#position': 'position', '#type': 'type' },
        ExpressionAttributeValues: { ':from': from, ':to': to, ':type': 'notice_position', ':now': now.toISOString() },
      }),
    ),
  );
}

/**
 * Deletes the notices mail's unsubscribe token of a founder whose partition's `items` are given (account deletion's
 * `related` step, functions/account/handler.ts): the notices themselves go with the partition. Idempotent.
 * @returns how many token items were deleted (0 or 1)
 */
export async function deleteNoticeToken(
  client: DynamoDBDocumentClient,
  table: string,
  items: readonly (Key & Record<string, unknown>)[],
): Promise<number> {
  const token = items.find((item) => item.sk === 'PROFILE')?.notice_mail_token;
  if (typeof token !== 'string') return 0;
  await client.send(new DeleteCommand({ TableName: table, Key: noticeKeys.token(token) }));
  return 1;
}
