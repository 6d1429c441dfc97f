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
 *
 * `Idempotency-Key` (issue 38; docs/decisions/0038-idempotency-keys.md, 0059-one-intent-one-charge.md): the key's
 * record rides on the charge's transaction (+1 key in the BatchGet, no round trip); a retry with the same key and
 * investor is answered again with the first charge in `charged` and `Idempotent-Replayed: true`; the same key for
 * another investor is a 409 `idempotency_key_reused` naming the header, nothing charged.
 */
import { viewOf } from '../data/founder-view.js';
import { investorContactKey, investorKey, toContactRecord, toInvestorRecord } from '../data/investor.js';
import { savedKey } from '../data/saved.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { apiKeyStore } from '../data/api-key.js';
import { ActionLimitReached, Missing, StateConflict } from '../lib/errors.js';
import { featureHandler, Reply, type HttpEvent } from '../lib/http.js';
import { countMetric } from '../lib/metrics.js';
import { parsePath } from '../lib/validate.js';
import { chargingMeter } from '../metering/charging.js';
import { confirmationLapsedMessage, NO_DIRECT_CONTACT_MESSAGE } from '../../shared/messages.js';
import { plainDate } from '../../shared/listing.js';
import { revealCharge } from './charge.js';
import { InvestorIdParams, type RevealResponse } from '../../shared/schemas.js';
import { tombstoneReader } from '../data/tombstone.js';
import { chargedCost, idempotencyItem, toIdempotencyRecord } from '../data/idempotency.js';
import { assertSameRequest, idempotencyKeyOf, requestFingerprint } from '../lib/idempotency.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

async function reveal(event: HttpEvent): Promise<RevealResponse | Reply> {
  const { id } = parsePath(event, InvestorIdParams);
  const caller = callerOf(event);
  const investor = investorKey(id);
  const contact = investorContactKey(id);
  const saved = savedKey(caller.sub, id);
  const now = new Date();
  const key = idempotencyKeyOf(event);
  const fingerprint = requestFingerprint('POST /v1/investors/{id}/reveal', { id });
  const outcome = await chargingMeter().charge({
    ...revealCharge(caller, id, event.requestContext.requestId, now),
    ...(key && {
      idempotency: idempotencyItem(
        caller.sub,
        key,
        { scope: 'reveal', fingerprint, created_at: now.toISOString(), result: { investor: id } },
        now,
      ),
    }),
  });
  if (outcome.outcome === 'replay') assertSameRequest(toIdempotencyRecord(outcome.record), fingerprint);
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
  const answer: RevealResponse = {
    investor: viewOf(toInvestorRecord(found.get(investor)!), {
      saved: found.has(saved),
      contact: stored ? toContactRecord(stored) : undefined,
    }),
    usage: outcome.usage,
    // A replay answers what the first request did: charged when its charge cost an action
    charged:
      outcome.outcome === 'charged' || (outcome.outcome === 'replay' && chargedCost(outcome.record) > 0),
  };
  if (outcome.outcome !== 'replay') return answer;
  return new Reply(200, answer, { [IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]: 'true' });
}

export const handler = featureHandler(
  'reveals',
  { 'POST /v1/investors/{id}/reveal': reveal },
  { apiKeys: apiKeyStore(ddb, tableName), accounts: tombstoneReader(ddb, tableName) },
);
