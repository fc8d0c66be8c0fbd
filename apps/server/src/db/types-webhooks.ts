import type { ColumnType } from 'kysely';
import type { DbBool, DbNullableTimestamp, DbTimestamp } from './column-types';

/** Migration 350: outgoing webhooks, their endpoints and deliveries (modules/webhooks, decision 050). */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
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
