import type { TAttachment } from '@qi/domain/attachments';
import type { DispositionStatus, TDisposition } from '@qi/domain/disposition';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { InvestigationStatus } from '@qi/domain/investigation';
import type { Severity } from '@qi/domain/severity';
import type { Insertable } from 'kysely';
import type { IncidentsTable } from '../../db/types';
import { type DatabaseKeptColumn, INCIDENT_ROW_FIELDS, type IncidentRow } from './incident-row-fields';
import { type RowField, rowReader, rowWriter } from './row-fields';

/** A chosen node of the location tree, as stored on the incident. */
export interface Labelled {
  id: string;
  title: string;
}

/** An incident as the server sees it (normalised; the row type stays in the repositories). */
export interface IncidentRecord {
  id: string;
  incidentNumber: number | null;
  reportedBy: string;
  incidentDate: string;
  product: string;
  partNumber: string;
  defectiveQuantity: number | null;
  grnNumber: string;
  orderNumber: string;
  incidentLocation: Labelled | null;
  category: Labelled | null;
  subcategory: Labelled | null;
  furtherSubcategory: Labelled | null;
  description: string;
  /** Stored without urls: urls are signed when presented. */
  attachments: TAttachment[];
  investigationId: string | null;
  status: IncidentStatus;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  incidentJustified: boolean | null;
  created_at: string;
  updated_at: string;
  /** One more with every write (migration 180); absent only on records not read from the table yet. */
  version?: number;
  severity: Severity | null;
  supplierId: string | null;
  dispositionStatus: DispositionStatus;
  dispositionProposedBy: string | null;
  dispositionProposedAt: string | null;
  dispositionApprovedBy: string | null;
  dispositionApprovedAt: string | null;
  /** The lines, read only where one incident is shown (disposition-repository.ts). */
  disposition?: TDisposition;
  /** Migration 230 (domain incident-measures.ts); absent only on records not read from the table (not written then). */
  submittedAt?: string | null;
  acknowledgedAt?: string | null;
  investigationCompletedAt?: string | null;
  closedAt?: string | null;
}

/** The disposition fields of an incident nobody has dispositioned yet. */
export const NO_DISPOSITION = {
  dispositionStatus: 'awaiting',
  dispositionProposedBy: null,
  dispositionProposedAt: null,
  dispositionApprovedBy: null,
  dispositionApprovedAt: null,
} as const satisfies Partial<IncidentRecord>;

/** An incident with the status of its investigation (LEFT JOIN investigations). */
export interface IncidentWithInvestigation extends IncidentRecord {
  investigationStatus: InvestigationStatus | null;
  /** Its investigation's earliest open due date (migration 220), when read. */
  investigationDueDate?: string | null;
}

type StoredField = Exclude<keyof IncidentRecord, 'disposition'>;

/**
 * Fails to compile when a field of IncidentRecord (but `disposition`, which disposition-repository.ts reads)
 * has no entry in INCIDENT_ROW_FIELDS or one of another type, or when an entry fills no field of the record.
 */
export type IncidentRowFieldsMatchTheRecord = [
  CheckFields<typeof INCIDENT_ROW_FIELDS>,
  MustBeNever<Exclude<keyof typeof INCIDENT_ROW_FIELDS, StoredField>>,
];
type CheckFields<T extends { [K in StoredField]-?: RowField<Exclude<IncidentRecord[K], undefined>> }> = T;
type MustBeNever<T extends never> = T;

/** The row written for a record: every column but those the database keeps (version); `id` included. */
export type IncidentRowValues = Omit<Insertable<IncidentsTable>, DatabaseKeptColumn>;

/** The record of a row read with INCIDENT_TABLE_COLUMNS (or INCIDENT_PAGE_COLUMNS and a description). */
export const toIncidentRecord = rowReader<IncidentRow, IncidentRecord>(INCIDENT_ROW_FIELDS);

export const toIncidentRow = rowWriter<IncidentRecord, IncidentRowValues>(INCIDENT_ROW_FIELDS);

export function toInvestigationStatus(value: unknown): InvestigationStatus | null {
  return value === 'opened' || value === 'completed' ? value : null;
}
