import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import {
  SUPPLIER_MSG,
  type TCreateSupplierRequest,
  type TSupplier,
  type TUpdateSupplierRequest,
} from '@qi/domain/supplier';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { conflictAs } from '../reference/reference-service';
import { findSupplierByCode, findSupplierById, insertSupplier, updateSupplier } from './supplier-repository';

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  if (await findSupplierByCode(db, code, exceptId)) throw new AppError('CONFLICT', SUPPLIER_MSG.codeTaken);
}

/** A new active supplier; codes compare without case (409 when taken). */
export async function addSupplier(
  ctx: AppContext,
  actor: AuthContext,
  input: TCreateSupplierRequest,
): Promise<TSupplier> {
  const supplier: TSupplier = { id: randomUUID(), name: input.name, code: input.code, active: true };
  const now = nowIso();
  await conflictAs(SUPPLIER_MSG.codeTaken, () =>
    ctx.db.transaction().execute(async (trx) => {
      await assertCodeFree(trx, supplier.code);
      await insertSupplier(trx, supplier, now);
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `suppliers/${supplier.id}`,
        actorId: actor.user.user_id,
        action: 'supplier-added',
        changes: { name: supplier.name, code: supplier.code },
        now,
      });
    }),
  );
  return supplier;
}

/**
 * Renames, recodes, retires or brings back a supplier. Incidents refer to it by id, so they show the new
 * name at once, and a retired supplier stays on the incidents that name it.
 */
export async function changeSupplier(
  ctx: AppContext,
  actor: AuthContext,
  id: string,
  input: TUpdateSupplierRequest,
): Promise<TSupplier> {
  const now = nowIso();
  return conflictAs(SUPPLIER_MSG.codeTaken, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findSupplierById(trx, id);
      if (!before) throw new AppError('NOT_FOUND', SUPPLIER_MSG.notFound);
      const after: TSupplier = {
        id,
        name: input.name ?? before.name,
        code: input.code ?? before.code,
        active: input.active ?? before.active,
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of ['name', 'code', 'active'] as const) {
        if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
      }
      if (Object.keys(changes).length === 0) return before;
      if (changes.code) await assertCodeFree(trx, after.code, id);
      await updateSupplier(trx, after, now);
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `suppliers/${id}`,
        actorId: actor.user.user_id,
        action: 'supplier-updated',
        changes,
        now,
      });
      return after;
    }),
  );
}
