/**
 * `MeterStore` on the single DynamoDB table (docs/decisions/0005-metering.md, 0009-data-layer.md): the only place
 * where a counter intent (functions/metering/plan.ts) becomes DynamoDB expressions.
 * - `read`: ONE strongly consistent BatchGetItem of the profile and every item the action depends on (the reveal,
 *   the investor, its contact, the saved mark): the whole read side of a reveal in one round trip.
 * - `createProfile`: the profile repository's conditional Put (functions/data/profile.ts); `profileWrites`: the same
 *   items for a charge's own transaction (a newcomer's first reveal: 4 round trips, not 5).
 * - `readProfile`: one strongly consistent GetItem (usage after a charge).
 * - `transact`: one TransactWriteItems; a cancellation becomes `{ ok: false, codes }` (functions/data/transaction.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, foundItems } from '../data/batch.js';
import { keys, type Key } from '../data/keys.js';
import {
  createProfile,
  getProfile,
  newProfile,
  profileItem,
  type ProfileAnnouncer,
  type ProfileItem,
} from '../data/profile.js';
import { transactWrite, type TransactItem } from '../data/transaction.js';
import type { MeterItem, MeterStore } from './meter.js';
import type { CounterIntent } from './plan.js';

/** Attribute names of the counter (profile item). */
const NAMES = {
  '#used': 'access_used',
  '#period': 'usage_period_start',
  '#tier': 'subscription_tier',
  '#limit': 'access_limit',
} as const;
type Name = keyof typeof NAMES;

/** The update (absent for a check), condition, names and values of a counter intent. */
export interface CounterExpression {
  UpdateExpression?: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, string | number>;
}

/** The DynamoDB expression of `intent`: its change, and a condition that holds only while `expect` does. */
export function counterExpression(intent: CounterIntent): CounterExpression {
  const conditions: string[] = [];
  const values: Record<string, string | number> = {};
  const used = new Set<Name>();
  const pin = (condition: string, names: Name[], entries: Record<string, string | number> = {}) => {
    conditions.push(condition);
    names.forEach((n) => used.add(n));
    Object.assign(values, entries);
  };
  let UpdateExpression: string | undefined;
  if (intent.op !== 'subtract') {
    pin('#tier = :tier', ['#tier'], { ':tier': intent.expect.tier });
    if (intent.expect.limit !== null) pin('#limit = :limit', ['#limit'], { ':limit': intent.expect.limit });
  }
  switch (intent.op) {
    case 'check':
      break;
    case 'add':
      pin('#period = :period', ['#period', '#used'], {
        ':period': intent.expect.period,
        ':cost': intent.cost,
      });
      if (intent.expect.maxUsedBefore !== null) {
        pin('#used <= :maxBefore', ['#used'], { ':maxBefore': intent.expect.maxUsedBefore });
      }
      UpdateExpression = 'SET #used = #used + :cost';
      break;
    case 'reset':
      if (intent.expect.storedPeriod === null) pin('attribute_not_exists(#period)', ['#period']);
      else pin('#period = :storedPeriod', ['#period'], { ':storedPeriod': intent.expect.storedPeriod });
      used.add('#used');
      Object.assign(values, { ':cost': intent.cost, ':period': intent.period });
      UpdateExpression = 'SET #used = :cost, #period = :period';
      break;
    case 'subtract':
      pin('#period = :period AND #used >= :cost', ['#period', '#used'], {
        ':period': intent.expect.period,
        ':cost': intent.cost,
      });
      UpdateExpression = 'SET #used = #used - :cost';
      break;
  }
  return {
    ...(UpdateExpression ? { UpdateExpression } : {}),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: Object.fromEntries([...used].sort().map((n) => [n, NAMES[n]])),
    ExpressionAttributeValues: values,
  };
}

/** The DynamoDB transaction item of one meter item. */
export function toTransactItem(table: string, item: MeterItem): TransactItem {
  switch (item.role) {
    case 'counter': {
      const { UpdateExpression, ...rest } = counterExpression(item.change);
      return UpdateExpression
        ? { Update: { TableName: table, Key: item.key, UpdateExpression, ...rest } }
        : { ConditionCheck: { TableName: table, Key: item.key, ...rest } };
    }
    case 'once':
    case 'idempotency':
    case 'create':
      return { Put: { TableName: table, Item: item.item, ConditionExpression: 'attribute_not_exists(pk)' } };
    case 'requires': {
      const condition = item.condition;
      return {
        ConditionCheck: {
          TableName: table,
          Key: item.key,
          ConditionExpression: condition
            ? `attribute_exists(pk) AND (${condition.expression})`
            : 'attribute_exists(pk)',
          ...(condition?.names ? { ExpressionAttributeNames: condition.names } : {}),
          ...(condition?.values ? { ExpressionAttributeValues: condition.values } : {}),
        },
      };
    }
    case 'ledger':
    case 'put':
      return { Put: { TableName: table, Item: item.item } };
    case 'quota': {
      const names: Record<string, string> = { '#count': 'count' };
      const values: Record<string, unknown> = { ':one': 1, ':max': item.max };
      const sets = Object.keys(item.attributes).map((name, i) => {
        names[`#a${i}`] = name;
        values[`:a${i}`] = item.attributes[name];
        return `#a${i} = :a${i}`;
      });
      return {
        Update: {
          TableName: table,
          Key: item.key,
          UpdateExpression: `ADD #count :one${sets.length ? ` SET ${sets.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    }
  }
}

/**
 * @param announce builds the `ProfileCreated` outbox item of a profile a charge creates, written with the profile
 *   (the charging functions pass it: functions/metering/charging.ts; issue 35); a refund never creates one
 */
export function dynamoMeterStore(
  client: () => DynamoDBDocumentClient,
  table: () => string,
  announce?: ProfileAnnouncer,
): MeterStore {
  return {
    async read(sub: string, also: readonly Key[]) {
      const profileKey = keys.profile(sub);
      const found = foundItems(
        await batchGetAll(client(), table(), [profileKey, ...also], { consistent: true }),
      );
      return { profile: found.get(profileKey) as ProfileItem | undefined, found };
    },
    createProfile: (founder, now) => createProfile(client(), table(), founder, now, announce),
    profileWrites: (founder, now) => {
      const profile = newProfile(founder, now);
      return { profile, items: [profileItem(profile), ...(announce ? [announce(profile)] : [])] };
    },
    readProfile: (sub) => getProfile(client(), table(), sub, { consistent: true }),
    transact: (items) =>
      transactWrite(
        client(),
        items.map((i) => toTransactItem(table(), i)),
      ),
  };
}
