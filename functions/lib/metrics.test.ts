/**
 * Business metrics (functions/lib/metrics.ts; issue 21 item 3): one EMF line per count in the Fundscout namespace
 * with the function's `service` dimension and the metric's own dimension; nothing at all unless
 * `POWERTOOLS_METRICS_DISABLED=false` asks for metrics (tests and the local stack stay quiet).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../../shared/observability.js';
import { businessMetrics } from './metrics.js';

/** The EMF documents written to stdout while `run` runs. */
function emitted(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as never);
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.includes('_aws'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

afterEach(() => vi.unstubAllEnvs());

describe('business metrics', () => {
  const on = { POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_SERVICE_NAME: 'fundscout-reveals' };

  it('writes one EMF count per call, with the service dimension', () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const metrics = businessMetrics(on);
    const [doc, ...rest] = emitted(() => metrics.count('Reveals'));
    expect(rest).toEqual([]);
    expect(doc).toMatchObject({ Reveals: 1, service: 'fundscout-reveals' });
    const meta = (doc!._aws as { CloudWatchMetrics: Record<string, unknown>[] }).CloudWatchMetrics[0]!;
    expect(meta).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service']],
      Metrics: [{ Name: 'Reveals', Unit: 'Count' }],
    });
  });

  it('adds the metric’s own dimension (AI jobs by outcome, webhook events by type, refunds by kind)', () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const metrics = businessMetrics(on);
    const docs = emitted(() => {
      metrics.count('AiJobs', 'failed');
      metrics.count('WebhookEvents', 'invoice.paid');
      metrics.count('Refunds', 'email');
    });
    expect(docs).toHaveLength(3);
    expect(docs[0]).toMatchObject({ AiJobs: 1, outcome: 'failed' });
    expect(docs[1]).toMatchObject({ WebhookEvents: 1, type: 'invoice.paid' });
    expect(docs[2]).toMatchObject({ Refunds: 1, kind: 'email' });
    expect(BUSINESS_METRICS.AiJobs.dimension).toBe('outcome');
  });

  it.each([{}, { POWERTOOLS_METRICS_DISABLED: 'true' }, { POWERTOOLS_METRICS_DISABLED: '1' }])(
    'writes nothing when metrics are not asked for (%o)',
    (source) => {
      const metrics = businessMetrics(source);
      expect(metrics.enabled).toBe(false);
      expect(emitted(() => metrics.count('Exports'))).toEqual([]);
    },
  );

  it('refuses a malformed switch at cold start (the env gate)', () => {
    expect(() => businessMetrics({ POWERTOOLS_METRICS_DISABLED: 'maybe' })).toThrow(
      /POWERTOOLS_METRICS_DISABLED is invalid/,
    );
  });
});
