/**
 * Schemas of the founder's account routes (issue 13, Account Settings): `DELETE /v1/me`.
 */
import * as z from 'zod';
import { cleanText } from './text.js';

/**
 * Body of `DELETE /v1/me`: the founder types their sign-in email to confirm (the form asks for it; the API checks
 * it too, case-insensitively, so that no stray or forged call deletes an account).
 */
export const AccountDeletionRequest = z
  .object({
    confirm_email: cleanText(254, 'Your sign-in email').min(1, 'Type your sign-in email to confirm.'),
  })
  .strict()
  .meta({ id: 'AccountDeletionRequest' });
export type AccountDeletionRequest = z.input<typeof AccountDeletionRequest>;

/** Answer of `DELETE /v1/me`: the account is gone; the ledger is kept anonymised (docs/decisions/0010). */
export const AccountDeletionResponse = z
  .object({
    deleted: z.literal(true),
    anonymised_ledger_entries: z.number().int(),
    deleted_items: z.number().int(),
  })
  .meta({ id: 'AccountDeletionResponse' });
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;
