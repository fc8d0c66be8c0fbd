import { z } from 'zod';
import { ZAttachment } from './attachments';
import { ZDisposition, ZDispositionStatus } from './disposition';
import { ZIncidentStatus } from './incident-status';
import { CREATE_INCIDENT_ACTIONS, ZIncidentAction } from './incident-transitions';
import { ZDefectiveQuantity } from './number-bounds';
import { ZRecordVersion } from './record-version';
import { ZCategory, ZFurtherSubcategory, ZLocation, ZSubcategory } from './reference-data';
import { ZSeverity } from './severity';

const text = (max: number) => z.string().max(max);

/**
 * The fields a person fills in on the incident form (docs/product.md §3). Shapes only: the rules and messages of docs/product.md §5
 * live in incident-form.ts and are applied on top (client and server).
 */
export const ZIncidentFields = z.object({
  incidentDate: text(10),
  product: text(200),
  partNumber: text(100),
  defectiveQuantity: ZDefectiveQuantity.nullable(),
  grnNumber: text(100),
  orderNumber: text(100),
  incidentLocation: ZLocation.nullable(),
  category: ZCategory.nullable(),
  subcategory: ZSubcategory.nullable(),
  furtherSubcategory: ZFurtherSubcategory.nullable(),
  description: text(20_000),
  attachments: z.array(ZAttachment).max(100),
  investigationId: z.string().max(200).nullable(),
  incidentJustified: z.boolean().nullable(),
  /** Set by quality when acknowledging (severity.ts); null before. */
  severity: ZSeverity.nullable(),
  /** A supplier's id (supplier.ts), optional. */
  supplierId: z.string().max(200).nullable(),
});
export type TIncidentFields = z.infer<typeof ZIncidentFields>;

/** docs/product.md §3 Incident, as the API returns it. */
export const ZIncident = ZIncidentFields.extend({
  id: z.string(),
  /** Assigned by the server on first submission; null before. */
  incidentNumber: z.number().int().nullable(),
  reportedBy: z.string(),
  status: ZIncidentStatus,
  rejectReason: z.string().nullable(),
  pendingUpdateReason: z.string().nullable(),
  /** Always in the server's answers; a save sends it back (record-version.ts). */
  version: ZRecordVersion.optional(),
  /** 'awaiting', 'decided' or 'approved' (disposition.ts); in every server answer. */
  dispositionStatus: ZDispositionStatus.optional(),
  /** The disposition's lines and who proposed and approved it: in the answers about one incident. */
  disposition: ZDisposition.optional(),
  /**
   * Where an imported incident came from (decision 054): its external reference and, when its reporter was not
   * a user, the reporter's name as the file gave it. In the answer about one incident; null when not imported.
   */
  importedFrom: z
    .object({ externalReference: z.string(), originalReporter: z.string().nullable() })
    .nullable()
    .optional(),
  /** Server-computed from its investigation: the earliest open due date and how many days it is past. */
  dueDate: z.string().nullable().optional(),
  daysOverdue: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The milestones (incident-measures.ts): ISO timestamps, null until reached; in every server answer. */
  submittedAt: z.string().nullable().optional(),
  acknowledgedAt: z.string().nullable().optional(),
  investigationCompletedAt: z.string().nullable().optional(),
  closedAt: z.string().nullable().optional(),
});
export type TIncident = z.infer<typeof ZIncident>;

/**
 * The create and submit requests' `similarChecked` (decision 052): true when the reporter's form showed the
 * similar-incidents check before sending; absent or false, the server checks the submission on arrival.
 */
export const ZSimilarChecked = z.boolean().optional();

/** `POST /v1/incidents`: the form fields and whether to save a draft or submit. */
export const ZCreateIncidentRequest = ZIncidentFields.extend({
  action: z.enum(CREATE_INCIDENT_ACTIONS, { error: 'Action must be save-draft or submit.' }),
  similarChecked: ZSimilarChecked,
});
export type TCreateIncidentRequest = z.infer<typeof ZCreateIncidentRequest>;

/**
 * `PUT /v1/incidents/{id}`: an action plus any incident fields (what is left out keeps its value). Reject needs
 * rejectReason, request-more-information needs pendingUpdateReason, start/reassign need investigationId.
 */
export const ZUpdateIncidentRequest = ZIncidentFields.partial().extend({
  action: ZIncidentAction,
  rejectReason: z.string().max(5000).nullable().optional(),
  pendingUpdateReason: z.string().max(5000).nullable().optional(),
  /** The version the client read: a stale one is refused with 409 (left out: no check, see docs/api.md). */
  version: ZRecordVersion.optional(),
});
export type TUpdateIncidentRequest = z.infer<typeof ZUpdateIncidentRequest>;

/** An empty incident form (docs/product.md §2 Report an Incident). */
export function emptyIncidentFields(): TIncidentFields {
  return {
    incidentDate: '',
    product: '',
    partNumber: '',
    defectiveQuantity: null,
    grnNumber: '',
    orderNumber: '',
    incidentLocation: null,
    category: null,
    subcategory: null,
    furtherSubcategory: null,
    description: '',
    attachments: [],
    investigationId: null,
    incidentJustified: null,
    severity: null,
    supplierId: null,
  };
}

/** Older data: prefixed names for part, quantity, GRN and order (docs/product.md §3), most preferred first. */
export const LEGACY_INCIDENT_FIELDS: Record<
  'partNumber' | 'defectiveQuantity' | 'grnNumber' | 'orderNumber',
  string[]
> = {
  partNumber: ['assemblyPartNumber', 'componentPartNumber'],
  defectiveQuantity: [
    'assemblyDefectiveQuantity',
    'assemblyQuantity',
    'componentDefectiveQuantity',
    'componentQuantity',
  ],
  grnNumber: ['assemblyGrnNumber', 'componentGrnNumber'],
  orderNumber: ['assemblyOrderNumber', 'componentOrderNumber'],
};

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Maps older assembly- and component-prefixed fields to the unprefixed names and removes them. An unprefixed value that is
 * present (not undefined, null or '') wins; otherwise the first present legacy value (assembly before component).
 * A numeric-string quantity becomes a number.
 */
export function normaliseIncident<T extends Record<string, unknown>>(raw: T): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [field, legacy] of Object.entries(LEGACY_INCIDENT_FIELDS)) {
    if (!isPresent(out[field])) {
      const source = legacy.find((name) => isPresent(raw[name]));
      if (source) out[field] = raw[source];
    }
    for (const name of legacy) delete out[name];
  }
  const quantity = out.defectiveQuantity;
  if (typeof quantity === 'string' && quantity.trim() !== '' && Number.isFinite(Number(quantity))) {
    out.defectiveQuantity = Number(quantity);
  }
  return out;
}

/** docs/product.md §3: `files` and `incidentAcknowledged` live on the form only and are dropped before saving. */
export function stripIncidentFormOnlyFields<T extends object>(
  values: T,
): Omit<T, 'files' | 'incidentAcknowledged'> {
  const {
    files: _files,
    incidentAcknowledged: _ack,
    ...rest
  } = values as T & {
    files?: unknown;
    incidentAcknowledged?: unknown;
  };
  return rest as Omit<T, 'files' | 'incidentAcknowledged'>;
}
