import type { TAttachment } from '@qi/domain/attachments';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { isApiError } from '../../../lib/api-error';
import { failureReason } from '../../../lib/failure-message';
import { createIncident } from '../api/create-incident';
import type { TIncidentDetails } from '../api/get-incident';
import { uploadFileOnce } from './offline-queue-api';
import {
  getQueued,
  listQueued,
  putQueued,
  type QueuedFile,
  type QueuedReport,
  removeQueued,
} from './offline-queue-store';

export interface QueueTransport {
  upload: (file: QueuedFile) => Promise<TAttachment>;
  create: (body: TCreateIncidentRequest, key: string) => Promise<TIncidentDetails>;
}

const serverTransport: QueueTransport = { upload: uploadFileOnce, create: createIncident };

/**
 * A refusal is an answer about this report: asking again will not change it. A network failure, a 5xx,
 * a 401 (the session ended), 408 and 429 (try later) and 409 (the same key's first request is still being
 * processed) stop the run instead and leave the report waiting.
 */
function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 409, 429].includes(error.status)
  );
}

function refusalText(error: unknown, file?: QueuedFile): string {
  const reason = failureReason(error) ?? 'The server refused it.';
  return file ? `${file.name}: ${reason}` : reason;
}

type Outcome = { sent: TIncidentDetails } | { refused: string } | 'stop';

/** Uploads first (each once: a stored attachment is kept), then the create; the same keys on every try. */
async function sendOne(report: QueuedReport, transport: QueueTransport): Promise<Outcome> {
  let current = report;
  for (const [index, file] of current.files.entries()) {
    if (file.attachment) continue;
    try {
      const attachment = await transport.upload(file);
      const files = current.files.map((f, i) => (i === index ? { ...f, attachment } : f));
      current = { ...current, files };
      await putQueued(current);
    } catch (error) {
      if (isRefusal(error)) return { refused: refusalText(error, file) };
      return 'stop';
    }
  }
  const uploaded = current.files.flatMap((f) => (f.attachment ? [f.attachment] : []));
  const body = { ...current.body, attachments: [...current.body.attachments, ...uploaded] };
  try {
    return { sent: await transport.create(body, current.incidentKey) };
  } catch (error) {
    return isRefusal(error) ? { refused: refusalText(error) } : 'stop';
  }
}

export interface SendCallbacks {
  onSent: (report: QueuedReport, incident: TIncidentDetails) => void;
  onRefused?: (report: QueuedReport, reason: string) => void;
}

let running: Promise<boolean> | null = null;

/** True when the run stopped on a failure (no connection, the server down) with reports still waiting. */
async function run(userId: string, callbacks: SendCallbacks, transport: QueueTransport): Promise<boolean> {
  for (const listed of await listQueued(userId)) {
    // Another tab may have sent or changed it since the list was read.
    const report = await getQueued(userId, listed.id);
    if (!report || report.refusal !== null) continue;
    const outcome = await sendOne(report, transport);
    if (outcome === 'stop') return true;
    if ('sent' in outcome) {
      await removeQueued(report.id);
      callbacks.onSent(report, outcome.sent);
    } else {
      const latest = (await getQueued(userId, report.id)) ?? report;
      await putQueued({ ...latest, refusal: outcome.refused });
      callbacks.onRefused?.(report, outcome.refused);
    }
  }
  return false;
}

/**
 * Sends the user's waiting reports one at a time, oldest first. One run at a time in this tab and, with
 * Web Locks, across tabs; a call while a run is under way waits for it and then runs again, so a report
 * queued meanwhile is not left behind. Even if two runs overlapped, the keys would keep it to one incident.
 * Resolves to true when it stopped on a failure with reports still waiting (try again later).
 */
export function sendQueue(
  userId: string,
  callbacks: SendCallbacks,
  transport: QueueTransport = serverTransport,
): Promise<boolean> {
  const previous = running ?? Promise.resolve(false);
  const next = previous.then(() => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const go = () => run(userId, callbacks, transport);
    return locks ? locks.request('qi.offline-queue', go).then((stopped) => stopped) : go();
  });
  const settled = next.catch((error: unknown) => {
    console.error('Sending the waiting reports failed', error);
    return true;
  });
  running = settled;
  void settled.finally(() => {
    if (running === settled) running = null;
  });
  return settled;
}
