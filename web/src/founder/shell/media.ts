/**
 * The dashboard's one breakpoint as a hook: true below 768 px (founder-app.md §9 "Below 768 px width it becomes a
 * slide-in drawer"; the Investor Database filters collapse and Saved Lists turns into cards there too).
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar.js';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The query's one MediaQueryList, made on first use and read from then on: `useSyncExternalStore` reads the snapshot
 * on every render of every component using the hook, and a new `matchMedia` each time cost the Investor Database's
 * first screen about 60 ms of main thread (issue 23 "Speed", measured in a CPU profile).
 */
let mobile: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;
function mobileQuery(): MediaQueryList {
  // (made again if `window.matchMedia` itself was replaced, as tests do)
  if (mobile?.matchMedia !== window.matchMedia)
    mobile = { matchMedia: window.matchMedia, list: window.matchMedia(MOBILE_QUERY) };
  return mobile.list;
}

function subscribeMobile(onChange: () => void): () => void {
  const list = mobileQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 768 px now (outside React: a module deciding what to preload). */
export function isMobileNow(): boolean {
  return mobileQuery().matches;
}

/** True below 768 px (re-renders on change). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
}
