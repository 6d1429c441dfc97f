/**
 * What the administrators' answers say by mail (issue 23: "We will reply..." on Contact and /apply is true), sent
 * through the mailer port (functions/lib/mailer.ts, docs/decisions/0025-mailer-port.md; the `admin` function
 * declares `mail: true` in shared/functions.ts):
 * - `replyMail`: an administrator's answer to a Contact message, `Re: <subject>`, quoting the message (kind `reply`);
 * - `approvalMail` / `rejectionMail`: the outcome of an investor application (kind `application`), the rejection
 *   with the administrator's reason.
 * `sendOrFail` turns a refused or unreachable provider into a 502 (`mail_not_sent`), so the caller writes nothing
 * the mail did not do.
 */
import type { InboxMessage } from '../../shared/admin-schemas.js';
import { DependencyFailed } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { MailNotSent, mailer, type MailMessage } from '../lib/mailer.js';

/** The general reason a rejection without one gives the applicant. */
export const DEFAULT_REJECTION_REASON =
  'Your application does not match what the Investor Database lists today (institutional and angel investors with a public investment focus).';

const SIGNATURE = '\n\n-- \nThe Fundscout team';

/** The mail answering Contact message `message` with `reply` (plain text). */
export function replyMail(message: InboxMessage, reply: string): MailMessage {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = `Re: ${message.subject}`.slice(0, 200);
  return {
    to: message.email,
    subject,
    text: `Hello ${message.first_name},\n\n${reply}${SIGNATURE}\n\nYou wrote:\n${quoted}\n`,
    kind: 'reply',
  };
}

/** The mail telling an applicant their listing `name` was approved. */
export function approvalMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: 'Your Fundscout listing is approved',
    text: `Hello ${name},\n\nThank you for applying. Your listing is approved and now appears in the Investor Database, marked as verified.${SIGNATURE}\n`,
    kind: 'application',
  };
}

/** The mail telling an applicant why their application was not approved. */
export function rejectionMail(to: string, name: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Your Fundscout application',
    text: `Hello ${name},\n\nThank you for applying. We did not approve your listing this time, for this reason:\n\n${reason}\n\nYou are welcome to apply again once this has changed.${SIGNATURE}\n`,
    kind: 'application',
  };
}

/**
 * Sends `message` through the mailer port.
 * @throws DependencyFailed (502 `mail_not_sent`) when the provider refused it or could not be reached.
 */
export async function sendOrFail(message: MailMessage): Promise<void> {
  try {
    await mailer().send(message);
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    logger.warn('Mail not sent', { error, kind: message.kind });
    throw new DependencyFailed('The mail could not be sent. Please try again.', 'mail_not_sent');
  }
}
