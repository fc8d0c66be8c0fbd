import type { ColumnType } from 'kysely';

/** Read as boolean (PostgreSQL) or 0/1 (SQLite); written as 0/1 (see values.ts). */
export type DbBool = ColumnType<boolean | number, number, number>;
export type DbNullableBool = ColumnType<boolean | number | null, number | null, number | null>;
/** Read as Date (PostgreSQL) or ISO text (SQLite); written as ISO text. */
export type DbTimestamp = ColumnType<Date | string, string, string>;
export type DbNullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
/** numeric/bigint: PostgreSQL returns strings. */
export type DbNumber = ColumnType<number | string, number, number>;
export type DbNullableNumber = ColumnType<number | string | null, number | null, number | null>;

export interface UsersTable {
  user_id: string;
  email: string;
  name: string;
  role: string;
  active: DbBool;
  password_hash: string | null;
  must_change_password: DbBool;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Migration 340: the account an API token acts as (no password, not in the people lists). */
  service_account: ColumnType<boolean | number, number | undefined, number>;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  user_id: string;
  token_hash: string;
  token_prefix: string;
  created_by: string | null;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  last_used_at: DbNullableTimestamp;
  revoked_at: DbNullableTimestamp;
  revoked_by: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  created_at: DbTimestamp;
  last_used_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: DbNullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: 'reset' | 'invite';
  code_hash: string;
  expires_at: DbTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  /** Migration 290: keyed hash of the reset link's token (null for invitations and older codes). */
  link_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 290: one token bucket per limit key (limits/rate-limit-repository.ts). */
export interface RateLimitsTable {
  key: string;
  tat: ColumnType<number | string, number, number>;
  pending: ColumnType<number | string, number | undefined, number>;
  admitted: ColumnType<number | string, number | undefined, number>;
}

export interface RetiredRefreshTokensTable {
  token_hash: string;
  session_id: string;
  retired_at: DbTimestamp;
}

export interface ProfilesTable {
  user_id: string;
  notifications: string;
  draft_incidents_filter: string;
  incidents_filter: string;
  updated_at: DbTimestamp;
}

export interface ProductsTable {
  id: string;
  name: string;
  /** Migration 210: optional on insert (active). */
  active: ColumnType<boolean | number, number | undefined, number>;
  created_at: DbTimestamp;
}

export interface PartNumbersTable {
  id: string;
  description: string;
  /** Migration 210: optional on insert (active). */
  active: ColumnType<boolean | number, number | undefined, number>;
  /** Migration 280: the product's name, or null for none; optional on insert. */
  product: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DbTimestamp;
}

export interface ReferenceDocumentsTable {
  key: 'locations' | 'templates';
  value: string;
  updated_at: DbTimestamp;
}

export interface CountersTable {
  name: string;
  value: DbNumber;
}

type SectionColumns<P extends string> = { [K in P]: string } & {
  [K in `${P}_signed_by`]: string | null;
} & { [K in `${P}_signed_date`]: string | null };

export type InvestigationsTable = {
  id: string;
  status: string;
  assigned_to: string | null;
  incident_description: string;
  incident_justified: DbNullableBool;
  root_cause_category_id: string | null;
  root_cause_category_title: string | null;
  defective_product_quantity: string;
  cost_of_labour: DbNullableNumber;
  cost_of_material: DbNullableNumber;
  cost_adjustment: DbNullableNumber;
  attachments: string;
  completed: DbBool;
  completed_signed_by: string | null;
  completed_signed_date: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Migration 180: one more with every write; saves are conditional on it. */
  version: ColumnType<number, number | undefined, number>;
  /** Migration 220: each section's owner and due date ('YYYY-MM-DD'). */
  containment_action_owner: string | null;
  containment_action_due_date: string | null;
  root_cause_owner: string | null;
  root_cause_due_date: string | null;
  corrective_action_owner: string | null;
  corrective_action_due_date: string | null;
  verification_of_effectiveness_owner: string | null;
  verification_of_effectiveness_due_date: string | null;
  preventive_action_owner: string | null;
  preventive_action_due_date: string | null;
  /** Migration 220: generated by the database, never written (the earliest open due date). */
  open_due_date: ColumnType<string | null, never, never>;
} & SectionColumns<
  | 'containment_action'
  | 'root_cause'
  | 'corrective_action'
  | 'verification_of_effectiveness'
  | 'preventive_action'
  | 'additional_notes'
>;

export interface IncidentsTable {
  id: string;
  incident_number: DbNullableNumber;
  reported_by: string;
  incident_date: string;
  product: string;
  part_number: string;
  defective_quantity: DbNullableNumber;
  grn_number: string;
  order_number: string;
  location_id: string | null;
  location_title: string | null;
  category_id: string | null;
  category_title: string | null;
  subcategory_id: string | null;
  subcategory_title: string | null;
  further_subcategory_id: string | null;
  further_subcategory_title: string | null;
  description: string;
  attachments: string;
  investigation_id: string | null;
  status: string;
  reject_reason: string | null;
  pending_update_reason: string | null;
  incident_justified: DbNullableBool;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Migration 180: one more with every write; saves are conditional on it. */
  version: ColumnType<number, number | undefined, number>;
  /** Migration 200 (docs/product.md §3 Severity, Supplier, Disposition). */
  severity: string | null;
  supplier_id: string | null;
  disposition_status: ColumnType<string, string | undefined, string>;
  disposition_proposed_by: string | null;
  disposition_proposed_at: DbNullableTimestamp;
  disposition_approved_by: string | null;
  disposition_approved_at: DbNullableTimestamp;
  /** Migration 230: the milestones (packages/domain incident-measures.ts). */
  submitted_at: DbNullableTimestamp;
  acknowledged_at: DbNullableTimestamp;
  investigation_completed_at: DbNullableTimestamp;
  closed_at: DbNullableTimestamp;
}

export interface SuppliersTable {
  id: string;
  name: string;
  code: string;
  active: DbBool;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface DispositionLinesTable {
  id: string;
  incident_id: string;
  position: number;
  decision: string;
  quantity: DbNumber;
  cost: DbNullableNumber;
  note: string;
  responsible_id: string;
  due_date: string | null;
  created_at: DbTimestamp;
  done_by: string | null;
  done_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface HistoryTable {
  id: string;
  entity_type: string;
  entity_id: string;
  actor_id: string | null;
  action: string;
  from_status: string | null;
  to_status: string | null;
  changes: string | null;
  reason: string | null;
  created_at: DbTimestamp;
}

export interface ReportsTable {
  id: string;
  charts: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface UploadsTable {
  key: string;
  name: string;
  type: string;
  size: DbNumber;
  uploaded_by: string | null;
  created_at: DbTimestamp;
  /** Migration 190: when an incident, investigation or the templates first held it; null while unattached. */
  attached_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** An email to send (migration 160): written in the transaction of the change that causes it. */
export interface EmailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: DbTimestamp;
  last_error: string | null;
  created_at: DbTimestamp;
  sent_at: DbNullableTimestamp;
}

export interface ReminderLogTable {
  kind: string;
  item_key: string;
  due_date: string;
  sent_on: string;
  created_at: DbTimestamp;
}

/** Migration 330: the lease of each declared background job (jobs/job-lease-repository.ts). */
export interface JobLeasesTable {
  name: string;
  locked_until: DbTimestamp;
  locked_by: string | null;
  last_started_at: DbNullableTimestamp;
  last_finished_at: DbNullableTimestamp;
  last_error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  response_status: number;
  /** The answer's JSON. */
  response_body: string;
  created_at: DbTimestamp;
}

export interface EffectivenessChecksTable {
  id: string;
  investigation_id: string;
  due_date: string;
  owner_id: string;
  status: string;
  result: string | null;
  evidence: string;
  attachments: string;
  recorded_by: string | null;
  recorded_at: DbNullableTimestamp;
  follow_up_investigation_id: string | null;
  version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** Migration 220: days from an investigation's start to each section's due date, by severity ('none' row too). */
export interface DueDateDefaultsTable {
  section: string;
  severity: string;
  days: number;
}

/** Migration 260: one row per application setting (JSON value); absent rows take the defaults. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_by: string | null;
  updated_at: DbTimestamp;
}

/** Migration 260: electronic signature records, append-only (triggers refuse UPDATE and DELETE). */
export interface SignaturesTable {
  id: string;
  incident_id: string | null;
  investigation_id: string | null;
  subject: string;
  subject_label: string;
  meaning: string;
  signer_id: string;
  signer_name: string;
  signed_at: DbTimestamp;
  content_hash: string;
  reason: string | null;
  withdraws_id: string | null;
  /** Order of the records written by one request (they share signed_at). */
  seq: number;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: string;
  /** A JSON array of event names. */
  events: string;
  secret: string;
  enabled: DbBool;
  disabled_reason: string | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** Migration 360: links between incidents (the Recurrence feature). */
export interface IncidentLinksTable {
  id: string;
  incident_id: string;
  linked_incident_id: string;
  kind: string;
  reason: string | null;
  /** JSON [{id, band}]: the candidates shown when the choice was made. */
  shown: string | null;
  created_by: string;
  created_at: DbTimestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  message_id: string;
  endpoint_id: string;
  event: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: DbNullableTimestamp;
  last_status_code: number | null;
  last_error: string | null;
  created_at: DbTimestamp;
  delivered_at: DbNullableTimestamp;
}

/** Migration 370: trend signal rules, the signals they raise and their incidents (modules/signals). */
export interface SignalRulesTable {
  id: string;
  name: string;
  group_kind: string;
  /** JSON: the domain's TSignalMethod. */
  method: string;
  cool_down_days: number;
  enabled: DbBool;
  /** JSON: user ids. */
  owners: string;
  created_by: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface SignalsTable {
  id: string;
  rule_id: string;
  group_key: string;
  group_label: string;
  window_from: string;
  window_end: string;
  observed: number;
  expected: DbNumber;
  p_value: DbNullableNumber;
  /** JSON: incidents a week, oldest first. */
  weekly_counts: string;
  status: string;
  dismissal_reason: string | null;
  investigation_id: string | null;
  acted_by: string | null;
  acted_at: DbNullableTimestamp;
  created_at: DbTimestamp;
}

export interface SignalIncidentsTable {
  signal_id: string;
  incident_id: string;
}

export interface Database {
  users: UsersTable;
  api_tokens: ApiTokensTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  rate_limits: RateLimitsTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
  profiles: ProfilesTable;
  products: ProductsTable;
  part_numbers: PartNumbersTable;
  reference_documents: ReferenceDocumentsTable;
  counters: CountersTable;
  investigations: InvestigationsTable;
  incidents: IncidentsTable;
  suppliers: SuppliersTable;
  disposition_lines: DispositionLinesTable;
  email_outbox: EmailOutboxTable;
  history: HistoryTable;
  reports: ReportsTable;
  uploads: UploadsTable;
  reminder_log: ReminderLogTable;
  job_leases: JobLeasesTable;
  idempotency_keys: IdempotencyKeysTable;
  effectiveness_checks: EffectivenessChecksTable;
  due_date_defaults: DueDateDefaultsTable;
  app_settings: AppSettingsTable;
  signatures: SignaturesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  incident_links: IncidentLinksTable;
  signal_rules: SignalRulesTable;
  signals: SignalsTable;
  signal_incidents: SignalIncidentsTable;
}
