/**
 * The local mailbox: every message the local stack would have emailed (local stack only), served by the gateway at
 * `/local/mailbox` (HTML: the list, and one message in full at `?id=`) and `/local/mailbox.json?to=EMAIL` (or
 * `?id=`), newest first. Two senders fill it:
 * - Cognito: cognito-local 5.3 has no email sender; our launcher (scripts/local/cognito-launcher.mjs) reports every
 *   delivered code over IPC as a `CognitoMail` message and `mailEntry` turns it into an entry with its `code` and
 *   `kind` (`confirmation`, `reset`, `other`);
 * - the application's mailer port (functions/lib/mailer.ts): its SES v2 `SendEmail` goes to the local SES endpoint
 *   (scripts/local/gateway/local-ses.ts), which adds the full message (subject, text, HTML, headers such as
 *   List-Unsubscribe, its `kind` tag) with `sesEntry`.
 */
import { randomUUID } from 'node:crypto';

/** One delivered message. `to` is the destination (the email) or, for a Cognito user without one, the username. */
export interface MailboxEntry {
  id: string;
  to: string;
  /** ISO 8601 time the message was captured. */
  at: string;
  /** Cognito: `confirmation`, `reset` or `other`; the mailer port: the message's `kind` tag. */
  kind: string;
  /** Who sent it: Cognito's codes, or the application's mail through SES. */
  source: 'cognito' | 'ses';
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  /** Headers the message carries besides From/To/Subject (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The code of a Cognito message. */
  code?: string;
}

/**
 * What the launcher sends per delivered message. `source` is cognito-local's MessageSource: SignUp, ResendCode,
 * ForgotPassword, AdminCreateUser, UpdateUserAttribute, VerifyUserAttribute or Authentication (MFA).
 */
export interface CognitoMail {
  type: 'mail';
  source: string;
  userPoolId: string;
  username: string;
  to: string;
  code: string;
}

type CognitoKind = 'confirmation' | 'reset' | 'other';

/** Mailbox kind of a cognito-local message source: sign-up codes confirm, ForgotPassword resets. */
export function kindOfSource(source: string): CognitoKind {
  if (source === 'SignUp' || source === 'ResendCode') return 'confirmation';
  if (source === 'ForgotPassword') return 'reset';
  return 'other';
}

/** Whether an IPC message from the launcher is a `CognitoMail`. */
export function isCognitoMail(message: unknown): message is CognitoMail {
  const m = message as Partial<CognitoMail> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.type === 'mail' &&
    typeof m.to === 'string' &&
    typeof m.code === 'string' &&
    typeof m.source === 'string'
  );
}

/** The subjects Cognito's messages would carry (the CDK pools' `emailSubject`, infra/constructs/auth.ts). */
const COGNITO_SUBJECTS: Record<CognitoKind, string> = {
  confirmation: 'Your Fundscout verification code',
  reset: 'Your Fundscout password reset code',
  other: 'Your Fundscout code',
};

/** The mailbox entry of a delivered Cognito message, stamped `now`. */
export function mailEntry(mail: CognitoMail, now: Date = new Date()): MailboxEntry {
  const kind = kindOfSource(mail.source);
  return {
    id: randomUUID(),
    to: mail.to,
    at: now.toISOString(),
    kind,
    source: 'cognito',
    subject: COGNITO_SUBJECTS[kind],
    text: `${COGNITO_SUBJECTS[kind]} is ${mail.code}`,
    code: mail.code,
  };
}

/** A message of the mailer port, one entry per recipient, stamped `now`. */
export function sesEntry(
  message: Omit<MailboxEntry, 'id' | 'at' | 'source' | 'code'>,
  now: Date = new Date(),
): MailboxEntry {
  return { id: randomUUID(), at: now.toISOString(), source: 'ses', ...message };
}

/** In-memory store of captured messages, newest first, bounded to `limit` entries. */
export class Mailbox {
  private readonly entries: MailboxEntry[] = [];

  /** @param onAdd told of every message added (the `npm start` console prints a line) */
  constructor(
    private readonly limit = 500,
    private readonly onAdd: (entry: MailboxEntry) => void = () => undefined,
  ) {}

