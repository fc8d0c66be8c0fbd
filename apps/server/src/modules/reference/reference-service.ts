import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import { LOCATION_RETIRE_MSG, removedLocationNodes } from '@qi/domain/location-retire';
import {
  REFERENCE_MSG,
  type TLocation,
  type TPartNumber,
  type TPartNumberItem,
  type TProduct,
  type TProductItem,
  type TUpdatePartNumberRequest,
  type TUpdateProductRequest,
  validateLocationTree,
} from '@qi/domain/reference-data';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { presentAttachments } from '../../storage/present-attachments';
import { insertHistory } from '../history/history-repository';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { renameIncidentLocations, renameIncidentProduct } from './incident-reference-rename-repository';
import { diffLocationPaths, rederiveLocationIds } from './location-ids';
import {
  findPartNumber,
  findProductById,
  findProductByName,
  findReferenceDocument,
  insertPartNumber,
  insertProduct,
  locationNodeInUse,
  renamePartNumberProduct,
  saveReferenceDocument,
  updatePartNumber,
  updateProduct,
} from './reference-repository';

export const PRODUCT_EXISTS = 'This product already exists.';
export const PART_NUMBER_EXISTS = 'This part number already exists.';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/** Runs `work`; a unique violation (two admins adding the same name at once) becomes 409 `message`. */
export async function conflictAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

export async function addProduct(ctx: AppContext, actor: AuthContext, input: TProduct) {
  const product: TProductItem = { id: randomUUID(), name: input.name, active: true };
  const now = nowIso();
  await conflictAs(PRODUCT_EXISTS, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (await findProductByName(trx, product.name)) throw new AppError('CONFLICT', PRODUCT_EXISTS);
      await insertProduct(trx, { ...product, now });
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `products/${product.id}`,
        actorId: actor.user.user_id,
        action: 'product-added',
        changes: { name: product.name },
        now,
      });
    }),
  );
  return product;
}

/**
 * The product a part number may name, as stored: an active product's name (matched without case, kept as the
 * product spells it), or the part number's current one even if that product has since been retired
 * (docs/decisions/038-reference-rename-and-retire.md); null clears it. 422 for any other name.
 */
async function acceptedPartProduct(
  ctx: AppContext,
  db: Db,
  value: string | null,
  current: string | null,
): Promise<string | null> {
  if (value === null) return null;
  // Locked so that a rename or retire of this product cannot commit between this check and the write.
  const product = await findProductByName(db, value, { lock: locksRows(ctx.dbKind) });
  if (!product || (!product.active && product.name !== current)) {
    throw new AppError('VALIDATION', REFERENCE_MSG.partNumberProductUnknown, [
      { path: 'product', message: REFERENCE_MSG.partNumberProductUnknown },
    ]);
  }
  return product.name;
}

export async function addPartNumber(ctx: AppContext, actor: AuthContext, input: TPartNumber) {
  const now = nowIso();
  return conflictAs(PART_NUMBER_EXISTS, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (await findPartNumber(trx, input.id)) throw new AppError('CONFLICT', PART_NUMBER_EXISTS);
      const part: TPartNumberItem = {
        id: input.id,
        description: input.description,
        product: await acceptedPartProduct(ctx, trx, input.product ?? null, null),
        active: true,
      };
      await insertPartNumber(trx, { ...part, now });
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `partNumbers/${part.id}`,
        actorId: actor.user.user_id,
        action: 'part-number-added',
        changes: { description: part.description, product: part.product },
        now,
      });
      return part;
    }),
  );
}

/** The fields of `keys` that differ, as history changes ({ field: { from, to } }). */
function changedFields<T extends object>(before: T, after: T, keys: (keyof T & string)[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * Renames, retires or brings back a product. A rename also renames it on every incident that names it, in the
 * same transaction (docs/decisions/038-reference-rename-and-retire.md); 409 when another product has the name.
 */
export async function changeProduct(
  ctx: AppContext,
  actor: AuthContext,
  id: string,
  input: TUpdateProductRequest,
): Promise<TProductItem> {
  const now = nowIso();
  return conflictAs(PRODUCT_EXISTS, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findProductById(trx, id);
      if (!before) throw new AppError('NOT_FOUND', REFERENCE_MSG.productNotFound);
      const after = { id, name: input.name ?? before.name, active: input.active ?? before.active };
      const changes = changedFields(before, after, ['name', 'active']);
      if (Object.keys(changes).length === 0) return before;
      if (changes.name) {
        const holder = await findProductByName(trx, after.name);
        if (holder && holder.id !== id) throw new AppError('CONFLICT', PRODUCT_EXISTS);
      }
      await updateProduct(trx, after);
      const actorId = actor.user.user_id;
      const renamed = { from: before.name, to: after.name };
      const incidents = changes.name ? await renameIncidentProduct(trx, { ...renamed, actorId, now }) : 0;
      const partNumbers = changes.name ? await renamePartNumberProduct(trx, renamed) : 0;
      const counts = {
        incidents: { from: null, to: incidents },
        partNumbers: { from: null, to: partNumbers },
      };
      await insertHistory(trx, {
        entityType: 'reference',
        entityId: `products/${id}`,
        actorId,
        action: 'product-updated',
        changes: changes.name ? { ...changes, ...counts } : changes,
        now,
      });
      return after;
    }),
  );
}

