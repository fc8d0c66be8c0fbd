import {
  type AddLocationResult,
  LOCATION_LEVEL_NAMES,
  type LocationNodePath,
  type TCategory,
  type TLocation,
  type TSubcategory,
} from './reference-data';

/**
 * Retiring location nodes (docs/product.md §3 Location): what incidents refer to is retired, never deleted. A
 * retired node keeps its place, id and title, stays on the incidents that chose it, and is not offered for new
 * choices; bringing it back offers it again.
 */

interface Node {
  id: string;
  title: string;
  retired?: boolean;
}

function childrenOf(node: Node): Node[] {
  if ('categories' in node) return (node as TLocation).categories;
  if ('subcategories' in node) return (node as TCategory).subcategories;
  if ('furtherSubcategories' in node) return (node as TSubcategory).furtherSubcategories;
  return [];
}

/** A copy of the tree with the node at `path` retired (or brought back). */
export function setLocationNodeRetired(
  tree: readonly TLocation[],
  path: LocationNodePath,
  retire: boolean,
): AddLocationResult {
  const next = structuredClone(tree) as TLocation[];
  let siblings: Node[] = next;
  let node: Node | undefined;
  for (const [depth, id] of path.entries()) {
    if (depth > 0 && node) siblings = childrenOf(node);
    node = siblings.find((n) => n.id === id);
    if (!node) return { ok: false, message: `The ${LOCATION_LEVEL_NAMES[depth]} does not exist.` };
  }
  if (!node) return { ok: false, message: 'The location does not exist.' };
  if (Boolean(node.retired) === retire) {
    const levelName = LOCATION_LEVEL_NAMES[path.length - 1];
    return {
      ok: false,
      message: `The ${levelName} '${node.title}' is already ${retire ? 'retired' : 'active'}.`,
    };
  }
  if (retire) node.retired = true;
  else delete node.retired;
  return { ok: true, tree: next, id: node.id };
}

/** The ids an incident has chosen, from its location down (any may be missing). */
export interface ChosenLocationPath {
  incidentLocation?: string | null;
  category?: string | null;
  subcategory?: string | null;
  furtherSubcategory?: string | null;
}

/**
 * The tree a form offers: retired nodes left out, except the ones on the path the incident already has (so that
 * an older incident can still be saved as it is).
 */
export function offeredLocations(
  tree: readonly TLocation[],
  chosen?: ChosenLocationPath | null,
): TLocation[] {
  const keep = (node: Node, chosenId: string | null | undefined) => !node.retired || node.id === chosenId;
  return tree
    .filter((l) => keep(l, chosen?.incidentLocation))
    .map((l) => ({
      ...l,
      categories: l.categories
        .filter((c) => keep(c, chosen?.category))
        .map((c) => ({
          ...c,
          subcategories: c.subcategories
            .filter((s) => keep(s, chosen?.subcategory))
            .map((s) => ({
              ...s,
              furtherSubcategories: s.furtherSubcategories.filter((f) => keep(f, chosen?.furtherSubcategory)),
            })),
        })),
    }));
}

export interface RemovedLocationNode {
  /** The ids from the location down to the node (sibling ids are unique, not ids across the tree). */
  path: LocationNodePath;
  title: string;
}

/** Nodes of `before` (by their path of ids) that `after` no longer has, parents before their children. */
export function removedLocationNodes(
  before: readonly TLocation[],
  after: readonly TLocation[],
): RemovedLocationNode[] {
  const removed: RemovedLocationNode[] = [];
  const walk = (was: readonly Node[], now: readonly Node[] | undefined, prefix: string[]) => {
    for (const node of was) {
      const path = [...prefix, node.id];
      const kept = now?.find((n) => n.id === node.id);
      if (!kept) removed.push({ path: path as LocationNodePath, title: node.title });
      if (path.length < 4) walk(childrenOf(node), kept ? childrenOf(kept) : undefined, path);
    }
  };
  walk(before, after, []);
  return removed;
}

export const LOCATION_RETIRE_MSG = {
  inUse: (title: string) => `'${title}' is named by incidents: retire it instead of removing it.`,
} as const;
