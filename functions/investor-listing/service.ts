/**
 * The investor portal's listing editor (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md), for the
 * members of a listing's team only (functions/claims/team-rights.ts `requireTeamRights`; anyone else gets the 404 of a
 * listing that does not exist):
 * - `getListing`: the listing with its state, provenance, direct contact and pending contact;
 * - `editListing`: a PATCH in the canonical vocabulary; a field present in the body whose value changes gets
 *   provenance `investor` and today; absent fields keep theirs (functions/data/listing-claim.ts `applyListingEdit`);
 * - `confirmListing`: confirmed_at = now (365 days), a lapsed confirmation cleared;
 * - `setVisibility`: hide (opt-out, `removed: { by: 'investor' }`, out of every founder path) or show again;
 * - `setContact` / `verifyContact`: a LinkedIn profile is on file at once; an address at the firm's registrable
 *   domain (functions/claims/registrable.ts `atFirmDomain`) is mailed a 6-digit code (functions/data/listing-contact.ts)
 *   and becomes the direct contact (source `investor`) once verified.
 * Every listing write is an optimistic write (functions/data/listing-claim.ts `changeListing`, issue 34): conditional
 * on the listing's version, with the catalogue change log entry in the same transaction. Edits, confirmations and
 * contacts are merges: a lost race reads again and re-applies them. Hiding is a decision: it carries the version
 * it was made on and is refused with 409 `listing_changed` when the listing changed since.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ListingField } from '../../shared/listing.js';
import type { InvestorListing, ListingContactRequest, ListingEdit } from '../../shared/listing-schemas.js';
import { formatCheckSizes } from '../../shared/money.js';
import { atFirmDomain } from '../claims/registrable.js';
import { requireTeamRights } from '../claims/team-rights.js';
import { investorContactItem, type InvestorContactRecord, type InvestorRecord } from '../data/investor.js';
import {
  applyListingEdit,
  changeListing,
  readListing,
  type ListingDecision,
  type ListingOriginal,
  type StoredListing,
} from '../data/listing-claim.js';
import {
  checkCode,
  newCode,
  pendingContactKey,
  putPendingContact,
  readPendingContact,
  type PendingContact,
} from '../data/listing-contact.js';
import type { TransactItem } from '../data/transaction.js';
import { InvalidInput, Missing, QuotaReached, StateConflict } from '../lib/errors.js';
import { listingChanged } from '../data/listing-claim.js';
import type { Mailer } from '../lib/mailer.js';

/** A confirmation lasts this many days (issue 19 item 5). */
export const CONFIRMATION_DAYS = 365;
const DAY_MS = 86_400_000;

export interface ListingDeps {
  client: DynamoDBDocumentClient;
  table: string;
  mailer: Mailer;
  now: () => Date;
}

/** The signed-in investor (functions/claims/caller.ts `investorOf`). */
export interface ListingCaller {
  sub: string;
  email: string;
}

type Stored = Pick<StoredListing, 'record' | 'original' | 'contact'>;

/**
 * The stored listing of `id` when `caller` holds its team's rights (functions/claims/team-rights.ts: on the team,
 * verified email still at the joined domain); otherwise the 404 of a missing listing.
 * @throws NotAllowed `email_left_domain` (403) when the caller's membership ended on this request (issue 33)
 */
async function teamListing(deps: ListingDeps, caller: ListingCaller, id: string): Promise<Stored> {
  const member = await requireTeamRights(deps, caller, id);
  const stored = member ? await readListing(deps.client, deps.table, id) : null;
  if (!stored) throw new Missing('listing', id);
  return stored;
}

/** The HQ country of a record: the part after the last comma of `details.hq` ('Berlin, Germany'), or null. */
export function hqCountry(record: InvestorRecord): string | null {
  const hq = record.details.hq;
  if (!hq || !hq.includes(',')) return null;
  return hq.slice(hq.lastIndexOf(',') + 1).trim() || null;
}

