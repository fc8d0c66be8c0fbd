import type { UnknownValue } from '@qi/domain/incident-import-lookups';
import type {
  ImportKind,
  ImportStatus,
  TImport,
  TImportMapping,
  TImportResolutions,
} from '@qi/domain/incident-import-schemas';
import type { Selectable } from 'kysely';
import type { ImportsTable } from '../../db/types-imports';
import {
  fromDbJson,
  fromDbNullableNumber,
  fromDbNullableTimestamp,
  fromDbNumber,
  fromDbTimestamp,
} from '../../db/values';
import type { ImportFileType } from './import-file-reader';

/** An unknown value as the dry run counted it (kept on the import for the run to create it). */
export interface CountedUnknown extends UnknownValue {
  rows: number;
  firstLine: number;
}

/** An import as the server sees it (the row type stays in the repository). */
export interface ImportRecord {
  id: string;
  kind: ImportKind;
  fileName: string;
  fileKey: string;
  fileType: ImportFileType;
  fileSize: number;
  headers: string[];
  samples: string[][];
  status: ImportStatus;
  rowCount: number | null;
  rowsDone: number;
  counts: TImport['counts'];
  mapping: TImportMapping | null;
  resolutions: TImportResolutions | null;
  unknowns: CountedUnknown[];
  maxIncidentNumber: number | null;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  undoneAt: string | null;
  error: string | null;
}

export function toImportRecord(
  row: Selectable<ImportsTable> & { created_by_name?: string | null },
): ImportRecord {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    fileKey: row.file_key,
    fileType: row.file_type as ImportFileType,
    fileSize: fromDbNumber(row.file_size),
    headers: fromDbJson<string[]>(row.headers, []),
    samples: fromDbJson<string[][]>(row.samples, []),
    status: row.status as ImportStatus,
    rowCount: fromDbNullableNumber(row.row_count),
    rowsDone: fromDbNumber(row.rows_done),
    counts: {
      created: fromDbNumber(row.created_count),
      updated: fromDbNumber(row.updated_count),
      unchanged: fromDbNumber(row.unchanged_count),
      refused: fromDbNumber(row.refused_count),
    },
    mapping: fromDbJson<TImportMapping | null>(row.mapping, null),
    resolutions: fromDbJson<TImportResolutions | null>(row.resolutions, null),
    unknowns: fromDbJson<CountedUnknown[]>(row.unknowns, []),
    maxIncidentNumber: fromDbNullableNumber(row.max_incident_number),
    createdBy: row.created_by,
    createdByName: row.created_by_name ?? null,
    createdAt: fromDbTimestamp(row.created_at),
    startedAt: fromDbNullableTimestamp(row.started_at),
    finishedAt: fromDbNullableTimestamp(row.finished_at),
    undoneAt: fromDbNullableTimestamp(row.undone_at),
    error: row.error,
  };
}

/** What the API answers of an import (the storage key, the samples and the resolutions stay inside). */
export function presentImport(record: ImportRecord): TImport {
  return {
    id: record.id,
    kind: record.kind,
    fileName: record.fileName,
    fileType: record.fileType,
    fileSize: record.fileSize,
    headers: record.headers,
    status: record.status,
    rowCount: record.rowCount,
    rowsDone: record.rowsDone,
    counts: record.counts,
    mapping: record.mapping,
    createdBy:
      record.createdByName === null ? null : { user_id: record.createdBy, name: record.createdByName },
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    undoneAt: record.undoneAt,
    error: record.error,
  };
}
