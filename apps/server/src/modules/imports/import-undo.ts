import { AppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import type { TImport } from '@qi/domain/incident-import-schemas';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { type HistoryEntry, insertHistoryEntries } from '../history/history-repository';
import { incidentChanges } from '../incidents/incident-changes';
import { updateIncident } from '../incidents/incident-repository';
import { presentImport } from './import-record';
import { findImport, moveImport } from './import-repository';
import {
  deleteIncidents,
  findIncidents,
  type ImportRowEntry,
  incidentVersions,
  listImportRows,
  saveReferences,
} from './import-rows-repository';

const PAGE = 500;
/** How many changed incidents the refusal names. */
const NAMED = 5;

/** The rows that wrote an incident, page by page in line order. */
async function* writtenRows(trx: Db, importId: string): AsyncGenerator<ImportRowEntry[]> {
  let after = 0;
  for (;;) {
    const rows = await listImportRows(trx, importId, after, PAGE);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.line;
    const written = rows.filter((r) => (r.outcome === 'created' || r.outcome === 'updated') && r.incidentId);
    if (written.length > 0) yield written;
  }
}

function refusal(status: string): AppError {
  if (status === 'undone') return new AppError('CONFLICT', IMPORT_MSG.alreadyUndone);
  if (status === 'queued' || status === 'running') return new AppError('CONFLICT', IMPORT_MSG.stillRunning);
  return new AppError('CONFLICT', IMPORT_MSG.notRun);
}

/**
 * POST /v1/imports/{id}/undo: takes a whole import back in one transaction, while none of its incidents has
 * changed since it wrote them (each one's version is still the one the import left): the incidents it created
 * are deleted, those it updated get their earlier values back (with a history entry), and the references
 * return to what they were. Otherwise 409 naming the changed incidents, and nothing is changed.
 */
export async function undoImport(ctx: AppContext, auth: AuthContext, id: string): Promise<TImport> {
  const record = await findImport(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  if (record.kind !== 'incidents') throw new AppError('CONFLICT', IMPORT_MSG.notUndoable);
  if (record.status !== 'done' && record.status !== 'failed') throw refusal(record.status);
  const now = nowIso();
  const actorId = auth.user.user_id;
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveImport(trx, id, ['done', 'failed'], 'undone', { now, undoneBy: actorId });
    if (!moved) throw refusal((await findImport(trx, id))?.status ?? 'undone');
    // First every version (locked where rows lock), then the changes: a refusal leaves everything as it was.
    const changed: string[] = [];
    for await (const rows of writtenRows(trx, id)) {
      const versions = await incidentVersions(
        trx,
        rows.map((r) => r.incidentId!),
        locksRows(ctx.dbKind),
      );
      for (const row of rows) {
        const current = versions.get(row.incidentId!);
        if (current?.version === row.versionAfter) continue;
        const number = current?.incidentNumber ?? row.incidentNumber;
        changed.push(number === null ? row.externalReference : `#${number}`);
      }
    }
    if (changed.length > 0) {
      const named = changed.slice(0, NAMED).join(', ') + (changed.length > NAMED ? ', …' : '');
      throw new AppError('CONFLICT', IMPORT_MSG.changedSince(changed.length, named));
    }
    for await (const rows of writtenRows(trx, id)) {
      await deleteIncidents(
        trx,
        rows.filter((r) => r.outcome === 'created').map((r) => r.incidentId!),
      );
      const updated = rows.filter((r) => r.outcome === 'updated' && r.previous);
      const current = await findIncidents(
        trx,
        updated.map((r) => r.incidentId!),
      );
      const history: HistoryEntry[] = [];
      for (const row of updated) {
        const before = current.get(row.incidentId!);
        const previous = row.previous!;
        if (!before) continue;
        const restored = { ...previous.incident, updated_at: now };
        await updateIncident(trx, restored, before.version ?? 1);
        history.push({
          entityType: 'incident',
          entityId: before.id,
          actorId,
          action: 'import-undone',
          fromStatus: before.status,
          toStatus: restored.status,
          changes: incidentChanges(before, restored),
          reason: `Import ${id} of "${record.fileName}" undone`,
          now,
        });
      }
      await saveReferences(
        trx,
        updated.map((r) => ({
          externalReference: r.externalReference,
          incidentId: r.incidentId!,
          rowHash: r.previous!.rowHash,
          originalReporter: r.previous!.originalReporter,
          importId: r.previous!.importId,
        })),
      );
      await insertHistoryEntries(trx, history);
    }
  });
  const undone = await findImport(ctx.db, id);
  if (!undone) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  return presentImport(undone);
}
