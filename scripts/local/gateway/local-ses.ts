/**
 * The local SES: Amazon SES v2 `SendEmail` (`POST /v2/email/outbound-emails`, REST JSON;
 * https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html) served by the gateway under
 * `SES_PATH`, so the mailer port (functions/lib/mailer.ts) sends with the real SDK client locally
 * (`SES_ENDPOINT`), as the local bus serves PutEvents (ADR 0008). It checks what SES would refuse for this
 * product and puts each accepted message, one entry per recipient, in the local mailbox:
 * - the From address must be the stack's sender (SES: only a verified identity may send; `MessageRejected`);
 * - the configuration set must be the stack's (`NotFoundException`);
 * - a simple message with a subject and a text or HTML body, 1 to 50 recipients (`BadRequestException`).
 * Errors answer as the SDK expects them: the status, `x-amzn-errortype` and `{ message }`.
 */
import { randomUUID } from 'node:crypto';
import { sesEntry, type Mailbox } from '../mailbox.js';
import type { GatewayRequest, Reply, Step } from './reply.js';

/** The endpoint path the functions' `SES_ENDPOINT` names (the SDK appends `/v2/email/outbound-emails`). */
export const SES_PATH = '/local/ses';

/** The part of a `SendEmail` request the local SES reads. */
interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ReplyToAddresses?: string[];
  ConfigurationSetName?: string;
  EmailTags?: { Name?: string; Value?: string }[];
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Headers?: { Name?: string; Value?: string }[];
    };
  };
}

const sesError = (status: number, type: string, message: string): Reply => ({
  status,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': type },
  body: JSON.stringify({ message }),
});

/** The address inside `"Name" <address>` (or the value itself). */
export function addressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** The SES step: `POST {SES_PATH}/v2/email/outbound-emails`; other paths pass. */
export function localSes(mailbox: Mailbox, sender: { from: string; configurationSet: string }): Step {
  return async (request: GatewayRequest): Promise<Reply | undefined> => {
    if (!request.path.startsWith(`${SES_PATH}/`)) return undefined;
    if (request.method !== 'POST' || request.path !== `${SES_PATH}/v2/email/outbound-emails`) {
      return sesError(
        404,
        'NotFoundException',
        `${request.method} ${request.path} is not served by the local SES.`,
      );
    }
    let input: SendEmailRequest;
    try {
      input = JSON.parse((await request.body()).toString('utf8')) as SendEmailRequest;
    } catch {
      return sesError(400, 'BadRequestException', 'The request body is not JSON.');
    }
    if (!input.FromEmailAddress || addressOf(input.FromEmailAddress) !== sender.from.toLowerCase()) {
      return sesError(
        400,
        'MessageRejected',
        `Email address is not verified. The following identities failed the check: ${input.FromEmailAddress ?? '(none)'}`,
      );
    }
    if (input.ConfigurationSetName !== sender.configurationSet) {
      return sesError(
        404,
        'NotFoundException',
        `Configuration set <${input.ConfigurationSetName}> does not exist.`,
      );
    }
    const simple = input.Content?.Simple;
    const to = [
      ...(input.Destination?.ToAddresses ?? []),
      ...(input.Destination?.CcAddresses ?? []),
      ...(input.Destination?.BccAddresses ?? []),
    ];
    if (to.length === 0 || to.length > 50) {
      return sesError(400, 'BadRequestException', 'A message needs 1 to 50 recipients.');
    }
    if (!simple?.Subject?.Data || (!simple.Body?.Text?.Data && !simple.Body?.Html?.Data)) {
      return sesError(
        400,
        'BadRequestException',
        'A simple message needs a subject and a text or HTML body.',
      );
    }
    const kind = input.EmailTags?.find((t) => t.Name === 'kind')?.Value ?? 'mail';
    const headers = Object.fromEntries((simple.Headers ?? []).map((h) => [h.Name ?? '', h.Value ?? '']));
    for (const recipient of to) {
      mailbox.add(
        sesEntry({
          to: recipient,
          kind,
          subject: simple.Subject.Data,
          text: simple.Body?.Text?.Data ?? '',
          ...(simple.Body?.Html?.Data ? { html: simple.Body.Html.Data } : {}),
          from: input.FromEmailAddress,
          ...(input.ReplyToAddresses?.[0] ? { replyTo: input.ReplyToAddresses[0] } : {}),
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
        }),
      );
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MessageId: `local-${randomUUID()}` }),
    };
  };
}
