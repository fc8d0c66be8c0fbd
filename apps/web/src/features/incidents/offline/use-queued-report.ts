import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { useEffect, useState } from 'react';
import { getSession } from '../../../lib/auth-storage';
import type { IncidentFormState } from '../components/incident-form-values';
import { type HeldFiles, useHeldFiles } from './held-files';
import { queueReport } from './offline-queue-enqueue';
import { getQueued, type QueuedReport } from './offline-queue-store';
import { formStateFromQueued } from './queued-form-state';

export interface QueuedReportForm {
  loading: boolean;
  /** The queued report being edited; null for a new report. */
  report: QueuedReport | null;
  initialState: IncidentFormState | undefined;
  held: HeldFiles;
  /** Keeps the report on the device (replacing the edited one) and asks for it to be sent. */
  keep: (userId: string, body: TCreateIncidentRequest, incidentKey?: string) => Promise<QueuedReport>;
}

/** Reads the queued report `id` (none: a new report) for the report form. */
export function useQueuedReportLoader(id: string | null): { loading: boolean; report: QueuedReport | null } {
  const [state, setState] = useState<{ loading: boolean; report: QueuedReport | null }>({
    loading: id !== null,
    report: null,
  });
  useEffect(() => {
    const userId = getSession()?.user.user_id;
    if (!id || !userId) {
      setState({ loading: false, report: null });
      return;
    }
    let live = true;
    getQueued(userId, id)
      .then((report) => live && setState({ loading: false, report }))
      .catch(() => live && setState({ loading: false, report: null }));
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}

/** The held files and the keeping of a report form (new, or a queued report being edited). */
export function useQueuedReportForm(report: QueuedReport | null, busy: boolean): QueuedReportForm {
  const held = useHeldFiles(report?.files ?? [], busy);
  return {
    loading: false,
    report,
    initialState: report ? formStateFromQueued(report.body) : undefined,
    held,
    keep: (userId, body, incidentKey) =>
      queueReport({
        userId,
        // Attachments uploaded before the connection went travel in the body; kept files are uploaded first.
        body,
        files: held.files,
        ...(incidentKey ? { incidentKey } : {}),
        ...(report ? { replaces: report } : {}),
      }),
  };
}
