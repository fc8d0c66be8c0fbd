import { createHash } from 'node:crypto';
import type { ImportLookups, UnknownValue } from '@qi/domain/incident-import-lookups';
import { IMPORT_ROW_MSG } from '@qi/domain/incident-import-messages';
import { type ImportCells, type ImportedIncident, mapImportRow } from '@qi/domain/incident-import-row';
import { parseImportNumber } from '@qi/domain/incident-import-values';
import type { Db } from '../../db/database';
import { findNumberHolders, findReferences, type ReferenceEntry } from './import-rows-repository';

/**
 * Decides what an import does with each row of a batch (shared by the dry run and the run, so that the preview
 * is what the run does): created, updated, unchanged or refused, with the reasons. A reference already imported
 * is updated only when the row differs from what was imported then (its hash), so importing the same file again
 * changes nothing; incident numbers stay unique.
 */

/** What earlier rows of the same file used: a reference or a number used again is refused on its later row. */
export interface FileState {
  references: Map<string, number>;
  numbers: Map<number, number>;
}

export const newFileState = (): FileState => ({ references: new Map(), numbers: new Map() });

export interface BatchRow {
  line: number;
  cells: ImportCells;
}

export type RowPlan =
  | {
      line: number;
      outcome: 'create' | 'update' | 'unchanged';
      externalReference: string;
      incident: ImportedIncident;
      hash: string;
      existing: ReferenceEntry | null;
      unknowns: UnknownValue[];
    }
  | {
      line: number;
      outcome: 'refuse';
      externalReference: string;
      reasons: string[];
      unknowns: UnknownValue[];
    };

/** The hash of what a row imports: equal hashes, nothing to change. */
export function importedHash(incident: ImportedIncident): string {
  return createHash('sha256').update(JSON.stringify(incident)).digest('hex');
}

/**
 * Notes a row's reference and number in the file's state, before anything else is known of it (so that a
 * pass resuming half-way rebuilds the same state from the rows it skips); answers the repeats' reasons.
 */
export function noteInFile(row: BatchRow, state: FileState): string[] {
  const reasons: string[] = [];
  const reference = (row.cells.externalReference ?? '').trim();
  if (reference !== '') {
    const first = state.references.get(reference);
    if (first !== undefined) reasons.push(IMPORT_ROW_MSG.externalReferenceRepeated(first));
    else state.references.set(reference, row.line);
  }
  const number = parseImportNumber((row.cells.incidentNumber ?? '').trim());
  if (number !== null && Number.isInteger(number) && number > 0) {
    const first = state.numbers.get(number);
    if (first !== undefined) reasons.push(IMPORT_ROW_MSG.incidentNumberRepeated(number, first));
    else state.numbers.set(number, row.line);
  }
  return reasons;
}

export async function planBatch(
  db: Db,
  rows: readonly BatchRow[],
  lookups: ImportLookups,
  today: string,
  state: FileState,
): Promise<RowPlan[]> {
  const mapped = rows.map((row) => {
    const repeats = noteInFile(row, state);
    const result = mapImportRow(row.cells, lookups, today);
    const externalReference = (row.cells.externalReference ?? '').trim();
    return { line: row.line, externalReference, repeats, result };
  });
  const valid = mapped.flatMap((m) => (m.result.ok && m.repeats.length === 0 ? [m.result.incident] : []));
  const [references, holders] = await Promise.all([
    findReferences(
      db,
      valid.map((i) => i.externalReference),
    ),
    findNumberHolders(
      db,
      valid.flatMap((i) => (i.incidentNumber === null ? [] : [i.incidentNumber])),
    ),
  ]);
  return mapped.map(({ line, externalReference, repeats, result }): RowPlan => {
    const unknowns = result.unknowns;
    if (!result.ok || repeats.length > 0) {
      const reasons = [...repeats, ...(result.ok ? [] : result.reasons)];
      return { line, outcome: 'refuse', externalReference, reasons, unknowns };
    }
    const incident = result.incident;
    const existing = references.get(incident.externalReference) ?? null;
    const holder = incident.incidentNumber === null ? undefined : holders.get(incident.incidentNumber);
    if (holder !== undefined && holder !== existing?.incidentId) {
      const reasons = [IMPORT_ROW_MSG.incidentNumberTaken(incident.incidentNumber!)];
      return { line, outcome: 'refuse', externalReference, reasons, unknowns };
    }
    const hash = importedHash(incident);
    const outcome = existing === null ? 'create' : existing.rowHash === hash ? 'unchanged' : 'update';
    return { line, outcome, externalReference, incident, hash, existing, unknowns };
  });
}
