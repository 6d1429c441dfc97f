/**
 * The mailer port (docs/decisions/0025-mailer-port.md): the one way a function sends mail to a person (issues 19,
 * 20, 23: reminders, pitch notifications and digests, replies from the admin Inbox).
 *
 *   import { mailer, unsubscribeHeaders } from '../lib/mailer.js';
 *   await mailer().send({
 *     to: 'ada@fund.example', subject: 'A new pitch', text: '...', kind: 'pitch',
 *     headers: unsubscribeHeaders('https://app.example/v1/unsubscribe/TOKEN'),
 *   });
 *
 * One adapter, Amazon SES v2 `SendEmail` (`@aws-sdk/client-sesv2`), with the configuration set every message goes
 * through (bounces and complaints: infra/constructs/mail.ts) and the message's `kind` as the SES tag `kind`:
 * - on AWS it calls SES with the function's role (`ses:SendEmail` on the identity and set, From fixed);
 * - under `npm start` and the test stacks `SES_ENDPOINT` points the same client at the local SES endpoint of the
 *   gateway (scripts/local/gateway/local-ses.ts), which puts the message in the local mailbox
 *   (`/local/mailbox`, `/local/mailbox.json?to=`), so the AWS code path is the local one.
 * A function may send only when its registry entry declares `mail: true` (shared/functions.ts): that declaration
 * gives it MAIL_FROM and MAIL_CONFIGURATION_SET, without which `mailer()` stops at its env gate, locally as on AWS.
 * Feature code depends on the `Mailer` interface, so its tests pass a recording fake.
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import * as z from 'zod';
import { loadEnv } from './env.js';

/** One message to one person. */
export interface MailMessage {
  /** The recipient's address. */
  to: string;
  /** One line, at most 200 characters. */
  subject: string;
  /** The plain-text body (always sent: the part every client shows). */
  text: string;
  /** An HTML alternative of `text`, when the message has one. */
  html?: string;
  /** Where the recipient's reply goes (e.g. the administrator answering from the Inbox, issue 23). */
  replyTo?: string;
  /**
   * Extra headers, e.g. `unsubscribeHeaders(url)` (RFC 8058). Printable ASCII; names without `:`; the envelope
   * and content headers (From, To, Subject, Content-Type, ...) are the mailer's and refused here.
   */
  headers?: Readonly<Record<string, string>>;
  /** What the message is (`pitch`, `digest`, `reminder`, `reply`...): the SES tag `kind`, for metrics and feedback. */
  kind: string;
}

/** What `send` answers: the provider's id of the accepted message. */
export interface SentMail {
  messageId: string;
}

export interface Mailer {
  /**
   * Sends `message`. Resolves once the provider accepted it (delivery, bounces and complaints come later, through
   * the configuration set).
   * @throws InvalidMail when the message breaks a rule above (nothing is sent);
   * @throws MailNotSent when the provider refuses it or cannot be reached (`retryable` says whether a later try
   *   may succeed).
   */
  send(message: MailMessage): Promise<SentMail>;
}

/** A message that breaks the rules of `MailMessage`: `field` names the bad part. */
export class InvalidMail extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidMail';
  }
}

/** The provider did not accept the message; `code` is its error name (e.g. `MessageRejected`). */
export class MailNotSent extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailNotSent';
  }
}

/** Headers the mailer sets itself or SES owns: a message may not carry them in `headers`. */
const RESERVED_HEADERS = new Set(
  [
    'from',
    'to',
    'cc',
    'bcc',
    'subject',
    'reply-to',
    'sender',
    'return-path',
    'date',
    'message-id',
    'mime-version',
    'content-type',
    'content-transfer-encoding',
    'content-disposition',
  ].map((h) => h.toLowerCase()),
);

const Address = z.email();
/** Printable ASCII except `:`, 1-126 characters (SES MessageHeader.Name). */
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]{1,126}$/;
/** Printable ASCII and spaces, no line breaks (header injection), at most 995 characters (SES MessageHeader.Value). */
const HEADER_VALUE = /^[\x20-\x7e]{1,995}$/;
/** SES tag value characters (letters, digits, `_`, `-`, `.`, `@`). */
const KIND = /^[A-Za-z0-9_.@-]{1,64}$/;

/**
 * `message` checked against the rules of `MailMessage`.
 * @throws InvalidMail naming the first bad field.
 */
