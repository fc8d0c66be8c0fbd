import { z } from 'zod';
import { IMPORT_TARGETS } from './incident-import-fields';
import { UNKNOWN_KINDS } from './incident-import-lookups';

/** The request and answer shapes of the import API (docs/api.md "Imports", decision 054). */

/** What a file imports: incidents, or one kind of reference data. */
export const IMPORT_KINDS = ['incidents', 'products', 'part-numbers', 'suppliers', 'locations'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ZImportKind = z.enum(IMPORT_KINDS, {
  error: `Kind must be one of ${IMPORT_KINDS.join(', ')}.`,
});

/** The reference-data imports' own targets (the others are the incident targets of the same name). */
export const REFERENCE_ONLY_TARGETS = ['name', 'code'] as const;
const MAPPING_KEYS = [...IMPORT_TARGETS, ...REFERENCE_ONLY_TARGETS] as const;
export type MappingKey = (typeof MAPPING_KEYS)[number];

const header = z.string().max(200).nullable().optional();
/** A target → the header of its column; targets left out (or null) are not imported. */
export const ZImportMapping = z.strictObject(
  Object.fromEntries(MAPPING_KEYS.map((key) => [key, header])) as Record<MappingKey, typeof header>,
);
export type TImportMapping = z.infer<typeof ZImportMapping>;

const ZResolution = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('create') }),
  z.strictObject({ action: z.literal('map'), to: z.string().min(1).max(1000) }),
]);
const resolutionsOf = z
  .record(z.string().max(1000), ZResolution)
  .refine((r) => Object.keys(r).length <= 5000, { error: 'At most 5000 resolutions of a kind.' });
export const ZImportResolutions = z.strictObject(
  Object.fromEntries(UNKNOWN_KINDS.map((kind) => [kind, resolutionsOf.optional()])) as Record<
    (typeof UNKNOWN_KINDS)[number],
    z.ZodOptional<typeof resolutionsOf>
  >,
);
export type TImportResolutions = z.infer<typeof ZImportResolutions>;

/** `POST /v1/imports/{id}/dry-run` and `…/run`: the mapping and what to do with unknown reference values. */
export const ZImportPlanRequest = z.strictObject({
  mapping: ZImportMapping,
  resolutions: ZImportResolutions.optional(),
});
export type TImportPlanRequest = z.infer<typeof ZImportPlanRequest>;

export const IMPORT_STATUSES = [
  'uploaded',
  'checked',
  'queued',
  'running',
  'done',
  'failed',
  'undone',
  'expired',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import uploaded or dry-run but never started expires after this many days: its file is deleted. */
export const UNSTARTED_IMPORT_DAYS = 7;
/** The statuses of an import that has not started (its file waits in storage for the run). */
export const UNSTARTED_IMPORT_STATUSES = ['uploaded', 'checked'] as const satisfies readonly ImportStatus[];

/** The moment before which an import not started by `now` has expired (ISO timestamp). */
export function unstartedImportCutoff(now: Date): string {
  return new Date(now.getTime() - UNSTARTED_IMPORT_DAYS * 86_400_000).toISOString();
}

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'Uploaded',
  checked: 'Checked',
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  undone: 'Undone',
  expired: 'Expired',
};

const ZCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZCounts>;

/** An import as the API answers it: its file, its state and, while it runs, its progress. */
export const ZImport = z.object({
  id: z.string(),
  kind: ZImportKind,
  fileName: z.string(),
  fileType: z.enum(['csv', 'xlsx']),
  fileSize: z.number().int(),
  headers: z.array(z.string()),
  status: z.enum(IMPORT_STATUSES),
  /** The rows the dry run counted (header excluded); null before it. */
  rowCount: z.number().int().nullable(),
  rowsDone: z.number().int(),
  counts: ZCounts,
  mapping: ZImportMapping.nullable(),
  createdBy: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Why a run failed as a whole (the report holds each refused row). */
  error: z.string().nullable(),
});
export type TImport = z.infer<typeof ZImport>;

/** `POST /v1/imports`: the import with the file's first rows and a proposed mapping. */
export const ZImportUpload = ZImport.extend({
  samples: z.array(z.array(z.string())),
  proposedMapping: ZImportMapping,
  /** The file is this product's own export (recognised by its headers). */
  ownExport: z.boolean(),
});
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const ZImportList = z.array(ZImport);

export const ZUnknownValue = z.object({
  kind: z.enum(UNKNOWN_KINDS),
  key: z.string(),
  /** How many rows name it, and the first of them. */
  rows: z.number().int(),
  firstLine: z.number().int(),
  description: z.string().optional(),
  product: z.string().optional(),
});
export type TUnknownValue = z.infer<typeof ZUnknownValue>;

/** A row as it would be stored (the preview), in words. */
export const ZImportPreviewRow = z.object({
  line: z.number().int(),
  outcome: z.enum(['create', 'update', 'unchanged']),
  externalReference: z.string(),
  incidentNumber: z.number().int().nullable(),
  status: z.string(),
  incidentDate: z.string(),
  product: z.string(),
  partNumber: z.string(),
  defectiveQuantity: z.number().nullable(),
  location: z.string(),
  description: z.string(),
  supplier: z.string(),
  reportedBy: z.string(),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZRefusedRow = z.object({
  line: z.number().int(),
  externalReference: z.string(),
  reasons: z.array(z.string()),
});
export type TRefusedRow = z.infer<typeof ZRefusedRow>;

/** `POST /v1/imports/{id}/dry-run`: what the import would do, changing nothing. */
export const ZImportDryRun = z.object({
  import: ZImport,
  rowCount: z.number().int(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
  preview: z.array(ZImportPreviewRow),
  refused: z.array(ZRefusedRow),
  /** Refused rows beyond those listed (the report after the run lists them all). */
  refusedMore: z.number().int(),
  unknowns: z.array(ZUnknownValue),
  unknownsMore: z.number().int(),
  /** The file's columns no target reads. */
  unusedColumns: z.array(z.string()),
  /** A reference-data import's first rows: what each adds (or leaves) in words. */
  referencePreview: z.array(
    z.object({ line: z.number().int(), outcome: z.enum(['create', 'unchanged']), label: z.string() }),
  ),
});
export type TImportDryRun = z.infer<typeof ZImportDryRun>;

/** A named mapping kept for the next file of the same shape. */
export const ZSavedMapping = z.object({
  id: z.string(),
  name: z.string(),
  kind: ZImportKind,
  mapping: ZImportMapping,
  createdAt: z.string(),
});
export type TSavedMapping = z.infer<typeof ZSavedMapping>;

export const ZCreateSavedMappingRequest = z.strictObject({
  name: z
    .string({ error: 'A name is required.' })
    .trim()
    .min(1, { error: 'A name is required.' })
    .max(100, { error: 'The name is longer than 100 characters.' }),
  kind: ZImportKind.default('incidents'),
  mapping: ZImportMapping,
});
export type TCreateSavedMappingRequest = z.infer<typeof ZCreateSavedMappingRequest>;
