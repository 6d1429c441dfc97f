// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../shared/routes.js';
import {
  ApiError,
  buildUrl,
  callApi,
  callPublicApi,
  downloadApiFile,
  errorFromResponse,
  onSessionExpired,
  resolveRoute,
  setRetryPauseForTests,
  setTokenProvider,
  tokenScope,
  IDEMPOTENT_RETRIES,
} from './api.js';
import { resetConfigForTests } from './config.js';
import { loadTestConfig } from './test-config.js';
import { shouldRetry } from './query.js';

describe('buildUrl', () => {
  it('repeats array parameters, skips empty values and joins slashes once', () => {
    // Act
    const url = buildUrl('http://localhost:3001/', '/v1/investors', {
      q: 'seed fund',
      industry: ['AI', 'Climate'],
      page: 2,
      country: undefined,
      stage: '',
    });
    // Assess
    expect(url).toBe('http://localhost:3001/v1/investors?q=seed+fund&industry=AI&industry=Climate&page=2');
  });

  it('leaves the query string out when nothing is set', () => {
    expect(buildUrl('https://api.example.com', 'v1/me', { q: undefined })).toBe(
      'https://api.example.com/v1/me',
    );
  });
});

describe('errorFromResponse', () => {
  it('uses the API error envelope with its field', () => {
    const body = JSON.stringify({
      error: { code: 'bad_request', message: 'page must be a number', field: 'page' },
    });
    const err = errorFromResponse(400, body);
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message, err.field]).toEqual([
      400,
      'bad_request',
      'page must be a number',
      'page',
    ]);
  });

  it("reads API Gateway's own { message } answer", () => {
    const err = errorFromResponse(401, '{"message":"Unauthorized"}');
    expect([err.code, err.message]).toEqual(['unauthorized', 'Unauthorized']);
  });

  it('falls back to a readable message for non-JSON server errors', () => {
    const err = errorFromResponse(502, '<html>Bad gateway</html>');
    expect(err.code).toBe('server_error');
    expect(err.message).toMatch(/server had a problem/);
    expect(err.field).toBeUndefined();
  });
});

describe('shouldRetry', () => {
  it('retries a server or network failure once, never a client error', () => {
    expect(shouldRetry(0, new ApiError(503, 'server_error', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'server_error', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
  });
});

describe('resolveRoute', () => {
  it('splits a route key into its method and path, filling and encoding the path parameters', () => {
    expect(resolveRoute('GET /v1/investors/{id}', { id: 'a b/c' })).toEqual({
      method: 'GET',
      path: '/v1/investors/a%20b%2Fc',
    });
    expect(resolveRoute('POST /v1/saved/{investorId}/move', { investorId: 'inv-1' })).toEqual({
      method: 'POST',
      path: '/v1/saved/inv-1/move',
    });
    expect(resolveRoute('GET /v1/me')).toEqual({ method: 'GET', path: '/v1/me' });
  });

  it('refuses a missing path parameter rather than calling another route', () => {
    expect(() => resolveRoute('GET /v1/ai/jobs/{id}', { id: '' })).toThrow(/'id' is missing/);
    expect(() => resolveRoute('DELETE /v1/lists/{listId}', {})).toThrow(/'listId' is missing/);
  });

  it('reads every route key of the manifest back as its method and path', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name) => [name, `value-of-${name}`]));
      const resolved = resolveRoute(`${route.method} ${route.path}`, params);
      expect(resolved.method).toBe(route.method);
      expect(resolved.path).toBe(route.path.replace(/\{(\w+)\}/g, 'value-of-$1'));
    }
  });
});

