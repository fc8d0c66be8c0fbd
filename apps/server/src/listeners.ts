import type { AppContext } from './context';
import { endSessionsOfDeactivated, sendInvitation } from './modules/auth/user-listeners';
import { readDisposition } from './modules/dispositions/disposition-repository';
import { dispositionFollowsIncident } from './modules/dispositions/incident-disposition-listener';
import {
  incidentChanged,
  incidentChanging,
  incidentDisposition,
  incidentSigning,
} from './modules/incidents/incident-events';
import { recordIncidentHistory } from './modules/incidents/incident-history-listener';
import { queueIncidentChangeEmails } from './modules/notifications/incident-notifications';
import {
  askReasonForIncidentChange,
  incidentSigningPort,
  recordIncidentClosing,
} from './modules/signatures/incident-signing';
import { userDeactivated, userInvited } from './modules/users/user-events';

/**
 * Who listens to which event, and who provides which hook (docs/architecture.md, "Modules and their
 * directions"): the one place that knows both sides, so that the module making a change imports none of the
 * modules its side effects belong to.
 */
export function registerListeners(ctx: AppContext): void {
  const { events } = ctx;
  events.on(userInvited, (trx, event) => sendInvitation(ctx, trx, event));
  events.on(userDeactivated, endSessionsOfDeactivated);

  events.provide(incidentSigning, incidentSigningPort);
  events.provide(incidentDisposition, { read: readDisposition });
  // The disposition's fields first: whether a save withdraws a signed approval depends on them.
  events.on(incidentChanging, dispositionFollowsIncident);
  events.on(incidentChanging, askReasonForIncidentChange);
  events.on(incidentChanged, recordIncidentHistory);
  events.on(incidentChanged, recordIncidentClosing);
  events.on(incidentChanged, queueIncidentChangeEmails);
}
