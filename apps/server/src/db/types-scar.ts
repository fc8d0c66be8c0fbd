import type { ColumnType } from 'kysely';
import type { DbBool, DbNullableTimestamp, DbTimestamp } from './column-types';

/** Migration 385: supplier corrective action requests and supplier contacts (modules/scar, decision 051). */
export interface ScarTables {
  supplier_contacts: SupplierContactsTable;
  scars: ScarsTable;
  scar_incidents: ScarIncidentsTable;
  scar_stages: ScarStagesTable;
  scar_links: ScarLinksTable;
  scar_codes: ScarCodesTable;
  scar_sessions: ScarSessionsTable;
  scar_files: ScarFilesTable;
  scar_shared_attachments: ScarSharedAttachmentsTable;
  scar_audit: ScarAuditTable;
  scar_milestone_defaults: ScarMilestoneDefaultsTable;
}

export interface SupplierContactsTable {
  id: string;
  supplier_id: string;
  name: string;
  email: string;
  active: DbBool;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface ScarsTable {
  id: string;
  number: number;
  supplier_id: string;
  contact_id: string;
  buyer_id: string;
  form: string;
  status: string;
  request: string;
  /** JSON: the domain's TScarItem[]. */
  items: string;
  acknowledge_due: string;
  containment_due: string | null;
  root_cause_due: string | null;
  actions_due: string | null;
  closure_due: string | null;
  acknowledged_at: DbNullableTimestamp;
  closed_at: DbNullableTimestamp;
  closed_by: string | null;
  revoked_at: DbNullableTimestamp;
  reason: string | null;
  version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface ScarIncidentsTable {
  scar_id: string;
  incident_id: string;
}

export interface ScarStagesTable {
  scar_id: string;
  stage: string;
  status: string;
  /** JSON: the stage's answer (the domain's draft shape), null before the first save. */
  answer: string | null;
  version: number;
  submitted_at: DbNullableTimestamp;
  first_submitted_at: DbNullableTimestamp;
  reviewed_at: DbNullableTimestamp;
  reviewed_by: string | null;
  review_comment: string;
}

export interface ScarLinksTable {
  id: string;
  scar_id: string;
  token_hash: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: DbNullableTimestamp;
  opened_at: DbNullableTimestamp;
}

export interface ScarCodesTable {
  id: string;
  link_id: string;
  code_hash: string;
  expires_at: DbTimestamp;
  attempts: ColumnType<number, number, number>;
  used_at: DbNullableTimestamp;
  created_at: DbTimestamp;
}

export interface ScarSessionsTable {
  id: string;
  scar_id: string;
  link_id: string;
  token_hash: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  ended_at: DbNullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ScarFilesTable {
  key: string;
  scar_id: string;
  name: string;
  type: string;
  size: number;
  uploaded_at: DbTimestamp;
}

export interface ScarSharedAttachmentsTable {
  scar_id: string;
  attachment_id: string;
  incident_id: string;
  shared_by: string | null;
  shared_at: DbTimestamp;
}

export interface ScarAuditTable {
  id: string;
  scar_id: string;
  at: DbTimestamp;
  seq: number;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  stage: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON object. */
  details: string;
}

export interface ScarMilestoneDefaultsTable {
  milestone: string;
  days: number;
}