/** A new description or product, retired or brought back; the number (what incidents store) never changes. */
export async function changePartNumber(
  ctx: AppContext,
  actor: AuthContext,
  id: string,
  input: TUpdatePartNumberRequest,
): Promise<TPartNumberItem> {
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findPartNumber(trx, id);
    if (!before) throw new AppError('NOT_FOUND', REFERENCE_MSG.partNumberNotFound);
    const after: TPartNumberItem = {
      id: before.id,
      description: input.description ?? before.description,
      product:
        input.product === undefined
          ? before.product
          : await acceptedPartProduct(ctx, trx, input.product, before.product),
      active: input.active ?? before.active,
    };
    const changes = changedFields(before, after, ['description', 'product', 'active']);
    if (Object.keys(changes).length === 0) return before;
    await updatePartNumber(trx, after);
    await insertHistory(trx, {
      entityType: 'reference',
      entityId: `partNumbers/${before.id}`,
      actorId: actor.user.user_id,
      action: 'part-number-updated',
      changes,
      now,
    });
    return after;
  });
}

export async function getLocations(ctx: AppContext): Promise<TLocation[]> {
  return (await findReferenceDocument(ctx.db, 'locations')) as TLocation[];
}

/**
 * Replaces the whole tree (ids re-derived, see `rederiveLocationIds`); 422 with issues and no change if invalid.
 * A node saved under a new title is renamed on the incidents that chose it, in the same transaction.
 */
export async function saveLocations(ctx: AppContext, actor: AuthContext, submitted: TLocation[]) {
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const saved = (await findReferenceDocument(trx, 'locations')) as TLocation[];
    const tree = rederiveLocationIds(submitted, saved);
    const issues = validateLocationTree(tree);
    if (issues.length > 0) throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid tree.', issues);
    // What incidents refer to is retired, never removed (docs/product.md §3 Location).
    for (const node of removedLocationNodes(saved, tree)) {
      if (await locationNodeInUse(trx, node.path)) {
        throw new AppError('CONFLICT', LOCATION_RETIRE_MSG.inUse(node.title));
      }
    }
    await saveReferenceDocument(trx, 'locations', tree, now);
    const actorId = actor.user.user_id;
    const incidents = await renameIncidentLocations(trx, { before: saved, after: tree, actorId, now });
    await insertHistory(trx, {
      entityType: 'reference',
      entityId: 'locations',
      actorId,
      action: 'locations-updated',
      changes: { ...diffLocationPaths(saved, tree), renamedOnIncidents: incidents },
      now,
    });
    return tree;
  });
}

async function storedTemplates(db: AppContext['db']): Promise<TAttachment[]> {
  return (await findReferenceDocument(db, 'templates')) as TAttachment[];
}

export async function getTemplates(ctx: AppContext): Promise<TAttachment[]> {
  return presentAttachments(ctx, await storedTemplates(ctx.db));
}

/** Replaces the template list; every new entry must be an uploaded file (422 'Unknown attachment: …'). */
export async function saveTemplates(ctx: AppContext, actor: AuthContext, submitted: TAttachment[]) {
  const now = nowIso();
  const seen = new Set<string>();
  // Stored without urls: they are signed afresh for every answer.
  const list = submitted
    .filter((a) => !seen.has(a.id) && seen.add(a.id))
    .map((a) => ({ id: a.id, name: a.name, type: a.type, size: a.size, url: '' }));
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const previous = await storedTemplates(trx);
    const { user_id: actorId, role } = actor.user;
    await assertKnownUploads(trx, list, previous, actorId, role === 'admin');
    await saveReferenceDocument(trx, 'templates', list, now);
    const before = new Set(previous.map((a) => a.id));
    const after = new Set(list.map((a) => a.id));
    await insertHistory(trx, {
      entityType: 'reference',
      entityId: 'templates',
      actorId,
      action: 'templates-updated',
      changes: {
        added: list.filter((a) => !before.has(a.id)).map((a) => a.name),
        removed: previous.filter((a) => !after.has(a.id)).map((a) => a.name),
      },
      now,
    });
    return list;
  });
  return presentAttachments(ctx, saved);
}
