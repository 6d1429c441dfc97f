/**
 * The one builder of the links a mail carries into the web app, from the web app's origin (lib/env.ts `webOrigin`:
 * WEB_ORIGINS' first entry, on AWS the one CloudFront origin that serves the web app and `/v1/*`; locally the Vite
 * dev server's). Without an origin there are no links (the mail names the place in words instead).
 *
 * `portalLink`: the investor portal's home, `/investors/portal` (the claim decisions' and the freshness reminders'
 * mail; web/src/investor/routes.tsx).
 *
 * `pipelineLink`: an investor's entry in the founder's Saved Lists (the pipeline, with its timeline),
 * `/dashboard/saved?investor={id}` (issue 37 item 4: the mail of a pitch's answer; web/src/founder/saved/saved-page.tsx
 * opens the entry named by `investor`).
 *
 * `pitchMailLinks`: the links of the pitch mail (issue 20 item 2; docs/decisions/0049-pitches.md):
 * - `inbox`: the pitch in the portal's inbox, `/investors/portal/inbox/{id}` (web/src/investor/inbox/pitch-page.tsx);
 * - `page`: the unsubscribe page the mail's text links to, `/investors/unsubscribe?token=` (a web page that explains
 *   and POSTs on a button: opening a link must not act, RFC 8058 section 3; web/src/public/unsubscribe/unsubscribe-page.tsx);
 * - `oneClick`: the List-Unsubscribe header's URL, `POST /v1/pitch-mail/unsubscribe?token=` (RFC 8058 one-click,
 *   the mail client POSTs `List-Unsubscribe=One-Click` to it).
 * Without an origin there are no links (the mail says to open the inbox, and carries no unsubscribe header).
 *
 * `noticeMailLinks`: the links of the founders' notices mail (issue 37 item 4; functions/notices/notices.ts):
 * - `home`: Dashboard home, where the notices are (`/dashboard`); `settings`: Account Settings, where the mail choice
 *   is (`/dashboard/settings`); `investor(id)`: the listing's profile in the Investor Database
 *   (`/dashboard/investors/{id}`);
 * - `page`: the unsubscribe page the text links to, `/notices/unsubscribe?token=` (asks first, RFC 8058 section 3;
 *   web/src/public/unsubscribe/notice-unsubscribe-page.tsx); `oneClick`: the List-Unsubscribe header's URL,
 *   `POST /v1/notice-mail/unsubscribe?token=`.
 */
export interface PitchMailLinks {
  inbox: string;
  page: string;
  oneClick: string;
}

/** `origin` without its trailing slashes. */
const baseOf = (origin: string) => origin.replace(/\/+$/, '');

/** The investor portal's home under `origin`; null without an origin. Pure. */
export function portalLink(origin: string | null): string | null {
  return origin ? `${baseOf(origin)}/investors/portal` : null;
}

/** Investor `investorId`'s entry in the founder's Saved Lists under `origin`; null without an origin. Pure. */
export function pipelineLink(origin: string | null, investorId: string): string | null {
  return origin ? `${baseOf(origin)}/dashboard/saved?investor=${encodeURIComponent(investorId)}` : null;
}

/** The links for `pitchId` and the member's unsubscribe `token`; null without an origin. Pure. */
export function pitchMailLinks(origin: string | null, token: string, pitchId: string): PitchMailLinks | null {
  if (!origin) return null;
  const base = baseOf(origin);
  const t = encodeURIComponent(token);
  return {
    inbox: `${base}/investors/portal/inbox/${encodeURIComponent(pitchId)}`,
    page: `${base}/investors/unsubscribe?token=${t}`,
    oneClick: `${base}/v1/pitch-mail/unsubscribe?token=${t}`,
  };
}

/** The links of the founders' notices mail (see the module comment), for unsubscribe `token`; null without an origin. */
export interface NoticeMailLinks {
  home: string;
  settings: string;
  investor: (investorId: string) => string;
  page: string;
  oneClick: string;
}

/** The notices mail's links under `origin` for the founder's unsubscribe `token`; null without an origin. Pure. */
export function noticeMailLinks(origin: string | null, token: string): NoticeMailLinks | null {
  if (!origin) return null;
  const base = baseOf(origin);
  const t = encodeURIComponent(token);
  return {
    home: `${base}/dashboard`,
    settings: `${base}/dashboard/settings`,
    investor: (investorId) => `${base}/dashboard/investors/${encodeURIComponent(investorId)}`,
    page: `${base}/notices/unsubscribe?token=${t}`,
    oneClick: `${base}/v1/notice-mail/unsubscribe?token=${t}`,
  };
}
