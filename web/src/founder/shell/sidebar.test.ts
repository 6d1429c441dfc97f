import { describe, expect, it } from 'vitest';
import {
  isMobileWidth,
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE_S,
  sidebarCookie,
  type KeyLike,
} from './sidebar.js';

function key(overrides: Partial<KeyLike>): KeyLike {
  return { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...overrides };
}

describe('sidebar cookie', () => {
  it('writes the state for 7 days on the whole site', () => {
    // Act
    const cookie = sidebarCookie('collapsed');
    // Assess
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(cookie).toBe('sidebar%3Astate=collapsed; Max-Age=604800; Path=/; SameSite=Lax');
  });

  it('reads back what it wrote, among other cookies', () => {
    const written = sidebarCookie('collapsed').split(';')[0];
    expect(readSidebarCookie(`theme=dark; ${written}; x=1`)).toBe('collapsed');
    expect(readSidebarCookie('sidebar:state=expanded')).toBe('expanded');
  });

  it('answers null when the cookie is missing or holds an unknown value', () => {
    expect(readSidebarCookie('')).toBeNull();
    expect(readSidebarCookie('other=collapsed')).toBeNull();
    expect(readSidebarCookie('sidebar:state=true')).toBeNull();
    expect(readSidebarCookie('sidebar%3Astate=%E0%A4%A')).toBeNull();
  });
});

describe('isSidebarShortcut', () => {
  it('accepts Ctrl + B and Cmd + B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'B' }))).toBe(true);
  });

  it('ignores B alone, other keys and extra modifiers', () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'c' }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ metaKey: true, altKey: true }))).toBe(false);
  });
});

describe('isMobileWidth', () => {
  it('uses the drawer below 768 px only', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});
