import { describe, expect, it } from 'vitest';
import type { RateLimit } from '../../shared/routes.js';
import { RateLimiter } from './rate-limit.js';

const limit: RateLimit = {
  perClient: { requests: 3, windowSeconds: 60 },
  route: { rateLimit: 2, burstLimit: 5 },
};

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('lets a client send `requests` in the window, refuses the next with Retry-After, and forgets old ones', () => {
    // Prepare
    const c = clock();
    const limiter = new RateLimiter(c.now);

    // Act / Assess
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.check('POST /v1/x', '10.0.0.1', limit)).toEqual({ allowed: true });
      c.advance(1000);
    }
    expect(limiter.check('POST /v1/x', '10.0.0.1', limit)).toEqual({
      allowed: false,
      scope: 'client',
      retryAfterSeconds: 57,
    });
    c.advance(57_000);
    expect(limiter.check('POST /v1/x', '10.0.0.1', limit).allowed).toBe(true);
  });

  it('counts clients and routes separately', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    for (let i = 0; i < 3; i += 1) limiter.check('POST /v1/x', 'a', limit);
    c.advance(5000);

    expect(limiter.check('POST /v1/x', 'a', limit).allowed).toBe(false);
    expect(limiter.check('POST /v1/x', 'b', limit).allowed).toBe(true);
    expect(limiter.check('POST /v1/y', 'a', limit).allowed).toBe(true);
  });

  it('throttles the route as a token bucket: burst at once, then the steady rate', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    const many = { ...limit, perClient: { requests: 1000, windowSeconds: 60 } };

    const burst = Array.from({ length: 6 }, (_, i) => limiter.check('POST /v1/x', `c${i}`, many));

    expect(burst.slice(0, 5).every((d) => d.allowed)).toBe(true);
    expect(burst[5]).toEqual({ allowed: false, scope: 'route', retryAfterSeconds: 1 });
    c.advance(500); // 2 per second: one token back
    expect(limiter.check('POST /v1/x', 'late', many).allowed).toBe(true);
    expect(limiter.check('POST /v1/x', 'late2', many).allowed).toBe(false);
  });

  it('does not count a refused request against the client', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    const tight = {
      perClient: { requests: 2, windowSeconds: 10 },
      route: { rateLimit: 100, burstLimit: 100 },
    };
    limiter.check('r', 'a', tight);
    limiter.check('r', 'a', tight);
    for (let i = 0; i < 5; i += 1) expect(limiter.check('r', 'a', tight).allowed).toBe(false);

    c.advance(10_001);

    expect(limiter.check('r', 'a', tight).allowed).toBe(true);
  });

  it('keeps at most maxClients client logs', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now, 100);
    const roomy = {
      perClient: { requests: 5, windowSeconds: 60 },
      route: { rateLimit: 1e6, burstLimit: 1e6 },
    };

    for (let i = 0; i < 1000; i += 1) limiter.check('r', `10.0.${Math.floor(i / 250)}.${i % 250}`, roomy);

    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});
