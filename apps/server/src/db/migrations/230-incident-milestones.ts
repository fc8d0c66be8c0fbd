import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * When each incident was submitted, acknowledged, investigation-completed and closed (packages/domain
 * incident-measures.ts), filled in from the history of every incident: the first submission (a resubmission
 * keeps it), and the latest move into each other status. A completion only counts while the incident is still
 * investigation-completed or closed (going back under investigation clears it), a closing only while it is
 * closed. The headline "median days to close" reads incidents by closed_at: indexed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const COLUMNS = ['submitted_at', 'acknowledged_at', 'investigation_completed_at', 'closed_at'] as const;

/** The first or latest history time at which the incident moved into a status (null when it never did). */
function moved(first: boolean, into: ReturnType<typeof sql>) {
  const pick = first ? sql`min(h.created_at)` : sql`max(h.created_at)`;
  return sql`(select ${pick} from history h
    where h.entity_type = 'incident' and h.entity_id = incidents.id
      and (h.from_status is null or h.from_status <> h.to_status) and ${into})`;
}

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  for (const column of COLUMNS) {
    await db.schema.alterTable('incidents').addColumn(column, ts).execute();
  }
  const completed = sql`(h.to_status = 'investigation-completed' or h.action = 'complete-investigation')`;
  await sql`update incidents set
    submitted_at = ${moved(true, sql`h.to_status = 'submitted'`)},
    acknowledged_at = ${moved(false, sql`h.to_status = 'acknowledged'`)},
    investigation_completed_at = case when status in ('investigation-completed', 'closed')
      then ${moved(false, completed)} end,
    closed_at = case when status = 'closed' then ${moved(false, sql`h.to_status = 'closed'`)} end`.execute(
    db,
  );
  await db.schema.createIndex('incidents_closed_at_idx').on('incidents').column('closed_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('incidents_closed_at_idx').execute();
  for (const column of COLUMNS) {
    await db.schema.alterTable('incidents').dropColumn(column).execute();
  }
}
