/**
 * The dashboard's one breakpoint as a hook: true below 768 px (founder-app.md §9 "Below 768 px width it becomes a
 * slide-in drawer"; the Investor Database filters collapse and Saved Lists turns into cards there too).
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar.js';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribeMobile(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 768 px now (outside React: a module deciding what to preload). */
export function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/** True below 768 px (re-renders on change). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
}
