import type { Kysely } from 'kysely';

/**
 * Drops the incident indexes that are the leading columns of a later, wider index (decision 015): the wider
 * one answers every lookup, range and order the narrow one did, and every write paid for both. Each entry
 * names the index that takes its place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export const REDUNDANT: { name: string; columns: string[]; coveredBy: string }[] = [
  { name: 'incidents_status_idx', columns: ['status'], coveredBy: 'incidents_status_number_idx' },
  { name: 'incidents_product_idx', columns: ['product'], coveredBy: 'incidents_list_product_idx' },
  {
    name: 'incidents_incident_date_idx',
    columns: ['incident_date'],
    coveredBy: 'incidents_list_incident_date_idx',
  },
  {
    name: 'incidents_incident_date_id_idx',
    columns: ['incident_date', 'id'],
    coveredBy: 'incidents_list_incident_date_idx',
  },
  {
    name: 'incidents_defective_quantity_idx',
    columns: ['defective_quantity'],
    coveredBy: 'incidents_list_defective_quantity_idx',
  },
  { name: 'incidents_location_id_idx', columns: ['location_id'], coveredBy: 'incidents_list_location_idx' },
  { name: 'incidents_updated_at_idx', columns: ['updated_at'], coveredBy: 'incidents_list_updated_at_idx' },
  {
    name: 'incidents_investigation_id_idx',
    columns: ['investigation_id'],
    coveredBy: 'incidents_chart_investigation_idx',
  },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { name } of REDUNDANT) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name, columns } of REDUNDANT) {
    await db.schema.createIndex(name).ifNotExists().on('incidents').columns(columns).execute();
  }
}
