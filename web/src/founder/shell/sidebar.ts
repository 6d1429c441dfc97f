/**
 * Pure rules of the dashboard sidebar (founder-app.md §2 "Dashboard shell", §9 "Sidebar cookie 7 days; mobile
 * breakpoint 768 px; widths 16rem, 18rem, 3rem"): the remembered collapsed state in a cookie, the Ctrl/Cmd + B
 * shortcut, and the layout mode for a viewport width.
 */

/** Name of the cookie holding the desktop sidebar state. */
export const SIDEBAR_COOKIE = 'sidebar:state';
/** How long the choice is remembered: 7 days, in seconds (cookie Max-Age). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Viewports narrower than this (px) use the slide-in drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

export type SidebarState = 'expanded' | 'collapsed';

/**
 * The sidebar state stored in a `document.cookie`-style string (`a=1; b=2`), or null when absent or not one of
 * the two known values. The cookie name contains ':' which is written URL-encoded; both forms are read.
 */
export function readSidebarCookie(cookieString: string): SidebarState | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = safeDecode(part.slice(0, eq).trim());
    if (name !== SIDEBAR_COOKIE) continue;
    const value = safeDecode(part.slice(eq + 1).trim());
    return value === 'expanded' || value === 'collapsed' ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `state` for 7 days on the whole site. */
export function sidebarCookie(state: SidebarState): string {
  return `${encodeURIComponent(SIDEBAR_COOKIE)}=${state}; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The key event fields the shortcut check needs (a `KeyboardEvent` fits). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** True for Ctrl + B or Cmd + B without Alt or Shift (spec: "Ctrl or Cmd plus B toggles it"). */
export function isSidebarShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b'
  );
}

/** True when a viewport of `widthPx` uses the mobile drawer (below 768 px). */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
