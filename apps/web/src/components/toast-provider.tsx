import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PlainToast, type Toast } from './plain-toast';
import { type ShowToast, ToastContext } from './toast-context';

const loadHost = () => import('./toast-host');
type HostModule = Awaited<ReturnType<typeof loadHost>>;

let nextKey = 1;

/**
 * Gives features `useToast()`; notistack shows the toasts (toast-host.tsx). notistack and the Alert behind it
 * are not part of the first load (the /login budget): they load on the user's first interaction, or with the
 * first toast when one comes before that. When that chunk cannot be fetched (offline, or replaced by a new
 * release) the message still shows, in a plain toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [plain, setPlain] = useState<Toast | null>(null);
  const [plainOpen, setPlainOpen] = useState(false);

  // The chunk may arrive after the provider has gone (a test's end, a sign-out's remount): nothing to mount then.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const mountHost = useCallback((host: HostModule) => {
    if (alive.current) setHost(() => host.ToastHost);
  }, []);

  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const preload = () => {
      for (const type of events) window.removeEventListener(type, preload, true);
      loadHost().then(mountHost, () => {});
    };
    for (const type of events) window.addEventListener(type, preload, true);
    return () => {
      for (const type of events) window.removeEventListener(type, preload, true);
    };
  }, [mountHost]);

  const showToast = useCallback<ShowToast>(
    (message, severity = 'success') => {
      loadHost().then(
        (host) => {
          mountHost(host);
          host.enqueueToast(message, severity);
        },
        (error: unknown) => {
          console.warn('The toasts could not be loaded.', error);
          setPlain({ key: nextKey++, message, severity });
          setPlainOpen(true);
        },
      );
    },
    [mountHost],
  );

  const closePlain = useCallback(() => setPlainOpen(false), []);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {Host && <Host />}
      {plain && <PlainToast key={plain.key} toast={plain} open={plainOpen} onClose={closePlain} />}
    </ToastContext.Provider>
  );
}
