import { z } from 'zod';
import type { Role } from './roles';
import { ZSignatureCredentials } from './signature-credentials';
import { hasVisibleText } from './visible-text';

/**
 * Every incident and investigation carries a version: 1 when created, one more with every write. A client
 * sends back the version it read; a save made from an older version is refused (409) and writes nothing, so
 * two people saving the same record never overwrite each other without a word.
 */
export const ZRecordVersion = z
  .number({ error: 'version must be a whole number.' })
  .int({ error: 'version must be a whole number.' })
  .min(1, { error: 'version must be a whole number.' })
  .max(2_147_483_647, { error: 'version must be a whole number.' });

/** The path of the issue a stale save carries, so that a client can tell it from the other 409s. */
export const STALE_VERSION_PATH = 'version';

export const CONCURRENCY_MSG = {
  staleIncident:
    'This incident has been changed by someone else since you opened it. Reload it and save again.',
  staleInvestigation:
    'This investigation has been changed by someone else since you opened it. Reload it and save again.',
  closedIncidentsLock:
    'This investigation is completed and its incidents are closed, so it can no longer be changed. Quality can reopen it with a reason.',
  notCompleted: 'This investigation is not completed.',
  reopenForbidden: 'You are not allowed to reopen investigations.',
  reasonRequired: 'A reason is required.',
} as const;

/** Whether the 409 issues name the version: the record was changed by someone else. */
export function isStaleVersionIssue(issues: readonly { path: string }[] | undefined): boolean {
  return (issues ?? []).some((issue) => issue.path === STALE_VERSION_PATH);
}

/** Reopening a completed investigation is an explicit action of quality and admin, never a save's side effect. */
export const canReopenInvestigations = (role: Role): boolean => role === 'quality' || role === 'admin';

/**
 * A completed investigation whose incidents are closed is audit evidence: a save may not change it (not even
 * un-tick 'Is completed?'); only the explicit reopen can. One closed incident is enough.
 */
export function isLockedByClosedIncidents(
  investigation: { completed: boolean },
  incidentStatuses: readonly string[],
): boolean {
  return investigation.completed && incidentStatuses.includes('closed');
}

/** `POST /v1/investigations/{id}/reopen`: why it is reopened (kept in the history), and the version read. */
export const ZReopenInvestigationRequest = z.strictObject({
  reason: z
    .string({ error: CONCURRENCY_MSG.reasonRequired })
    .max(5000)
    .refine(hasVisibleText, { error: CONCURRENCY_MSG.reasonRequired }),
  version: ZRecordVersion.optional(),
  /** With signatures on, reopening withdraws the completion's signature: the password, as for an untick. */
  signature: ZSignatureCredentials.optional(),
});
export type TReopenInvestigationRequest = z.output<typeof ZReopenInvestigationRequest>;
