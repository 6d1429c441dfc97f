/**
 * The founders' notices routes (issue 37 item 4; docs/decisions/0060-bring-investors-in.md "Founders hear back"):
 * the founder's notices of listings they asked for or saved becoming reachable (served by `me`, the founder's own
 * partition), and the public RFC 8058 one-click unsubscribe of their mail (served by `pitch-unsubscribe`, the public function of
 * the product mail's one-click unsubscribes). Part of the route
 * manifest (shared/routes.ts spreads them into ROUTES). The mail choice itself is `notice_mail` of PATCH /v1/me.
 */
import { NoticeIdParams, NoticeList, NOTICES_SHOWN } from './notice-schemas.js';
import { UnsubscribeQuery, Unsubscribed } from './pitch-schemas.js';

export const NOTICE_ROUTES = [
  {
    method: 'GET',
    path: '/v1/me/notices',
    feature: 'me',
    access: 'founder',
    operationId: 'listMyNotices',
    summary: `The caller's notices (a listing they asked for or saved became reachable: claimed, takes pitches, currently investing, a direct contact on file), newest first, at most ${NOTICES_SHOWN}, without the dismissed ones; and how many are unread.`,
    response: { schema: NoticeList },
  },
  {
    method: 'POST',
    path: '/v1/me/notices/read',
    feature: 'me',
    access: 'founder',
    operationId: 'readMyNotices',
    summary: 'Marks every notice of the caller read (idempotent); answers the list like GET.',
    response: { schema: NoticeList },
  },
  {
    method: 'DELETE',
    path: '/v1/me/notices/{id}',
    feature: 'me',
    access: 'founder',
    operationId: 'dismissMyNotice',
    summary:
      'Dismisses one notice (`{kind}.{listing id}`): it leaves the list and is never written again (idempotent); answers the list like GET.',
    params: NoticeIdParams,
    response: { schema: NoticeList },
  },
  {
    method: 'POST',
    path: '/v1/notice-mail/unsubscribe',
    feature: 'pitch-unsubscribe',
    access: 'public',
    operationId: 'unsubscribeNoticeMail',
    summary:
      'One-click unsubscribe of the founders’ notices mail (RFC 8058: POST only, the token from the mail’s List-Unsubscribe): the founder’s mail choice becomes none; an unknown token changes nothing.',
    query: UnsubscribeQuery,
    response: { schema: Unsubscribed },
    rateLimit: { perClient: { requests: 20, windowSeconds: 600 }, route: { rateLimit: 5, burstLimit: 10 } },
  },
] as const;
