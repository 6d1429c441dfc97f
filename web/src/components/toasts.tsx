/**
 * Reusable toasts (founder-app.md §8: "Toasts are destructive unless noted") on Cloudscape's Flashbar.
 *
 * `<ToastProvider>` renders the stack in a fixed region at the top right; `useToast().toast({ type, title,
 * message })` adds one. Success and info toasts close after 6 s, errors after 12 s; all can be dismissed.
 * Flashbar announces new items to screen readers.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { strings } from '../strings.js';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
}

interface ToastApi {
  toast(input: ToastInput): void;
}

interface Toast extends ToastInput {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Milliseconds a toast of each type stays on screen. */
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 6000, info: 6000, error: 12000 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const toast = useCallback(
    (input: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list.slice(-3), { ...input, id }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS[input.type]);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ toast }), [toast]);

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
      <div
        data-testid="toasts"
        style={{
          position: 'fixed',
          top: 16,
          right: 16,
          zIndex: 5000,
          width: 'min(420px, calc(100vw - 32px))',
        }}
      >
        <Flashbar items={items} />
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
