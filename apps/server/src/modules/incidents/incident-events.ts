import type { TDisposition } from '@qi/domain/disposition';
import type { TIncident } from '@qi/domain/incident';
import type { ExportLink } from '@qi/domain/incident-export';
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
import type { ListActor } from './incident-list-conditions-sql';
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
  /**
   * A create's or a submission's `similarChecked` (decision 052): the client says its reporter was shown the
   * similar-incidents check; otherwise recurrence checks a submission on arrival.
   */
  similarChecked?: boolean;
  /** A first submission's check on arrival, read before the transaction (incidentArrival). */
  arrival?: PreparedArrival | null;
}

/** What a first submission is compared with on arrival: the fields recurrence's similar incidents read. */
export interface ArrivalDraft {
  description: string;
  product: string;
  partNumber: string;
  supplierId: string | null;
  locationId: string | null;
  grnNumber: string;
  /** The incident itself (a draft being submitted), never its own candidate. */
  excludeId: string | null;
}

/** The check's reading of a draft, carried to incidentChanged's listeners as it is. */
export interface PreparedArrival {
  readonly draft: ArrivalDraft;
  readonly found: unknown;
}

/**
 * Before a first submission's transaction (decision 060): the check on arrival reads its candidates while no
 * lock is held. The transaction takes the next incident number, which every other submission waits for until
 * it commits, so a read of a few hundred milliseconds inside it queued every submission, and the connections
 * they held, behind it. The listener reads again in the transaction when the saved fields differ from the draft.
 */
export interface IncidentArrivalPort {
  prepare(ctx: AppContext, auth: AuthContext, draft: ArrivalDraft): Promise<PreparedArrival>;
}

export const incidentArrival = defineHook<IncidentArrivalPort>('incident.arrival');

export const incidentSigning = defineHook<IncidentSigningPort>('incident.signing');
export const incidentChanging = defineEvent<IncidentChanging>('incident.changing');
export const incidentChanged = defineEvent<IncidentChanged>('incident.changed');

/** An incident's detail shows its disposition, which the dispositions module reads. */
export interface IncidentDispositionPort {
  read(db: Db, incident: IncidentRecord): Promise<TDisposition>;
}

export const incidentDisposition = defineHook<IncidentDispositionPort>('incident.disposition');

/** An imported incident's detail shows where it came from, which the imports module keeps. */
export interface IncidentOriginPort {
  read(db: Db, incidentId: string): Promise<TIncident['importedFrom']>;
}

export const incidentOrigin = defineHook<IncidentOriginPort>('incident.origin');

/**
 * The export's "Linked Incidents" (the links are the recurrence module's): the links of one batch of exported
 * incidents, read in one statement, keyed by the exported incident's id, only those to incidents `actor` may see.
 */
export interface IncidentExportLinksPort {
  read(db: Db, incidentIds: readonly string[], actor: ListActor): Promise<Map<string, ExportLink[]>>;
}

export const incidentExportLinks = defineHook<IncidentExportLinksPort>('incident.export-links');
