import { z } from 'zod';
import { ZIncident } from './incident';
import { ZDistinctValue } from './incident-list-query';
import { ZIncidentStatus } from './incident-status';
import { ZInvestigation, ZInvestigationStatus } from './investigation';
import { ZProfile } from './profile';
import { ZLocationTree, ZPartNumberItem, ZProductItem, ZTemplateAttachment } from './reference-data';
import { ZReport } from './report';
import { ZSupplier } from './supplier';
import { ZUser, ZUserName } from './user';

/**
 * The answers of the API's reads and writes that are composed of several domain shapes, as the OpenAPI
 * document declares them (the server's `config.contract.answer`) and generated clients type them.
 */

/** An incident as every answer about one incident gives it: with its investigation's status. */
export const ZIncidentAnswer = ZIncident.extend({ investigationStatus: ZInvestigationStatus.nullable() });

/** `GET /v1/incidents`: one page; `total` is the count's limit when `totalCapped` (list-total.ts). */
export const ZIncidentPage = z.object({
  items: z.array(ZIncidentAnswer),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  rowsPerPage: z.number().int(),
});

export const ZDistinctValues = z.array(ZDistinctValue);

/** One entry of an incident's or an investigation's history (history.ts). */
export const ZHistoryEntry = z.object({
  id: z.string(),
  actor: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export const ZHistory = z.array(ZHistoryEntry);

/** An investigation with the incidents it covers. */
export const ZInvestigationAnswer = ZInvestigation.extend({
  created_at: z.string(),
  updated_at: z.string(),
  relatedIncidents: z.array(
    z.object({ id: z.string(), incidentNumber: z.number().int().nullable(), status: ZIncidentStatus }),
  ),
});

/** `GET /v1/investigations`: one page of the list. */
export const ZInvestigationPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      status: ZInvestigationStatus,
      incidentDescription: z.string(),
      incidentNumbers: z.array(z.number().int()),
      updated_at: z.string(),
      dueDate: z.string().nullable(),
      daysOverdue: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  rowsPerPage: z.number().int(),
});

export const ZReports = z.array(ZReport);

/** `GET /v1/self`: the caller, their profile, their own recent incidents and the reports. */
export const ZSelf = z.object({
  user: ZUser,
  profile: ZProfile,
  incidents: z.array(ZIncidentAnswer),
  reports: ZReports,
});

/** `GET /v1/data`: the bounded data every page needs (users' names, reference data, reports). */
export const ZBulkData = z.object({
  users: z.array(ZUserName),
  profile: ZProfile,
  reports: ZReports,
  products: z.array(ZProductItem),
  partNumbers: z.array(ZPartNumberItem),
  /** Part number id → its description. */
  partNumberMap: z.record(z.string(), z.string()),
  suppliers: z.array(ZSupplier),
  locations: ZLocationTree,
  templates: z.array(ZTemplateAttachment),
});
