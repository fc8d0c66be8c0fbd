import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { proposeImportMapping } from '@qi/domain/incident-import-mapping';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { proposeReferenceMapping } from '@qi/domain/incident-import-reference-rows';
import type {
  TCreateSavedMappingRequest,
  TImport,
  TImportDryRun,
  TImportPlanRequest,
  TImportUpload,
  TSavedMapping,
} from '@qi/domain/incident-import-schemas';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { conflictAs } from '../reference/reference-service';
import { dryRunIncidents, importToPlan } from './import-dry-run';
import { presentImport } from './import-record';
import { deleteSavedMapping, findImport, insertSavedMapping, listImports } from './import-repository';
import { queueIncidentImport } from './import-start';
import { applyReferenceImport, dryRunReference } from './reference-import';

/** The imports the Import tab lists: the latest ones. */
const LISTED = 50;

export async function findImports(ctx: AppContext): Promise<TImport[]> {
  return (await listImports(ctx.db, LISTED)).map(presentImport);
}

/** One import with its first rows and the mapping proposed for them (the tab can pick up where it was). */
export async function findImportDetail(ctx: AppContext, id: string): Promise<TImportUpload> {
  const record = await findImport(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  const proposal =
    record.kind === 'incidents'
      ? proposeImportMapping(record.headers, record.samples)
      : { mapping: proposeReferenceMapping(record.kind, record.headers), ownExport: false };
  return {
    ...presentImport(record),
    samples: record.samples,
    proposedMapping: proposal.mapping,
    ownExport: proposal.ownExport,
  };
}

export async function dryRunImport(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TImportPlanRequest,
): Promise<TImportDryRun> {
  const record = await importToPlan(ctx, id);
  return record.kind === 'incidents'
    ? dryRunIncidents(ctx, auth, record, body)
    : dryRunReference(ctx, record, body);
}

/** Incidents: queued for the job (progress from GET); reference data: applied at once. */
export async function runImport(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TImportPlanRequest,
): Promise<TImport> {
  const record = await findImport(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  return record.kind === 'incidents'
    ? queueIncidentImport(ctx, record, body)
    : applyReferenceImport(ctx, auth, record, body);
}

export async function addSavedMapping(
  ctx: AppContext,
  auth: AuthContext,
  input: TCreateSavedMappingRequest,
): Promise<TSavedMapping> {
  const mapping: TSavedMapping = {
    id: randomUUID(),
    name: input.name,
    kind: input.kind,
    mapping: Object.fromEntries(Object.entries(input.mapping).filter(([, header]) => header)),
    createdAt: nowIso(),
  };
  await conflictAs(IMPORT_MSG.mappingNameTaken, () => insertSavedMapping(ctx.db, mapping, auth.user.user_id));
  return mapping;
}

export async function removeSavedMapping(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteSavedMapping(ctx.db, id))) throw new AppError('NOT_FOUND', IMPORT_MSG.mappingNotFound);
}
