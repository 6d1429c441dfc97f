/**
 * Function `ai-worker` (shared/functions.ts: the EventBridge rule for `AiJobRequested`; timeout 5 minutes;
 * docs/decisions/0013-ai-jobs.md): runs one generation job. The model is the configured OpenAI-compatible endpoint
 * (functions/ai/config.ts: the key from OPENAI_API_KEY locally or the Secrets Manager secret on AWS), or the
 * offline draft generator when none is configured.
 *
 * Idempotent (`runJob`): the claim's run id is the EventBridge event id, so a retry of the same event (its claim
 * committed after its client timed out) takes its own claim back and runs, while another event for the same job
 * finds it claimed elsewhere or finished and does nothing; a failure writes
 * the failed outcome and the refund in one transaction, once. Storage errors are thrown, so EventBridge (or the
 * local bus) retries the event and finally dead-letters it; the owner's next read settles a job whose run died.
 * The detail is parsed first (shared/app-events.ts): a malformed one fails with `MalformedEvent`.
 */
import { APP_EVENT_DETAILS } from '../../shared/app-events.js';
import { loadModelSettings } from './config.js';
import { generatorFor, type Generator } from './generate.js';
import { runJob } from './jobs.js';
import { aiMeter, jobStore } from './meter-port.js';
import { openAiModel } from './model.js';
import { eventConsumer } from '../lib/consumer.js';
import { tableName } from '../lib/dynamodb.js';
import { logger } from '../lib/logger.js';
import { countMetric } from '../lib/metrics.js';

tableName(); // env gate: fails the cold start without TABLE_NAME

let generator: Promise<Generator> | undefined;
/** The container's generator, built once (the secret is read at cold start). */
function generatorOnce(): Promise<Generator> {
  generator ??= loadModelSettings().then((settings) => {
    if (!settings) logger.warn('No OpenAI key configured: writing offline drafts');
    return generatorFor(settings ? openAiModel(settings) : null);
  });
  return generator;
}

/** Runs the job the event names; counts it in `AiJobs` by outcome (shared/observability.ts). */
export const handler = eventConsumer('ai-worker', APP_EVENT_DETAILS.AiJobRequested, async (event) => {
  const { sub, jobId } = event.detail;
  const result = await runJob(
    {
      store: jobStore(),
      meter: aiMeter(),
      generator: await generatorOnce(),
      // The run is the event: a retry of this event finds its own claim (issue 22.4)
      runId: () => event.id,
      log: (m, d) => logger.warn(m, d),
    },
    sub,
    jobId,
  );
  logger.info('AI job', { jobId, result });
  countMetric('AiJobs', result);
  return { result };
});
