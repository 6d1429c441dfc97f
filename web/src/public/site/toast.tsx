/**
 * Toasts for the public pages without Cloudscape: a fixed region at the top right; success toasts are announced
 * politely (role status), errors assertively (role alert). Each closes after 6 s (errors 12 s) or by its button.
 */
import { useCallback, useRef, useState } from 'react';
import { publicStrings } from '../strings.js';

export interface PublicToast {
  id: number;
  type: 'success' | 'error';
  message: string;
}

/** State and actions of a toast list: `show(type, message)`, `dismiss(id)`. */
export function useToasts() {
  const [toasts, setToasts] = useState<PublicToast[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (type: PublicToast['type'], message: string) => {
      next.current += 1;
      const id = next.current;
      setToasts((list) => [...list.slice(-2), { id, type, message }]);
      window.setTimeout(() => dismiss(id), type === 'error' ? 12_000 : 6_000);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

export function Toasts({ toasts, dismiss }: { toasts: PublicToast[]; dismiss: (id: number) => void }) {
  return (
    <div className="ps-toasts" data-testid="public-toasts">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`ps-toast ps-toast--${t.type}`}
          role={t.type === 'error' ? 'alert' : 'status'}
        >
          <p>{t.message}</p>
          <button type="button" onClick={() => dismiss(t.id)} aria-label={publicStrings.toast.dismiss}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
