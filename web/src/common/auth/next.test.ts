import { describe, expect, it } from 'vitest';
import { nextFromSearch, reasonFromSearch, safeNext, signInUrl } from './next.js';

describe('safeNext', () => {
  it('returns to a same-origin path with its query and hash', () => {
    expect(safeNext('/dashboard/investors?q=ai&type=Venture+Fund')).toBe(
      '/dashboard/investors?q=ai&type=Venture+Fund',
    );
    expect(safeNext('/dashboard/pricing?plan=starter#yearly')).toBe('/dashboard/pricing?plan=starter#yearly');
    expect(safeNext('/apply')).toBe('/apply');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash trick', '/\\evil.example'],
    ['backslash later', '/dashboard\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,x'],
    ['relative without slash', 'dashboard'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/dash\nboard'],
    ['empty', ''],
    ['the sign-in page itself', '/auth?next=/auth'],
    ['too long', `/${'x'.repeat(3000)}`],
  ])('refuses %s and falls back to /dashboard', (_label, raw) => {
    expect(safeNext(raw)).toBe('/dashboard');
  });

  it('refuses missing values', () => {
    expect(safeNext(null)).toBe('/dashboard');
    expect(safeNext(undefined)).toBe('/dashboard');
  });

  it('normalises dot segments instead of leaving the origin', () => {
    expect(safeNext('/dashboard/../../x')).toBe('/x');
  });
});

describe('nextFromSearch / signInUrl', () => {
  it('reads and sanitises ?next=', () => {
    expect(nextFromSearch('?next=%2Fdashboard%2Fsaved%3Fsort%3Dname')).toBe('/dashboard/saved?sort=name');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(nextFromSearch('?mode=signup')).toBe('/dashboard');
  });

  it('builds the sign-in URL that comes back to the page (plain /auth for the default)', () => {
    expect(signInUrl('/dashboard/investors?q=ai')).toBe('/auth?next=%2Fdashboard%2Finvestors%3Fq%3Dai');
    expect(nextFromSearch(signInUrl('/dashboard/investors?q=ai').slice('/auth'.length))).toBe(
      '/dashboard/investors?q=ai',
    );
    expect(signInUrl('/dashboard')).toBe('/auth');
    expect(signInUrl('//evil.example')).toBe('/auth');
  });
});

describe('the reason /auth is shown (issue 23)', () => {
  it('an expired session says so and comes back; signed out and deleted say so and have nothing to come back to', () => {
    const expired = signInUrl('/dashboard/investors/inv-1?q=ai', 'expired');
    expect(reasonFromSearch(expired.slice('/auth'.length))).toBe('expired');
    expect(nextFromSearch(expired.slice('/auth'.length))).toBe('/dashboard/investors/inv-1?q=ai');
    expect(signInUrl('/dashboard', 'signed_out')).toBe('/auth?reason=signed_out');
    expect(signInUrl('/dashboard/settings', 'account_deleted')).toBe('/auth?reason=account_deleted');
  });

  it('reads only a known reason', () => {
    expect(reasonFromSearch('?reason=account_deleted')).toBe('account_deleted');
    expect(reasonFromSearch('?reason=hacked')).toBeNull();
    expect(reasonFromSearch('')).toBeNull();
  });
});
