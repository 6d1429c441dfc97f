/**
 * Feature `submissions` (public routes, shared/routes.ts): what anonymous visitors send.
 *
 * - `POST /v1/applications` (apply-settings-admin.md sections 2-5, Investor application): body
 *   `ApplicationRequest`; stores one `investor_submission` (status pending, canonical vocabulary) and answers 202
 *   `ApplicationReceipt` `{ id, status: 'pending', submitted_at }`.
 * - `POST /v1/contact-messages` (Contact page): body `ContactMessageRequest`; stores one `contact_message` for the
 *   administrators and answers 202 `ContactMessageReceipt` `{ id, received_at }`.
 *
 * Errors: 400 `invalid_json` for a body that is not JSON; 400 naming the first invalid field (lengths, email and
 * URL formats, vocabulary, unknown fields). Validation happens before any write and each submission is one
 * conditional PutItem, so nothing is half-written.
 *
 * Abuse protection (docs/decisions/0006-public-site.md): a filled honeypot (`website_confirm`) stores nothing and
 * is answered exactly like a success (202 with a fresh id), so a bot learns nothing; per-client and route rate
 * limits are declared on the routes (local gateway, API Gateway throttling).
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import {
  ApplicationRequest,
  ContactMessageRequest,
  type ApplicationReceipt,
  type ContactMessageReceipt,
} from '../../shared/schemas.js';
import { contactMessageItem } from '../data/contact-message.js';
import { putNew, submissionItem } from '../data/submission.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { parseBody } from '../lib/validate.js';
import { honeypotFilled } from './submissions.js';

/** Reads only the honeypot, after checking the body is JSON (an object). */
const HoneypotProbe = z.looseObject({ website_confirm: z.unknown().optional() });

const table = tableName(); // env gate: fails the cold start without TABLE_NAME

function trapped(event: HttpEvent): boolean {
  if (!honeypotFilled(parseBody(event, HoneypotProbe))) return false;
  logger.warn('Honeypot filled: nothing stored', {
    routeKey: event.routeKey,
    requestId: event.requestContext.requestId,
  });
  return true;
}

async function submitApplication(event: HttpEvent): Promise<Reply> {
  const now = new Date();
  const id = randomUUID();
  const receipt = (): ApplicationReceipt => ({ id, status: 'pending', submitted_at: now.toISOString() });
  if (trapped(event)) return new Reply(202, receipt());
  const application = parseBody(event, ApplicationRequest);
  await putNew(ddb(), table, submissionItem(application, id, now));
  logger.info('Investor application stored', { submissionId: id });
  return new Reply(202, receipt());
}

async function sendContactMessage(event: HttpEvent): Promise<Reply> {
  const now = new Date();
  const id = randomUUID();
  const receipt = (): ContactMessageReceipt => ({ id, received_at: now.toISOString() });
  if (trapped(event)) return new Reply(202, receipt());
  const message = parseBody(event, ContactMessageRequest);
  await putNew(ddb(), table, contactMessageItem(message, id, now));
  logger.info('Contact message stored', { messageId: id });
  return new Reply(202, receipt());
}

export const handler = featureHandler('submissions', {
  'POST /v1/applications': submitApplication,
  'POST /v1/contact-messages': sendContactMessage,
});
