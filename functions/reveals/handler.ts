/**
 * Feature `reveals` (founder route POST /v1/investors/{id}/reveal, shared/routes.ts; founder-app.md sections 4,
 * 5 and 8 "Contact reveal"): records the reveal and consumes 1 action in ONE transaction (functions/metering),
 * then answers the investor with its contact and the usage after it.
 * - already revealed: answered with the contact, `charged: false`, nothing written;
 * - not enough actions: 402 `action_limit_reached`, 'You need at least 1 action to reveal contact information.
 *   You have N actions remaining.';
 * - unknown investor: 404.
 * Its own function (not `investors`) so that the search function keeps read-only table access
 * (docs/decisions/0005-metering.md).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { founderView } from '../data/founder-view.js';
import { toInvestorRecord } from '../data/investor-record.js';
import { keys } from '../data/keys.js';
import { callerOf } from '../lib/auth.js';
import { ddb, tableName } from '../lib/dynamodb.js';
import { NotFound, PaymentRequired } from '../lib/errors.js';
import { featureHandler, type HttpEvent } from '../lib/http.js';
import { parsePath } from '../lib/validate.js';
import { ensureProfile } from '../me/profile.js';
import { meter } from '../metering/index.js';
import { revealCost } from '../metering/plan.js';
import { InvestorIdParams, type RevealResponse } from '../../shared/schemas.js';

/** The 402 message (founder-app.md section 8, Actions, Reveal). */
export function revealLimitMessage(remaining: number, cost = revealCost()): string {
  return `You need at least ${cost} action to reveal contact information. You have ${remaining} actions remaining.`;
}

async function reveal(event: HttpEvent): Promise<RevealResponse> {
  const { id } = parsePath(event, InvestorIdParams);
  const caller = callerOf(event);
  const table = tableName();
  const stored = await ddb().send(new GetCommand({ TableName: table, Key: keys.investor(id) }));
  if (!stored.Item) throw new NotFound(`No investor with id '${id}'.`);
  const record = toInvestorRecord(stored.Item);
  await ensureProfile(ddb(), table, caller);

  const outcome = await meter().charge({
    sub: caller.sub,
    kind: 'reveal',
    cost: revealCost(),
    subject: { id, label: record.name },
    requestId: event.requestContext.requestId,
    once: {
      ...keys.reveal(caller.sub, id),
      type: 'reveal',
      investor_id: id,
      revealed_at: new Date().toISOString(),
    },
    requires: [keys.investor(id)],
  });
  if (outcome.outcome === 'missing') throw new NotFound(`No investor with id '${id}'.`);
  if (outcome.outcome === 'limit') {
    throw new PaymentRequired(revealLimitMessage(outcome.usage.remaining ?? 0, outcome.cost));
  }
  const [investor] = await founderView(ddb(), table, caller.sub, [record], { consistent: true });
  return { investor: investor!, usage: outcome.usage, charged: outcome.outcome === 'charged' };
}

export const handler = featureHandler('reveals', { 'POST /v1/investors/{id}/reveal': reveal });