  add(entry: MailboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.limit) this.entries.length = this.limit;
    this.onAdd(entry);
  }

  /** Entries newest first; `to` filters case-insensitively on the destination. */
  list(to?: string): MailboxEntry[] {
    if (!to) return [...this.entries];
    const wanted = to.trim().toLowerCase();
    return this.entries.filter((e) => e.to.toLowerCase() === wanted);
  }

  /** The entry `id`, if it is still kept. */
  get(id: string): MailboxEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mailbox pages' Content-Security-Policy: no script, nothing fetched; a message's HTML is shown in a sandboxed
 * `srcdoc` frame, so whatever it contains cannot run or load anything.
 */
export const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem;color:#16191f}
table{border-collapse:collapse;width:100%;max-width:72rem}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d5dbdb;vertical-align:top}.to{overflow-wrap:anywhere}
@media (max-width:40rem){body{margin:1rem}thead{display:none}tr{display:block;padding:.5rem 0;border-bottom:1px solid #d5dbdb}td{display:block;border:0;padding:.1rem 0}}
.code{font-family:ui-monospace,monospace;font-size:1.25rem;letter-spacing:.1em;white-space:nowrap}p{color:#5f6b7a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;max-width:72rem}dt{color:#5f6b7a}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:1rem;max-width:72rem}iframe{width:100%;max-width:72rem;height:28rem;border:1px solid #d5dbdb}`;

function page(title: string, body: string, refresh: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${refresh ? '<meta http-equiv="refresh" content="3">' : ''}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>
${body}
</body></html>`;
}

/** The mailbox page: every message, newest first (subject links to the full message), refreshing every 3 s. */
export function renderMailboxPage(entries: readonly MailboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(new Date(e.at).toLocaleString('en-GB'))}</td><td class="to">${escapeHtml(e.to)}</td>` +
        `<td>${escapeHtml(e.kind)}</td><td><a href="/local/mailbox?id=${encodeURIComponent(e.id)}">${escapeHtml(e.subject)}</a></td>` +
        `<td class="code">${escapeHtml(e.code ?? '')}</td></tr>`,
    )
    .join('\n');
  return page(
    'Fundscout local mailbox',
    `<h1>Local mailbox</h1>
<p>Every message the local stack would have emailed: Cognito's codes and the application's mail (local stack only). Newest first; this page refreshes every 3 seconds.</p>
${
  entries.length === 0
    ? '<p><strong>No messages yet.</strong> Sign up or reset a password and the code appears here.</p>'
    : `<table><thead><tr><th>Time</th><th>To</th><th>Kind</th><th>Subject</th><th>Code</th></tr></thead><tbody>
${rows}
</tbody></table>`
}`,
    true,
  );
}

/** One message in full: its envelope and headers, the text, and the HTML part in a sandboxed frame. */
export function renderMailboxMessage(entry: MailboxEntry | undefined): string {
  if (!entry) {
    return page(
      'Message not found',
      '<p><a href="/local/mailbox">← All messages</a></p><h1>Message not found</h1><p>The mailbox keeps the newest 500 messages of this run.</p>',
      false,
    );
  }
  const fields: [string, string | undefined][] = [
    ['Time', new Date(entry.at).toLocaleString('en-GB')],
    ['From', entry.from ?? (entry.source === 'cognito' ? 'Cognito' : undefined)],
    ['To', entry.to],
    ['Reply-To', entry.replyTo],
    ['Subject', entry.subject],
    ['Kind', entry.kind],
    ['Code', entry.code],
    ...Object.entries(entry.headers ?? {}),
  ];
  const dl = fields
    .filter((f): f is [string, string] => f[1] !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return page(
    entry.subject,
    `<p><a href="/local/mailbox">← All messages</a></p>
<h1>${escapeHtml(entry.subject)}</h1>
<dl>${dl}</dl>
<h2>Text</h2>
<pre>${escapeHtml(entry.text)}</pre>
${entry.html ? `<h2>HTML</h2>\n<iframe sandbox title="HTML part" srcdoc="${escapeHtml(entry.html)}"></iframe>` : ''}`,
    false,
  );
}
