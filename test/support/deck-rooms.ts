/**
 * Deck room test data (issue 39): a finished generated pitch deck written straight into a founder's partition
 * (the job and its outcome, as the AI worker leaves them: functions/data/ai-job.ts), so a test can publish a room
 * without running a generation, and the PDFs of the limits (a valid one of N pages, an encrypted one, one that is
 * not a PDF) built in memory.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { aiJobItem, aiJobOutcomeItem } from '../../functions/data/ai-job.js';
import { pitchInput } from '../../functions/ai/fixtures.js';
import { newJobId } from '../../functions/ai/jobs.js';
import { offlineDeck } from '../../functions/ai/offline.js';

/** Writes a finished pitch-deck job of `sub` titled `title`; answers its id. */
export async function finishedDeck(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  companyName = 'Acme Robotics',
): Promise<string> {
  const now = new Date();
  const id = newJobId(now);
  const input = { ...pitchInput, companyName };
  const at = now.toISOString();
  const job = aiJobItem({
    id,
    sub,
    kind: 'pitch_deck',
    title: `${companyName} pitch deck`,
    created_at: at,
    updated_at: at,
    status: 'running',
    progress_done: 13,
    progress_total: 13,
    input,
    investor: null,
    to: null,
    charge: { cost: 2, period_start: at, at },
    prompt_version: 'test',
    request_id: 'test',
  });
  delete (job as Record<string, unknown>).gsi1pk;
  delete (job as Record<string, unknown>).gsi1sk;
  await client.send(new PutCommand({ TableName: table, Item: job }));
  await client.send(
    new PutCommand({
      TableName: table,
      Item: aiJobOutcomeItem(sub, {
        id,
        status: 'succeeded',
        source: 'offline',
        deck: offlineDeck(input),
        email: null,
        error: null,
        reason: null,
        refunded: false,
        finished_at: at,
      }),
    }),
  );
  return id;
}
