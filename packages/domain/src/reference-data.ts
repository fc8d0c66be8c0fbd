import { z } from 'zod';
import { ZAttachment } from './attachments';

const title = z.string().trim().min(1, { error: 'A title is required.' }).max(200);
const nodeId = z.string().min(1, { error: 'An id is required.' }).max(200);

/** docs/product.md §3 Product: a name. */
const productName = z
  .string({ error: 'A product name is required.' })
  .trim()
  .min(1, { error: 'A product name is required.' })
  .max(200);
export const ZProduct = z.object({ name: productName });
export type TProduct = z.infer<typeof ZProduct>;
export const ZCreateProductRequest = ZProduct.strict();

/**
 * docs/product.md §3 Part number: id (the number), description and, optionally, the product it belongs to (a
 * product's name, as incidents hold it; null for none). The server accepts only an active product's name, or
 * the part number's current one if that product has since been retired.
 */
const partProduct = productName.nullable();
const partDescription = z
  .string({ error: 'A part number description is required.' })
  .trim()
  .min(1, { error: 'A part number description is required.' })
  .max(500);
export const ZPartNumber = z.object({
  id: z
    .string({ error: 'A part number is required.' })
    .trim()
    .min(1, { error: 'A part number is required.' })
    .max(100),
  description: partDescription,
  product: partProduct.optional(),
});
export type TPartNumber = z.infer<typeof ZPartNumber>;
export const ZCreatePartNumberRequest = ZPartNumber.strict();

/**
 * Products and part numbers as listed: a retired one (active false) stays on the incidents that name it but is
 * not offered, nor accepted, for new ones (docs/decisions/038-reference-rename-and-retire.md).
 */
export const ZProductItem = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type TProductItem = z.infer<typeof ZProductItem>;
export const ZPartNumberItem = z.object({
  id: z.string(),
  description: z.string(),
  product: z.string().nullable(),
  active: z.boolean(),
});
export type TPartNumberItem = z.infer<typeof ZPartNumberItem>;

/** `PUT /v1/products/{id}`: rename (incidents follow), retire (active false) or bring back. */
export const ZUpdateProductRequest = z.strictObject({
  name: productName.optional(),
  active: z.boolean().optional(),
});
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

/**
 * `PUT /v1/partNumbers/{id}`: a new description or product (null clears it), retire or bring back; the number
 * itself stays.
 */
export const ZUpdatePartNumberRequest = z.strictObject({
  description: partDescription.optional(),
  product: partProduct.optional(),
  active: z.boolean().optional(),
});
export type TUpdatePartNumberRequest = z.infer<typeof ZUpdatePartNumberRequest>;

export const REFERENCE_MSG = {
  productNotFound: 'Product not found.',
  partNumberNotFound: 'Part number not found.',
  partNumberProductUnknown: 'The product must be one of the active products.',
} as const;

/** The toasts of renaming and retiring (the specification's pattern: '… successfully.' / 'Failed to …'). */
export const REFERENCE_TOAST = {
  productSaved: 'Product saved successfully.',
  productSaveFailed: 'Failed to save the product.',
  partNumberSaved: 'Part number saved successfully.',
  partNumberSaveFailed: 'Failed to save the part number.',
  productRetired: 'Product retired.',
  productBroughtBack: 'Product brought back.',
  partNumberRetired: 'Part number retired.',
  partNumberBroughtBack: 'Part number brought back.',
  locationRenamed: 'Renamed successfully.',
  locationRenameFailed: 'Failed to rename.',
  locationRetired: 'Retired: no longer offered for new incidents.',
  locationRetireFailed: 'Failed to retire.',
  locationRestored: 'Brought back: offered for new incidents again.',
  locationRestoreFailed: 'Failed to bring back.',
} as const;

/**
 * What an incident form offers and accepts: the active items, and the incident's own value when that item has
 * since been retired (so an older incident can still be saved as it is). Keeps the list's order.
 */
export function offeredReference<T extends { active?: boolean }>(
  items: readonly T[],
  keyOf: (item: T) => string,
  current?: string | null,
): string[] {
  return items.filter((item) => item.active !== false || keyOf(item) === current).map(keyOf);
}

/**
 * The products a part number may name: the active ones, and its current one when that product has since been
 * retired (a retired product stays where it is named). Names compare as stored; the server matches without case.
 */
