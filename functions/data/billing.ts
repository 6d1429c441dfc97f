/**
 * The billing entity in the single table (issue 9; docs/decisions/0011-billing-events.md): the billing fields of
 * the founder profile, the Stripe customer → founder link, and the markers of processed Stripe events. The billing
 * routes and the billing consumer (functions/billing/service.ts) read and write billing through
 * `billingRepository(client, table)` only; they never send DynamoDB commands themselves.
 *
 * | item                         | pk                         | sk             | attributes                                  |
 * | ---------------------------- | -------------------------- | -------------- | ------------------------------------------- |
 * | founder profile (billing)    | USER#{sub}                 | PROFILE        | the BillingFields, `billing_rev`            |
 * | Stripe customer → founder    | STRIPECUSTOMER#{cus_...}   | STRIPECUSTOMER | founder_id, created_at                      |
 * | processed Stripe event       | STRIPEEVENT#{evt_...}      | STRIPEEVENT    | event_type, founder_id, outcome, processed_at, `expires_at` (TTL, 30 d) |
 *
 * Writes never touch `access_used`: a plan change updates tier and limit, a new period moves `usage_anchor`, and
 * metering (functions/metering) resets the counter itself on the first action of the new period, with a condition
 * that pins the period, tier and limit it read. So a reveal racing a plan change is either counted under the old
 * limit before it, or re-planned under the new one after it; no count is lost.
 *
 * Each billing write is one transaction: the event marker (`attribute_not_exists`: a redelivered event cancels the
 * whole write) and the profile update conditioned on `billing_rev` (optimistic concurrency between billing
 * writers; the caller re-reads and decides again).
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { billingFieldsOf, FREE_BILLING, type BillingFields } from './billing-fields.js';
import { keys } from './keys.js';
import { getProfile, profileKey } from './profile.js';
import { TABLE } from './table.js';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transaction.js';

/** Keys of the billing items (functions/data/keys.ts). */
export const billingKeys = { customer: keys.stripeCustomer, event: keys.stripeEvent };

/** Days an event marker is kept (Stripe retries a delivery for up to 3 days; an EventBridge archive replay later
 * than this would apply again, which the order rules make harmless). DynamoDB deletes it after its
 * `TABLE.ttlAttribute` (epoch seconds). */
export const EVENT_MARKER_DAYS = 30;

export interface StoredBilling {
  founderId: string;
  fields: BillingFields;
  /** `billing_rev`: the revision a write is conditioned on (0 before the first billing write). */
  rev: number;
  email: string;
  createdAt: string;
}

/** The founder's billing fields (strongly consistent read), or null when the founder has no profile. */
export async function readBilling(
  client: DynamoDBDocumentClient,
  table: string,
  founderId: string,
): Promise<StoredBilling | null> {
  const Item = (await getProfile(client, table, founderId, { consistent: true })) as
    (Record<string, unknown> & { created_at: string }) | undefined;
  if (!Item) return null;
  return {
    founderId,
    fields: billingFieldsOf(Item),
    rev: typeof Item.billing_rev === 'number' ? Item.billing_rev : 0,
    email: typeof Item.email === 'string' ? Item.email : '',
    createdAt: String(Item.created_at),
  };
}

/** The founder a Stripe customer (`cus_...`) belongs to, or null. */
export async function founderOfCustomer(
  client: DynamoDBDocumentClient,
  table: string,
  customerId: string,
): Promise<string | null> {
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: billingKeys.customer(customerId) }),
  );
  return typeof Item?.founder_id === 'string' ? Item.founder_id : null;
}

/** The marker of a processed Stripe event (`evt_...`), or undefined when it was never applied. */
export async function eventMarker(
  client: DynamoDBDocumentClient,
  table: string,
  eventId: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: billingKeys.event(eventId), ConsistentRead: true }),
  );
  return Item;
}

/**
 * Stores the founder's Stripe customer once: the profile keeps the first id written (a concurrent second one
 * loses and is answered with the winner), and the customer → founder item is written beside it.
 * @returns the customer id the profile holds
 */
