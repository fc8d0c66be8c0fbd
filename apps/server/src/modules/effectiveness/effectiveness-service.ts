import { AppError } from '@qi/domain/app-error';
import {
  decideRecord,
  decideReschedule,
  EFFECTIVENESS_MSG,
  type EffectivenessDecision,
  type TEffectivenessCheck,
  type TRecordEffectivenessRequest,
  type TRescheduleEffectivenessRequest,
} from '@qi/domain/effectiveness-check';
import { STALE_VERSION_PATH } from '@qi/domain/record-version';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import { signingCheck } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { insertHistory } from '../history/history-repository';
import { requireInvestigation } from '../investigations/investigation-queries';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { activeUserIds } from '../users/user-repository';
import { effectivenessRecorded } from './effectiveness-events';
import { effectivenessSigning } from './effectiveness-hooks';
import { presentEffectivenessCheck } from './effectiveness-presenter';
import {
  type EffectivenessCheckRecord,
  findEffectivenessCheck,
  listEffectivenessChecks,
  updateEffectivenessCheck,
} from './effectiveness-repository';

export const actorOf = (auth: AuthContext) => ({ id: auth.user.user_id, role: auth.user.role });

export function refuseUnless(decision: EffectivenessDecision): void {
  if (!decision.ok) throw new AppError(decision.code, decision.message);
}

/** 409: the check was changed since the caller read it (the same path as the other stale saves). */
export function staleCheck(): AppError {
  const message = EFFECTIVENESS_MSG.stale;
  return new AppError('CONFLICT', message, [{ path: STALE_VERSION_PATH, message }]);
}

/** The check (its row locked on PostgreSQL) or 404, with the version the caller read checked. */
export async function requireCheck(
  trx: Db,
  ctx: AppContext,
  id: string,
  version?: number,
): Promise<EffectivenessCheckRecord> {
  const check = await findEffectivenessCheck(trx, id, { forUpdate: locksRows(ctx.dbKind) });
  if (!check) throw new AppError('NOT_FOUND', EFFECTIVENESS_MSG.notFound);
  if (version !== undefined && version !== check.version) throw staleCheck();
  return check;
}

/** GET /v1/investigations/{id}/effectiveness-checks: every signed-in user may read, as the investigation. */
export async function getEffectivenessChecks(
  ctx: AppContext,
  investigationId: string,
): Promise<TEffectivenessCheck[]> {
  await requireInvestigation(ctx.db, investigationId);
  const checks = await listEffectivenessChecks(ctx.db, investigationId);
  return Promise.all(checks.map((check) => presentEffectivenessCheck(ctx, check)));
}

async function save(
  trx: Db,
  previous: EffectivenessCheckRecord,
  next: EffectivenessCheckRecord,
  action: string,
  actorId: string,
  changes: Record<string, { from: unknown; to: unknown }>,
  now: string,
): Promise<EffectivenessCheckRecord> {
  if (!(await updateEffectivenessCheck(trx, next, previous.version, now))) throw staleCheck();
  await insertHistory(trx, {
    entityType: 'investigation',
    entityId: previous.investigationId,
    actorId,
    action,
    changes: { effectivenessCheck: { from: previous.id, to: previous.id }, ...changes },
    now,
  });
  return { ...next, version: previous.version + 1 };
}

/** PUT /v1/effectiveness-checks/{id}: quality and admin move the due date or change the owner. */
export async function rescheduleEffectivenessCheck(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TRescheduleEffectivenessRequest,
): Promise<TEffectivenessCheck> {
  const actor = actorOf(auth);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const previous = await requireCheck(trx, ctx, id, body.version);
    refuseUnless(decideReschedule(previous, actor));
    if (
      body.owner !== undefined &&
      body.owner !== previous.owner &&
      !(await activeUserIds(trx, [body.owner])).has(body.owner)
    ) {
      throw new AppError('VALIDATION', EFFECTIVENESS_MSG.ownerUnknown, [
        { path: 'owner', message: EFFECTIVENESS_MSG.ownerUnknown },
      ]);
    }
    const next = {
      ...previous,
      dueDate: body.dueDate ?? previous.dueDate,
      owner: body.owner ?? previous.owner,
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (next.dueDate !== previous.dueDate) changes.dueDate = { from: previous.dueDate, to: next.dueDate };
    if (next.owner !== previous.owner) changes.owner = { from: previous.owner, to: next.owner };
    if (Object.keys(changes).length === 0) return previous;
    return save(trx, previous, next, 'reschedule-effectiveness-check', actor.id, changes, nowIso());
  });
  return presentEffectivenessCheck(ctx, saved);
}

/**
 * POST /v1/effectiveness-checks/{id}/record: the owner, quality or admin record the result, once; with
 * signatures on it is signed (the password, a 'Verified' record of the result and evidence).
 */
export async function recordEffectivenessCheck(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  id: string,
  body: TRecordEffectivenessRequest,
): Promise<TEffectivenessCheck> {
  const actor = actorOf(auth);
  // Recording signs the result ('Verified'): the password is checked before the transaction, and only for a
  // recording the rules allow (a refused one answers its refusal, asking for no password).
  const current = await findEffectivenessCheck(ctx.db, id);
  const signs = !!current && decideRecord(current, actor).ok;
  const signing = await ctx.events.hook(signingCheck)(ctx, auth, client, body.signature, signs);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const previous = await requireCheck(trx, ctx, id, body.version);
    refuseUnless(decideRecord(previous, actor));
    const attachments = body.attachments.map((a) => ({ ...a }));
    await assertKnownUploads(trx, attachments, previous.attachments, actor.id, actor.role === 'admin');
    const now = nowIso();
    const next: EffectivenessCheckRecord = {
      ...previous,
      status: 'recorded',
      result: body.result,
      evidence: body.evidence,
      attachments,
      recordedBy: actor.id,
      recordedAt: now,
    };
    const changes = {
      result: { from: null, to: body.result },
      evidence: { from: '', to: body.evidence },
      attachments: { from: [], to: attachments.map((a) => ({ id: a.id, name: a.name })) },
    };
    await ctx.events.hook(effectivenessSigning).recordCheckVerified(trx, signing, next, now);
    const recorded = await save(trx, previous, next, 'record-effectiveness-check', actor.id, changes, now);
    await ctx.events.emit(trx, effectivenessRecorded, { check: recorded, at: now });
    return recorded;
  });
  return presentEffectivenessCheck(ctx, saved);
}
