/**
 * `lazy()` that does not suspend once its module has loaded (issue 23 "Speed",
 * docs/decisions/0053-investor-database-without-cloudscape.md).
 *
 * React shows a `<Suspense>` fallback whenever a lazy component renders before its promise has settled, even when
 * the module was downloaded long before (every `lazy()` starts its own `import()` on first render), and React 19
 * then holds the content back until 300 ms after the last fallback was shown (its `FALLBACK_THROTTLE_MS`, in
 * react-dom's work loop). A signed-in first load of /dashboard/investors passed three such boundaries (the auth
 * shell, the dashboard routes, the page), all of them preloaded (app.tsx `preloadSignedInArea`, the inline route
 * preloads of index.html), and its heading waited for the throttles.
 *
 * `preloadableLazy(load)` returns a component that renders the module's component directly once `preload()` (or a
 * first render) has loaded it, and React's `lazy` before that; `preload()` starts the download once and answers
 * the same promise every time.
 */
import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';

export interface PreloadableComponent<P> {
  (props: P): JSX.Element;
  /** Starts loading the module (once); resolves when its component can render without suspending. */
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React's own `lazy`
export function preloadableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): PreloadableComponent<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: C | undefined;
  let pending: Promise<{ default: C }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Loaded = loaded as ComponentType<P> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
