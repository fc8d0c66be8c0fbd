import type { TCreateIncidentRequest } from '@qi/domain/incident';
import type { IncidentFormState } from '../components/incident-form-values';

/** The report form as it was when the report was queued, to edit it after the server refused it. */
export function formStateFromQueued(body: TCreateIncidentRequest): IncidentFormState {
  return {
    incidentDate: body.incidentDate,
    product: body.product,
    partNumber: body.partNumber,
    defectiveQuantity: body.defectiveQuantity === null ? '' : String(body.defectiveQuantity),
    grnNumber: body.grnNumber,
    orderNumber: body.orderNumber,
    incidentLocation: body.incidentLocation,
    category: body.category,
    subcategory: body.subcategory,
    furtherSubcategory: body.furtherSubcategory,
    description: body.description,
    investigationId: null,
    attachments: body.attachments,
    severity: body.severity ?? '',
    supplierId: body.supplierId ?? '',
  };
}
