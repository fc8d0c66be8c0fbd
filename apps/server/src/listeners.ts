import type { AppContext } from './context';
import { signingCheck } from './events/signing';
import { passwordSignInPolicy, sessionEndLimit } from './modules/auth/auth-hooks';
import { endSessionsOfDeactivated, sendInvitation } from './modules/auth/user-listeners';
import { dispositionApproved } from './modules/dispositions/disposition-events';
import { dispositionSigning } from './modules/dispositions/disposition-hooks';
import { readDisposition } from './modules/dispositions/disposition-repository';
import { dispositionFollowsIncident } from './modules/dispositions/incident-disposition-listener';
import { effectivenessRecorded } from './modules/effectiveness/effectiveness-events';
import { effectivenessSigning } from './modules/effectiveness/effectiveness-hooks';
import { investigationEffectivenessPort } from './modules/effectiveness/effectiveness-schedule';
import { readIncidentOrigin } from './modules/imports/import-rows-repository';
import {
  incidentArrival,
  incidentChanged,
  incidentChanging,
  incidentDisposition,
  incidentExportLinks,
  incidentOrigin,
  incidentSigning,
} from './modules/incidents/incident-events';
import { recordIncidentHistory } from './modules/incidents/incident-history-listener';
import { investigationCompleted } from './modules/investigations/investigation-events';
import {
  investigationEffectiveness,
  investigationSigning,
} from './modules/investigations/investigation-hooks';
import { queueIncidentChangeEmails } from './modules/notifications/incident-notifications';
import { passwordSignInRefusal } from './modules/oidc/oidc-password-policy';
import { providerSessionEnd } from './modules/oidc/oidc-session-limit';
import { arrivalCheckPort, checkSimilarOnArrival } from './modules/recurrence/arrival-check';
import { exportLinksPort } from './modules/recurrence/export-links';
import { scarClosure, scarSigning } from './modules/scar/scar-hooks';
import { signalOnSubmission } from './modules/signals/signal-evaluation-pass';
import { signalRaised } from './modules/signals/signal-events';
import { addSupplierWatchRule } from './modules/signals/watch-rule';
import { dispositionSigningPort } from './modules/signatures/disposition-signing';
import { effectivenessSigningPort } from './modules/signatures/effectiveness-signing';
import {
  askReasonForIncidentChange,
  incidentSigningPort,
  recordIncidentClosing,
} from './modules/signatures/incident-signing';
import { investigationSigningPort } from './modules/signatures/investigation-signing';
import { prepareSigning, recordSignatures } from './modules/signatures/signature-service';
import { userDeactivated, userInvited } from './modules/users/user-events';
import {
  queueDispositionWebhooks,
  queueEffectivenessWebhooks,
  queueIncidentWebhooks,
  queueInvestigationWebhooks,
  queueSignalWebhooks,
} from './modules/webhooks/webhook-listeners';

/**
 * Who listens to which event, and who provides which hook (docs/architecture.md, "Modules and their
 * directions"): the one place that knows both sides, so that the module making a change imports none of the
 * modules its side effects belong to.
 */
export function registerListeners(ctx: AppContext): void {
  const { events } = ctx;
  events.on(userInvited, (trx, event) => sendInvitation(ctx, trx, event));
  events.on(userDeactivated, endSessionsOfDeactivated);
  // Provider-only domains refuse local passwords; provider sessions end sooner (modules/oidc, decision 053).
  events.provide(passwordSignInPolicy, passwordSignInRefusal);
  events.provide(sessionEndLimit, providerSessionEnd);

  events.provide(signingCheck, prepareSigning);
  events.provide(incidentSigning, incidentSigningPort);
  events.provide(incidentDisposition, { read: readDisposition });
  events.provide(incidentOrigin, { read: readIncidentOrigin });
  // The disposition's fields first: whether a save withdraws a signed approval depends on them.
  events.on(incidentChanging, dispositionFollowsIncident);
  events.on(incidentChanging, askReasonForIncidentChange);
  events.on(incidentChanged, recordIncidentHistory);
  events.on(incidentChanged, recordIncidentClosing);
  events.on(incidentChanged, queueIncidentChangeEmails);

  events.provide(investigationSigning, investigationSigningPort);
  events.provide(investigationEffectiveness, investigationEffectivenessPort);
  events.provide(dispositionSigning, dispositionSigningPort);
  events.provide(effectivenessSigning, effectivenessSigningPort);

  // Webhook deliveries, queued in the change's transaction (modules/webhooks).
  events.on(incidentChanged, queueIncidentWebhooks);
  events.on(dispositionApproved, queueDispositionWebhooks(ctx));
  events.on(investigationCompleted, queueInvestigationWebhooks(ctx));
  events.on(effectivenessRecorded, queueEffectivenessWebhooks);
  events.on(signalRaised, queueSignalWebhooks);

  // Trend signals: a submission evaluates the 'count' rules for its own groups (modules/signals).
  events.on(incidentChanged, signalOnSubmission);

  // Recurrence: a submission its reporter was not shown the similar incidents for is checked on arrival; the
  // export's links column (modules/recurrence, decision 052).
  events.provide(incidentArrival, arrivalCheckPort);
  events.on(incidentChanged, checkSimilarOnArrival);
  events.provide(incidentExportLinks, exportLinksPort);

  // Supplier corrective action requests (modules/scar, decision 051): accepting the last stage signs the Closed
  // records, schedules an effectiveness check and leaves a trend-signal rule watching the supplier and part.
  events.provide(scarSigning, { record: recordSignatures });
  events.provide(scarClosure, {
    scheduleCheck: investigationEffectivenessPort.scheduleCheck,
    addWatchRule: addSupplierWatchRule,
  });
}
