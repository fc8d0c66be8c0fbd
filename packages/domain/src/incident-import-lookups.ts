import { NOT_PRODUCT_RELATED, PART_NUMBER_NOT_APPLICABLE } from './constants';
import { normaliseLabel } from './incident-import-values';
import { addLocationNode, type LocationPath, type TLocation } from './reference-data';

/**
 * How an import finds the reference values its rows name (decision 054): products, part numbers, suppliers and
 * location nodes by their text, without case; users by name or email. A value not found is an unknown the dry
 * run lists; the admin either has the import create it or maps it to an existing one (a resolution).
 */

export interface ImportReferenceData {
  products: readonly { name: string; active: boolean }[];
  partNumbers: readonly { id: string; product: string | null; active: boolean }[];
  suppliers: readonly { id: string; name: string; code: string; active: boolean }[];
  locations: readonly TLocation[];
  users: readonly { user_id: string; name: string; email: string }[];
}

export const UNKNOWN_KINDS = ['product', 'partNumber', 'supplier', 'location'] as const;
export type UnknownKind = (typeof UNKNOWN_KINDS)[number];

/**
 * Create it with the import, or use an existing one instead: a product's name, a part number, a supplier's id,
 * or a location node's path of titles joined with LOCATION_PATH_SEPARATOR.
 */
export type ImportResolution = { action: 'create' } | { action: 'map'; to: string };
export type ImportResolutions = Record<UnknownKind, Record<string, ImportResolution>>;

export const emptyResolutions = (): ImportResolutions => ({
  product: {},
  partNumber: {},
  supplier: {},
  location: {},
});

/** Between the titles of a location node's path, as the dry run lists it ('Line 1 › Welding'). */
export const LOCATION_PATH_SEPARATOR = ' › ';

/** A value the reference data does not hold; `key` is how resolutions name it (the text as the row wrote it). */
export interface UnknownValue {
  kind: UnknownKind;
  key: string;
  /** A part number's description and product, kept from the first row that names it (used to create it). */
  description?: string;
  product?: string;
}

export interface Resolved<T> {
  /** What the row refers to once the resolutions apply; null when nothing (the form's message follows). */
  value: T | null;
  unknown?: UnknownValue;
}

const key = (text: string) => normaliseLabel(text);

/** A node of the tree: its title, id and children, whatever its level. */
interface TreeNode {
  id: string;
  title: string;
  retired?: boolean;
  children: TreeNode[];
}

function asTree(nodes: readonly TLocation[]): TreeNode[] {
  const walk = (node: object): TreeNode => {
    const n = node as { id: string; title: string; retired?: boolean } & Record<string, unknown>;
    const children = (n.categories ?? n.subcategories ?? n.furtherSubcategories ?? []) as object[];
    return { id: n.id, title: n.title, retired: n.retired, children: children.map(walk) };
  };
  return nodes.map(walk);
}

/** Finds the nodes of a path of titles (or ids), level by level; stops at the first level not found. */
function walkTitles(tree: readonly TreeNode[], titles: readonly string[]): TreeNode[] {
  const found: TreeNode[] = [];
  let level: readonly TreeNode[] = tree;
  for (const title of titles) {
    const wanted = key(title);
    const node =
      level.find((n) => !n.retired && key(n.title) === wanted) ??
      level.find((n) => !n.retired && key(n.id) === wanted);
    if (!node) break;
    found.push(node);
    level = node.children;
  }
  return found;
}

export function locationPathKey(titles: readonly string[]): string {
  return titles.map((t) => t.trim()).join(LOCATION_PATH_SEPARATOR);
}

/** A supplier written as its label 'Name (CODE)', its name or its code. */
function supplierParts(text: string): { name: string; code: string | null } {
  const match = /^(.*)\(([^()]+)\)\s*$/.exec(text.trim());
  return match
    ? { name: (match[1] ?? '').trim(), code: (match[2] ?? '').trim() }
    : { name: text.trim(), code: null };
}

/** The tree with the nodes a path of titles needs added (ids from the titles, as the Locations tab makes them). */
export function addLocationPath(
  tree: readonly TLocation[],
  titles: readonly string[],
): { tree: TLocation[]; error: string | null } {
  let next = [...tree] as TLocation[];
  const ids: string[] = [];
  for (const [depth, title] of titles.entries()) {
    const here = walkTitles(asTree(next), titles.slice(0, depth + 1));
    const existing = here[depth];
    if (here.length === depth + 1 && existing) {
      ids.push(existing.id);
      continue;
    }
    const added = addLocationNode(next, ids as LocationPath, title);
    if (!added.ok) return { tree: next, error: added.message };
    next = added.tree;
    ids.push(added.id);
  }
  return { tree: next, error: null };
}

