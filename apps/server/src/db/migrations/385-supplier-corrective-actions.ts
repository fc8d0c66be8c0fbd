import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Supplier corrective action requests (docs/api.md "Supplier corrective actions", decision 051).
 *
 * - `supplier_contacts`: the people of a supplier a request is sent to (admin-managed).
 * - `scars`: one request; its number is unique (the `counters` row 'scar_number' hands them out), its due date per
 *   milestone a column (null when the form does not ask for it), `version` moves with every change of the request.
 * - `scar_incidents`: the incidents it is about (looked up both ways).
 * - `scar_stages`: one row per discipline asked, with the supplier's answer (JSON), its status and version.
 * - `scar_links`, `scar_codes`, `scar_sessions`: the link's token, the emailed codes and the sessions, each kept
 *   only as a hash (sha256 for the long random tokens, the server's keyed hash for the six-digit codes).
 * - `scar_files`: the supplier's uploads to the request; `scar_shared_attachments`: the incidents' attachments the
 *   quality team shares with the supplier.
 * - `scar_audit`: every internal and external action, with the address and browser it came from.
 * - `scar_milestone_defaults`: days from raising to each milestone, which admins change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const DEFAULT_DAYS: [string, number][] = [
  ['acknowledge', 2],
  ['containment', 3],
  ['rootCause', 14],
  ['actions', 30],
  ['closure', 60],
];

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  await db.schema
    .createTable('supplier_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('active', bool, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_contacts_supplier_idx')
    .on('supplier_contacts')
    .columns(['supplier_id', 'name'])
    .execute();
  // One contact per email and supplier, whatever the case (two admins adding the same one at once: one 409).
  await sql`create unique index supplier_contacts_email_idx on supplier_contacts (supplier_id, lower(email))`.execute(
    db,
  );

  await db.schema
    .createTable('scars')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('contact_id', 'text', (c) => c.notNull().references('supplier_contacts.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('acknowledge_due', 'text', (c) => c.notNull())
    .addColumn('containment_due', 'text')
    .addColumn('root_cause_due', 'text')
    .addColumn('actions_due', 'text')
    .addColumn('closure_due', 'text')
    .addColumn('acknowledged_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('closed_by', 'text', (c) => c.references('users.user_id'))
    .addColumn('revoked_at', ts)
    .addColumn('reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scars_status_created_idx')
    .on('scars')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('scars_supplier_idx')
    .on('scars')
    .columns(['supplier_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('scar_incidents')
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id'))
    .addPrimaryKeyConstraint('scar_incidents_pk', ['scar_id', 'incident_id'])
    .execute();
  await db.schema
    .createIndex('scar_incidents_incident_idx')
    .on('scar_incidents')
    .column('incident_id')
    .execute();

  await db.schema
    .createTable('scar_stages')
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', ts)
    .addColumn('first_submitted_at', ts)
    .addColumn('reviewed_at', ts)
    .addColumn('reviewed_by', 'text', (c) => c.references('users.user_id'))
    .addColumn('review_comment', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scar_stages_pk', ['scar_id', 'stage'])
    .execute();

  await db.schema
    .createTable('scar_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('opened_at', ts)
    .execute();
  await db.schema
    .createIndex('scar_links_scar_idx')
    .on('scar_links')
    .columns(['scar_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('scar_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull().references('scar_links.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scar_codes_link_idx')
    .on('scar_codes')
    .columns(['link_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('scar_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (c) => c.notNull().references('scar_links.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('ended_at', ts)
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await db.schema
    .createTable('scar_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scar_files_scar_idx')
    .on('scar_files')
    .columns(['scar_id', 'uploaded_at'])
    .execute();

  await db.schema
    .createTable('scar_shared_attachments')
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('attachment_id', 'text', (c) => c.notNull())
    .addColumn('incident_id', 'text', (c) => c.notNull().references('incidents.id'))
    .addColumn('shared_by', 'text', (c) => c.references('users.user_id'))
    .addColumn('shared_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('scar_shared_attachments_pk', ['scar_id', 'attachment_id'])
    .execute();

  await db.schema
    .createTable('scar_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scar_id', 'text', (c) => c.notNull().references('scars.id').onDelete('cascade'))
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scar_audit_scar_idx')
    .on('scar_audit')
    .columns(['scar_id', 'at', 'seq'])
    .execute();

  await db.schema
    .createTable('scar_milestone_defaults')
    .addColumn('milestone', 'text', (c) => c.primaryKey())
    .addColumn('days', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('scar_milestone_defaults')
    .values(DEFAULT_DAYS.map(([milestone, days]) => ({ milestone, days })))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'scar_milestone_defaults',
    'scar_audit',
    'scar_shared_attachments',
    'scar_files',
    'scar_sessions',
    'scar_codes',
    'scar_links',
    'scar_stages',
    'scar_incidents',
    'scars',
    'supplier_contacts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
