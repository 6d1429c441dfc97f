/**
 * Step markers of event consumers (issue 35; functions/lib/steps.ts `StepStore`): one item per event and step,
 * `EVENTSTEP#{eventId}` / `STEP#{step}`, `status` `running` (claimed until `lease_until`) or `done` (with its
 * `outcome`), expiring after `STEP_MARKER_DAYS` (longer than any redelivery: the outbox keeps an event 7 days, the
 * dead-letter queue 14).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StepStore } from '../lib/steps.js';
import { keys } from './keys.js';
import { isConditionalCheckFailed } from './transaction.js';

/** Days a step marker is kept. */
export const STEP_MARKER_DAYS = 30;

/** The step store on the single table (one conditional write per claim, one update per finish). */
export function dynamoStepStore(client: () => DynamoDBDocumentClient, table: () => string): StepStore {
  return {
    async claim(eventId, step, now, leaseUntil) {
      try {
        await client().send(
          new PutCommand({
            TableName: table(),
            Item: {
              ...keys.eventStep(eventId, step),
              type: 'event_step',
              status: 'running',
              claimed_at: now,
              lease_until: leaseUntil,
              expires_at: Math.floor(Date.parse(now) / 1000) + STEP_MARKER_DAYS * 86_400,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR (#status = :running AND lease_until < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'running', ':now': now },
          }),
        );
        return 'claimed';
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
      const found = await client().send(
        new GetCommand({ TableName: table(), Key: keys.eventStep(eventId, step), ConsistentRead: true }),
      );
      return found.Item?.status === 'done' ? 'done' : 'busy';
    },
    async finish(eventId, step, outcome, now) {
      await client().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.eventStep(eventId, step),
          UpdateExpression: 'SET #status = :done, outcome = :outcome, finished_at = :now REMOVE lease_until',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':done': 'done', ':outcome': outcome.slice(0, 500), ':now': now },
        }),
      );
    },
    async release(eventId, step) {
      try {
        await client().send(
          new DeleteCommand({
            TableName: table(),
            Key: keys.eventStep(eventId, step),
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'running' },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error; // done meanwhile, or gone: nothing to release
      }
    },
  };
}
