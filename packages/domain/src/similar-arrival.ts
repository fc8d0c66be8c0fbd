import { z } from 'zod';
import { ZIncidentStatus } from './incident-status';
import { SIMILAR_BAND_LABELS, SIMILAR_INCIDENTS_LIMIT, type SimilarBand } from './similar-incidents';

/**
 * The similar-incidents check on arrival (the Recurrence feature, decision 052): a report submitted without
 * its reporter having seen the similar incidents (queued offline on a phone, sent by an API client) is checked
 * by the server when it arrives. What it found is recorded as shown on arrival, written to the incident's
 * history, and shown to triage on the details page.
 */

/** The history entry of a check on arrival that found candidates, and the field it changes. */
export const SIMILAR_ARRIVAL_ACTION = 'similar-on-arrival';
export const SIMILAR_ARRIVAL_FIELD = 'similarIncidents';

export const ZArrivalCandidate = z.object({
  id: z.string(),
  incidentNumber: z.number().int().nullable(),
  status: ZIncidentStatus,
  incidentDate: z.string(),
  product: z.string(),
  partNumber: z.string(),
  band: z.enum(['likely', 'possible']),
});
export type TArrivalCandidate = z.infer<typeof ZArrivalCandidate>;

/** `GET /v1/incidents/{id}/arrival-check`: when the check on arrival ran (null: it did not) and what it found. */
export const ZArrivalCheck = z.object({
  checkedAt: z.string().nullable(),
  items: z.array(ZArrivalCandidate).max(SIMILAR_INCIDENTS_LIMIT),
});
export type TArrivalCheck = z.infer<typeof ZArrivalCheck>;

const numbered = (incidentNumber: number | null) =>
  incidentNumber === null ? 'an incident' : `#${incidentNumber}`;

/** What the history says was found, by band, best first: 'Likely the same: #12; Possibly related: #15, #16'. */
export function arrivalCheckSummary(
  candidates: readonly { band: SimilarBand; incidentNumber: number | null }[],
): string {
  const bands: SimilarBand[] = ['likely', 'possible'];
  return bands
    .map((band) => {
      const numbers = candidates.filter((c) => c.band === band).map((c) => numbered(c.incidentNumber));
      return numbers.length > 0 ? `${SIMILAR_BAND_LABELS[band]}: ${numbers.join(', ')}` : '';
    })
    .filter((part) => part !== '')
    .join('; ');
}
