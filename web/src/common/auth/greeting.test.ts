import { describe, expect, it, vi } from 'vitest';
import { greetingAfterSignIn, greetingFor } from './greeting.js';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api.js', () => ({ callApi }));

const at = (iso: string) => Date.parse(iso) / 1000;

describe('greetingFor', () => {
  it("says 'Welcome!' when the profile was created during this session (first sign-in)", () => {
    expect(greetingFor('2026-11-23T10:00:03.000Z', at('2026-11-23T10:00:01Z'))).toBe('Welcome!');
    // a little clock skew between Cognito and the API is tolerated
    expect(greetingFor('2026-11-23T10:00:00.500Z', at('2026-11-23T10:00:01Z'))).toBe('Welcome!');
  });

  it("says 'Welcome back!' when the profile existed before this session", () => {
    expect(greetingFor('2026-11-20T08:00:00.000Z', at('2026-11-23T10:00:01Z'))).toBe('Welcome back!');
    expect(greetingFor('2026-11-23T09:59:00.000Z', at('2026-11-23T10:00:01Z'))).toBe('Welcome back!');
  });

  it("falls back to 'Welcome back!' when either time is unknown", () => {
    expect(greetingFor(null, at('2026-11-23T10:00:01Z'))).toBe('Welcome back!');
    expect(greetingFor('2026-11-23T10:00:03.000Z', undefined)).toBe('Welcome back!');
    expect(greetingFor('not a date', 1)).toBe('Welcome back!');
  });
});

describe('greetingAfterSignIn', () => {
  it("never calls the founders' GET /v1/me for an investor (its 401 would end the investor's session)", async () => {
    expect(await greetingAfterSignIn(at('2026-11-23T10:00:01Z'), 'investors')).toBe('Welcome back!');
    expect(callApi).not.toHaveBeenCalled();
  });

  it("greets a founder from their profile's creation time", async () => {
    callApi.mockResolvedValueOnce({ profile: { created_at: '2026-11-23T10:00:03.000Z' } });
    expect(await greetingAfterSignIn(at('2026-11-23T10:00:01Z'))).toBe('Welcome!');
    expect(callApi).toHaveBeenCalledWith('GET /v1/me');
  });
});
