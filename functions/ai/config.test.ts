import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, DEFAULT_TIMEOUT_MS, loadModelSettings } from './config.js';

const noSecret = () => Promise.reject(new Error('no secret expected'));

describe('loadModelSettings', () => {
  it('without a key or secret: null (offline drafts)', async () => {
    expect(await loadModelSettings({}, noSecret)).toBeNull();
    expect(await loadModelSettings({ OPENAI_API_KEY: '' }, noSecret)).toBeNull();
  });

  it('reads key, base URL, model and timeout', async () => {
    expect(
      await loadModelSettings(
        {
          OPENAI_API_KEY: 'k',
          OPENAI_BASE_URL: 'http://127.0.0.1:4741/v1',
          OPENAI_MODEL: 'm',
          OPENAI_TIMEOUT_MS: '3000',
        },
        noSecret,
      ),
    ).toEqual({ apiKey: 'k', baseURL: 'http://127.0.0.1:4741/v1', model: 'm', timeoutMs: 3000 });
    expect(await loadModelSettings({ OPENAI_API_KEY: 'k' }, noSecret)).toEqual({
      apiKey: 'k',
      model: DEFAULT_MODEL,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
  });

  it('on AWS reads the key from the secret; a placeholder secret means offline', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:1:secret:fundscout/openai';
    expect(
      await loadModelSettings({ OPENAI_SECRET_ARN: arn }, async (a) => (a === arn ? 'sk-x' : undefined)),
    ).toMatchObject({
      apiKey: 'sk-x',
    });
    expect(await loadModelSettings({ OPENAI_SECRET_ARN: arn }, async () => undefined)).toBeNull();
  });

  it('names a malformed variable', async () => {
    await expect(
      loadModelSettings({ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: 'soon' }, noSecret),
    ).rejects.toThrow(/OPENAI_TIMEOUT_MS/);
    await expect(
      loadModelSettings({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url' }, noSecret),
    ).rejects.toThrow(/OPENAI_BASE_URL/);
  });
});