/** Looks up what rows name, with the admin's resolutions on top of the reference data. */
export function createImportLookups(reference: ImportReferenceData, resolutions: ImportResolutions) {
  const products = new Map(reference.products.filter((p) => p.active).map((p) => [key(p.name), p.name]));
  products.set(key(NOT_PRODUCT_RELATED), NOT_PRODUCT_RELATED);
  const parts = new Map(reference.partNumbers.filter((p) => p.active).map((p) => [key(p.id), p.id]));
  parts.set(key(PART_NUMBER_NOT_APPLICABLE), PART_NUMBER_NOT_APPLICABLE);
  const activeSuppliers = reference.suppliers.filter((s) => s.active);
  const supplierIds = new Set(activeSuppliers.map((s) => s.id));
  const suppliersByName = new Map(activeSuppliers.map((s) => [key(s.name), s.id]));
  const suppliersByCode = new Map(activeSuppliers.map((s) => [key(s.code), s.id]));
  const usersByName = new Map<string, string | null>();
  for (const user of reference.users) {
    // Two people of the same name: the name alone tells nobody apart (their email still does).
    const name = key(user.name);
    usersByName.set(name, usersByName.has(name) ? null : user.user_id);
  }
  const usersByEmail = new Map(reference.users.map((u) => [key(u.email), u.user_id]));

  // Values the import creates count as known to the rows (the dry run validates them as they will be).
  let locations = [...reference.locations] as TLocation[];
  for (const [text, resolution] of Object.entries(resolutions.location)) {
    if (resolution.action === 'create')
      locations = addLocationPath(locations, text.split(LOCATION_PATH_SEPARATOR)).tree;
  }
  const tree = asTree(locations);
  const productNames = new Set(products.values());
  const partNumberIds = new Set(parts.values());
  for (const [text, resolution] of Object.entries(resolutions.product)) {
    if (resolution.action === 'create') productNames.add(text.trim());
  }
  for (const [text, resolution] of Object.entries(resolutions.partNumber)) {
    if (resolution.action === 'create') partNumberIds.add(text.trim());
  }

  function resolve<T>(
    kind: UnknownKind,
    text: string,
    found: T | null | undefined,
    mapped: (to: string) => T | null,
    created: T | null,
  ): Resolved<T> {
    if (found !== undefined && found !== null) return { value: found };
    const unknown: UnknownValue = { kind, key: text.trim() };
    const resolution = resolutions[kind][unknown.key];
    if (!resolution) return { value: null, unknown };
    return { value: resolution.action === 'map' ? mapped(resolution.to) : created, unknown };
  }

  return {
    /** The tree rows are validated against: the reference tree with the nodes the import creates. */
    locations,
    /** Product names a row may name (the form's list). */
    productNames: [...productNames],
    /** Part numbers a row may name. */
    partNumbers: [...partNumberIds],
    product(text: string): Resolved<string> {
      return resolve(
        'product',
        text,
        products.get(key(text)),
        (to) => products.get(key(to)) ?? null,
        text.trim(),
      );
    },
    partNumber(text: string, detail: { description: string; product: string }): Resolved<string> {
      const result = resolve(
        'partNumber',
        text,
        parts.get(key(text)),
        (to) => parts.get(key(to)) ?? null,
        text.trim(),
      );
      if (result.unknown) Object.assign(result.unknown, detail);
      return result;
    },
    /** A supplier's id (or, for one the import creates, `new:` and its text). */
    supplier(text: string): Resolved<string> {
      const { name, code } = supplierParts(text);
      const found =
        (code !== null ? suppliersByCode.get(key(code)) : undefined) ??
        suppliersByName.get(key(name)) ??
        suppliersByCode.get(key(text)) ??
        suppliersByName.get(key(text));
      const mapped = (to: string) => (supplierIds.has(to) ? to : null);
      return resolve('supplier', text, found, mapped, `new:${text.trim()}`);
    },
    /** The location nodes a path of titles names, from the location down; null when the first is unknown. */
    location(titles: readonly string[]): Resolved<TreeNode[]> {
      const wanted = titles.map((t) => t.trim());
      const found = walkTitles(tree, wanted);
      if (found.length === wanted.length) {
        const base = walkTitles(asTree(reference.locations), wanted);
        if (base.length === wanted.length) return { value: found };
        return { value: found, unknown: { kind: 'location', key: locationPathKey(wanted) } };
      }
      const unknown: UnknownValue = { kind: 'location', key: locationPathKey(wanted) };
      const resolution = resolutions.location[unknown.key];
      if (resolution?.action !== 'map') return { value: found.length > 0 ? found : null, unknown };
      const target = resolution.to.split(LOCATION_PATH_SEPARATOR);
      const mapped = walkTitles(tree, target);
      return { value: mapped.length === target.length ? mapped : null, unknown };
    },
    /** A user's id by their email or their name (unique); null for anyone else. */
    user(text: string): string | null {
      const wanted = key(text);
      return usersByEmail.get(wanted) ?? usersByName.get(wanted) ?? null;
    },
  };
}

export type ImportLookups = ReturnType<typeof createImportLookups>;
