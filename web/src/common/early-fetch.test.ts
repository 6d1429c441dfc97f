// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyFetch } from './early-fetch.js';

describe('takeEarlyFetch', () => {
  afterEach(() => {
    delete window.__fsEarly;
  });

  it('hands over the response the page started, once', async () => {
    const response = Promise.resolve(new Response('{}'));
    window.__fsEarly = { '/config.json': response };
    expect(takeEarlyFetch('/config.json')).toBe(response);
    expect(takeEarlyFetch('/config.json')).toBeUndefined();
  });

  it('answers undefined when the page started none', () => {
    expect(takeEarlyFetch('/config.json')).toBeUndefined();
    window.__fsEarly = {};
    expect(takeEarlyFetch('/config.json')).toBeUndefined();
  });
});
