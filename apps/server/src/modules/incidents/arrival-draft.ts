import type { TIncidentFields } from '@qi/domain/incident';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import { type ArrivalDraft, incidentArrival, type PreparedArrival } from './incident-events';
import { mergeForm } from './incident-input';
import type { IncidentRecord } from './incident-record';

/** The draft the check on arrival compares: the incident's fields as its save will write them (before checks). */
export function arrivalDraft(
  current: IncidentRecord | null,
  body: Partial<TIncidentFields>,
  supplierId: string | null | undefined,
): ArrivalDraft {
  const merged = mergeForm(current, body);
  return {
    description: merged.description ?? '',
    product: merged.product ?? '',
    partNumber: merged.partNumber ?? '',
    supplierId: supplierId === undefined ? (current?.supplierId ?? null) : supplierId,
    locationId: merged.incidentLocation?.id ?? null,
    grnNumber: merged.grnNumber ?? '',
    excludeId: current?.id ?? null,
  };
}

/** The check on arrival of a first submission its client was not shown the similar incidents for, read now. */
export async function prepareArrival(
  ctx: AppContext,
  auth: AuthContext,
  draft: ArrivalDraft,
): Promise<PreparedArrival> {
  return ctx.events.hook(incidentArrival).prepare(ctx, auth, draft);
}
