import {
  type TWebhookIncident,
  type TWebhookPayload,
  WEBHOOK_PAYLOAD_VERSION,
  type ZWebhookEffectivenessCheck,
  type ZWebhookInvestigation,
} from '@qi/domain/webhooks';
import type { z } from 'zod';
import type { EffectivenessCheckRecord } from '../effectiveness/effectiveness-repository';
import type { IncidentRecord } from '../incidents/incident-record';
import type { InvestigationRecord } from '../investigations/investigation-record';

/**
 * The payloads' data, whitelisted from the records like the API's presenters (packages/domain/src/webhooks.ts
 * holds their schemas): no attachments (their signed links expire) and no long texts; a link to the page.
 */

export function webhookIncident(publicUrl: string, incident: IncidentRecord): TWebhookIncident {
  return {
    id: incident.id,
    incidentNumber: incident.incidentNumber,
    status: incident.status,
    severity: incident.severity,
    incidentDate: incident.incidentDate,
    product: incident.product,
    partNumber: incident.partNumber,
    defectiveQuantity: incident.defectiveQuantity,
    supplierId: incident.supplierId,
    investigationId: incident.investigationId,
    reportedBy: incident.reportedBy,
    dispositionStatus: incident.dispositionStatus,
    version: incident.version,
    created_at: incident.created_at,
    updated_at: incident.updated_at,
    url: `${publicUrl}/incident/${encodeURIComponent(incident.id)}`,
  };
}

export function webhookInvestigation(
  publicUrl: string,
  investigation: InvestigationRecord,
): z.infer<typeof ZWebhookInvestigation> {
  return {
    id: investigation.id,
    status: investigation.status,
    assignedTo: investigation.assignedTo,
    incidentJustified: investigation.incidentJustified,
    rootCauseCategory: investigation.rootCauseCategory,
    url: `${publicUrl}/investigation/${encodeURIComponent(investigation.id)}`,
  };
}

export function webhookEffectivenessCheck(
  check: EffectivenessCheckRecord,
): z.infer<typeof ZWebhookEffectivenessCheck> {
  const { attachments: _attachments, ...rest } = check;
  return rest;
}

/** The envelope every payload shares. */
export function webhookPayload<P extends TWebhookPayload>(
  type: P['type'],
  timestamp: string,
  data: P['data'],
): TWebhookPayload {
  return { type, version: WEBHOOK_PAYLOAD_VERSION, timestamp, data } as TWebhookPayload;
}