export function partNumberProductOptions(
  products: readonly { name: string; active?: boolean }[],
  current?: string | null,
): string[] {
  return offeredReference(products, (p) => p.name, current);
}

/** docs/product.md §3: part numbers are also held as a map from number to description. */
export function partNumberMap(partNumbers: readonly TPartNumber[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const p of partNumbers) map[p.id] = p.description;
  return map;
}

/** docs/product.md §5 Other: the add dialogs' confirm buttons need values that are non-empty after trimming. */
export function canAddProduct(name: string): boolean {
  return name.trim().length > 0;
}
export function canAddPartNumber(form: { id: string; description: string }): boolean {
  return form.id.trim().length > 0 && form.description.trim().length > 0;
}

/** A retired node stays on the incidents that chose it but is not offered for new choices (location-retire.ts). */
const retired = z.boolean().optional();

export const ZFurtherSubcategory = z.object({ id: nodeId, title, retired });
export type TFurtherSubcategory = z.infer<typeof ZFurtherSubcategory>;
export const ZSubcategory = z.object({
  id: nodeId,
  title,
  retired,
  furtherSubcategories: z.array(ZFurtherSubcategory).max(500).default([]),
});
export type TSubcategory = z.infer<typeof ZSubcategory>;
export const ZCategory = z.object({
  id: nodeId,
  title,
  retired,
  subcategories: z.array(ZSubcategory).max(500).default([]),
});
export type TCategory = z.infer<typeof ZCategory>;
export const ZLocation = z.object({
  id: nodeId,
  title,
  retired,
  categories: z.array(ZCategory).max(500).default([]),
});
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationTree = z.array(ZLocation).max(500);
export type TLocationTree = z.infer<typeof ZLocationTree>;

/** docs/product.md §3 Template attachment: same shape as any attachment. */
export const ZTemplateAttachment = ZAttachment;
export type TTemplateAttachment = z.infer<typeof ZTemplateAttachment>;
export const ZUpdateTemplatesRequest = z.array(ZTemplateAttachment).max(200);

/**
 * docs/product.md §3: an id is the title with runs of non-word characters replaced by underscores. We trim surrounding
 * whitespace first (so 'Line 1 ' → 'Line_1', not 'Line_1_'); other punctuation is kept as '_' ('(A)' → '_A_').
 * \W is ASCII: 'Café' → 'Caf_'.
 */
export function idFromTitle(text: string): string {
  return text.trim().replace(/\W+/g, '_');
}

/** An id counts as empty when it holds no letter or digit (e.g. '' or '_' from a title of punctuation). */
export function isUsableId(id: string): boolean {
  return /[A-Za-z0-9]/.test(id);
}

export const LOCATION_LEVEL_NAMES = [
  'location',
  'category',
  'subcategory level 1',
  'subcategory level 2',
] as const;

interface TreeNode {
  id: string;
  title: string;
  children: TreeNode[];
}

function childrenOf(node: TLocation | TCategory | TSubcategory | TFurtherSubcategory): TreeNode[] {
  const list =
    'categories' in node
      ? node.categories
      : 'subcategories' in node
        ? node.subcategories
        : 'furtherSubcategories' in node
          ? node.furtherSubcategories
          : [];
  return list.map(asNode);
}
function asNode(node: TLocation | TCategory | TSubcategory | TFurtherSubcategory): TreeNode {
  return { id: node.id, title: node.title, children: childrenOf(node) };
}

/** docs/product.md §5 Other: every node has a usable id, and no two siblings share an id. Returns issues (empty = valid). */
export function validateLocationTree(tree: readonly TLocation[]): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const walk = (nodes: TreeNode[], path: string, level: number) => {
    const seen = new Set<string>();
    nodes.forEach((node, index) => {
      const here = `${path}[${index}]`;
      const levelName = LOCATION_LEVEL_NAMES[level] ?? 'node';
      if (!isUsableId(node.id)) issues.push({ path: `${here}.id`, message: `The ${levelName} id is empty.` });
      else if (seen.has(node.id)) {
        issues.push({ path: `${here}.id`, message: `The ${levelName} '${node.title}' already exists.` });
      }
      seen.add(node.id);
      const childKey = ['categories', 'subcategories', 'furtherSubcategories'][level];
      if (childKey) walk(node.children, `${here}.${childKey}`, level + 1);
    });
  };
  walk(tree.map(asNode), 'locations', 0);
  return issues;
}

