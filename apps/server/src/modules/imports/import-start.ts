import { AppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import {
  type TImport,
  type TImportPlanRequest,
  UNSTARTED_IMPORT_DAYS,
} from '@qi/domain/incident-import-schemas';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { checkMapping, fullResolutions } from './import-plan';
import { type ImportRecord, presentImport } from './import-record';
import { findImport, moveImport } from './import-repository';

/** JSON with its keys sorted: two plans compare equal whatever order their keys were sent in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** The 409 an import in this status answers to a request to run it. */
export function notRunnable(record: Pick<ImportRecord, 'status'>): AppError {
  if (record.status === 'uploaded' || record.status === 'checked')
    return new AppError('CONFLICT', IMPORT_MSG.dryRunFirst);
  if (record.status === 'queued' || record.status === 'running')
    return new AppError('CONFLICT', IMPORT_MSG.alreadyRunning);
  if (record.status === 'expired') return new AppError('CONFLICT', IMPORT_MSG.expired(UNSTARTED_IMPORT_DAYS));
  return new AppError('CONFLICT', IMPORT_MSG.alreadyDone);
}

/**
 * POST /v1/imports/{id}/run for incidents: queues the run for the import job, with the plan of the last dry run
 * (the request must send the same mapping and resolutions: what the admin saw is what runs). Of two requests
 * at once exactly one queues it; the other gets 409.
 */
export async function queueIncidentImport(
  ctx: AppContext,
  record: ImportRecord,
  body: TImportPlanRequest,
): Promise<TImport> {
  if (record.status !== 'checked') throw notRunnable(record);
  const mapping = checkMapping('incidents', body.mapping, record.headers);
  const samePlan =
    canonical(mapping) === canonical(record.mapping) &&
    canonical(fullResolutions(body.resolutions)) === canonical(fullResolutions(record.resolutions));
  if (!samePlan) throw new AppError('CONFLICT', IMPORT_MSG.dryRunFirst);
  if (!(await moveImport(ctx.db, record.id, ['checked'], 'queued', { now: nowIso() }))) {
    const now = await findImport(ctx.db, record.id);
    throw notRunnable(now ?? record);
  }
  const queued = await findImport(ctx.db, record.id);
  if (!queued) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  return presentImport(queued);
}
