// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, errorFromResponse } from './api.js';
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
