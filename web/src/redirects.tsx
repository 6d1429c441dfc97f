/**
 * Paths people type or old links use, sent to where the page lives (issue 13; they were 404s):
 * `/pricing` → `/#pricing` (the landing's pricing section), `/login` → `/auth` (Sign In), `/signup` →
 * `/auth?mode=signup` (Create account). The query string is kept (`/login?next=/dashboard/saved` still returns
 * there after signing in). Plain React Router, no Amplify: these stay in the public chunk.
 */
import { Navigate, Route, useLocation } from 'react-router-dom';

/** `to` (path with an optional query and hash) with the current query's parameters added (`to`'s win). */
export function mergeTarget(to: string, currentSearch: string): string {
  const url = new URL(to, 'https://fundscout.invalid');
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={mergeTarget(to, search)} replace />;
}

/** Old path → where it now lives. */
export const REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/pricing', '/#pricing'],
  ['/login', '/auth'],
  ['/signup', '/auth?mode=signup'],
];

/** The redirect routes, to put inside `<Routes>`. */
export function redirectRoutes() {
  return REDIRECTS.map(([from, to]) => (
    <Route key={from} path={from} element={<KeepQueryRedirect to={to} />} />
  ));
}