describe('the typed calls', () => {
  let answer: Response;
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  const sent = () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { url, method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body };
  };

  beforeEach(async () => {
    resetConfigForTests();
    await loadTestConfig('id-token');
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(undefined);
    resetConfigForTests();
  });

  it('sends the method, path, query and JSON body of the route key with the ID token', async () => {
    // Prepare
    answer = new Response(JSON.stringify({ investor_id: 'inv 1', stage: 'contacted' }), { status: 200 });
    // Act
    const state = await callApi('PATCH /v1/saved/{investorId}', {
      params: { investorId: 'inv 1' },
      query: { list: 'L1' },
      body: { stage: 'contacted' },
    });
    // Assess
    expect(sent()).toEqual({
      url: 'http://api.test/v1/saved/inv%201?list=L1',
      method: 'PATCH',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer id-token',
        'Content-Type': 'application/json',
      },
      body: '{"stage":"contacted"}',
    });
    expect(state).toEqual({ investor_id: 'inv 1', stage: 'contacted' });
  });

  it("throws the API's error envelope as an ApiError and tells the session listener about a 401", async () => {
    // Prepare
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    answer = new Response(
      JSON.stringify({ error: { code: 'bad_request', message: 'Bad name', field: 'name' } }),
      {
        status: 400,
      },
    );
    // Act
    const error = await callApi('POST /v1/lists', { body: { name: '' } }).catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Bad name', field: 'name' });
    expect(expired).not.toHaveBeenCalled();

    answer = new Response('{"message":"Unauthorized"}', { status: 401 });
    await expect(callApi('GET /v1/me')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('unauthorized');

    // A deleted account's 401 names itself (issue 22): /auth then says so (issue 23)
    answer = new Response(JSON.stringify({ error: { code: 'account_deleted', message: 'Gone' } }), {
      status: 401,
    });
    await expect(callApi('GET /v1/me')).rejects.toMatchObject({ status: 401, code: 'account_deleted' });
    expect(expired).toHaveBeenLastCalledWith('account_deleted');
    stop();
  });

  it('sends the investor token to investor routes only, and the founder token never to them (issue 19)', async () => {
    // Prepare: the founder area's provider is installed (beforeEach); an investor area's too.
    answer = new Response(JSON.stringify({ email: 'a@b.vc', listings: [], claims: [] }), { status: 200 });
    setTokenProvider(async () => 'investor-token', 'investor');
    try {
      // Act
      await callApi('GET /v1/investor/me');
      const investorCall = sent().headers.Authorization;
      answer = new Response(JSON.stringify({ items: [] }), { status: 200 });
      await callApi('GET /v1/lists');
      const founderCall = sent().headers.Authorization;
      // Assess
      expect([investorCall, founderCall]).toEqual(['Bearer investor-token', 'Bearer id-token']);
    } finally {
      setTokenProvider(undefined, 'investor');
    }
    // Without an investor session, an investor route carries no token at all (not the founder's).
    answer = new Response(JSON.stringify({ email: 'a@b.vc', listings: [], claims: [] }), { status: 200 });
    await callApi('GET /v1/investor/me');
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it('scopes route keys by path: /v1/investor/ is the investor portal, /v1/investors founders', () => {
    expect(tokenScope('POST /v1/investor/claims')).toBe('investor');
    expect(tokenScope('GET /v1/investors/{id}')).toBe('user');
    expect(tokenScope('GET /v1/admin/claims')).toBe('user');
  });

  it('sends no token to a public route', async () => {
    // Prepare
    answer = new Response(null, { status: 204 });
    // Act
    const result = await callPublicApi('POST /v1/client-events', { body: { type: 'not_found', path: '/x' } });
    // Assess
    expect(result).toBeUndefined();
    expect(sent().url).toBe('http://api.test/v1/client-events');
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it('downloads a file route with its query, and its name from Content-Disposition', async () => {
    // Prepare
    answer = new Response('Name\nAda\n', {
      status: 200,
      headers: { 'content-disposition': 'attachment; filename="saved_investors_2026-11-25.csv"' },
    });
    // Act
    const file = await downloadApiFile('POST /v1/exports', { query: { list: 'L 2' } });
    // Assess
    expect(sent()).toMatchObject({ url: 'http://api.test/v1/exports?list=L+2', method: 'POST' });
    expect(sent().headers.Authorization).toBe('Bearer id-token');
    expect(file.filename).toBe('saved_investors_2026-11-25.csv');
    expect(await file.blob.text()).toBe('Name\nAda\n');
  });
});

describe('Idempotency-Key on the metered creations (issue 22.3)', () => {
  let answers: (() => Response)[];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  const keys = () =>
    fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
  const unavailable = () =>
    new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Try again' } }), {
      status: 503,
      headers: { 'retry-after': '1' },
    });
  const pauses: number[] = [];

  beforeEach(async () => {
    resetConfigForTests();
    await loadTestConfig('id-token');
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    pauses.length = 0;
    setRetryPauseForTests(async (ms) => void pauses.push(ms));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(undefined);
    setRetryPauseForTests(undefined);
    resetConfigForTests();
  });

  it('an export retried after a 503 and a network failure carries the same key; a new click a new key', async () => {
    const csv = () => new Response('Name\nAda\n', { status: 200 });
    const offline = (): Response => {
      throw new TypeError('Failed to fetch');
    };
    answers = [unavailable, offline, csv, csv];
    const file = await downloadApiFile('POST /v1/exports', { query: { list: 'default' } });
    expect(await file.blob.text()).toBe('Name\nAda\n');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const [first, second, third] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(pauses).toEqual([1000, 500]);

    await downloadApiFile('POST /v1/exports', { query: { list: 'default' } });
    expect(keys()[3]).not.toBe(first);
  });

  it('an AI job creation gives up after two retries and shows the 503', async () => {
    answers = [unavailable, unavailable, unavailable, unavailable];
    await expect(
      callApi('POST /v1/ai/pitch-decks', {
        body: {
          companyName: 'Fieldnote',
          industry: 'Climate Tech',
          problem: 'p',
          solution: 's',
          fundingAmount: '$1M',
          useOfFunds: 'u',
        },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + IDEMPOTENT_RETRIES);
    expect(new Set(keys()).size).toBe(1);
  });

  it('other routes carry no key and are not retried', async () => {
    answers = [unavailable];
    await expect(callApi('POST /v1/lists', { body: { name: 'Seed' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual([undefined]);
  });
});
