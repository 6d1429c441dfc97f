/**
 * The charge of one reveal (POST /v1/investors/{id}/reveal, functions/reveals/handler.ts): 1 action through the
 * meter, once per founder and investor (the `REVEAL#` item), requiring the investor's catalogue item and its
 * contact item. The rule of functions/reveals/rule.ts is applied to the items read (`refuse`) AND, for the
 * listing's state, checked again in the charge's transaction (`REVEALABLE`, a ConditionCheck on the catalogue
 * item): a listing the freshness job marks lapsed, or its investor hides, between the read and the write is not
 * charged for; the meter reads again and the rule refuses (issue 19, the reveal's lapse race;
 * docs/decisions/0045-currently-investing.md).
 */
import { investorContactKey, investorKey, toContactRecord, toInvestorRecord } from '../data/investor.js';
import { revealItem } from '../data/reveal.js';
import { savedKey } from '../data/saved.js';
import type { Founder } from '../data/profile.js';
import type { ChargeRequest, ItemCondition } from '../metering/meter.js';
import { revealCost } from '../metering/plan.js';
import { revealRefusal } from './rule.js';

/**
 * The catalogue item's state a new reveal needs at the write (rule.ts `revealRefusal` on the listing): not removed,
 * and not a claimed listing whose confirmation lapsed.
 */
export const REVEALABLE: ItemCondition = {
  expression:
    '(attribute_not_exists(#removed) OR attribute_type(#removed, :nullType)) AND NOT (#claimed = :yes AND #lapsed = :yes)',
  names: { '#removed': 'removed', '#claimed': 'claimed', '#lapsed': 'confirmation_lapsed' },
  values: { ':nullType': 'NULL', ':yes': true },
};

/** The meter request of `founder`'s reveal of investor `id` at `now`. */
export function revealCharge(founder: Founder, id: string, requestId: string, now: Date): ChargeRequest {
  const investor = investorKey(id);
  const contact = investorContactKey(id);
  return {
    founder,
    kind: 'reveal',
    cost: revealCost(),
    subject: (found) => ({ id, label: String(found.get(investor)?.name ?? id) }),
    requestId,
    once: revealItem(founder.sub, id, now.toISOString()),
    requires: [{ key: investor, condition: REVEALABLE }, contact],
    alsoRead: [savedKey(founder.sub, id)],
    refuse: (found) => {
      const record = found.get(investor);
      const stored = found.get(contact);
      return record
        ? revealRefusal(toInvestorRecord(record), stored ? toContactRecord(stored) : undefined)
        : undefined;
    },
  };
}
