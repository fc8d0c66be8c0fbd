import { AppError } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import { todayIso } from '@qi/domain/dates';
import { normaliseIncident, stripIncidentFormOnlyFields, type TIncidentFields } from '@qi/domain/incident';
import { parseDefectiveQuantity, validateIncidentForm } from '@qi/domain/incident-form';
import type { IncidentStatus } from '@qi/domain/incident-status';
import {
  STATUS_REQUEST_MSG,
  ZIncidentCreateInput,
  ZIncidentUpdateInput,
} from '@qi/domain/incident-status-request';
import { offeredLocations } from '@qi/domain/location-retire';
import { offeredReference, type TLocation, ZLocationTree } from '@qi/domain/reference-data';
import { ZSigningFields } from '@qi/domain/signatures';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { findReferenceDocument, listPartNumbers, listProducts } from '../reference/reference-repository';
import type { IncidentRecord, Labelled } from './incident-record';

/**
 * Fields of a whole incident that a client may send back but that only the server sets: ignored. `status` is
 * not among them: it is the specification's way of asking for a transition (incident-status-request.ts).
 */
const SERVER_FIELDS = [
  'id',
  'incidentNumber',
  'reportedBy',
  'created_at',
  'updated_at',
  'investigationStatus',
  'dispositionStatus',
  'disposition',
  'importedFrom',
  'submittedAt',
  'acknowledgedAt',
  'investigationCompletedAt',
  'closedAt',
  'dueDate',
  'daysOverdue',
];

/**
 * Accepts a form as the browser holds it: older prefixed fields are normalised (docs/product.md §3), the form-only
 * `files` and `incidentAcknowledged` dropped, server-set fields ignored. Anything else unknown is refused.
 */
function prepare(ignored: readonly string[]) {
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const out = stripIncidentFormOnlyFields(normaliseIncident(value as Record<string, unknown>)) as Record<
      string,
      unknown
    >;
    for (const key of ignored) delete out[key];
    return out;
  };
}

/** Either form names what to do: the requested `status` or an `action` (422 when neither is sent). */
const actionOrStatus = (value: { action?: unknown; status?: unknown }) =>
  value.action !== undefined || value.status !== undefined;
const actionOrStatusIssue = { message: STATUS_REQUEST_MSG.actionOrStatus, path: ['status'] };

export const ZCreateIncidentBody = z.preprocess(
  prepare([...SERVER_FIELDS, 'rejectReason', 'pendingUpdateReason', 'version']),
  ZIncidentCreateInput.strict().refine(actionOrStatus, actionOrStatusIssue),
);
/** Closing signs (the password) and editing a closed incident may need a reason for change (signatures.ts). */
export const ZUpdateIncidentBody = z.preprocess(
  prepare(SERVER_FIELDS),
  ZIncidentUpdateInput.extend({
    signature: ZSigningFields.shape.signature,
    reasonForChange: ZSigningFields.shape.reasonForChange,
  })
    .strict()
    .refine(actionOrStatus, actionOrStatusIssue),
);
export type TCreateIncidentBody = z.output<typeof ZCreateIncidentBody>;
export type TUpdateIncidentBody = z.output<typeof ZUpdateIncidentBody>;

/** What the form may change on an incident (status, reasons, numbers and links are the server's). */
export type FormFields = Pick<
  IncidentRecord,
  | 'incidentDate'
  | 'product'
  | 'partNumber'
  | 'defectiveQuantity'
  | 'grnNumber'
  | 'orderNumber'
  | 'incidentLocation'
  | 'category'
  | 'subcategory'
  | 'furtherSubcategory'
  | 'description'
  | 'attachments'
  | 'incidentJustified'
>;

export interface FormReference {
  products: string[];
  partNumbers: string[];
  locations: TLocation[];
}

/**
 * The products and part numbers a form may name: the active ones, and the incident's own when they have since
 * been retired (docs/decisions/038-reference-rename-and-retire.md).
 */
