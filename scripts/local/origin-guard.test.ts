import { describe, expect, it } from 'vitest';
import { hostAllowed, localRequestRefusal, originAllowed } from './origin-guard.js';

const WEB = new Set(['http://localhost:5173', 'http://127.0.0.1:5173']);

describe('local origin guard (issue 22.9)', () => {
  it('takes loopback Host names on any port and refuses every other name (DNS rebinding)', () => {
    for (const host of ['localhost:3001', '127.0.0.1:9229', 'LOCALHOST', '[::1]:3001', '127.0.0.1']) {
      expect(hostAllowed(host), host).toBe(true);
    }
    for (const host of [
      'evil.example:3001',
      'localhost.evil.example:3001',
      '127.0.0.1.nip.io:9229',
      '10.0.0.5:3001',
      '[::2]:3001',
      '',
      undefined,
    ]) {
      expect(hostAllowed(host), String(host)).toBe(false);
    }
  });

  it('lets requests without an Origin through and only the web app’s origins from a browser', () => {
    expect(originAllowed(undefined, WEB)).toBe(true);
    expect(originAllowed('http://localhost:5173', WEB)).toBe(true);
    expect(originAllowed('http://localhost:5174', WEB)).toBe(false);
    expect(originAllowed('http://evil.example', WEB)).toBe(false);
    expect(originAllowed('null', WEB)).toBe(false);
  });

  it('says why it refuses', () => {
    expect(localRequestRefusal({ host: '127.0.0.1:9229' }, WEB)).toBeUndefined();
    expect(localRequestRefusal({ host: 'evil.example:9229' }, WEB)).toMatch(/Host "evil.example:9229"/);
    expect(localRequestRefusal({ host: 'localhost:9229', origin: 'http://evil.example' }, WEB)).toMatch(
      /Origin http:\/\/evil.example/,
    );
  });
});
