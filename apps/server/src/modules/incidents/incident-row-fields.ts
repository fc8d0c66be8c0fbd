import type { DispositionStatus } from '@qi/domain/disposition';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { Severity } from '@qi/domain/severity';
import type { InsertType, Selectable } from 'kysely';
import type { IncidentsTable } from '../../db/types';
import {
  fromDbNullableBool,
  fromDbNullableNumber,
  fromDbNullableTimestamp,
  fromDbNumber,
  fromDbTimestamp,
  toDbBool,
} from '../../db/values';
import { attachmentsJson, storedAttachments } from '../uploads/stored-attachments';
import type { RowField } from './row-fields';

type Column = keyof IncidentsTable;
/** A row of `incidents` as read. */
export type IncidentRow = Selectable<IncidentsTable>;
/** The columns the database writes itself (one more with every write); the record only reads them. */
export type DatabaseKeptColumn = 'version';

/** Columns whose value as read can be written back as it is. */
type PlainColumn = {
  [C in Column]: IncidentRow[C] extends InsertType<IncidentsTable[C]> ? C : never;
}[Column];
type NullableTextColumn = { [C in Column]: string | null extends IncidentRow[C] ? C : never }[Column];

/** A field in one column: its value as it is, or through `read` (and `write` when it is not the column's type). */
function column<C extends PlainColumn>(name: C): RowField<IncidentRow[C], C>;
function column<C extends Column, V extends InsertType<IncidentsTable[C]>>(
  name: C,
  read: (value: IncidentRow[C]) => V,
): RowField<V, C>;
function column<C extends Column, V>(
  name: C,
  read: (value: IncidentRow[C]) => V,
  write: (value: V) => InsertType<IncidentsTable[C]>,
): RowField<V, C>;
function column<V>(
  name: Column,
  read: ((value: never) => V) | null = null,
  write: ((value: V) => unknown) | null = null,
): RowField<V> {
  return { columns: [name], read, write: [write] };
}

function keptByTheDatabase<C extends DatabaseKeptColumn, V>(
  name: C,
  read: (value: IncidentRow[C]) => V,
): RowField<V, C> {
  return { columns: [name], read, write: [] };
}

/** A chosen node of the location tree: its id and title, the title read as the id when missing. */
function labelled<I extends NullableTextColumn, T extends NullableTextColumn>(
  id: I,
  title: T,
): RowField<{ id: string; title: string } | null, I | T> {
  return {
    columns: [id, title],
    read: (idValue: string | null, titleValue: string | null) =>
      idValue === null ? null : { id: idValue, title: titleValue ?? idValue },
    write: [(value) => value?.id ?? null, (value) => value?.title ?? null],
  };
}

/** Null also for a row read without the column (the columns of migration 200). */
const orNull = <T>(value: unknown) => (value ?? null) as T | null;

/**
 * Every field of IncidentRecord stored in `incidents`, in the record's order, with its columns: the one
 * description of the row from which the select lists (incident-table-columns.ts) and toIncidentRecord and
 * toIncidentRow (incident-record.ts) are made. A new column is a new entry here (besides types.ts, its
 * migration and the record's field); incident-table-columns.ts and incident-record.ts fail to compile until
 * the entries match the table and the record.
 */
export const INCIDENT_ROW_FIELDS = {
  id: column('id'),
  incidentNumber: column('incident_number', fromDbNullableNumber),
  reportedBy: column('reported_by'),
  incidentDate: column('incident_date'),
  product: column('product'),
  partNumber: column('part_number'),
  defectiveQuantity: column('defective_quantity', fromDbNullableNumber),
  grnNumber: column('grn_number'),
  orderNumber: column('order_number'),
  incidentLocation: labelled('location_id', 'location_title'),
  category: labelled('category_id', 'category_title'),
  subcategory: labelled('subcategory_id', 'subcategory_title'),
  furtherSubcategory: labelled('further_subcategory_id', 'further_subcategory_title'),
  description: column('description'),
  attachments: column('attachments', storedAttachments, attachmentsJson),
  investigationId: column('investigation_id'),
  status: column('status', (value) => value as IncidentStatus),
  rejectReason: column('reject_reason'),
  pendingUpdateReason: column('pending_update_reason'),
  incidentJustified: column('incident_justified', fromDbNullableBool, (value) =>
    value === null ? null : toDbBool(value),
  ),
  created_at: column('created_at', fromDbTimestamp),
  updated_at: column('updated_at', fromDbTimestamp),
  version: keptByTheDatabase('version', fromDbNumber),
  severity: column('severity', orNull<Severity>),
  supplierId: column('supplier_id', orNull<string>),
  dispositionStatus: column(
    'disposition_status',
    (value) => (value as DispositionStatus | undefined) ?? 'awaiting',
  ),
  dispositionProposedBy: column('disposition_proposed_by', orNull<string>),
  dispositionProposedAt: column('disposition_proposed_at', fromDbNullableTimestamp),
  dispositionApprovedBy: column('disposition_approved_by', orNull<string>),
  dispositionApprovedAt: column('disposition_approved_at', fromDbNullableTimestamp),
  // Written as they are: undefined (a record that never held them) writes nothing, the stored ones stay.
  submittedAt: column('submitted_at', fromDbNullableTimestamp),
  acknowledgedAt: column('acknowledged_at', fromDbNullableTimestamp),
  investigationCompletedAt: column('investigation_completed_at', fromDbNullableTimestamp),
  closedAt: column('closed_at', fromDbNullableTimestamp),
};
