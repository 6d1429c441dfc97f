/**
 * Schemas of the administrators' Investor accounts page (issue 38 "Investor accounts appear nowhere in the admin
 * area"; docs/decisions/0059-one-intent-one-charge.md): the accounts of the investors user pool with the listings
 * they hold and their claims, and an administrator's suspension of one (audited; while it stands every investor
 * route refuses the account, functions/lib/suspension-guard.ts). Apart from the investor's own deletion (its
 * tombstone belongs to the investor side, issue 33).
 */
import * as z from 'zod';
import { CLAIM_STATUSES } from './claim-schemas.js';
import { cleanText } from './text.js';
import { CURSOR_KEY_MAX, cursorAnswerField, forwardCursorField } from './cursor.js';

/** The code of the 403 an investor route answers a suspended account. */
export const INVESTOR_SUSPENDED_CODE = 'investor_suspended';
/** Its message (the portal shows it on every page). */
export const INVESTOR_SUSPENDED_MESSAGE =
  'Your investor account is suspended by the Fundscout administrators. Write to us from the Contact page if you think this is a mistake. You can still delete your account.';

/** Accounts a page lists (Cognito ListUsers answers at most 60). */
export const INVESTOR_ACCOUNTS_PAGE = 20;

/** Query of GET /v1/admin/investor-accounts: `q` the start of a sign-in email; `cursor` the next page's token. */
export const AdminInvestorAccountQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(254, 'q must be at most 254 characters.')
      .regex(/^[^"\\\p{Cc}]*$/u, 'q must not contain quotes, backslashes or control characters.')
      .optional(),
    /** A page's `next_cursor` (shared/cursor.ts); it holds Cognito's PaginationToken (its API pattern: [\S]+). */
    cursor: forwardCursorField({
      list: 'the investor accounts',
      key: z
        .string()
        .max(CURSOR_KEY_MAX)
        .regex(/^[\x21-\x7e]+$/),
    }).optional(),
  })
  .strict()
  .meta({ id: 'AdminInvestorAccountQuery' });

/** Path of the suspension route: the account's Cognito `sub` (a UUID). */
export const InvestorSubParams = z
  .object({ sub: z.string().regex(/^[0-9a-f-]{36}$/, 'Not an investor account id.') })
  .strict()
  .meta({ id: 'InvestorSubParams' });

/** Body of PUT /v1/admin/investor-accounts/{sub}/suspension. */
export const InvestorSuspensionRequest = z
  .object({
    suspended: z.boolean({ error: 'suspended must be true or false.' }),
    reason: cleanText(500, 'Reason', { multiline: true }).optional(),
  })
  .strict()
  .meta({ id: 'InvestorSuspensionRequest' });
export type InvestorSuspensionRequest = z.input<typeof InvestorSuspensionRequest>;

/** Whether an account is suspended, since when, by which administrator and why. */
export const InvestorSuspension = z
  .object({
    suspended: z.boolean(),
    suspended_at: z.iso.datetime().nullable(),
    suspended_by: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'InvestorSuspension' });
export type InvestorSuspension = z.infer<typeof InvestorSuspension>;

/** One investor account as the administrators see it. */
export const AdminInvestorAccount = z
  .object({
    sub: z.string(),
    email: z.string(),
    /** Cognito's `UserStatus` (CONFIRMED, UNCONFIRMED, ...). */
    status: z.string(),
    created_at: z.iso.datetime().nullable(),
    listings: z.array(z.object({ id: z.string(), name: z.string() })),
    claims: z.array(
      z.object({
        id: z.string(),
        listing: z.object({ id: z.string(), name: z.string() }),
        status: z.enum(CLAIM_STATUSES),
        created_at: z.iso.datetime(),
      }),
    ),
    suspension: InvestorSuspension,
  })
  .meta({ id: 'AdminInvestorAccount' });
export type AdminInvestorAccount = z.infer<typeof AdminInvestorAccount>;

/** GET /v1/admin/investor-accounts: one page, in the pool's order; `next_cursor` null on the last page. */
export const AdminInvestorAccountList = z
  .object({ items: z.array(AdminInvestorAccount), next_cursor: cursorAnswerField })
  .meta({ id: 'AdminInvestorAccountList' });
export type AdminInvestorAccountList = z.infer<typeof AdminInvestorAccountList>;
