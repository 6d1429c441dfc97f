/**
 * The contact message entity (public Contact page): `MESSAGE#{id}` / `MESSAGE`, listed newest first for
 * administrators on GSI1 `MESSAGES`. Stored once under a fresh id with `putNew` (./submission.ts). A signed-in
 * founder's message carries their plan (priority support, issue 23).
 */
import type { z } from 'zod';
import type { ContactMessageRequest } from '../../shared/schemas.js';
import { keys, type Key } from './keys.js';

/** A stored Contact page message. */
export interface ContactMessageItem extends Key {
  gsi1pk: string;
  gsi1sk: string;
  type: 'contact_message';
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  received_at: string;
  /** Set when a signed-in founder sent it (`POST /v1/support-messages`): their `sub` and plan at the time. */
  founder_sub?: string;
  plan?: string;
  /** Priority support (issue 23): the founder was on a paid plan. */
  priority?: boolean;
}

/** A signed-in founder sending from the Contact page: who, and their plan then. */
export interface MessageSender {
  sub: string;
  plan: string;
  /** True for a paid plan (priority support). */
  paid: boolean;
}

/** The stored item of a validated Contact page message. */
export function contactMessageItem(
  message: z.output<typeof ContactMessageRequest>,
  id: string,
  now: Date,
  sender?: MessageSender,
): ContactMessageItem {
  const received_at = now.toISOString();
  return {
    ...keys.contactMessage(id),
    ...keys.contactMessageGsi1(received_at, id),
    type: 'contact_message',
    id,
    first_name: message.first_name,
    last_name: message.last_name,
    email: message.email,
    company: message.company,
    subject: message.subject,
    message: message.message,
    received_at,
    ...(sender ? { founder_sub: sender.sub, plan: sender.plan, priority: sender.paid } : {}),
  };
}