export async function loadFormReference(
  db: Db,
  current?: Pick<
    FormFields,
    'product' | 'partNumber' | 'incidentLocation' | 'category' | 'subcategory' | 'furtherSubcategory'
  > | null,
): Promise<FormReference> {
  const [products, partNumbers, locations] = await Promise.all([
    listProducts(db),
    listPartNumbers(db),
    findReferenceDocument(db, 'locations'),
  ]);
  const tree = ZLocationTree.safeParse(locations);
  return {
    products: offeredReference(products, (p) => p.name, current?.product),
    partNumbers: offeredReference(partNumbers, (p) => p.id, current?.partNumber),
    // Retired location nodes are offered only on the path the incident already has.
    locations: offeredLocations(tree.success ? tree.data : [], {
      incidentLocation: current?.incidentLocation?.id,
      category: current?.category?.id,
      subcategory: current?.subcategory?.id,
      furtherSubcategory: current?.furtherSubcategory?.id,
    }),
  };
}

/** Today for the "no future dates" rule: the server's calendar day in UTC. */
export function serverToday(): string {
  return todayIso('UTC');
}

type Incoming = Partial<TIncidentFields>;
const node = (n: { id: string; title: string } | null | undefined): Labelled | null =>
  n ? { id: n.id, title: n.title } : null;

/** The stored values merged with what the request sends (left-out fields keep their value). */
export function mergeForm(current: FormFields | null, body: Incoming): Incoming {
  const base: Incoming = current
    ? {
        ...current,
        incidentLocation: current.incidentLocation && { ...current.incidentLocation, categories: [] },
        category: current.category && { ...current.category, subcategories: [] },
        subcategory: current.subcategory && { ...current.subcategory, furtherSubcategories: [] },
        furtherSubcategory: current.furtherSubcategory,
      }
    : {};
  const merged: Incoming = { ...base };
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The chosen tree nodes as they are in the current tree (titles from the tree, unused levels cleared). */
function resolveTree(values: Incoming, tree: readonly TLocation[]) {
  const location = tree.find((l) => l.id === values.incidentLocation?.id);
  const category = location?.categories.find((c) => c.id === values.category?.id);
  const subcategory = category?.subcategories.find((s) => s.id === values.subcategory?.id);
  const further = subcategory?.furtherSubcategories.find((f) => f.id === values.furtherSubcategory?.id);
  return {
    incidentLocation: node(location),
    category: node(category),
    subcategory: node(subcategory),
    furtherSubcategory: node(further),
  };
}

/**
 * docs/product.md §5 on the merged form (422 with every issue, the first as the message), then the values to store:
 * trimmed texts, the quantity as a number, the location levels as they are in the tree.
 */
export function validateForm(
  values: Incoming,
  options: {
    mode: 'report' | 'update';
    status?: IncidentStatus;
    reference: FormReference;
    investigationId?: string | null;
  },
): FormFields {
  const issues = validateIncidentForm(
    {
      incidentDate: values.incidentDate ?? '',
      product: values.product ?? '',
      partNumber: values.partNumber ?? '',
      defectiveQuantity: values.defectiveQuantity ?? null,
      grnNumber: values.grnNumber ?? '',
      orderNumber: values.orderNumber ?? '',
      incidentLocation: values.incidentLocation ?? null,
      category: values.category ?? null,
      subcategory: values.subcategory ?? null,
      furtherSubcategory: values.furtherSubcategory ?? null,
      description: values.description ?? '',
      investigationId: options.investigationId ?? null,
    },
    {
      today: serverToday(),
      mode: options.mode,
      status: options.status,
      locations: options.reference.locations,
      products: options.reference.products,
      partNumbers: options.reference.partNumbers,
    },
  );
  if (issues.length > 0) throw new AppError('VALIDATION', issues[0]!.message, issues);
  return {
    incidentDate: (values.incidentDate ?? '').trim(),
    product: (values.product ?? '').trim(),
    partNumber: (values.partNumber ?? '').trim(),
    defectiveQuantity: parseDefectiveQuantity(values.defectiveQuantity),
    grnNumber: (values.grnNumber ?? '').trim(),
    orderNumber: (values.orderNumber ?? '').trim(),
    ...resolveTree(values, options.reference.locations),
    description: values.description ?? '',
    attachments: (values.attachments ?? []).map((a: TAttachment) => ({ ...a, url: '' })),
    incidentJustified: values.incidentJustified ?? null,
  };
}
