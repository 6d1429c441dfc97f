/**
 * Route matching of the local gateway against the manifest (shared/routes.ts), as API Gateway HTTP APIs select
 * routes: the most specific route wins (a static segment before a `{param}`), whatever the manifest's order.
 */
import type { RouteDef } from '../../../shared/routes.js';

/** The route a request resolves to, or why it does not. */
export type RouteMatch =
  | { kind: 'route'; route: RouteDef; pathParameters: Record<string, string> }
  | { kind: 'method'; allow: string[] }
  | { kind: 'none' };

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Each route's pattern segments, split once: the gateway matches every request against every route. */
const patterns = new WeakMap<RouteDef, string[]>();
function patternOf(route: RouteDef): string[] {
  let segments = patterns.get(route);
  if (!segments) patterns.set(route, (segments = segmentsOf(route.path)));
  return segments;
}

/**
 * Match `method path` against the manifest. Patterns are ranked segment by segment, a static segment before a
 * parameter, so `/v1/investors/filters` wins over `/v1/investors/{id}` whatever their order in the manifest.
 * Path parameters are URL-decoded.
 */
export function matchRoute(routes: readonly RouteDef[], method: string, path: string): RouteMatch {
  const actual = segmentsOf(path);
  const candidates: { route: RouteDef; params: Record<string, string>; rank: string }[] = [];
  for (const route of routes) {
    const pattern = patternOf(route);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const p = pattern[i]!;
      const a = actual[i]!;
      const param = /^\{(.+)\}$/.exec(p);
      if (param) {
        let value: string;
        try {
          value = decodeURIComponent(a);
        } catch {
          value = a;
        }
        params[param[1]!] = value;
        rank += '1';
      } else if (p === a) {
        rank += '0';
      } else {
        ok = false;
        break;
      }
    }
    if (ok) candidates.push({ route, params, rank });
  }
  if (candidates.length === 0) return { kind: 'none' };
  candidates.sort((x, y) => x.rank.localeCompare(y.rank));
  const hit = candidates.find((c) => c.route.method === method.toUpperCase());
  if (hit) return { kind: 'route', route: hit.route, pathParameters: hit.params };
  return { kind: 'method', allow: [...new Set(candidates.map((c) => c.route.method))] };
}