/** The portal's view of a listing (pure). */
export function toInvestorListing(
  record: InvestorRecord,
  contact: InvestorContactRecord | null,
  pending: PendingContact | null,
): InvestorListing {
  const due = record.confirmed_at
    ? new Date(new Date(record.confirmed_at).getTime() + CONFIRMATION_DAYS * DAY_MS).toISOString()
    : null;
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    company_url: record.company_url,
    funding_type: record.funding_type,
    funding_stage: record.funding_stage,
    funding_industries: record.funding_industries,
    city: record.city,
    hq_country: hqCountry(record),
    location: record.location,
    check_sizes: record.check_sizes,
    check_min_usd: record.check_min_usd,
    check_max_usd: record.check_max_usd,
    leads_rounds: record.details.leads_rounds,
    confirmation_due: due,
    contact: contact
      ? {
          contact: contact.contact,
          contact_type: contact.contact_type,
          source: contact.source ?? 'unrecorded',
        }
      : null,
    pending_contact: pending,
    claimed: record.claimed,
    confirmed_at: record.confirmed_at,
    confirmation_lapsed: record.confirmation_lapsed,
    currently_investing: record.currently_investing,
    open_to_pitches: record.open_to_pitches,
    thesis: record.thesis,
    portfolio_highlights: record.portfolio_highlights,
    provenance: record.provenance,
    removed: record.removed,
    version: record.version,
    checked_at: record.checked_at,
  };
}

async function view(deps: ListingDeps, record: InvestorRecord, contact: InvestorContactRecord | null) {
  return toInvestorListing(record, contact, await readPendingContact(deps.client, deps.table, record.id));
}

/**
 * Changes listing `id` of `caller`'s team optimistically (functions/data/listing-claim.ts `changeListing`):
 * `decide` runs on the stored listing, again on fresh data after a lost race; the answer is the portal's view.
 * @throws Missing (404) outside the team or when the listing is gone; NotAllowed `email_left_domain` (403) when the
 *   caller's membership ended on this request (issue 33); what `decide` throws.
 */
async function change(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  decide: (stored: Stored, now: Date) => ListingDecision<InvestorListing> | Promise<ListingDecision<InvestorListing>>,
  expected?: number,
): Promise<InvestorListing> {
  if (!(await requireTeamRights(deps, caller, id))) throw new Missing('listing', id);
  const now = deps.now();
  return changeListing(
    deps.client,
    deps.table,
    id,
    async (stored) => {
      if (!stored) throw new Missing('listing', id);
      return decide(stored, now);
    },
    now,
    expected,
  );
}

/** The decision of writing `record` (and `original`, `extra`): answered with the portal's view of the write. */
function writing(
  deps: ListingDeps,
  record: InvestorRecord,
  original: ListingOriginal,
  contact: InvestorContactRecord | null,
  extra: TransactItem[] = [],
): ListingDecision<InvestorListing> {
  return {
    record,
    original,
    extra,
    // The view is computed after the write (pending contact read), so `result` only carries the record.
    result: (written) => toInvestorListing(written, contact, null),
  };
}

/** The portal's view of a written listing, with its pending contact (one GetItem). */
async function viewOf(deps: ListingDeps, listing: InvestorListing): Promise<InvestorListing> {
  return { ...listing, pending_contact: await readPendingContact(deps.client, deps.table, listing.id) };
}

/** GET /v1/investor/listings/{id}. @throws Missing (404) outside the team. */
export async function getListing(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
): Promise<InvestorListing> {
  const stored = await teamListing(deps, caller, id);
  return await view(deps, stored.record, stored.contact);
}

/**
 * The listing-field changes of a parsed edit body against `record` (pure): fields in `fieldValue`'s shapes
 * (functions/data/listing-claim.ts), and the record with `details.hq` set when the HQ city or country is given.
 */
