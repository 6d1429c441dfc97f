// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, parseRuntimeConfig, resetConfigForTests } from './config.js';

const RAW = {
  apiUrl: 'http://localhost:3001/',
  region: 'eu-west-1',
  cognito: {
    endpoint: 'http://localhost:9229',
    founders: { userPoolId: 'local_f', clientId: 'cf' },
    admins: { userPoolId: 'local_a', clientId: 'ca' },
    investors: { userPoolId: 'local_i', clientId: 'ci' },
  },
  mailboxUrl: 'http://localhost:3001/local/mailbox',
};

function fetchReturning(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

afterEach(() => resetConfigForTests());

describe('loadConfig', () => {
  it('fetches /config.json once and serves the cached value to later callers', async () => {
    // Prepare
    const fetchImpl = fetchReturning(200, RAW);
    // Act
    const [a, b] = await Promise.all([loadConfig(fetchImpl), loadConfig(fetchImpl)]);
    const c = await loadConfig(fetchImpl);
    // Assess
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(getConfig().apiUrl).toBe('http://localhost:3001');
  });

  it('does not cache a failure, so the next call retries', async () => {
    await expect(loadConfig(fetchReturning(503, { error: {} }))).rejects.toThrow(/HTTP 503/);
    expect(() => getConfig()).toThrow(/not loaded/);
    await expect(loadConfig(fetchReturning(200, RAW))).resolves.toMatchObject({ region: 'eu-west-1' });
  });
});

describe('loadConfig with the early request of index.html', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__fsEarly;
  });

  it('takes the response the page started instead of asking again', async () => {
    // Prepare
    const fetchImpl = fetchReturning(200, { ...RAW, region: 'us-east-1' });
    vi.stubGlobal('fetch', fetchImpl);
    window.__fsEarly = { '/config.json': Promise.resolve(new Response(JSON.stringify(RAW))) };
    // Act
    const config = await loadConfig();
    // Assess
    expect(config.region).toBe('eu-west-1');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks again when the early request failed', async () => {
    // Prepare
    const fetchImpl = fetchReturning(200, RAW);
    vi.stubGlobal('fetch', fetchImpl);
    window.__fsEarly = { '/config.json': Promise.reject(new TypeError('Failed to fetch')) };
    // Act
    await expect(loadConfig()).rejects.toThrow('Failed to fetch');
    const config = await loadConfig();
    // Assess
    expect(config.region).toBe('eu-west-1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('parseRuntimeConfig', () => {
  it('turns missing optional URLs into null', () => {
    const parsed = parseRuntimeConfig({
      ...RAW,
      mailboxUrl: undefined,
      cognito: { ...RAW.cognito, endpoint: '' },
    });
    expect(parsed.mailboxUrl).toBeNull();
    expect(parsed.cognito.endpoint).toBeNull();
  });

  it('names the missing field', () => {
    expect(() => parseRuntimeConfig({ ...RAW, cognito: { admins: RAW.cognito.admins } })).toThrow(
      /cognito.founders/,
    );
  });
});

describe('parseRuntimeConfig support settings (issue 38)', () => {
  it('keeps the operator’s support times and reads a missing or blank one as none', () => {
    expect(parseRuntimeConfig(RAW).support).toEqual({ hours: null, replyTime: null, reviewTime: null });
    expect(
      parseRuntimeConfig({
        ...RAW,
        support: { hours: 'Mon-Fri 9-5 CET', replyTime: ' ', reviewTime: 'a week' },
      }).support,
    ).toEqual({ hours: 'Mon-Fri 9-5 CET', replyTime: null, reviewTime: 'a week' });
  });
});
