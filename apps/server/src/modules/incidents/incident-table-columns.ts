import type { IncidentsTable } from '../../db/types';
import { INCIDENT_ROW_FIELDS } from './incident-row-fields';

type Fields = typeof INCIDENT_ROW_FIELDS;
type StoredColumn = Fields[keyof Fields]['columns'][number];
type Qualified = `incidents.${StoredColumn}`;

/**
 * Every column of `incidents` that the application reads, qualified. Used instead of `selectAll('incidents')`:
 * on PostgreSQL the table also holds `search_text` (migration 100), a generated copy of the searched text
 * that only the search's WHERE reads; `select *` would fetch it with every row (about 300 bytes each).
 */
export const INCIDENT_TABLE_COLUMNS: readonly Qualified[] = Object.values(INCIDENT_ROW_FIELDS).flatMap(
  (field) => field.columns.map((column): Qualified => `incidents.${column}`),
);

/** Every column but the description, which a list page reads cut (incident-list-repository.ts). */
export const INCIDENT_PAGE_COLUMNS = INCIDENT_TABLE_COLUMNS.filter(
  (column): column is Exclude<Qualified, 'incidents.description'> => column !== 'incidents.description',
);

/** Fails to compile when IncidentsTable gains a column that no field of INCIDENT_ROW_FIELDS is stored in. */
export type IncidentTableColumnsComplete = MustBeNever<Exclude<keyof IncidentsTable, StoredColumn>>;
type MustBeNever<T extends never> = T;
