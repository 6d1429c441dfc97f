import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, type FeatureHandler } from '../../test/support/api-event.js';
import { logger } from '../lib/logger.js';
import { safeReferrer } from './handler.js';

let handler: FeatureHandler;
beforeAll(async () => {
  ({ handler } = (await import('./handler.js')) as unknown as { handler: FeatureHandler });
});
afterEach(() => vi.restoreAllMocks());

const post = (body: unknown) => ({
  ...httpEvent('POST /v1/client-events', { claims: null }),
  body: JSON.stringify(body),
});

describe('POST /v1/client-events', () => {
  it('logs a not_found path as one structured line and answers 204', async () => {
    // Prepare
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    // Act
    const res = await handler(
      post({ type: 'not_found', path: '/pricing-old', referrer: 'https://blog.example/post?utm=x#top' }),
      lambdaContext,
    );

    // Assess
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Client event', {
      event: { type: 'not_found', path: '/pricing-old', referrer: 'https://blog.example/post' },
      userAgent: 'test',
      requestId: 'r',
    });
  });

  it.each([
    ['type', { type: 'click', path: '/x' }],
    ['path', { type: 'not_found', path: 'no-slash' }],
    ['path', { type: 'not_found', path: '/with?query=1' }],
    ['path', { type: 'not_found', path: `/${'a'.repeat(1024)}` }],
    ['extra', { type: 'not_found', path: '/x', extra: true }],
  ])('answers 400 naming %s and logs nothing', async (field, body) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    const res = await handler(post(body), lambdaContext);

    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '').error.field).toBe(field);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('safeReferrer', () => {
  it('keeps origin and path of http(s) URLs only', () => {
    expect(safeReferrer('http://localhost:5173/about?x=1')).toBe('http://localhost:5173/about');
    expect(safeReferrer('javascript:alert(1)')).toBeUndefined();
    expect(safeReferrer('not a url')).toBeUndefined();
    expect(safeReferrer(undefined)).toBeUndefined();
  });
});