export function editChanges(
  record: InvestorRecord,
  edit: ListingEdit,
): { base: InvestorRecord; changes: Partial<Record<ListingField, unknown>> } {
  const changes: Partial<Record<ListingField, unknown>> = {};
  let base = record;
  const direct = [
    'name',
    'funding_type',
    'funding_stage',
    'funding_industries',
    'location',
    'thesis',
    'portfolio_highlights',
    'currently_investing',
    'open_to_pitches',
    'leads_rounds',
  ] as const satisfies readonly (keyof ListingEdit & ListingField)[];
  for (const field of direct) if (edit[field] !== undefined) changes[field] = edit[field];
  if (edit.city !== undefined || edit.hq_country !== undefined) {
    const city = edit.city !== undefined ? edit.city : record.city;
    const country = edit.hq_country !== undefined ? edit.hq_country : hqCountry(record);
    const hq = [city, country].filter(Boolean).join(', ') || null;
    base = { ...record, details: { ...record.details, hq } };
    changes.city = city;
  }
  if (edit.check_min_usd !== undefined || edit.check_max_usd !== undefined) {
    const min = edit.check_min_usd !== undefined ? edit.check_min_usd : record.check_min_usd;
    const max = edit.check_max_usd !== undefined ? edit.check_max_usd : record.check_max_usd;
    if (min !== null && max !== null && min > max) {
      throw new InvalidInput('Check size maximum must be at least the minimum.', { field: 'check_max_usd' });
    }
    changes.check_size = { check_sizes: formatCheckSizes(min, max), check_min_usd: min, check_max_usd: max };
  }
  return { base, changes };
}

/**
 * PATCH /v1/investor/listings/{id}: a merge of the fields in the body over the stored listing (re-applied on fresh
 * data after a lost race, so a teammate's edit of other fields is never lost).
 * @throws Missing (404) outside the team; InvalidInput (400).
 */
export async function editListing(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  edit: ListingEdit,
): Promise<InvestorListing> {
  return viewOf(
    deps,
    await change(deps, caller, id, (stored, now) => {
      const at = now.toISOString();
      const { base, changes } = editChanges(stored.record, edit);
      const applied = applyListingEdit(base, stored.original, changes, 'investor', at);
      let record = applied.record;
      const hqChanged = base.details.hq !== stored.record.details.hq;
      // The HQ country alone changed: the city field (it covers the HQ) is the investor's now.
      if (hqChanged && !applied.changed.includes('city')) {
        record = { ...record, provenance: { ...record.provenance, city: { source: 'investor', at } } };
      }
      if (applied.changed.length === 0 && !hqChanged) {
        return { unchanged: toInvestorListing(stored.record, stored.contact, null) };
      }
      return writing(deps, { ...record, updated_at: at }, applied.original, stored.contact);
    }),
  );
}

/** POST /v1/investor/listings/{id}/confirm: confirmed now for 365 days. @throws Missing (404) outside the team. */
export async function confirmListing(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
): Promise<InvestorListing> {
  return viewOf(
    deps,
    await change(deps, caller, id, (stored, now) =>
      writing(
        deps,
        {
          ...stored.record,
          claimed: true,
          confirmed_at: now.toISOString(),
          confirmation_lapsed: false,
          updated_at: now.toISOString(),
        },
        stored.original,
        stored.contact,
      ),
    ),
  );
}

/**
 * PUT /v1/investor/listings/{id}/visibility: `hidden` true removes the listing from every founder path (its item
 * moves to the REMOVED partition) with `removed: { by: 'investor', at }`; false shows it again. A decision: made
 * on `version` (the version the caller saw; without it, the version read here), refused when the listing changed.
 * @throws Missing (404) outside the team; StateConflict `removed_by_admin` (409) when an administrator removed it,
 *   `listing_changed` (409) when it changed since `version`.
 */
export async function setVisibility(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  hidden: boolean,
  version?: number,
): Promise<InvestorListing> {
  let expected = version;
  return viewOf(
    deps,
    await change(
      deps,
      caller,
      id,
      (stored, now) => {
        // Without the caller's version, the decision rests on this first read: a later attempt is a change since.
        if (expected === undefined) expected = stored.record.version;
        else if (stored.record.version !== expected) throw listingChanged();
        if (stored.record.removed?.by === 'admin') {
          throw new StateConflict(
            'An administrator removed this listing; ask them to restore it.',
            'removed_by_admin',
          );
        }
        if (Boolean(stored.record.removed) === hidden) {
          return { unchanged: toInvestorListing(stored.record, stored.contact, null) };
        }
        return writing(
          deps,
          {
            ...stored.record,
            removed: hidden ? { by: 'investor', at: now.toISOString() } : null,
            updated_at: now.toISOString(),
          },
          stored.original,
          stored.contact,
        );
      },
      version,
    ),
  );
}

