import type { WebhookDeliveryStatus, WebhookEvent } from '@qi/domain/webhooks';
import type { Selectable } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/types';
import {
  fromDbBool,
  fromDbJson,
  fromDbNullableNumber,
  fromDbNullableTimestamp,
  fromDbNumber,
  fromDbTimestamp,
  toDbBool,
} from '../../db/values';

export interface WebhookEndpointRecord {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryRecord {
  id: string;
  messageId: string;
  endpointId: string;
  event: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

function toEndpoint(row: Selectable<WebhookEndpointsTable>): WebhookEndpointRecord {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: fromDbJson<WebhookEvent[]>(row.events, []),
    secret: row.secret,
    enabled: fromDbBool(row.enabled),
    disabledReason: row.disabled_reason,
    consecutiveFailures: fromDbNumber(row.consecutive_failures),
    createdBy: row.created_by,
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDeliveryRecord {
  return {
    id: row.id,
    messageId: row.message_id,
    endpointId: row.endpoint_id,
    event: row.event,
    payload: row.payload,
    status: row.status,
    attempts: fromDbNumber(row.attempts),
    nextAttemptAt: fromDbNullableTimestamp(row.next_attempt_at),
    lastStatusCode: fromDbNullableNumber(row.last_status_code),
    lastError: row.last_error,
    createdAt: fromDbTimestamp(row.created_at),
    deliveredAt: fromDbNullableTimestamp(row.delivered_at),
  };
}

export async function insertEndpoint(db: Db, endpoint: WebhookEndpointRecord): Promise<void> {
  await db
    .insertInto('webhook_endpoints')
    .values({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: JSON.stringify(endpoint.events),
      secret: endpoint.secret,
      enabled: toDbBool(endpoint.enabled),
      disabled_reason: endpoint.disabledReason,
      consecutive_failures: endpoint.consecutiveFailures,
      created_by: endpoint.createdBy,
      created_at: endpoint.createdAt,
      updated_at: endpoint.updatedAt,
    })
    .execute();
}

export async function updateEndpoint(db: Db, endpoint: WebhookEndpointRecord): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      url: endpoint.url,
      description: endpoint.description,
      events: JSON.stringify(endpoint.events),
      secret: endpoint.secret,
      enabled: toDbBool(endpoint.enabled),
      disabled_reason: endpoint.disabledReason,
      consecutive_failures: endpoint.consecutiveFailures,
      updated_at: endpoint.updatedAt,
    })
    .where('id', '=', endpoint.id)
    .execute();
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

export async function findEndpoint(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<WebhookEndpointRecord | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? toEndpoint(row) : undefined;
}

/** Every endpoint, oldest first (an admin registers a handful). */
export async function listEndpoints(db: Db): Promise<WebhookEndpointRecord[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

/** The enabled endpoints that subscribe to `event`. */
export async function listSubscribedEndpoints(db: Db, event: WebhookEvent): Promise<WebhookEndpointRecord[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('enabled', '=', toDbBool(true))
    .execute();
  return rows.map(toEndpoint).filter((endpoint) => endpoint.events.includes(event));
}

export interface NewDelivery {
  id: string;
  messageId: string;
  endpointId: string;
  event: string;
  payload: string;
  now: string;
}

/** Queues deliveries in the caller's transaction: due at once. */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((d) => ({
        id: d.id,
        message_id: d.messageId,
        endpoint_id: d.endpointId,
        event: d.event,
        payload: d.payload,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: d.now,
        created_at: d.now,
      })),
    )
    .execute();
}

export async function findDelivery(
  db: Db,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRecord | undefined> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDelivery(row) : undefined;
}

/** A page of an endpoint's deliveries, newest first (webhook_deliveries_endpoint_idx). */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  page: number,
  rowsPerPage: number,
): Promise<{ items: WebhookDeliveryRecord[]; total: number }> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(rowsPerPage)
    .offset(page * rowsPerPage)
    .execute();
  const count = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(toDelivery), total: fromDbNumber(count.n) };
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery extends WebhookDeliveryRecord {
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints, oldest first: each attempt is counted and the row
 * leased for `leaseMs` (a runner that dies mid-send leaves it to be retried when the lease ends). On
 * PostgreSQL rows another runner is claiming are skipped, not waited for.
 */
export async function claimDueDeliveries(
  db: Db,
  kind: DatabaseKind,
  limit: number,
  leaseMs: number,
  now: Date,
): Promise<ClaimedDelivery[]> {
  const due = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .where('endpoint_id', 'in', (eb) =>
      eb.selectFrom('webhook_endpoints').select('id').where('enabled', '=', toDbBool(true)),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(kind === 'postgres', (q) => q.forUpdate().skipLocked());
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
    }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .selectAll('webhook_deliveries')
    .select(['webhook_endpoints.url', 'webhook_endpoints.secret'])
    .where(
      'webhook_deliveries.id',
      'in',
      claimed.map((row) => row.id),
    )
    .execute();
  return rows
    .map((row) => ({ ...toDelivery(row), url: row.url, secret: row.secret }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Records an attempt's outcome on the delivery. */
export async function markDelivery(
  db: Db,
  id: string,
  outcome: {
    status: WebhookDeliveryStatus;
    statusCode: number | null;
    error: string | null;
    nextAttemptAt: string | null;
    deliveredAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      delivered_at: outcome.deliveredAt,
    })
    .where('id', '=', id)
    .execute();
}

/** After a success: the endpoint's run of failed deliveries ends. */
export async function resetEndpointFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ consecutive_failures: 0 })
    .where('id', '=', id)
    .where('consecutive_failures', '>', 0)
    .execute();
}

/** After a delivery given up: counts it, and answers the endpoint as it now is (locked on PostgreSQL). */
export async function countFailedDelivery(
  db: Db,
  id: string,
  kind: DatabaseKind,
): Promise<WebhookEndpointRecord | undefined> {
  await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
    .where('id', '=', id)
    .execute();
  return findEndpoint(db, id, kind === 'postgres');
}

/** A disabled endpoint's pending deliveries are given up (an admin may replay them). */
export async function failPendingDeliveries(db: Db, endpointId: string, reason: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, last_error: reason })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}
