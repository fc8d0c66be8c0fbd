import type { IncidentStatus } from '@qi/domain/incident-status';
import type { TInvestigation } from '@qi/domain/investigation';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import type { InvestigationRecord } from './investigation-record';
import { overdueOf } from './investigation-schedule';

export interface RelatedIncident {
  id: string;
  incidentNumber: number | null;
  status: IncidentStatus;
}

export type PresentedInvestigation = TInvestigation & {
  created_at: string;
  updated_at: string;
  relatedIncidents: RelatedIncident[];
};

/** Whitelists what leaves the server about an investigation (docs/product.md §3 shape); attachment urls freshly signed. */
export async function presentInvestigation(
  ctx: AppContext,
  inv: InvestigationRecord,
  relatedIncidents: RelatedIncident[],
): Promise<PresentedInvestigation> {
  return {
    id: inv.id,
    status: inv.status,
    assignedTo: inv.assignedTo,
    incidentDescription: inv.incidentDescription,
    incidentJustified: inv.incidentJustified,
    containmentAction: inv.containmentAction,
    containmentActionSignedBy: inv.containmentActionSignedBy,
    containmentActionSignedDate: inv.containmentActionSignedDate,
    rootCause: inv.rootCause,
    rootCauseSignedBy: inv.rootCauseSignedBy,
    rootCauseSignedDate: inv.rootCauseSignedDate,
    rootCauseCategory: inv.rootCauseCategory && {
      id: inv.rootCauseCategory.id,
      title: inv.rootCauseCategory.title,
    },
    correctiveAction: inv.correctiveAction,
    correctiveActionSignedBy: inv.correctiveActionSignedBy,
    correctiveActionSignedDate: inv.correctiveActionSignedDate,
    verificationOfEffectiveness: inv.verificationOfEffectiveness,
    verificationOfEffectivenessSignedBy: inv.verificationOfEffectivenessSignedBy,
    verificationOfEffectivenessSignedDate: inv.verificationOfEffectivenessSignedDate,
    preventiveAction: inv.preventiveAction,
    preventiveActionSignedBy: inv.preventiveActionSignedBy,
    preventiveActionSignedDate: inv.preventiveActionSignedDate,
    additionalNotes: inv.additionalNotes,
    additionalNotesSignedBy: inv.additionalNotesSignedBy,
    additionalNotesSignedDate: inv.additionalNotesSignedDate,
    defectiveProductQuantity: inv.defectiveProductQuantity,
    costOfLabour: inv.costOfLabour,
    costOfMaterial: inv.costOfMaterial,
    costAdjustment: inv.costAdjustment,
    attachments: await presentAttachments(ctx, inv.attachments),
    completed: inv.completed,
    completedSignedBy: inv.completedSignedBy,
    completedSignedDate: inv.completedSignedDate,
    schedule: inv.schedule,
    overdue: overdueOf(inv, ctx.today()),
    version: inv.version,
    created_at: inv.created_at,
    updated_at: inv.updated_at,
    relatedIncidents: relatedIncidents.map((i) => ({
      id: i.id,
      incidentNumber: i.incidentNumber,
      status: i.status,
    })),
  };
}
