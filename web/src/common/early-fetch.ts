/**
 * Requests that index.html's inline script starts before any module has loaded (scripts/vite-route-preloads.ts,
 * issue 13 "Speed"): on a signed-in route `/config.json` is requested with the HTML, not after the entry chunk has
 * downloaded and run. `takeEarlyFetch(url)` hands that response over once (a body can be read once); undefined when
 * the page started none (other paths, `vite dev`, tests), and the caller fetches as usual.
 */
declare global {
  interface Window {
    /** Set by the inline script of the built index.html: URL → the response promise. */
    __fsEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** The early response for `url`, once; undefined when none was started or it was taken already. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__fsEarly) return undefined;
  const early = window.__fsEarly[url];
  window.__fsEarly[url] = undefined;
  return early;
}
