import type { TDisposition } from '@qi/domain/disposition';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { IncidentAction } from '@qi/domain/incident-transitions';
import type { NotificationKey } from '@qi/domain/profile';
import type { TSignatureCredentials } from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { defineEvent, defineHook } from '../../events/event-bus';
import type { Signing } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import type { IncidentRecord } from './incident-record';

/** Before an incident save's transaction: the password check of a save that signs (closing). */
export interface IncidentSigningPort {
  prepare(
    ctx: AppContext,
    auth: AuthContext,
    client: AuthClient,
    id: string,
    request: { action?: IncidentAction; status?: IncidentStatus; signature?: TSignatureCredentials },
  ): Promise<Signing>;
}

/**
 * In a save's transaction, before the write: listeners whose fields ride on the incident adjust `next` or refuse
 * (the disposition follows a changed quantity or severity), and a save that needs a reason for change names it
 * in `changeReason` (signatures). Listeners run in the order app's listeners.ts registers them.
 */
export interface IncidentChanging {
  auth: AuthContext;
  signing: Signing;
  current: IncidentRecord;
  next: IncidentRecord;
  reasonForChange: string | undefined;
  changeReason: string | null;
}

/** After a create or a save's write, in its transaction: history, notification emails, the Closed record. */
export interface IncidentChanged {
  ctx: AppContext;
  auth: AuthContext;
  action: IncidentAction;
  before: IncidentRecord | null;
  after: IncidentRecord;
  /** The reason the history entry shows (a rejection's, or a reason for change). */
  reason: string | null;
  /** The emails' event and the reason they quote. */
  notify: NotificationKey | null;
  notifyReason: string | null;
  signing: Signing | null;
}

export const incidentSigning = defineHook<IncidentSigningPort>('incident.signing');
export const incidentChanging = defineEvent<IncidentChanging>('incident.changing');
export const incidentChanged = defineEvent<IncidentChanged>('incident.changed');

/** An incident's detail shows its disposition, which the dispositions module reads. */
export interface IncidentDispositionPort {
  read(db: Db, incident: IncidentRecord): Promise<TDisposition>;
}

export const incidentDisposition = defineHook<IncidentDispositionPort>('incident.disposition');
