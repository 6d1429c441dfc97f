/**
 * Why a generation produced nothing usable (functions/ai/model.ts raises it; functions/ai/jobs.ts maps it to the
 * spec's messages). Its own module so the HTTP function never bundles the model client.
 * - `rate_limited`: HTTP 429 after the SDK's retries; `timeout`: no complete answer within the deadline;
 *   `empty`: no content; `malformed`: not JSON or not the schema; `unavailable`: any other API or network error.
 */
export type FailureReason = 'empty' | 'malformed' | 'rate_limited' | 'timeout' | 'unavailable';

export class GenerationFailed extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationFailed';
  }
}