export async function linkCustomer(
  client: DynamoDBDocumentClient,
  table: string,
  founderId: string,
  customerId: string,
  now = new Date(),
): Promise<string> {
  await client.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...billingKeys.customer(customerId),
        type: 'stripe_customer',
        founder_id: founderId,
        created_at: now.toISOString(),
      },
    }),
  );
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: profileKey(founderId),
        UpdateExpression: 'SET stripe_customer_id = :c',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(stripe_customer_id) OR stripe_customer_id = :null OR stripe_customer_id = :c)',
        ExpressionAttributeValues: { ':c': customerId, ':null': null },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const held = await readBilling(client, table, founderId);
    if (!held?.fields.stripe_customer_id) throw error;
    return held.fields.stripe_customer_id;
  }
}

export type WriteOutcome = 'written' | 'duplicate' | 'conflict';

const BILLING_FIELD_NAMES = Object.keys(FREE_BILLING) as (keyof BillingFields)[];

/**
 * Writes `next` (all billing fields) over the revision read, and the event marker when `eventId` is given.
 * @returns `duplicate` when the event was processed before (nothing written), `conflict` when another billing
 *   write came first (re-read and decide again), `written` otherwise.
 */
export async function writeBilling(
  client: DynamoDBDocumentClient,
  table: string,
  args: {
    founderId: string;
    rev: number;
    next: BillingFields | null;
    eventId?: string;
    eventType?: string;
    outcome?: string;
    now?: Date;
  },
): Promise<WriteOutcome> {
  const now = args.now ?? new Date();
  const items: TransactItem[] = [];
  if (args.eventId) {
    items.push({
      Put: {
        TableName: table,
        Item: {
          ...billingKeys.event(args.eventId),
          type: 'stripe_event',
          event_type: args.eventType,
          founder_id: args.founderId,
          outcome: args.outcome,
          processed_at: now.toISOString(),
          [TABLE.ttlAttribute]: Math.floor(now.getTime() / 1000) + EVENT_MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (args.next) {
    const names: Record<string, string> = { '#rev': 'billing_rev' };
    const values: Record<string, unknown> = { ':rev': args.rev, ':next': args.rev + 1 };
    const sets = ['#rev = :next'];
    BILLING_FIELD_NAMES.forEach((field, i) => {
      names[`#f${i}`] = field;
      values[`:f${i}`] = args.next![field];
      sets.push(`#f${i} = :f${i}`);
    });
    items.push({
      Update: {
        TableName: table,
        Key: profileKey(args.founderId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression:
          args.rev === 0
            ? 'attribute_exists(pk) AND (attribute_not_exists(#rev) OR #rev = :rev)'
            : 'attribute_exists(pk) AND #rev = :rev',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    });
  }
  if (items.length === 0) return 'written';
  const result = await transactWrite(client, items);
  if (result.ok) return 'written';
  if (args.eventId && result.codes[0] === 'ConditionalCheckFailed') return 'duplicate';
  if (result.codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict'))
    return 'conflict';
  throw new Error(`Billing write for ${args.founderId} cancelled: ${result.codes.join(', ')}`);
}

/** The billing repository bound to one table: everything the billing service reads and writes. */
export interface BillingRepository {
  read(founderId: string): Promise<StoredBilling | null>;
  founderOfCustomer(customerId: string): Promise<string | null>;
  linkCustomer(founderId: string, customerId: string, now?: Date): Promise<string>;
  write(args: Parameters<typeof writeBilling>[2]): Promise<WriteOutcome>;
}

/** The billing repository of `table` through `client` (the functions above, bound). */
export function billingRepository(client: DynamoDBDocumentClient, table: string): BillingRepository {
  return {
    read: (founderId) => readBilling(client, table, founderId),
    founderOfCustomer: (customerId) => founderOfCustomer(client, table, customerId),
    linkCustomer: (founderId, customerId, now) => linkCustomer(client, table, founderId, customerId, now),
    write: (args) => writeBilling(client, table, args),
  };
}
