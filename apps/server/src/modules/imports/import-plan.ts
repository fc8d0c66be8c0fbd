import { AppError } from '@qi/domain/app-error';
import { IMPORT_TARGETS, REQUIRED_IMPORT_TARGETS } from '@qi/domain/incident-import-fields';
import {
  emptyResolutions,
  type ImportReferenceData,
  type ImportResolutions,
} from '@qi/domain/incident-import-lookups';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { REFERENCE_TARGETS } from '@qi/domain/incident-import-reference-rows';
import type {
  ImportKind,
  MappingKey,
  TImportMapping,
  TImportResolutions,
} from '@qi/domain/incident-import-schemas';
import { ZLocationTree } from '@qi/domain/reference-data';
import type { Db } from '../../db/database';
import { findReferenceDocument, listPartNumbers, listProducts } from '../reference/reference-repository';
import { listSuppliers } from '../suppliers/supplier-repository';
import { listPeople } from './import-rows-repository';

/** The reference data rows are checked against (bounded: products, part numbers, suppliers, the tree, staff). */
export async function loadImportReference(db: Db): Promise<ImportReferenceData> {
  const [products, partNumbers, suppliers, locations, users] = await Promise.all([
    listProducts(db),
    listPartNumbers(db),
    listSuppliers(db),
    findReferenceDocument(db, 'locations'),
    listPeople(db),
  ]);
  const tree = ZLocationTree.safeParse(locations);
  return { products, partNumbers, suppliers, locations: tree.success ? tree.data : [], users };
}

/** The targets a kind of import reads. */
export function targetsOf(kind: ImportKind): readonly MappingKey[] {
  return kind === 'incidents' ? IMPORT_TARGETS : REFERENCE_TARGETS[kind];
}

/**
 * 422 unless the mapping names only targets of the kind and columns of the file, and a column for each target
 * a row cannot do without. Answers the mapping with only the targets the kind reads.
 */
export function checkMapping(kind: ImportKind, mapping: TImportMapping, headers: readonly string[]) {
  const targets = targetsOf(kind);
  const checked: TImportMapping = {};
  for (const [target, header] of Object.entries(mapping) as [MappingKey, string | null | undefined][]) {
    if (header === null || header === undefined) continue;
    if (!targets.includes(target)) continue;
    if (!headers.includes(header)) {
      const message = IMPORT_MSG.unknownHeader(header);
      throw new AppError('VALIDATION', message, [{ path: `mapping.${target}`, message }]);
    }
    checked[target] = header;
  }
  if (kind === 'incidents') {
    for (const target of REQUIRED_IMPORT_TARGETS) {
      if (!checked[target]) {
        const message = IMPORT_MSG.referenceRequired;
        throw new AppError('VALIDATION', message, [{ path: `mapping.${target}`, message }]);
      }
    }
  }
  return checked;
}

/** Resolutions with every kind present. */
export function fullResolutions(resolutions: TImportResolutions | null | undefined): ImportResolutions {
  return { ...emptyResolutions(), ...resolutions } as ImportResolutions;
}

/** Reads a row's cells by target, as the mapping says (the columns' positions worked out once). */
export function cellReader(mapping: TImportMapping, headers: readonly string[]) {
  const columns = (Object.entries(mapping) as [MappingKey, string | null | undefined][])
    .filter((entry): entry is [MappingKey, string] => typeof entry[1] === 'string')
    .map(([target, header]) => [target, headers.indexOf(header)] as const);
  return (cells: readonly string[]): Partial<Record<MappingKey, string>> => {
    const out: Partial<Record<MappingKey, string>> = {};
    for (const [target, column] of columns) out[target] = cells[column] ?? '';
    return out;
  };
}

/** The file's columns that no target reads. */
export function unusedColumns(mapping: TImportMapping, headers: readonly string[]): string[] {
  const used = new Set(Object.values(mapping).filter((h): h is string => typeof h === 'string'));
  return headers.filter((h) => !used.has(h));
}
