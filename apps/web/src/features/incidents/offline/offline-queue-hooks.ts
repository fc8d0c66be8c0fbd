import { useEffect, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { getSession } from '../../../lib/auth-storage';
import { getAppQueryClient } from '../../../lib/query-client';
import { SAVE_TOAST } from '../components/incident-save-toast';
import { sendQueue } from './offline-queue-send';
import { listQueued, type QueuedReport, subscribeQueue } from './offline-queue-store';

/** While a report waits and the browser says it is online (a server that was down), try again this often. */
const RETRY_MS = 30_000;
/**
 * Right after the browser comes back online the first requests may still fail (the network is coming up): a
 * run that stops then is tried again after these pauses, instead of waiting for the next 30 s tick.
 */
export const ONLINE_RETRY_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** The signed-in user's queued reports, oldest first; null until read. Current across tabs. */
export function useQueuedReports(): QueuedReport[] | null {
  const userId = getSession()?.user.user_id;
  const [reports, setReports] = useState<QueuedReport[] | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () => {
      listQueued(userId)
        .then((list) => live && setReports(list))
        .catch((error: unknown) => console.error('Reading the waiting reports failed', error));
    };
    read();
    const unsubscribe = subscribeQueue(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return reports;
}

const SEND_EVENT = 'qi.offline-queue.send';

/** Said when the server refuses a report that was waiting; the reason follows, and /waiting keeps it. */
export const REFUSED_TOAST = 'The server refused a report waiting to send:';

/** Asks the queue to send now: a report was queued or edited while the browser may be online. */
export function sendWaitingReports(): void {
  window.dispatchEvent(new Event(SEND_EVENT));
}

/**
 * Sends the waiting reports at start, whenever the connection returns, when asked, and every little while
 * as long as some wait; each sent report gets the usual toast ('Submitted incident successfully.').
 */
export function useOfflineQueueSender(): void {
  const showToast = useToast();
  const userId = getSession()?.user.user_id;
  useEffect(() => {
    if (!userId) return;
    let retry: number | undefined;
    const send = (): Promise<boolean> => {
      if (!navigator.onLine) return Promise.resolve(false);
      return sendQueue(userId, {
        onSent: (report) => {
          showToast(SAVE_TOAST[report.body.action] ?? '');
          void getAppQueryClient().invalidateQueries({ queryKey: ['incidents'] });
        },
        onRefused: (_report, reason) => showToast(`${REFUSED_TOAST} ${reason}`, 'error'),
      });
    };
    const sendNow = () => void send();
    // The connection is back: send at once, and again shortly while the first tries fail.
    const sendOnline = () => {
      window.clearTimeout(retry);
      const attempt = (pauses: readonly number[]) => {
        void send().then((stopped) => {
          const [pause, ...rest] = pauses;
          if (stopped && pause !== undefined && navigator.onLine) {
            retry = window.setTimeout(() => attempt(rest), pause);
          }
        });
      };
      attempt(ONLINE_RETRY_MS);
    };
    sendNow();
    const timer = window.setInterval(() => {
      listQueued(userId)
        .then((list) => {
          if (list.some((report) => report.refusal === null)) sendNow();
        })
        .catch(() => undefined);
    }, RETRY_MS);
    window.addEventListener('online', sendOnline);
    window.addEventListener(SEND_EVENT, sendNow);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(retry);
      window.removeEventListener('online', sendOnline);
      window.removeEventListener(SEND_EVENT, sendNow);
    };
  }, [userId, showToast]);
}
