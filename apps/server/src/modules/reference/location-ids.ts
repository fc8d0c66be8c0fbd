import { idFromTitle, type TLocation } from '@qi/domain/reference-data';

interface AnyNode {
  id: string;
  title: string;
  retired?: boolean;
  categories?: AnyNode[];
  subcategories?: AnyNode[];
  furtherSubcategories?: AnyNode[];
}

const CHILD_KEYS = ['categories', 'subcategories', 'furtherSubcategories'] as const;

function rederive(nodes: AnyNode[], saved: AnyNode[], level: number): AnyNode[] {
  const savedIds = new Set(saved.map((n) => n.id));
  const childKey = CHILD_KEYS[level];
  return nodes.map((node) => {
    // A node that is already saved keeps its id (incidents refer to it); a new one gets the id of its title.
    const id = savedIds.has(node.id) ? node.id : idFromTitle(node.title);
    const title = node.title.trim();
    const state = node.retired === true ? { retired: true } : {};
    if (!childKey) return { id, title, ...state };
    const savedNode = saved.find((n) => n.id === id);
    return {
      id,
      title,
      ...state,
      [childKey]: rederive(node[childKey] ?? [], savedNode?.[childKey] ?? [], level + 1),
    };
  });
}

/**
 * docs/product.md §3: ids are derived from titles. The client's ids are accepted for nodes that are already saved
 * (at the same place in the tree); every other node gets `idFromTitle(title)`, whatever id the client
 * sent. The result still has to pass `validateLocationTree` (usable, unique sibling ids).
 */
export function rederiveLocationIds(submitted: TLocation[], saved: TLocation[]): TLocation[] {
  return rederive(submitted as AnyNode[], saved as AnyNode[], 0) as TLocation[];
}

function paths(nodes: AnyNode[] | undefined, prefix: string, level: number, into: Set<string>): Set<string> {
  const childKey = CHILD_KEYS[level];
  for (const node of nodes ?? []) {
    const here = prefix ? `${prefix}/${node.id}` : node.id;
    into.add(here);
    if (childKey) paths(node[childKey], here, level + 1, into);
  }
  return into;
}

/** The node paths ('Factory_1/Assembly/Line_1') added and removed between two trees, for the history. */
export function diffLocationPaths(before: TLocation[], after: TLocation[]) {
  const was = paths(before as AnyNode[], '', 0, new Set());
  const now = paths(after as AnyNode[], '', 0, new Set());
  return {
    added: [...now].filter((p) => !was.has(p)),
    removed: [...was].filter((p) => !now.has(p)),
  };
}