/** Puts `contact` on file as the investor's direct contact (deleting the pending code when `extraDelete`): a merge. */
async function putContact(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  contact: InvestorContactRecord,
  extraDelete = false,
): Promise<InvestorListing> {
  return viewOf(
    deps,
    await change(deps, caller, id, (stored, now) => {
      const at = now.toISOString();
      const record: InvestorRecord = {
        ...stored.record,
        contact_type: contact.contact_type,
        provenance: { ...stored.record.provenance, contact: { source: 'investor', at } },
        updated_at: at,
      };
      const extra = [
        { Put: { TableName: deps.table, Item: investorContactItem(record.id, contact) } },
        ...(extraDelete ? [{ Delete: { TableName: deps.table, Key: pendingContactKey(record.id) } }] : []),
      ];
      return writing(deps, record, stored.original, contact, extra);
    }),
  );
}

const CONTACT_NOTE = 'set by the listing’s team in the investor portal';

/**
 * PUT /v1/investor/listings/{id}/contact. A LinkedIn profile is on file at once; an email must be at the firm's
 * registrable domain (the listing website's, subdomains count; free-mail never) and is mailed a 6-digit code, within
 * the limits per listing and per address (functions/data/listing-contact.ts `CODE_LIMITS`, issue 33 item 6).
 * @throws Missing (404) outside the team; InvalidInput `contact` (400) for an address at another domain;
 *   QuotaReached `code_rate_limited` (429 with Retry-After) past a limit (nothing stored, nothing mailed).
 */
export async function setContact(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  request: ListingContactRequest,
): Promise<InvestorListing> {
  const stored = await teamListing(deps, caller, id);
  const now = deps.now();
  if (request.contact_type === 'linkedin') {
    const contact = request.contact!;
    return await putContact(deps, caller, id, {
      contact,
      contact_type: 'linkedin',
      source: 'investor',
      source_note: CONTACT_NOTE,
    });
  }
  const email = request.contact.toLowerCase();
  if (!atFirmDomain(email, stored.record.company_url)) {
    throw new InvalidInput('Contact email must be an address at the firm’s own website domain.', {
      field: 'contact',
      code: 'contact_domain',
    });
  }
  const code = newCode();
  const issue = await putPendingContact(deps.client, deps.table, id, email, code, caller.sub, now);
  if (issue.outcome === 'limited') {
    throw new QuotaReached(
      `Too many codes were sent for this listing or to this address. Ask for a new code from ${issue.resetsAt.toISOString()}.`,
      'code_rate_limited',
      issue.resetsAt,
    );
  }
  const pending = issue.pending;
  await deps.mailer.send({
    to: email,
    kind: 'contact_code',
    subject: `Your Fundscout code: ${code}`,
    text: [
      `Your code is ${code}.`,
      '',
      `Someone on the team of ${stored.record.name} asked to make this address the listing's direct contact on Fundscout.`,
      'Founders who reveal it (one action of their plan) will see this exact address.',
      `The code expires in 15 minutes. If you did not ask for it, ignore this message: nothing changes.`,
    ].join('\n'),
  });
  return toInvestorListing(stored.record, stored.contact, pending);
}

/**
 * POST /v1/investor/listings/{id}/contact/verify: the pending address becomes the direct contact.
 * @throws Missing (404) outside the team; InvalidInput `code_invalid` (400) for a wrong code; StateConflict
 *   `code_expired` (409) with no code pending, expired or out of attempts.
 */
export async function verifyContact(
  deps: ListingDeps,
  caller: ListingCaller,
  id: string,
  code: string,
): Promise<InvestorListing> {
  await teamListing(deps, caller, id); // outside the team: the 404 before any code is checked
  const now = deps.now();
  const check = await checkCode(deps.client, deps.table, id, code, now);
  if (check.outcome === 'expired') {
    throw new StateConflict(
      'No code is waiting, or it expired or ran out of tries: ask for a new code.',
      'code_expired',
    );
  }
  if (check.outcome === 'wrong') {
    throw new InvalidInput(`That code is not right (${check.attemptsLeft} tries left).`, {
      field: 'code',
      code: 'code_invalid',
    });
  }
  return await putContact(
    deps,
    caller,
    id,
    { contact: check.email, contact_type: 'email', source: 'investor', source_note: CONTACT_NOTE },
    true,
  );
}
