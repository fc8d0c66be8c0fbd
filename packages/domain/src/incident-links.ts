import { z } from 'zod';
import { INCIDENT_LINK_KINDS } from './incident-link-kinds';
import { ZIncidentStatus } from './incident-status';
import { SIMILAR_INCIDENTS_LIMIT } from './similar-incidents';

/** The requests and answers of incident links (docs/api.md "Similar incidents and links"). */

export const ZIncidentLinkRequest = z.strictObject({
  linkedIncidentId: z.string().trim().min(1).max(100),
  kind: z.enum(INCIDENT_LINK_KINDS),
  reason: z.string().trim().max(2000).optional(),
  /** The candidates the panel showed when the choice was made (recorded to measure the ranking). */
  shown: z
    .array(z.strictObject({ id: z.string().max(100), band: z.enum(['likely', 'possible']) }))
    .max(SIMILAR_INCIDENTS_LIMIT)
    .optional(),
});
export type TIncidentLinkRequest = z.infer<typeof ZIncidentLinkRequest>;

export const ZIncidentLink = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_LINK_KINDS),
  /** 'from': this incident holds the link (it is the duplicate, or the report); 'to': the other one does. */
  direction: z.enum(['from', 'to']),
  reason: z.string().nullable(),
  incident: z.object({
    id: z.string(),
    incidentNumber: z.number().int().nullable(),
    status: ZIncidentStatus,
    incidentDate: z.string(),
    product: z.string(),
    partNumber: z.string(),
  }),
  createdBy: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TIncidentLink = z.infer<typeof ZIncidentLink>;
export const ZIncidentLinks = z.object({ items: z.array(ZIncidentLink) });
export type TIncidentLinks = z.infer<typeof ZIncidentLinks>;
