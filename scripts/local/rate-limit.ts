/**
 * Rate limiting of the local gateway, driven by each route's `rateLimit` in the manifest (shared/routes.ts):
 * - per client (source IP): a sliding-window log, at most `perClient.requests` in any `perClient.windowSeconds`;
 * - per route: a token bucket of `route.burstLimit` tokens refilled at `route.rateLimit` per second, which is how
 *   API Gateway throttles a route (AWS docs "Throttle requests to your HTTP APIs": token bucket, rate and burst).
 *
 * A request is counted only when both allow it. Memory is bounded: at most `maxClients` client logs are kept;
 * idle ones are swept first, then the oldest.
 */
import type { RateLimit } from '../../shared/routes.js';

export type RateDecision =
  { allowed: true } | { allowed: false; scope: 'client' | 'route'; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly clients = new Map<string, number[]>();
  private readonly buckets = new Map<string, Bucket>();

  /** @param now clock in milliseconds (tests pass a fake one). */
  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxClients = 10_000,
  ) {}

  /** Decide on one request of `client` to `routeKey` under `limit`, and count it when allowed. */
  check(routeKey: string, client: string, limit: RateLimit): RateDecision {
    const now = this.now();
    const windowMs = limit.perClient.windowSeconds * 1000;
    const key = `${routeKey} ${client}`;
    const log = (this.clients.get(key) ?? []).filter((t) => t > now - windowMs);
    if (log.length >= limit.perClient.requests) {
      this.clients.set(key, log);
      return {
        allowed: false,
        scope: 'client',
        retryAfterSeconds: Math.max(1, Math.ceil((log[0]! + windowMs - now) / 1000)),
      };
    }
    const { rateLimit, burstLimit } = limit.route;
    const previous = this.buckets.get(routeKey) ?? { tokens: burstLimit, at: now };
    const tokens = Math.min(burstLimit, previous.tokens + ((now - previous.at) / 1000) * rateLimit);
    if (tokens < 1) {
      this.buckets.set(routeKey, { tokens, at: now });
      return {
        allowed: false,
        scope: 'route',
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rateLimit)),
      };
    }
    this.buckets.set(routeKey, { tokens: tokens - 1, at: now });
    log.push(now);
    this.clients.delete(key);
    this.clients.set(key, log);
    if (this.clients.size > this.maxClients) this.sweep(now, windowMs);
    return { allowed: true };
  }

  /** Client logs held (for tests of the memory bound). */
  get size(): number {
    return this.clients.size;
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, log] of this.clients) {
      if ((log.at(-1) ?? 0) <= now - windowMs) this.clients.delete(key);
    }
    for (const key of this.clients.keys()) {
      if (this.clients.size <= this.maxClients) break;
      this.clients.delete(key);
    }
  }
}
