/**
 * Feature `reveals` (founder route POST /v1/investors/{id}/reveal, shared/routes.ts; founder-app.md sections 4, 8
 * and 9): reveals an investor's contact for 1 action through the meter (functions/metering), in one transaction
 * with the `REVEAL#` item and its ledger entry.
 * - already revealed: answered with the contact, nothing charged (`charged: false`);
 * - an investor without a direct contact on file (contacts model, docs/decisions/0014-contacts-model.md): 409
 *   `no_direct_contact`, nothing charged (the contact item is a `requires` item of the charge, so the transaction
 *   itself refuses when it is absent);
 * - a listing hidden or removed: 404; a claimed listing whose confirmation lapsed (past 365 days): 409
 *   `confirmation_lapsed` 'Not confirmed since <date>'; a contact not consented: 409 `no_direct_contact`; all
 *   without charging (functions/reveals/rule.ts, the meter's `refuse`; the listing's state is checked again in
 *   the charge's transaction, functions/reveals/charge.ts, so a lapse between the read and the write is not
 *   charged);
 * - unknown investor: 404; not enough actions: 402 `action_limit_reached` with the spec's message (the domain
 *   errors `Missing` / `ActionLimitReached`, mapped to HTTP in functions/lib/http-errors.ts);
 * - a founder without a profile gets one (the meter creates it).
 * Round trips (docs/decisions/0009-data-layer.md): one consistent BatchGet (profile, reveal, investor, contact,
 * saved), one TransactWriteItems, one GetItem of the usage after it; 1 for a repeat reveal; +1 Put when the
 * profile is created.
 */
import { viewOf } from '../data/founder-view.js';
import { investorContactKey, investorKey, toContactRecord, toInvestorRecord } from '../data/investor.js';
import { savedKey } from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { ActionLimitReached, Missing, StateConflict } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { countMetric } from '../lib/metrics.js';
import { parsePath } from '../lib/validate.js';
import { chargingMeter } from '../metering/charging.js';
import { confirmationLapsedMessage, NO_DIRECT_CONTACT_MESSAGE } from '../../shared/messages.js';
import { plainDate } from '../../shared/listing.js';
import { revealCharge } from './charge.js';
import { InvestorIdParams, type RevealResponse } from '../../shared/schemas.js';
import { tombstoneReader } from '../data/tombstone.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

async function reveal(event: HttpEvent): Promise<RevealResponse> {
  const { id } = parsePath(event, InvestorIdParams);
  const caller = callerOf(event);
  const investor = investorKey(id);
  const contact = investorContactKey(id);
  const saved = savedKey(caller.sub, id);
  const outcome = await chargingMeter().charge(
    revealCharge(caller, id, event.requestContext.requestId, new Date()),
  );
  if (outcome.outcome === 'refused') {
    const record = toInvestorRecord(outcome.found.get(investor)!);
    if (outcome.reason === 'removed') throw new Missing('investor', id);
    if (outcome.reason === 'confirmation_lapsed') {
      throw new StateConflict(
        confirmationLapsedMessage(plainDate(record.confirmed_at ?? record.updated_at)),
        'confirmation_lapsed',
      );
    }
    throw new StateConflict(NO_DIRECT_CONTACT_MESSAGE, 'no_direct_contact');
  }
  if (outcome.outcome === 'missing') {
    if (!outcome.found.has(investor)) throw new Missing('investor', id);
    throw new StateConflict(NO_DIRECT_CONTACT_MESSAGE, 'no_direct_contact');
  }
  if (outcome.outcome === 'limit') {
    throw new ActionLimitReached('reveal', outcome.cost, outcome.usage.remaining ?? 0);
  }
  if (outcome.outcome === 'charged') countMetric('Reveals');
  // Revealed now or before: the contact read with the counter (a required item, so it is there).
  const { found } = outcome;
  const stored = found.get(contact);
  return {
    investor: viewOf(toInvestorRecord(found.get(investor)!), {
      saved: found.has(saved),
      contact: stored ? toContactRecord(stored) : undefined,
    }),
    usage: outcome.usage,
    charged: outcome.outcome === 'charged',
  };
}

export const handler = featureHandler(
  'reveals',
  { 'POST /v1/investors/{id}/reveal': reveal },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
