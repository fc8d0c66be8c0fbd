import { createHash } from 'node:crypto';
import { type JoinBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { csvBatchWriter } from './export-csv';
import type { ExportLookups } from './export-row';
import type { DbKind } from './incident-list-conditions';

/**
 * The CSV records written ahead in `incident_export_lines` (migrations 120 and 130,
 * docs/decisions/029-export-lines-written-ahead.md and 030-export-lines-dropped-on-change.md). The database
 * deletes an incident's line when the incident or its investigation changes (every write of one sets its
 * `updated_at`), and the writer only stores a line while the rows are still as it read them; an export takes
 * a row's line when it was written under the export's lookups key, and writes the other rows from their
 * columns, as without lines.
 */

/**
 * Raise when the export's records change in a way the sample rows below would not show. 2: migration 130 (the
 * database deletes old lines; an export no longer compares `updated_at`). While an instance of the build before
 * still runs beside this one (a rolling upgrade on PostgreSQL), its writer stores lines without that care; they
 * are under key 1, which this build never takes.
 */
const EXPORT_LINE_FORMAT = 2;

/**
 * Two rows with every kind of cell (an investigation with costs and sign-offs, and none; text that needs
 * quotes, a formula to neutralise, a multi-line text, '£'), written by the export's own code: a change to
 * how the export writes a record changes their text, and with it the key, so no line of the older code is
 * ever taken.
 */
const SAMPLE_ROWS: Record<string, unknown>[] = [
  {
    id: 'sample-1',
    incident_number: 12345,
    reported_by: 'sample-user',
    incident_date: '2026-03-04',
    product: 'Gearbox, "200"',
    part_number: 'sample-part',
    defective_quantity: 7,
    grn_number: '=GRN',
    order_number: '+PO 1',
    location_id: 'l',
    location_title: 'Goods in',
    category_id: 'c',
    category_title: 'Damage',
    subcategory_id: 's',
    subcategory_title: 'Dent',
    further_subcategory_id: 'f',
    further_subcategory_title: 'Deep',
    description: 'Line one\r\nline two, £12.50 "quoted"',
    attachments: JSON.stringify([{ id: 'a', name: 'photo.jpg', type: 'image/jpeg', size: 10 }]),
    investigation_id: 'sample-inv',
    status: 'investigation-completed',
    reject_reason: null,
    pending_update_reason: '@later',
    incident_justified: 1,
    created_at: '2026-03-04T10:11:12.345Z',
    updated_at: '2026-03-05T23:59:59.999Z',
    inv_status: 'completed',
    inv_assigned_to: 'sample-user',
    inv_incident_description: 'Seen -2 times',
    inv_containment_action: 'Quarantined',
    inv_containment_action_signed_by: 'sample-user',
    inv_root_cause: 'Tooling',
    inv_root_cause_signed_by: 'sample-user',
    inv_root_cause_category_id: 'rc',
    inv_root_cause_category_title: 'Machine',
    inv_corrective_action: 'Replaced',
    inv_corrective_action_signed_by: null,
    inv_verification_of_effectiveness: '',
    inv_verification_of_effectiveness_signed_by: null,
    inv_preventive_action: 'Checks',
    inv_preventive_action_signed_by: 'sample-user',
    inv_additional_notes: 'None',
    inv_additional_notes_signed_by: null,
    inv_defective_product_quantity: '7',
    inv_cost_of_labour: 12.5,
    inv_cost_of_material: '1234.567',
    inv_cost_adjustment: -3,
    inv_completed: 1,
    inv_completed_signed_by: 'sample-user',
    inv_completed_signed_date: '2026-03-06T08:00:00.000Z',
  },
  {
    id: 'sample-2',
    incident_number: null,
    reported_by: 'nobody',
    incident_date: '2025-12-31',
    product: '',
    part_number: '',
    defective_quantity: null,
    grn_number: '',
    order_number: '',
    location_id: null,
    location_title: null,
    category_id: null,
    category_title: null,
    subcategory_id: null,
    subcategory_title: null,
    further_subcategory_id: null,
    further_subcategory_title: null,
    description: '',
    attachments: '[]',
    investigation_id: null,
    status: 'rejected',
    reject_reason: 'Duplicate',
    pending_update_reason: null,
    incident_justified: null,
    created_at: new Date('2025-12-31T23:30:00.000Z'),
    updated_at: new Date('2026-01-01T00:30:00.000Z'),
  },
];

/**
 * The key of the lookups (user names, part number descriptions) and of the code an export writes its records
 * with. A line written under another key (a user renamed, a description edited, a new version of the export)
 * is never taken, and the writer writes it again.
 */
export function exportLinesKey(lookups: ExportLookups): string {
  const hash = createHash('sha256');
  hash.update(`format ${EXPORT_LINE_FORMAT}\n`);
  const sampleLookups: ExportLookups = {
    userNames: new Map([['sample-user', '=Sam "Q" Sample']]),
    partNumberDescriptions: new Map([['sample-part', 'Shaft, 12 mm']]),
  };
  hash.update(csvBatchWriter(sampleLookups)(SAMPLE_ROWS));
  const sorted = (map: Map<string, string>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  hash.update(JSON.stringify([sorted(lookups.userNames), sorted(lookups.partNumberDescriptions)]));
  return hash.digest('base64url').slice(0, 22);
}

/**
 * Joins each incident's line (for a query of `incidents`): on SQLite by the incident's rowid, the line table's
 * own key (migration 130), on PostgreSQL by the incident's id.
 */
export function joinExportLine<DB, TB extends keyof DB>(kind: DbKind) {
  return (join: JoinBuilder<DB, TB>): JoinBuilder<DB, TB> =>
    kind === 'sqlite'
      ? join.on(
          sql<SqlBool>`${sql.ref('incident_export_lines.incident_rowid')} = ${sql.ref('incidents.rowid')}`,
        )
      : join.on(sql<SqlBool>`${sql.ref('incident_export_lines.incident_id')} = ${sql.ref('incidents.id')}`);
}

/**
 * The line of the row (joined by joinExportLine) when it was written under `key`; null otherwise. The database
 * deletes a line when its incident or its investigation changes (migration 130), so a line that is there was
 * written from the rows as they are. On SQLite the line's incident id must match too: a rowid can change.
 */
export function currentExportLine(kind: DbKind, key: string): RawBuilder<string | null> {
  const line = (column: string) => sql.ref(`incident_export_lines.${column}`);
  const sameIncident =
    kind === 'sqlite' ? sql`${line('incident_id')} = ${sql.ref('incidents.id')} and ` : sql``;
  return sql<
    string | null
  >`case when ${sameIncident}${line('lookups_key')} = ${key} then ${line('line')} end`;
}
