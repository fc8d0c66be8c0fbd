import { headerKey } from './incident-import-fields';
import { addLocationPath } from './incident-import-lookups';
import type { ImportKind, MappingKey, TImportMapping } from './incident-import-schemas';
import { normaliseLabel } from './incident-import-values';
import { REFERENCE_MSG, type TLocation, ZPartNumber, ZProduct } from './reference-data';
import { ZCreateSupplierRequest } from './supplier';

/**
 * Reference data from CSV or XLSX (decision 054): products, part numbers with their product, suppliers and the
 * location tree, one item a row. The same upload, preview and apply as incidents, simpler: a row adds what is
 * missing, and leaves what exists as it is (renames and retirements stay on their tabs).
 */
export type ReferenceKind = Exclude<ImportKind, 'incidents'>;

export const REFERENCE_TARGETS: Record<ReferenceKind, readonly MappingKey[]> = {
  products: ['name'],
  'part-numbers': ['partNumber', 'description', 'product'],
  suppliers: ['name', 'code'],
  locations: ['incidentLocation', 'category', 'subcategory', 'furtherSubcategory'],
};

const SYNONYMS: Partial<Record<MappingKey, readonly string[]>> = {
  name: ['name', 'product', 'product name', 'supplier', 'supplier name'],
  code: ['code', 'supplier code'],
  partNumber: ['part number', 'part no', 'part', 'id', 'number'],
  description: ['description', 'part number description', 'part description'],
  product: ['product', 'product name'],
  incidentLocation: ['incident location', 'location'],
  category: ['category'],
  subcategory: ['subcategory level 1', 'subcategory', 'subcategory 1'],
  furtherSubcategory: ['subcategory level 2', 'subcategory 2', 'further subcategory'],
};

/** The columns of a reference-data file, by their headers' names (the Administration tabs' own words). */
export function proposeReferenceMapping(kind: ReferenceKind, headers: readonly string[]): TImportMapping {
  const mapping: TImportMapping = {};
  const used = new Set<string>();
  for (const target of REFERENCE_TARGETS[kind]) {
    const synonyms = SYNONYMS[target] ?? [];
    const header = synonyms
      .map((s) => headers.find((h) => !used.has(h) && headerKey(h) === s))
      .find((h) => h !== undefined);
    mapping[target] = header ?? null;
    if (header) used.add(header);
  }
  return mapping;
}

/** What the reference data holds, and what earlier rows of the same file add to it. */
export interface ReferenceState {
  products: Set<string>;
  /** Active products' names by their lower-case name (a part number names one). */
  activeProducts: Map<string, string>;
  partNumbers: Set<string>;
  supplierCodes: Set<string>;
  locations: TLocation[];
}

export type ReferenceRowResult =
  | { outcome: 'create'; item: ReferenceItem; label: string }
  | { outcome: 'unchanged'; label: string }
  | { outcome: 'refuse'; reasons: string[]; label: string };

export type ReferenceItem =
  | { kind: 'products'; name: string }
  | { kind: 'part-numbers'; id: string; description: string; product: string | null }
  | { kind: 'suppliers'; name: string; code: string }
  | { kind: 'locations'; titles: string[] };

const issuesOf = (error: { issues: { message: string }[] }) => error.issues.map((i) => i.message);

/**
 * One row of a reference-data file against the state (which it updates when the row adds something): the
 * Administration tabs' own rules and messages (reference-data.ts, supplier.ts).
 */
export function mapReferenceRow(
  kind: ReferenceKind,
  cells: Partial<Record<MappingKey, string>>,
  state: ReferenceState,
): ReferenceRowResult {
  const cell = (key: MappingKey) => (cells[key] ?? '').trim();
  if (kind === 'products') {
    const parsed = ZProduct.safeParse({ name: cell('name') });
    if (!parsed.success) return { outcome: 'refuse', reasons: issuesOf(parsed.error), label: cell('name') };
    const name = parsed.data.name;
    if (state.products.has(normaliseLabel(name))) return { outcome: 'unchanged', label: name };
    state.products.add(normaliseLabel(name));
    state.activeProducts.set(normaliseLabel(name), name);
    return { outcome: 'create', item: { kind, name }, label: name };
  }
  if (kind === 'part-numbers') {
    const productText = cell('product');
    const parsed = ZPartNumber.safeParse({
      id: cell('partNumber'),
      description: cell('description'),
      product: productText || null,
    });
    const label = cell('partNumber');
    if (!parsed.success) return { outcome: 'refuse', reasons: issuesOf(parsed.error), label };
    const product = productText ? state.activeProducts.get(normaliseLabel(productText)) : null;
    if (product === undefined)
      return { outcome: 'refuse', reasons: [REFERENCE_MSG.partNumberProductUnknown], label };
    const id = parsed.data.id;
    if (state.partNumbers.has(normaliseLabel(id))) return { outcome: 'unchanged', label: id };
    state.partNumbers.add(normaliseLabel(id));
    return {
      outcome: 'create',
      item: { kind, id, description: parsed.data.description, product },
      label: id,
    };
  }
  if (kind === 'suppliers') {
    const parsed = ZCreateSupplierRequest.safeParse({ name: cell('name'), code: cell('code') });
    const label = cell('name');
    if (!parsed.success) return { outcome: 'refuse', reasons: issuesOf(parsed.error), label };
    if (state.supplierCodes.has(normaliseLabel(parsed.data.code))) return { outcome: 'unchanged', label };
    state.supplierCodes.add(normaliseLabel(parsed.data.code));
    return { outcome: 'create', item: { kind, ...parsed.data }, label };
  }
  const levels = [
    cell('incidentLocation'),
    cell('category'),
    cell('subcategory'),
    cell('furtherSubcategory'),
  ];
  const end = levels.indexOf('');
  const titles = end === -1 ? levels : levels.slice(0, end);
  const label = titles.join(' › ');
  if (titles.length === 0) return { outcome: 'refuse', reasons: ['A location is required.'], label };
  if (levels.slice(titles.length).some((l) => l !== ''))
    return { outcome: 'refuse', reasons: ['A level is missing above a level that is given.'], label };
  const { tree, error } = addLocationPath(state.locations, titles);
  if (error) return { outcome: 'refuse', reasons: [error], label };
  if (JSON.stringify(tree) === JSON.stringify(state.locations)) return { outcome: 'unchanged', label };
  state.locations = tree;
  return { outcome: 'create', item: { kind, titles }, label };
}
