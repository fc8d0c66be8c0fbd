import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import {
  mapReferenceRow,
  type ReferenceItem,
  type ReferenceKind,
  type ReferenceState,
} from '@qi/domain/incident-import-reference-rows';
import type {
  TImport,
  TImportDryRun,
  TImportPlanRequest,
  TRefusedRow,
} from '@qi/domain/incident-import-schemas';
import { normaliseLabel } from '@qi/domain/incident-import-values';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { insertPartNumber, insertProduct, saveReferenceDocument } from '../reference/reference-repository';
import { insertSupplier } from '../suppliers/supplier-repository';
import { cellReader, checkMapping, loadImportReference, unusedColumns } from './import-plan';
import { type ImportRecord, presentImport } from './import-record';
import { findImport, moveImport, savePlan, saveProgress } from './import-repository';
import { type ImportRowEntry, insertImportRows } from './import-rows-repository';
import { dataRowBatches } from './import-scan';
import { notRunnable } from './import-start';

/** Reference data is bounded: a file of more rows than this is refused rather than held in one transaction. */
const MAX_REFERENCE_ROWS = 50_000;

async function referenceState(db: Db): Promise<ReferenceState> {
  const reference = await loadImportReference(db);
  const active = reference.products.filter((p) => p.active);
  return {
    products: new Set(reference.products.map((p) => normaliseLabel(p.name))),
    activeProducts: new Map(active.map((p) => [normaliseLabel(p.name), p.name])),
    partNumbers: new Set(reference.partNumbers.map((p) => normaliseLabel(p.id))),
    supplierCodes: new Set(reference.suppliers.map((s) => normaliseLabel(s.code))),
    locations: [...reference.locations],
  };
}

interface Scanned {
  line: number;
  result: ReturnType<typeof mapReferenceRow>;
}

/** Every row of the file against the reference data (and the rows before it). */
async function scan(ctx: AppContext, db: Db, record: ImportRecord, body: TImportPlanRequest) {
  const kind = record.kind as ReferenceKind;
  const mapping = checkMapping(kind, body.mapping, record.headers);
  const read = cellReader(mapping, record.headers);
  const state = await referenceState(db);
  const rows: Scanned[] = [];
  for await (const batch of dataRowBatches(ctx, record)) {
    for (const row of batch)
      rows.push({ line: row.line, result: mapReferenceRow(kind, read(row.cells), state) });
    if (rows.length > MAX_REFERENCE_ROWS)
      throw new AppError('VALIDATION', `A reference-data file may have at most ${MAX_REFERENCE_ROWS} rows.`);
  }
  return { mapping, state, rows };
}

/** POST /v1/imports/{id}/dry-run for reference data: what each row would add, changing nothing. */
export async function dryRunReference(
  ctx: AppContext,
  record: ImportRecord,
  body: TImportPlanRequest,
): Promise<TImportDryRun> {
  const { mapping, rows } = await scan(ctx, ctx.db, record, body);
  const refused: TRefusedRow[] = [];
  const counts = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  const referencePreview: TImportDryRun['referencePreview'] = [];
  for (const { line, result } of rows) {
    counts[result.outcome] += 1;
    if (result.outcome === 'refuse') {
      if (refused.length < 200)
        refused.push({ line, externalReference: result.label, reasons: result.reasons });
    } else if (referencePreview.length < 50) {
      referencePreview.push({ line, outcome: result.outcome, label: result.label });
    }
  }
  const saved = await savePlan(ctx.db, record.id, {
    mapping,
    resolutions: null,
    unknowns: [],
    rowCount: rows.length,
    maxIncidentNumber: null,
    now: nowIso(),
  });
  if (!saved) throw notRunnable(record);
  const updated = (await findImport(ctx.db, record.id)) ?? record;
  return {
    import: presentImport(updated),
    rowCount: rows.length,
    counts,
    preview: [],
    refused,
    refusedMore: Math.max(0, counts.refuse - refused.length),
    unknowns: [],
    unknownsMore: 0,
    unusedColumns: unusedColumns(mapping, record.headers),
    referencePreview,
  };
}

/** Adds one item with the history entry its Administration tab writes. */
async function addItem(trx: Db, item: ReferenceItem, actorId: string, now: string): Promise<void> {
  const history = (entityId: string, action: string, changes: Record<string, unknown>) =>
    insertHistory(trx, { entityType: 'reference', entityId, actorId, action, changes, now });
  if (item.kind === 'products') {
    const id = randomUUID();
    await insertProduct(trx, { id, name: item.name, now });
    await history(`products/${id}`, 'product-added', { name: item.name });
  } else if (item.kind === 'part-numbers') {
    await insertPartNumber(trx, { ...item, now });
    await history(`partNumbers/${item.id}`, 'part-number-added', {
      description: item.description,
      product: item.product,
    });
  } else if (item.kind === 'suppliers') {
    const supplier = { id: randomUUID(), name: item.name, code: item.code, active: true };
    await insertSupplier(trx, supplier, now);
    await history(`suppliers/${supplier.id}`, 'supplier-added', { name: item.name, code: item.code });
  }
}

/**
 * POST /v1/imports/{id}/run for reference data: applies the file in one transaction (bounded data), checked
 * again against the reference data as it is now, with a report row for every row. 409 unless a dry run came first.
 */
export async function applyReferenceImport(
  ctx: AppContext,
  auth: AuthContext,
  record: ImportRecord,
  body: TImportPlanRequest,
): Promise<TImport> {
  if (record.status !== 'checked') throw notRunnable(record);
  const now = nowIso();
  const actorId = auth.user.user_id;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveImport(trx, record.id, ['checked'], 'running', { now, startedAt: now })))
      throw notRunnable((await findImport(trx, record.id)) ?? record);
    const { state, rows } = await scan(ctx, trx, record, body);
    const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    const report: ImportRowEntry[] = [];
    const empty = { incidentId: null, incidentNumber: null, versionAfter: null, previous: null };
    for (const { line, result } of rows) {
      const base = { ...empty, line, externalReference: result.label };
      if (result.outcome === 'refuse') {
        counts.refused += 1;
        report.push({ ...base, outcome: 'refused', reasons: result.reasons });
      } else if (result.outcome === 'unchanged') {
        counts.unchanged += 1;
        report.push({ ...base, outcome: 'unchanged', reasons: null });
      } else {
        counts.created += 1;
        report.push({ ...base, outcome: 'created', reasons: null });
        await addItem(trx, result.item, actorId, now);
      }
    }
    if (record.kind === 'locations' && counts.created > 0) {
      await saveReferenceDocument(trx, 'locations', state.locations, now);
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: 'locations',
        actorId,
        action: 'locations-updated',
        changes: { imported: counts.created },
        now,
      });
    }
    await insertImportRows(trx, record.id, report);
    await saveProgress(trx, record.id, { rowsDone: rows.length, ...counts }, now);
    await moveImport(trx, record.id, ['running'], 'done', { now, finishedAt: now, error: null });
  });
  await ctx.storage.delete(record.fileKey).catch(() => undefined);
  const done = await findImport(ctx.db, record.id);
  if (!done) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  return presentImport(done);
}
