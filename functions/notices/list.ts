/**
 * The founder's notices in the app (issue 37 item 4; docs/decisions/0060-bring-investors-in.md "Founders hear
 * back"), served by the `me` function (routes in shared/notice-routes.ts): the newest NOTICES_SHOWN not dismissed
 * with the unread count, marking them read, dismissing one. Kept apart from functions/notices/notices.ts so that
 * `me` bundles no mailer.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NOTICES_SHOWN, parseNoticeId, type NoticeList } from '../../shared/notice-schemas.js';
import { listNotices, markNotice, noticeView } from '../data/notice.js';
import { Missing } from '../lib/errors.js';

export interface NoticeListDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => Date;
}

/** `sub`'s notices, newest first, and how many are unread (all of them counted, the newest shown). */
export async function noticesOf(deps: NoticeListDeps, sub: string): Promise<NoticeList> {
  const all = await listNotices(deps.client, deps.table, sub);
  return {
    items: all.slice(0, NOTICES_SHOWN).map(noticeView),
    unread: all.filter((n) => n.read_at === null).length,
  };
}

/** Marks every unread notice of `sub` read; answers the list. */
export async function readAllNotices(deps: NoticeListDeps, sub: string): Promise<NoticeList> {
  const now = deps.now();
  for (const notice of await listNotices(deps.client, deps.table, sub))
    if (notice.read_at === null) await markNotice(deps.client, deps.table, notice, now, false);
  return noticesOf(deps, sub);
}

/** Dismisses notice `id` of `sub`; answers the list. @throws Missing when `sub` has no such notice */
export async function dismissNotice(deps: NoticeListDeps, sub: string, id: string): Promise<NoticeList> {
  const parsed = parseNoticeId(id);
  const found =
    parsed &&
    (await markNotice(
      deps.client,
      deps.table,
      { sub, kind: parsed.kind, investor_id: parsed.investorId },
      deps.now(),
      true,
    ));
  if (!found) throw new Missing('notice', id);
  return noticesOf(deps, sub);
}
