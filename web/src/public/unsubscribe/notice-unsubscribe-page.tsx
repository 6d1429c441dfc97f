/**
 * `/notices/unsubscribe?token=`, where the founders' notices mail's "Stop these mails" link opens (issue 37 item 4;
 * RFC 8058: opening a link must not act). The pitch mail's page (unsubscribe-page.tsx `UnsubscribeView`) with the
 * notices' one-click route (POST /v1/notice-mail/unsubscribe: the founder's mail choice becomes none) and words.
 */
import { publicStrings } from '../strings.js';
import { UnsubscribeView } from './unsubscribe-page.js';

export default function NoticeUnsubscribePage() {
  return (
    <UnsubscribeView
      route="POST /v1/notice-mail/unsubscribe"
      strings={publicStrings.noticeUnsubscribe}
      back="/dashboard/settings"
    />
  );
}