/** Where to add: [] a location; [locationId] a category; [.., categoryId] a subcategory; [.., subcategoryId] a level 2. */
export type LocationPath = [] | [string] | [string, string] | [string, string, string];

export type AddLocationResult = { ok: true; tree: TLocation[]; id: string } | { ok: false; message: string };

/**
 * Adds a node to a copy of the tree. Fails when the title gives no usable id, when a sibling has the same id,
 * or when the path does not exist.
 */
export function addLocationNode(
  tree: readonly TLocation[],
  path: LocationPath,
  text: string,
): AddLocationResult {
  const levelName = LOCATION_LEVEL_NAMES[path.length];
  const trimmed = text.trim();
  const id = idFromTitle(trimmed);
  if (!isUsableId(id))
    return { ok: false, message: `The ${levelName} name must contain a letter or a digit.` };
  const next: TLocation[] = structuredClone(tree) as TLocation[];
  const [locationId, categoryId, subcategoryId] = path;
  let siblings: { id: string }[] = next;
  let add: () => void = () => next.push({ id, title: trimmed, categories: [] });
  if (locationId !== undefined) {
    const location = next.find((l) => l.id === locationId);
    if (!location) return { ok: false, message: 'The location does not exist.' };
    siblings = location.categories;
    add = () => location.categories.push({ id, title: trimmed, subcategories: [] });
    if (categoryId !== undefined) {
      const category = location.categories.find((c) => c.id === categoryId);
      if (!category) return { ok: false, message: 'The category does not exist.' };
      siblings = category.subcategories;
      add = () => category.subcategories.push({ id, title: trimmed, furtherSubcategories: [] });
      if (subcategoryId !== undefined) {
        const subcategory = category.subcategories.find((s) => s.id === subcategoryId);
        if (!subcategory) return { ok: false, message: 'The subcategory level 1 does not exist.' };
        siblings = subcategory.furtherSubcategories;
        add = () => subcategory.furtherSubcategories.push({ id, title: trimmed });
      }
    }
  }
  if (siblings.some((s) => s.id === id))
    return { ok: false, message: `The ${levelName} '${trimmed}' already exists.` };
  add();
  return { ok: true, tree: next, id };
}

/** Finds a location node by id, and optionally its category and subcategory (for dependent dropdowns). */
export function findLocation(
  tree: readonly TLocation[],
  id: string | undefined | null,
): TLocation | undefined {
  return id ? tree.find((l) => l.id === id) : undefined;
}

/** The ids from a location down to one of its nodes (1 to 4 of them). */
export type LocationNodePath =
  | [string]
  | [string, string]
  | [string, string, string]
  | [string, string, string, string];

/**
 * Gives a node of a copy of the tree a new title; its id stays (incidents refer to it, and the server renames
 * it on them). Fails when the title is blank, unchanged, or names a sibling (by title or by id).
 */
export function renameLocationNode(
  tree: readonly TLocation[],
  path: LocationNodePath,
  text: string,
): AddLocationResult {
  const levelName = LOCATION_LEVEL_NAMES[path.length - 1];
  const title = text.trim();
  if (!title) return { ok: false, message: `The ${levelName} name is required.` };
  const next = structuredClone(tree) as TLocation[];
  type Node = { id: string; title: string };
  const childrenOf = (node: Node): Node[] => {
    if ('categories' in node) return (node as TLocation).categories;
    if ('subcategories' in node) return (node as TCategory).subcategories;
    if ('furtherSubcategories' in node) return (node as TSubcategory).furtherSubcategories;
    return [];
  };
  let siblings: Node[] = next;
  let node: Node | undefined;
  for (const [depth, id] of path.entries()) {
    if (depth > 0 && node) siblings = childrenOf(node);
    node = siblings.find((n) => n.id === id);
    if (!node) return { ok: false, message: `The ${LOCATION_LEVEL_NAMES[depth]} does not exist.` };
  }
  if (!node) return { ok: false, message: 'The location does not exist.' };
  if (node.title === title) return { ok: false, message: `The ${levelName} is already called '${title}'.` };
  const clash = siblings.some(
    (s) => s !== node && (s.title.toLowerCase() === title.toLowerCase() || s.id === idFromTitle(title)),
  );
  if (clash) return { ok: false, message: `The ${levelName} '${title}' already exists.` };
  node.title = title;
  return { ok: true, tree: next, id: node.id };
}
