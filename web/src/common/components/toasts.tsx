/**
 * Reusable toasts (founder-app.md §8: "Toasts are destructive unless noted") on Cloudscape's Flashbar, with the
 * rules of issue 13 "Feedback":
 * - at most MAX_TOASTS (2) on screen: a new toast drops the oldest (`pushToast`, pure);
 * - rendered above modals (z-index over Cloudscape's modal layer, 5000), so a toast raised while the profile
 *   modal is open is not dimmed by its overlay;
 * - clear of the dashboard's sticky top bar, so it never covers 'Sign out' or the usage counter;
 * - cleared when the route changes (a toast belongs to the page that raised it), unless raised with `carryOver`
 *   right before a redirect, which keeps it through that one change;
 * - success and info close after 6 s, errors after 12 s; every toast can be dismissed;
 * - a toast with a `topic` replaces every toast of that topic still shown (issue 23 "Toasts": a stale 'Missing
 *   Information' no longer stays beside 'Pitch deck generated'; the outcome of one flow is one toast);
 * - placed at the bottom of the viewport (bottom left from 768 px, full width on phones), never over the page
 *   header, whose actions ('Export CSV', 'New list', ...) are what a founder clicks next (issue 23: the export
 *   toast covered 'Export CSV').
 * Errors a user must act on belong inline next to the action (an Alert), not here: callers only toast outcomes.
 *
 * `<ToastProvider>` must sit inside the router (it reads the location). `useToast().toast({ type, title,
 * message })` adds one. Flashbar announces new items to screen readers.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { strings } from '../strings.js';
import './toasts.css';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  /**
   * Keep this toast through the next route change only (a toast raised right before a redirect, such as a
   * sign-in greeting before /dashboard). Default false: the toast is cleared when the route changes.
   */
  carryOver?: boolean;
  /**
   * The flow this toast reports on (e.g. 'ai-pitch_deck', 'sign-in'): a new toast of a topic replaces the earlier
   * ones of that topic. Without a topic a toast replaces nothing.
   */
  topic?: string;
}

interface ToastApi {
  toast(input: ToastInput): void;
  /** Removes every toast (the provider also does this on every route change). */
  clear(): void;
}

export interface Toast extends ToastInput {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Cloudscape's Flashbar, loaded with the first toast (issue 13 "Speed": /auth paints without Cloudscape). Once
 * shown it stays mounted, so its live region announces every later toast.
 */
// With Cloudscape's global styles: /auth loads no Cloudscape of its own (ADR 0047), and a toast may still show there.
const Flashbar = lazy(() =>
  Promise.all([
    import('@cloudscape-design/global-styles/index.css'),
    import('@cloudscape-design/components/flashbar'),
  ]).then(([, flashbar]) => flashbar),
);

/** Milliseconds a toast of each type stays on screen. */
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 6000, info: 6000, error: 12000 };

/** Most toasts on screen at once (issue 13: "at most two toasts"). */
export const MAX_TOASTS = 2;

/**
 * The queue after adding `toast`: the toasts of another topic (or none) plus `toast`, the newest `max`, oldest
 * first (pure).
 */
export function pushToast(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const others = toast.topic === undefined ? list : list.filter((t) => t.topic !== toast.topic);
  return [...others, toast].slice(-max);
}

/** The queue after a route change: only toasts marked `carryOver` stay, and only for this one change (pure). */
export function afterNavigation(list: readonly Toast[]): Toast[] {
  return list.filter((t) => t.carryOver).map((t) => ({ ...t, carryOver: false }));
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // Derived state: set once, the render a first toast appears in (React's "storing information from previous renders").
  const [flashbarNeeded, setFlashbarNeeded] = useState(false);
  if (toasts.length > 0 && !flashbarNeeded) setFlashbarNeeded(true);
  const nextId = useRef(0);
  const timers = useRef(new Map<string, number>());
  const { pathname } = useLocation();

  /** Stops the timer of a toast that left the queue. */
  const forget = useCallback((id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      forget(id);
      setToasts((list) => list.filter((t) => t.id !== id));
    },
    [forget],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
    setToasts([]);
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => {
        const next = pushToast(list, { ...input, id });
        for (const t of list) if (!next.includes(t)) forget(t.id);
        return next;
      });
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_DURATION_MS[input.type]),
      );
    },
    [dismiss, forget],
  );

  // A new page starts without the previous page's toasts (except one marked to carry over this change).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setToasts((list) => {
      const kept = afterNavigation(list);
      for (const t of list) if (!kept.some((k) => k.id === t.id)) forget(t.id);
      return kept;
    });
  }, [pathname, forget]);

  const api = useMemo(() => ({ toast, clear }), [toast, clear]);

  const items: FlashbarProps.MessageDefinition[] = toasts.map((t) => ({
    id: t.id,
    type: t.type,
    header: t.title,
    content: t.message,
    dismissible: true,
    dismissLabel: strings.common.dismiss,
    onDismiss: () => dismiss(t.id),
  }));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div data-testid="toasts" className="fs-toasts" data-count={toasts.length}>
        {flashbarNeeded && (
          <Suspense fallback={null}>
            <Flashbar items={items} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * The toast API of the nearest `<ToastProvider>`.
 * @throws Error when used outside a provider.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
