import { describe, expect, it } from 'vitest';
import { claimSession, wasHandled } from './payment-return.js';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('payment return: each session id once', () => {
  it('claims an id the first time only, remembered in storage', () => {
    const storage = memoryStorage();
    expect(wasHandled('cs_test_1', storage)).toBe(false);
    expect(claimSession('cs_test_1', storage)).toBe(true);
    expect(claimSession('cs_test_1', storage)).toBe(false);
    expect(wasHandled('cs_test_1', storage)).toBe(true);
    expect(claimSession('cs_test_2', storage)).toBe(true);
  });

  it('remembers ids from an earlier page load (storage) and survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem('fundscout.handledCheckoutSessions', JSON.stringify(['cs_test_old']));
    expect(claimSession('cs_test_old', storage)).toBe(false);
    storage.setItem('fundscout.handledCheckoutSessions', '{not json');
    expect(claimSession('cs_test_3', storage)).toBe(true);
    expect(claimSession('cs_test_4', null)).toBe(true);
  });
});
