import type { TAttachment } from '@qi/domain/attachments';
import { daysOverdue } from '@qi/domain/due-dates';
import type { TIncident } from '@qi/domain/incident';
import { currentReasons } from '@qi/domain/incident-reasons';
import type { InvestigationStatus } from '@qi/domain/investigation';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import type { IncidentRecord, IncidentWithInvestigation } from './incident-record';

export type PresentedIncident = TIncident & { investigationStatus: InvestigationStatus | null };

/**
 * Whitelists what leaves the server about an incident (docs/product.md §3 shape): location levels carry id and title
 * (the browser takes their children from the current tree), attachment urls are freshly signed.
 */
/** The incident in the docs/product.md §3 shape with the given attachments (location levels without children). */
type Presentable = IncidentRecord & {
  investigationStatus?: InvestigationStatus | null;
  investigationDueDate?: string | null;
  importedFrom?: TIncident['importedFrom'];
};

export function shapeIncident(
  incident: Presentable,
  attachments: TAttachment[],
  today?: string,
): PresentedIncident {
  const due = incident.investigationDueDate;
  return {
    id: incident.id,
    incidentNumber: incident.incidentNumber,
    reportedBy: incident.reportedBy,
    incidentDate: incident.incidentDate,
    product: incident.product,
    partNumber: incident.partNumber,
    defectiveQuantity: incident.defectiveQuantity,
    grnNumber: incident.grnNumber,
    orderNumber: incident.orderNumber,
    incidentLocation: incident.incidentLocation && { ...incident.incidentLocation, categories: [] },
    category: incident.category && { ...incident.category, subcategories: [] },
    subcategory: incident.subcategory && { ...incident.subcategory, furtherSubcategories: [] },
    furtherSubcategory: incident.furtherSubcategory,
    description: incident.description,
    attachments,
    investigationId: incident.investigationId,
    investigationStatus: incident.investigationStatus ?? null,
    status: incident.status,
    // Rows written before reasons were cleared on leaving their status may still hold one (issue #35).
    ...currentReasons(incident),
    incidentJustified: incident.incidentJustified,
    severity: incident.severity,
    supplierId: incident.supplierId,
    dispositionStatus: incident.dispositionStatus,
    ...(incident.disposition ? { disposition: incident.disposition } : {}),
    // Only when it was read (the incident itself): null for an incident that was not imported.
    ...(incident.importedFrom !== undefined ? { importedFrom: incident.importedFrom } : {}),
    // Only when its investigation's due date was read (the list and the incident itself).
    ...(due !== undefined && today ? { dueDate: due, daysOverdue: daysOverdue(due, today) } : {}),
    version: incident.version,
    created_at: incident.created_at,
    updated_at: incident.updated_at,
    submittedAt: incident.submittedAt ?? null,
    acknowledgedAt: incident.acknowledgedAt ?? null,
    investigationCompletedAt: incident.investigationCompletedAt ?? null,
    closedAt: incident.closedAt ?? null,
  };
}

/**
 * Whitelists what leaves the server about an incident (docs/product.md §3 shape): location levels carry id and title
 * (the browser takes their children from the current tree), attachment urls are freshly signed.
 */
export async function presentIncident(ctx: AppContext, incident: Presentable): Promise<PresentedIncident> {
  return shapeIncident(incident, await presentAttachments(ctx, incident.attachments), ctx.today());
}

export function presentIncidents(
  ctx: AppContext,
  incidents: IncidentWithInvestigation[],
): Promise<PresentedIncident[]> {
  // Most incidents of a page have no attachments: those need no url signed, nor a promise each.
  return Promise.all(
    incidents.map((incident) =>
      incident.attachments.length === 0
        ? shapeIncident(incident, [], ctx.today())
        : presentIncident(ctx, incident),
    ),
  );
}
