import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { DispositionApproved } from '../dispositions/disposition-events';
import type { EffectivenessRecorded } from '../effectiveness/effectiveness-events';
import type { IncidentChanged } from '../incidents/incident-events';
import type { InvestigationCompleted } from '../investigations/investigation-events';
import type { SignalRaised } from '../signals/signal-events';
import {
  webhookEffectivenessCheck,
  webhookIncident,
  webhookInvestigation,
  webhookPayload,
} from './webhook-payloads';
import { queueWebhook } from './webhook-queue';

/**
 * The listeners app's listeners.ts registers: each turns an event of the core into the deliveries of the
 * endpoints subscribed to it, in the change's transaction.
 */

/** incidentChanged: a submission is 'incident.submitted'; any other change of status 'incident.status_changed'. */
export async function queueIncidentWebhooks(trx: Db, event: IncidentChanged): Promise<void> {
  const { ctx, action, before, after } = event;
  const incident = webhookIncident(ctx.config.publicUrl, after);
  if (action === 'submit') {
    await queueWebhook(
      trx,
      'incident.submitted',
      webhookPayload('incident.submitted', after.updated_at, { incident }),
    );
    return;
  }
  if (!before || before.status === after.status) return;
  await queueWebhook(
    trx,
    'incident.status_changed',
    webhookPayload('incident.status_changed', after.updated_at, {
      incident,
      previousStatus: before.status,
      action,
    }),
  );
}

export const queueDispositionWebhooks =
  (ctx: AppContext) =>
  (trx: Db, event: DispositionApproved): Promise<void> =>
    queueWebhook(
      trx,
      'disposition.approved',
      webhookPayload('disposition.approved', event.approvedAt, {
        incident: webhookIncident(ctx.config.publicUrl, event.incident),
        approvedBy: event.approvedBy,
        approvedAt: event.approvedAt,
      }),
    );

export const queueInvestigationWebhooks =
  (ctx: AppContext) =>
  (trx: Db, event: InvestigationCompleted): Promise<void> =>
    queueWebhook(
      trx,
      'investigation.completed',
      webhookPayload('investigation.completed', event.at, {
        investigation: webhookInvestigation(ctx.config.publicUrl, event.investigation),
        completedBy: event.completedBy,
      }),
    );

export const queueEffectivenessWebhooks = (trx: Db, event: EffectivenessRecorded): Promise<void> =>
  queueWebhook(
    trx,
    'effectiveness.recorded',
    webhookPayload('effectiveness.recorded', event.at, { check: webhookEffectivenessCheck(event.check) }),
  );

export const queueSignalWebhooks = (trx: Db, event: SignalRaised): Promise<void> =>
  queueWebhook(trx, 'signal.raised', webhookPayload('signal.raised', event.at, { signal: event.signal }));
