import { describe, expect, it, vi } from 'vitest';
import { loadQuotesSettings } from './config.js';
import { ALPHA_VANTAGE_URL } from './provider.js';

describe('loadQuotesSettings', () => {
  it('is null without a key or a secret: sample quotes, nothing read', async () => {
    const readSecret = vi.fn();
    expect(await loadQuotesSettings({}, readSecret)).toBeNull();
    expect(readSecret).not.toHaveBeenCalled();
  });

  it('takes QUOTES_API_KEY locally, with the provider defaults', async () => {
    expect(await loadQuotesSettings({ QUOTES_API_KEY: ' k1 ' })).toEqual({
      apiKey: 'k1',
      baseUrl: ALPHA_VANTAGE_URL,
      timeoutMs: 3000,
    });
  });

  it('reads the secret on AWS (its ARN only in the environment); a placeholder secret means no key', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:1:secret:fundscout/quotes';
    expect(
      await loadQuotesSettings(
        { QUOTES_SECRET_ARN: arn, QUOTES_BASE_URL: 'http://127.0.0.1:1/query' },
        async (a) => (a === arn ? 'from-secret' : undefined),
      ),
    ).toMatchObject({ apiKey: 'from-secret', baseUrl: 'http://127.0.0.1:1/query' });
    expect(await loadQuotesSettings({ QUOTES_SECRET_ARN: arn }, async () => undefined)).toBeNull();
  });

  it('names a malformed variable', async () => {
    await expect(loadQuotesSettings({ QUOTES_API_KEY: 'k', QUOTES_TIMEOUT_MS: 'soon' })).rejects.toThrow(
      /QUOTES_TIMEOUT_MS/,
    );
    await expect(loadQuotesSettings({ QUOTES_API_KEY: 'k', QUOTES_BASE_URL: 'ftp://x' })).rejects.toThrow(
      /QUOTES_BASE_URL/,
    );
  });
});
