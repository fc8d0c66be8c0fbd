import type { ColumnType } from 'kysely';
import type { DbNullableNumber, DbNullableTimestamp, DbTimestamp } from './column-types';

type Timestamp = DbTimestamp;
type NullableTimestamp = DbNullableTimestamp;
type Counter = ColumnType<number, number | undefined, number>;
type NullableNumber = DbNullableNumber;

/** Migration 400: imports of an incident log and of reference data (modules/imports, decision 054). */
export interface ImportTables {
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_references: ImportReferencesTable;
  import_mappings: ImportMappingsTable;
}

export interface ImportsTable {
  id: string;
  kind: string;
  file_name: string;
  file_key: string;
  file_type: string;
  file_size: ColumnType<number | string, number, number>;
  headers: string;
  samples: string;
  status: string;
  row_count: NullableNumber;
  rows_done: Counter;
  created_count: Counter;
  updated_count: Counter;
  unchanged_count: Counter;
  refused_count: Counter;
  mapping: string | null;
  resolutions: string | null;
  unknowns: string | null;
  max_incident_number: NullableNumber;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  undone_at: NullableTimestamp;
  undone_by: string | null;
  error: string | null;
}

export interface ImportRowsTable {
  import_id: string;
  line: number;
  outcome: string;
  external_reference: string;
  incident_id: string | null;
  incident_number: NullableNumber;
  reasons: string | null;
  version_after: NullableNumber;
  previous: string | null;
}

export interface ImportReferencesTable {
  external_reference: string;
  incident_id: string;
  row_hash: string;
  original_reporter: string | null;
  import_id: string;
}

export interface ImportMappingsTable {
  id: string;
  kind: string;
  name: string;
  name_key: string;
  mapping: string;
  created_by: string;
  created_at: Timestamp;
}
