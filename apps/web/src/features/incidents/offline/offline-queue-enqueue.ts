import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { isApiError } from '../../../lib/api-error';
import { sendWaitingReports } from './offline-queue-hooks';
import { newKey, putQueued, type QueuedFile, type QueuedReport } from './offline-queue-store';

/** A create that never reached the server (or whose answer was lost): worth keeping and sending later. */
export function isConnectionFailure(error: unknown): boolean {
  return (isApiError(error) && error.status === 0) || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/**
 * Keeps a new report on the device and asks for it to be sent. An edited queued report keeps its place
 * in the order but gets a new create key: the server refused the old request, so this is a new one.
 */
export async function queueReport(input: {
  userId: string;
  body: TCreateIncidentRequest;
  files: QueuedFile[];
  /** The key the create was already tried with, if it was. */
  incidentKey?: string;
  replaces?: QueuedReport;
}): Promise<QueuedReport> {
  const report: QueuedReport = {
    id: input.replaces?.id ?? newKey(),
    userId: input.userId,
    createdAt: input.replaces?.createdAt ?? Date.now(),
    incidentKey: input.incidentKey ?? newKey(),
    body: input.body,
    files: input.files,
    refusal: null,
  };
  await putQueued(report);
  // Without persistence a browser short of space may evict IndexedDB, and the report with it; the browser
  // may grant it or not (installed apps usually are), so the answer is not waited for.
  void navigator.storage?.persist?.().catch(() => false);
  sendWaitingReports();
  return report;
}
