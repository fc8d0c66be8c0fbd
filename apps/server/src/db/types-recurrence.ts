import type { ColumnType } from 'kysely';
import type { DbBool, DbNullableNumber, DbNullableTimestamp, DbNumber, DbTimestamp } from './column-types';

/** Recurrence: links between incidents, the checks on arrival, and trend signals (modules/recurrence, signals). */
export interface RecurrenceTables {
  incident_links: IncidentLinksTable;
  similar_checks: SimilarChecksTable;
  signal_rules: SignalRulesTable;
  signals: SignalsTable;
  signal_incidents: SignalIncidentsTable;
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

/** Migration 380: the similar-incidents checks the server made on a submission's arrival (modules/recurrence). */
export interface SimilarChecksTable {
  id: string;
  incident_id: string;
  /** Where the candidates were shown: 'arrival'. */
  origin: string;
  /** JSON [{id, band}]: the candidates found, best first (empty when none). */
  shown: string;
  created_at: DbTimestamp;
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
  /** Migration 386: the one group the rule watches (null: every group). */
  watch_key: ColumnType<string | null, string | null | undefined, string | null>;
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
