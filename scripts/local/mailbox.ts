/**
 * The local mailbox: codes Cognito would have emailed, captured from cognito-local's stdout (local only).
 *
 * cognito-local 5.3 has no email sender; its `ConsoleMessageSender` logs a box through pino-pretty, e.g.
 *
 *     [1795383881442] INFO: e392565c SignUp ╭──────╮
 *     │   Confirmation Code Delivery   │
 *     │   Username:    e2996dfe-…      │
 *     │   Destination: ada@example.com │
 *     │   Code:        518038          │
 *     ╰──────╯ {"reqId":"e392565c","target":"SignUp"}
 *
 * (with ANSI colours). `MailboxParser` turns that stream into `MailboxEntry`s; the API target tells the kind:
 * SignUp / ResendConfirmationCode → confirmation, ForgotPassword → reset, anything else (AdminCreateUser's
 * temporary password, attribute verification) → other. The gateway serves them at `/local/mailbox(.json)`.
 */

/** One delivered code. `to` is the destination (the email) or, when the pool has none, the username. */
export interface MailboxEntry {
  to: string;
  code: string;
  kind: 'confirmation' | 'reset' | 'other';
  /** ISO 8601 time the code was captured. */
  at: string;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Removes ANSI colour sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** Mailbox kind of a cognito-local API target (`SignUp`, `ForgotPassword`, ...). */
export function kindOfTarget(target: string | undefined): MailboxEntry['kind'] {
  if (target === 'SignUp' || target === 'ResendConfirmationCode') return 'confirmation';
  if (target === 'ForgotPassword') return 'reset';
  return 'other';
}

/**
 * Incremental parser of cognito-local's output. Feed it chunks as they arrive (lines may be split across
 * chunks); it calls `onEntry` once per completed code box.
 */
export class MailboxParser {
  private buffer = '';
  private box: { target?: string; username?: string; destination?: string; code?: string } | undefined;

  constructor(
    private readonly onEntry: (entry: MailboxEntry) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Feed a chunk of stdout. */
  push(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      this.line(stripAnsi(this.buffer.slice(0, newline)));
      this.buffer = this.buffer.slice(newline + 1);
      newline = this.buffer.indexOf('\n');
    }
  }

  private line(text: string): void {
    const opening = /INFO:\s+\S+\s+(\S+)\s+╭/.exec(text);
    if (opening) {
      this.box = { target: opening[1] };
      return;
    }
    if (!this.box) return;
    const field = /│\s*(Username|Destination|Code):\s+(\S+)\s*│/.exec(text);
    if (field) {
      const [, name, value] = field;
      if (name === 'Username') this.box.username = value;
      if (name === 'Destination') this.box.destination = value;
      if (name === 'Code') this.box.code = value;
      return;
    }
    if (text.includes('╰')) {
      const target = /"target":"([^"]+)"/.exec(text)?.[1] ?? this.box.target;
      const { code, destination, username } = this.box;
      this.box = undefined;
      const to = destination ?? username;
      if (code && to) this.onEntry({ to, code, kind: kindOfTarget(target), at: this.now().toISOString() });
    }
  }
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
        `<tr><td>${escapeHtml(new Date(e.at).toLocaleString('en-GB'))}</td><td>${escapeHtml(e.to)}</td>` +
        `<td>${escapeHtml(e.kind)}</td><td class="code">${escapeHtml(e.code)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fundscout local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#16191f}
table{border-collapse:collapse;min-width:40rem}th,td{text-align:left;padding:.5rem 1rem;border-bottom:1px solid #d5dbdb}
.code{font-family:ui-monospace,monospace;font-size:1.25rem;letter-spacing:.1em}p{color:#5f6b7a}
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
