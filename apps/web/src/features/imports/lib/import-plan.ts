import { IMPORT_TARGET_LABELS, IMPORT_TARGETS } from '@qi/domain/incident-import-fields';
import type { ImportResolution, UnknownKind } from '@qi/domain/incident-import-lookups';
import { REFERENCE_TARGETS } from '@qi/domain/incident-import-reference-rows';
import type {
  ImportKind,
  MappingKey,
  TImportMapping,
  TImportPlanRequest,
  TImportResolutions,
} from '@qi/domain/incident-import-schemas';

/** What the file picker offers to import, in the Administration tabs' words. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  incidents: 'Incidents',
  products: 'Products',
  'part-numbers': 'Part numbers',
  suppliers: 'Suppliers',
  locations: 'Locations',
};

const REFERENCE_LABELS: Partial<Record<MappingKey, string>> = {
  name: 'Name',
  code: 'Code',
  description: 'Description',
};

/** The targets of a kind with their labels, in the mapping table's order. */
export function targetsOf(kind: ImportKind): { key: MappingKey; label: string }[] {
  const keys: readonly MappingKey[] = kind === 'incidents' ? IMPORT_TARGETS : REFERENCE_TARGETS[kind];
  return keys.map((key) => ({
    key,
    label: REFERENCE_LABELS[key] ?? IMPORT_TARGET_LABELS[key as keyof typeof IMPORT_TARGET_LABELS] ?? key,
  }));
}

/** The mapping with only the targets of the kind that name a column. */
export function planOf(
  kind: ImportKind,
  mapping: TImportMapping,
  resolutions: TImportResolutions,
): TImportPlanRequest {
  const chosen: TImportMapping = {};
  for (const { key } of targetsOf(kind)) {
    const header = mapping[key];
    if (header) chosen[key] = header;
  }
  return kind === 'incidents' ? { mapping: chosen, resolutions } : { mapping: chosen };
}

/** The unknown value's resolution, or undefined while it is left refused. */
export function resolutionOf(
  resolutions: TImportResolutions,
  kind: UnknownKind,
  key: string,
): ImportResolution | undefined {
  return resolutions[kind]?.[key];
}

/** The resolutions with one value's choice set (undefined: leave its rows refused). */
export function withResolution(
  resolutions: TImportResolutions,
  kind: UnknownKind,
  key: string,
  resolution: ImportResolution | undefined,
): TImportResolutions {
  const next = { ...(resolutions[kind] ?? {}) };
  if (resolution) next[key] = resolution;
  else delete next[key];
  return { ...resolutions, [kind]: next };
}

/** '12,345 rows' in words. */
export const rowsText = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'row' : 'rows'}`;
