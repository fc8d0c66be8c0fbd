import { randomUUID } from 'node:crypto';
import type { TLocation } from '@qi/domain/reference-data';
import type { Db } from '../../db/database';

/** Rows per history insert: well under SQLite's and PostgreSQL's bound-parameter limits. */
const HISTORY_BATCH = 500;

export const PRODUCT_RENAMED_REASON = 'The product was renamed in Administration.';
export const LOCATION_RENAMED_REASON = 'The location was renamed in Administration.';

type TitleColumn = 'location_title' | 'category_title' | 'subcategory_title' | 'further_subcategory_title';
type IdColumn = 'location_id' | 'category_id' | 'subcategory_id' | 'further_subcategory_id';

interface TextRename {
  /** The incident column that holds the text, and the form field the history names. */
  column: 'product' | TitleColumn;
  field: string;
  /** The incidents concerned: the column equal to `from` (products), or a path of tree ids (locations). */
  match: [column: 'product' | IdColumn, value: string][];
  from: string;
  to: string;
  reason: string;
  actorId: string;
  now: string;
}

/**
 * A rename in Administration carried to the incidents that show the old text
 * (docs/decisions/038-reference-rename-and-retire.md), in the caller's transaction: the text becomes the new
 * one, the version moves on (a form opened before the rename is refused as stale rather than saving the old text
 * back) and each incident gets an 'update' entry in its history. `updated_at` stays: the report itself did not
 * change. Returns how many incidents changed.
 */
async function renameIncidentText(db: Db, rename: TextRename): Promise<number> {
  let update = db
    .updateTable('incidents')
    .set((eb) => ({ [rename.column]: rename.to, version: eb('version', '+', 1) }))
    .where(rename.column, '!=', rename.to);
  for (const [column, value] of rename.match) update = update.where(column, '=', value);
  // RETURNING names exactly the rows this statement changed, so each of them, and only they, get the entry.
  const incidents = await update.returning(['id', 'status']).execute();
  const changes = JSON.stringify({ [rename.field]: { from: rename.from, to: rename.to } });
  for (let start = 0; start < incidents.length; start += HISTORY_BATCH) {
    await db
      .insertInto('history')
      .values(
        incidents.slice(start, start + HISTORY_BATCH).map((incident) => ({
          id: randomUUID(),
          entity_type: 'incident',
          entity_id: incident.id,
          actor_id: rename.actorId,
          action: 'update',
          from_status: incident.status,
          to_status: incident.status,
          changes,
          reason: rename.reason,
          created_at: rename.now,
        })),
      )
      .execute();
  }
  return incidents.length;
}

/** A product's new name on every incident that names it. */
export function renameIncidentProduct(
  db: Db,
  rename: { from: string; to: string; actorId: string; now: string },
): Promise<number> {
  return renameIncidentText(db, {
    ...rename,
    column: 'product',
    field: 'product',
    match: [['product', rename.from]],
    reason: PRODUCT_RENAMED_REASON,
  });
}

interface TreeNode {
  id: string;
  title: string;
  categories?: TreeNode[];
  subcategories?: TreeNode[];
  furtherSubcategories?: TreeNode[];
}

const LEVELS: { children: keyof TreeNode | null; id: IdColumn; title: TitleColumn; field: string }[] = [
  { children: 'categories', id: 'location_id', title: 'location_title', field: 'incidentLocation' },
  { children: 'subcategories', id: 'category_id', title: 'category_title', field: 'category' },
  {
    children: 'furtherSubcategories',
    id: 'subcategory_id',
    title: 'subcategory_title',
    field: 'subcategory',
  },
  {
    children: null,
    id: 'further_subcategory_id',
    title: 'further_subcategory_title',
    field: 'furtherSubcategory',
  },
];

/**
 * New titles of tree nodes (same id at the same place, another title) on the incidents that chose them. Ids are
 * unique among siblings only, so an incident is matched by the whole path of ids down to the node.
 */
export async function renameIncidentLocations(
  db: Db,
  trees: { before: TLocation[]; after: TLocation[]; actorId: string; now: string },
): Promise<number> {
  let changed = 0;
  const walk = async (before: TreeNode[], after: TreeNode[], level: number, path: [IdColumn, string][]) => {
    const spec = LEVELS[level];
    if (!spec) return;
    for (const node of after) {
      const old = before.find((n) => n.id === node.id);
      if (!old) continue;
      const match: [IdColumn, string][] = [...path, [spec.id, node.id]];
      if (old.title !== node.title) {
        changed += await renameIncidentText(db, {
          column: spec.title,
          field: spec.field,
          match,
          from: old.title,
          to: node.title,
          reason: LOCATION_RENAMED_REASON,
          actorId: trees.actorId,
          now: trees.now,
        });
      }
      if (spec.children) {
        const children = (n: TreeNode) =>
          (n[spec.children as keyof TreeNode] as TreeNode[] | undefined) ?? [];
        await walk(children(old), children(node), level + 1, match);
      }
    }
  };
  await walk(trees.before as TreeNode[], trees.after as TreeNode[], 0, []);
  return changed;
}
