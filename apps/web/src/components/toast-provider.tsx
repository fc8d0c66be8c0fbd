import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { PlainToast } from './plain-toast';
import { type ShowToast, ToastContext } from './toast-context';
import type { Toast } from './toast-view';

const loadView = () => import('./toast-view');
const ToastView = lazy(async () => {
  try {
    return { default: (await loadView()).ToastView };
  } catch (error) {
    // Offline, or a new release replaced the chunk: the message still has to be seen.
    console.warn('The toast view could not be loaded.', error);
    return { default: PlainToast };
  }
});

let nextKey = 1;

/**
 * One toast at a time; a new toast replaces the old one (docs/product.md §8). The Snackbar and Alert behind it
 * are not part of the first load: they load on the user's first interaction, or with the first toast
 * when one comes before that.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const preload = () => {
      for (const type of events) window.removeEventListener(type, preload, true);
      void loadView().catch(() => {});
    };
    for (const type of events) window.addEventListener(type, preload, true);
    return () => {
      for (const type of events) window.removeEventListener(type, preload, true);
    };
  }, []);

  const showToast = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ key: nextKey++, message, severity });
    setOpen(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView key={toast.key} toast={toast} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
