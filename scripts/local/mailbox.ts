/**
 * The local mailbox: codes Cognito would have emailed (local stack only).
 *
 * cognito-local 5.3 has no email sender. Our launcher (scripts/local/cognito-launcher.mjs) reports every delivered
 * code over IPC as a `CognitoMail` message; `mailEntry` turns it into a `MailboxEntry`, the `Mailbox` keeps them
 * and the gateway serves them at `/local/mailbox` (HTML) and `/local/mailbox.json?to=EMAIL`.
 */

/** One delivered code. `to` is the destination (the email) or, when the user has none, the username. */
export interface MailboxEntry {
  to: string;
  code: string;
  kind: 'confirmation' | 'reset' | 'other';
  /** ISO 8601 time the code was captured. */
  at: string;
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

/** Mailbox kind of a cognito-local message source: sign-up codes confirm, ForgotPassword resets. */
export function kindOfSource(source: string): MailboxEntry['kind'] {
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

/** The mailbox entry of a delivered message, stamped `now`. */
export function mailEntry(mail: CognitoMail, now: Date = new Date()): MailboxEntry {
  return { to: mail.to, code: mail.code, kind: kindOfSource(mail.source), at: now.toISOString() };
}

/** In-memory store of captured codes, newest first, bounded to `limit` entries. */
export class Mailbox {
  private readonly entries: MailboxEntry[] = [];

  constructor(private readonly limit = 500) {}

  add(entry: MailboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.limit) this.entries.length = this.limit;
  }

  /** Entries newest first; `to` filters case-insensitively on the destination. */
  list(to?: string): MailboxEntry[] {
    if (!to) return [...this.entries];
    const wanted = to.trim().toLowerCase();
    return this.entries.filter((e) => e.to.toLowerCase() === wanted);
  }
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mailbox page: a small table, newest first, refreshing itself every 3 s. */
export function renderMailboxPage(entries: readonly MailboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(new Date(e.at).toLocaleString('en-GB'))}</td><td class="to">${escapeHtml(e.to)}</td>` +
        `<td>${escapeHtml(e.kind)}</td><td class="code">${escapeHtml(e.code)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fundscout local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#16191f}
table{border-collapse:collapse;width:100%;max-width:60rem}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d5dbdb}.to{overflow-wrap:anywhere}
@media (max-width:40rem){body{margin:1rem}thead{display:none}tr{display:block;padding:.5rem 0;border-bottom:1px solid #d5dbdb}td{display:block;border:0;padding:.1rem 0}}
.code{font-family:ui-monospace,monospace;font-size:1.25rem;letter-spacing:.1em;white-space:nowrap}p{color:#5f6b7a}
</style></head><body>
<h1>Local mailbox</h1>
<p>Codes the local Cognito would have emailed (local stack only). Newest first; this page refreshes every 3 seconds.</p>
${
  entries.length === 0
    ? '<p><strong>No codes yet.</strong> Sign up or reset a password and the code appears here.</p>'
    : `<table><thead><tr><th>Time</th><th>To</th><th>Kind</th><th>Code</th></tr></thead><tbody>
${rows}
</tbody></table>`
}
</body></html>`;
}
