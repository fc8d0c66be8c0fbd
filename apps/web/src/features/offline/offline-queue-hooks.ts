import { useEffect, useState } from 'react';
import { useToast } from '../../components/toast-context';
import { getSession } from '../../lib/auth-storage';
import { getAppQueryClient } from '../../lib/query-client';
import { SAVE_TOAST } from '../incidents/components/incident-save-toast';
import { sendQueue } from './offline-queue-send';
import { listQueued, type QueuedReport, subscribeQueue } from './offline-queue-store';

/** While a report waits and the browser says it is online (a server that was down), try again this often. */
const RETRY_MS = 30_000;

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
    const send = () => {
      if (!navigator.onLine) return;
      void sendQueue(userId, {
        onSent: (report) => {
          showToast(SAVE_TOAST[report.body.action] ?? '');
          void getAppQueryClient().invalidateQueries({ queryKey: ['incidents'] });
        },
        onRefused: (_report, reason) => showToast(`${REFUSED_TOAST} ${reason}`, 'error'),
      });
    };
    send();
    const timer = window.setInterval(() => {
      listQueued(userId)
        .then((list) => {
          if (list.some((report) => report.refusal === null)) send();
        })
        .catch(() => undefined);
    }, RETRY_MS);
    window.addEventListener('online', send);
    window.addEventListener(SEND_EVENT, send);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', send);
      window.removeEventListener(SEND_EVENT, send);
    };
  }, [userId, showToast]);
}
