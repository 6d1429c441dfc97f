/**
 * The AI generation job entity (docs/decisions/0013-ai-jobs.md), two items in the founder's partition:
 *
 * | item    | pk         | sk                   | written by                                              |
 * |---------|------------|----------------------|---------------------------------------------------------|
 * | job     | USER#{sub} | AIJOB#{id}           | the meter's charge (the "once" item), then claim/progress |
 * | outcome | USER#{sub} | AIJOB#{id}#OUTCOME   | exactly once (`attribute_not_exists`): result, or failure with the refund |
 *
 * Ids are time-ordered and of one length (functions/ai/jobs.ts `newJobId`), so `begins_with(sk, 'AIJOB#{id}')`
 * reads one job with its outcome, and a descending Query of `AIJOB#` lists jobs newest first (each outcome sorts
 * just before its job). A job is only ever looked up in its owner's partition: another founder cannot read it.
 */
import {
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './transaction.js';
import { prefixQuery, queryAll, queryUntil } from './query.js';
import type { AiJobKind } from '../../shared/ai-schemas.js';
import type { AiJobStore, JobRecord, OpenJobIndex, OutcomeRecord, StoredJob } from '../ai/jobs.js';
import { keys, OPEN_AI_JOBS_GSI1PK, type Key } from './keys.js';
import { TABLE } from './table.js';

export const aiJobKey = keys.aiJob;
export const aiJobOutcomeKey = keys.aiJobOutcome;

export type AiJobItem = Key & Record<string, unknown> & { type: 'ai_job' } & JobRecord;
export type AiJobOutcomeItem = Key & Record<string, unknown> & { type: 'ai_job_outcome' } & OutcomeRecord;

/** The stored job item of `job`, listed as open (see the file comment). */
export function aiJobItem(job: JobRecord): AiJobItem {
  return {
    ...aiJobKey(job.sub, job.id),
    ...keys.aiJobOpenGsi1(job.sub, job.id, job.created_at),
    type: 'ai_job',
    ...job,
  };
}

/** The stored outcome item of `sub`'s job. */
export function aiJobOutcomeItem(sub: string, outcome: OutcomeRecord): AiJobOutcomeItem {
  return { ...aiJobOutcomeKey(sub, outcome.id), type: 'ai_job_outcome', ...outcome };
}

function strip<T>(item: Record<string, unknown>): T {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, type, gsi1pk, gsi1sk, ...rest } = item;
  return rest as T;
}

/** Groups job and outcome items (any order) into jobs, newest id first. */
export function groupJobs(items: readonly Record<string, unknown>[]): StoredJob[] {
  const jobs = new Map<string, JobRecord>();
  const outcomes = new Map<string, OutcomeRecord>();
  for (const item of items) {
    if (item.type === 'ai_job') jobs.set(String(item.id), strip<JobRecord>(item));
    else if (item.type === 'ai_job_outcome') outcomes.set(String(item.id), strip<OutcomeRecord>(item));
  }
  return [...jobs.values()]
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((job) => ({ job, outcome: outcomes.get(job.id) ?? null }));
}


/** Runs a conditional write: true when written, false when its condition refused it; other errors are thrown. */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** `AiJobStore` and the open-job index on the single table (see the file comment). */
export function dynamoAiJobStore(
  client: () => DynamoDBDocumentClient,
  table: () => string,
): AiJobStore & OpenJobIndex {
  return {
    async openBefore(before, limit) {
      const items = await queryUntil(
        client(),
        {
          TableName: table(),
          IndexName: TABLE.gsi1.name,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
          ExpressionAttributeValues: { ':pk': OPEN_AI_JOBS_GSI1PK, ':before': before },
          ProjectionExpression: '#sub, id',
          ExpressionAttributeNames: { '#sub': 'sub' },
          Limit: limit,
        },
        (seen) => seen.length >= limit,
      );
      return items.slice(0, limit).map((i) => ({ sub: String(i.sub), id: String(i.id) }));
    },

    async closeOpen(sub, id) {
      await conditional(() =>
        client().send(
          new UpdateCommand({
            TableName: table(),
            Key: aiJobKey(sub, id),
            UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      );
    },

    async get(sub, id) {
      const items = await queryAll(
        client(),
        prefixQuery(table(), keys.userPartition(sub), keys.aiJob(sub, id).sk, { ConsistentRead: true }),
      );
      return groupJobs(items).find((j) => j.job.id === id) ?? null;
    },

    async list(sub: string, kind: AiJobKind | undefined, limit: number) {
      const isListed = (item: Record<string, unknown>) => item.type === 'ai_job' && (!kind || item.kind === kind);
      const items = await queryUntil(
        client(),
        prefixQuery(table(), keys.userPartition(sub), keys.aiJobPrefix, {
          ScanIndexForward: false,
          Limit: 2 * limit + 2,
        }),
        (seen) => seen.filter(isListed).length >= limit,
      );
      // Outcome items carry no kind: filter after grouping them with their jobs.
      return groupJobs(items)
        .filter((j) => !kind || j.job.kind === kind)
        .slice(0, limit);
    },

    claim(sub, id, runId, now, leaseUntil) {
      return conditional(() =>
        client().send(
          new UpdateCommand({
            TableName: table(),
            Key: aiJobKey(sub, id),
            UpdateExpression: 'SET #status = :running, run_id = :run, lease_until = :lease, updated_at = :now',
            // Pending; or running under an expired lease; or running under THIS run id (a retry of the same
            // event whose claim committed after its client gave up finds its own claim: issue 22.4).
            ConditionExpression:
              'attribute_exists(pk) AND (#status = :pending OR (#status = :running AND (lease_until < :now OR run_id = :run)))',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':running': 'running',
              ':pending': 'pending',
              ':run': runId,
              ':lease': leaseUntil,
              ':now': now,
            },
          }),
        ),
      );
    },

    async progress(sub, id, runId, done, now) {
      await conditional(() =>
        client().send(
          new UpdateCommand({
            TableName: table(),
            Key: aiJobKey(sub, id),
            UpdateExpression: 'SET progress_done = :done, updated_at = :now',
            ConditionExpression: 'run_id = :run AND progress_done < :done',
            ExpressionAttributeValues: { ':done': done, ':now': now, ':run': runId },
          }),
        ),
      );
    },

    finish(sub, outcome) {
      return conditional(() =>
        client().send(
          new PutCommand({
            TableName: table(),
            Item: aiJobOutcomeItem(sub, outcome),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },
  };
}
