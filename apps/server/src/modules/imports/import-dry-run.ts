import { AppError } from '@qi/domain/app-error';
import {
  createImportLookups,
  type ImportReferenceData,
  type UnknownValue,
} from '@qi/domain/incident-import-lookups';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import type { ImportedIncident } from '@qi/domain/incident-import-row';
import {
  type TImportDryRun,
  type TImportPlanRequest,
  type TImportPreviewRow,
  type TRefusedRow,
  UNSTARTED_IMPORT_DAYS,
} from '@qi/domain/incident-import-schemas';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { newFileState, planBatch } from './import-batch';
import { cellReader, checkMapping, fullResolutions, loadImportReference, unusedColumns } from './import-plan';
import { type CountedUnknown, type ImportRecord, presentImport } from './import-record';
import { findImport, savePlan } from './import-repository';
import { dataRowBatches } from './import-scan';

/** How much of a dry run the answer lists (the counts cover every row; the run's report lists them all). */
const PREVIEW_ROWS = 20;
const REFUSED_ROWS = 200;
const UNKNOWN_VALUES = 1000;

/** The import, or 404; 409 once it has started (a dry run changes what the run will do). */
export async function importToPlan(ctx: AppContext, id: string): Promise<ImportRecord> {
  const record = await findImport(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  if (record.status === 'queued' || record.status === 'running')
    throw new AppError('CONFLICT', IMPORT_MSG.alreadyRunning);
  if (record.status === 'expired') throw new AppError('CONFLICT', IMPORT_MSG.expired(UNSTARTED_IMPORT_DAYS));
  if (record.status !== 'uploaded' && record.status !== 'checked')
    throw new AppError('CONFLICT', IMPORT_MSG.alreadyDone);
  return record;
}

/** A row in words, as the preview shows it. */
function previewRow(
  line: number,
  outcome: TImportPreviewRow['outcome'],
  incident: ImportedIncident,
  reference: ImportReferenceData,
  auth: AuthContext,
): TImportPreviewRow {
  const supplier = incident.supplierId?.startsWith('new:')
    ? incident.supplierId.slice(4)
    : (reference.suppliers.find((s) => s.id === incident.supplierId)?.name ?? '');
  const reporter = reference.users.find((u) => u.user_id === incident.reporterId)?.name;
  const nodes = [
    incident.incidentLocation,
    incident.category,
    incident.subcategory,
    incident.furtherSubcategory,
  ];
  return {
    line,
    outcome,
    externalReference: incident.externalReference,
    incidentNumber: incident.incidentNumber,
    status: INCIDENT_STATUS_LABELS[incident.status],
    incidentDate: incident.incidentDate,
    product: incident.product,
    partNumber: incident.partNumber,
    defectiveQuantity: incident.defectiveQuantity,
    location: nodes.flatMap((n) => (n ? [n.title] : [])).join(' › '),
    description:
      incident.description.length > 200 ? `${incident.description.slice(0, 199)}…` : incident.description,
    supplier,
    reportedBy: reporter ?? incident.originalReporter ?? auth.user.name,
  };
}

/**
 * POST /v1/imports/{id}/dry-run for incidents: every row checked as the run would write it, nothing written but
 * the plan itself (mapping, resolutions, the unknown values with what creating them needs), which the run then
 * follows. The file is read as a stream, a batch at a time.
 */
export async function dryRunIncidents(
  ctx: AppContext,
  auth: AuthContext,
  record: ImportRecord,
  body: TImportPlanRequest,
): Promise<TImportDryRun> {
  const mapping = checkMapping('incidents', body.mapping, record.headers);
  const resolutions = fullResolutions(body.resolutions);
  const reference = await loadImportReference(ctx.db);
  const lookups = createImportLookups(reference, resolutions);
  const read = cellReader(mapping, record.headers);
  const today = ctx.today();
  const state = newFileState();
  const counts = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  const preview: TImportPreviewRow[] = [];
  const refused: TRefusedRow[] = [];
  const unknowns = new Map<string, CountedUnknown>();
  let unknownsMore = 0;
  let rowCount = 0;
  let maxIncidentNumber: number | null = null;
  const note = (unknown: UnknownValue, line: number) => {
    const key = `${unknown.kind}:${unknown.key}`;
    const counted = unknowns.get(key);
    if (counted) counted.rows += 1;
    else if (unknowns.size < UNKNOWN_VALUES) unknowns.set(key, { ...unknown, rows: 1, firstLine: line });
    else unknownsMore += 1;
  };
  for await (const batch of dataRowBatches(ctx, record)) {
    const rows = batch.map((row) => ({ line: row.line, cells: read(row.cells) }));
    for (const plan of await planBatch(ctx.db, rows, lookups, today, state)) {
      rowCount += 1;
      for (const unknown of plan.unknowns) note(unknown, plan.line);
      if (plan.outcome === 'refuse') {
        counts.refuse += 1;
        if (refused.length < REFUSED_ROWS) refused.push(plan);
        continue;
      }
      counts[plan.outcome] += 1;
      const n = plan.incident.incidentNumber;
      if (n !== null && (maxIncidentNumber === null || n > maxIncidentNumber)) maxIncidentNumber = n;
      if (preview.length < PREVIEW_ROWS)
        preview.push(previewRow(plan.line, plan.outcome, plan.incident, reference, auth));
    }
  }
  const saved = await savePlan(ctx.db, record.id, {
    mapping,
    resolutions,
    unknowns: [...unknowns.values()],
    rowCount,
    maxIncidentNumber,
    now: nowIso(),
  });
  if (!saved) throw new AppError('CONFLICT', IMPORT_MSG.alreadyRunning);
  const updated = (await findImport(ctx.db, record.id)) ?? record;
  return {
    import: presentImport(updated),
    rowCount,
    counts,
    preview,
    refused: refused.map(({ line, externalReference, reasons }) => ({ line, externalReference, reasons })),
    refusedMore: Math.max(0, counts.refuse - refused.length),
    unknowns: [...unknowns.values()].map(({ kind, key, rows, firstLine, description, product }) => ({
      kind,
      key,
      rows,
      firstLine,
      ...(description !== undefined ? { description } : {}),
      ...(product !== undefined ? { product } : {}),
    })),
    unknownsMore,
    unusedColumns: unusedColumns(mapping, record.headers),
    referencePreview: [],
  };
}