export function checkMail(message: MailMessage): MailMessage {
  if (!Address.safeParse(message.to).success)
    throw new InvalidMail('to', 'The recipient is not an email address.');
  if (message.replyTo !== undefined && !Address.safeParse(message.replyTo).success)
    throw new InvalidMail('replyTo', 'The reply-to address is not an email address.');
  if (!message.subject.trim() || message.subject.length > 200 || /[\r\n]/.test(message.subject))
    throw new InvalidMail('subject', 'The subject must be one line of 1 to 200 characters.');
  if (!message.text.trim()) throw new InvalidMail('text', 'The message has no text.');
  if (!KIND.test(message.kind))
    throw new InvalidMail('kind', 'The kind must be 1 to 64 of A-Z a-z 0-9 _ . @ -.');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase()))
      throw new InvalidMail(`headers.${name}`, `The header ${JSON.stringify(name)} may not be set.`);
    if (!HEADER_VALUE.test(value) || name.length + value.length > 996)
      throw new InvalidMail(`headers.${name}`, `The header ${name} must be one line of printable ASCII.`);
  }
  return message;
}

/**
 * The RFC 8058 one-click unsubscribe headers for `url` (an https URL that unsubscribes on POST only, never on GET:
 * mail scanners follow links): `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * @throws InvalidMail unless `url` is https (http is accepted for localhost, the local stack).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const local = parsed?.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(parsed.hostname);
  if (!parsed || (parsed.protocol !== 'https:' && !local))
    throw new InvalidMail('headers.List-Unsubscribe', 'The unsubscribe URL must be https.');
  return { 'List-Unsubscribe': `<${parsed.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** SES errors after which the same message may be accepted later (throttling, limits, the service itself). */
const RETRYABLE = new Set(['TooManyRequestsException', 'LimitExceededException', 'ThrottlingException']);

/** The display name of every message's sender (`"Fundscout" <MAIL_FROM>`). */
export const SENDER_NAME = 'Fundscout';

/** The `SendEmail` input of `message` from `from` through `configurationSet`. */
export function sendEmailInput(
  message: MailMessage,
  from: string,
  configurationSet: string,
): SendEmailCommandInput {
  return {
    FromEmailAddress: `"${SENDER_NAME}" <${from}>`,
    Destination: { ToAddresses: [message.to] },
    ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
    ConfigurationSetName: configurationSet,
    EmailTags: [{ Name: 'kind', Value: message.kind }],
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: message.text, Charset: 'UTF-8' },
          ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
        },
        ...(message.headers && Object.keys(message.headers).length > 0
          ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
          : {}),
      },
    },
  };
}

/** The mailer over an SES v2 client, sending as `from` through `configurationSet`. */
export function sesMailer(opts: { client: SESv2Client; from: string; configurationSet: string }): Mailer {
  return {
    async send(message) {
      const input = sendEmailInput(checkMail(message), opts.from, opts.configurationSet);
      try {
        const out = await opts.client.send(new SendEmailCommand(input));
        if (!out.MessageId) throw new MailNotSent('NoMessageId', true, 'SES answered without a message id.');
        return { messageId: out.MessageId };
      } catch (error) {
        if (error instanceof MailNotSent) throw error;
        const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        const code = e.name ?? 'Error';
        const status = e.$metadata?.httpStatusCode;
        const retryable = RETRYABLE.has(code) || status === undefined || status >= 500;
        throw new MailNotSent(code, retryable, `SES did not accept the message: ${e.message ?? code}`, {
          cause: error,
        });
      }
    },
  };
}

/** The variables of the mailer (MAIL_* from the `mail` declaration; SES_ENDPOINT only locally). */
const MAILER_ENV = {
  MAIL_FROM: z.email(),
  MAIL_CONFIGURATION_SET: z.string().min(1),
  SES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  AWS_REGION: z.string().min(1).default('local'),
};

let shared: Mailer | undefined;

/**
 * The function's mailer, configured once from its environment (cold start).
 * @throws Error `Invalid environment: MAIL_FROM is missing; ...` for a function whose entry does not declare `mail`.
 */
export function mailer(): Mailer {
  if (!shared) {
    const env = loadEnv(MAILER_ENV);
    const client = new SESv2Client({
      region: env.AWS_REGION,
      maxAttempts: 3,
      ...(env.SES_ENDPOINT
        ? { endpoint: env.SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    shared = sesMailer({ client, from: env.MAIL_FROM, configurationSet: env.MAIL_CONFIGURATION_SET });
  }
  return shared;
}
