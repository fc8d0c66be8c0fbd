import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every table of SPEC §3. Never edit this file once it has landed: add a new numbered migration.
 * Types differ by dialect: PostgreSQL gets timestamptz/boolean, SQLite stores ISO text and 0/1
 * (repositories normalise both). Ids are UUIDs stored as text; JSON is stored as text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  const bigint = pg ? sql`bigint` : sql`integer`;

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', bool, (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('must_change_password', bool, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_name_idx').on('users').column('name').execute();
  await db.schema.createIndex('users_role_active_idx').on('users').columns(['role', 'active']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_codes_user_purpose_idx')
    .on('auth_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_kind_key_created_idx')
    .on('auth_attempts')
    .columns(['kind', 'key', 'created_at'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('notifications', 'text', (c) => c.notNull())
    .addColumn('draft_incidents_filter', 'text', (c) => c.notNull())
    .addColumn('incidents_filter', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('part_numbers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reference_documents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', bigint, (c) => c.notNull())
    .execute();

  await createInvestigations(db, ts, bool);
  await createIncidents(db, ts, bool);

  await db.schema
    .createTable('history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.user_id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('changes', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('history_entity_idx')
    .on('history')
    .columns(['entity_type', 'entity_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('charts', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', bigint, (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.user_id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

async function createInvestigations(db: AnyDb, ts: ReturnType<typeof sql>, bool: ReturnType<typeof sql>) {
  let table = db.schema
    .createTable('investigations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'text', (c) => c.references('users.user_id'))
    .addColumn('incident_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('incident_justified', bool);
  for (const section of [
    'containment_action',
    'root_cause',
    'corrective_action',
    'verification_of_effectiveness',
    'preventive_action',
    'additional_notes',
  ]) {
    table = table
      .addColumn(section, 'text', (c) => c.notNull().defaultTo(''))
      .addColumn(`${section}_signed_by`, 'text', (c) => c.references('users.user_id'))
      .addColumn(`${section}_signed_date`, 'text');
  }
  await table
    .addColumn('root_cause_category_id', 'text')
    .addColumn('root_cause_category_title', 'text')
    .addColumn('defective_product_quantity', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('cost_of_labour', 'numeric')
    .addColumn('cost_of_material', 'numeric')
    .addColumn('cost_adjustment', 'numeric')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('completed', bool, (c) => c.notNull())
    .addColumn('completed_signed_by', 'text', (c) => c.references('users.user_id'))
    .addColumn('completed_signed_date', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('investigations_status_idx').on('investigations').column('status').execute();
  await db.schema
    .createIndex('investigations_assigned_to_idx')
    .on('investigations')
    .column('assigned_to')
    .execute();
}

async function createIncidents(db: AnyDb, ts: ReturnType<typeof sql>, bool: ReturnType<typeof sql>) {
  await db.schema
    .createTable('incidents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_number', 'integer', (c) => c.unique())
    .addColumn('reported_by', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('incident_date', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('part_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('defective_quantity', 'numeric')
    .addColumn('grn_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location_id', 'text')
    .addColumn('location_title', 'text')
    .addColumn('category_id', 'text')
    .addColumn('category_title', 'text')
    .addColumn('subcategory_id', 'text')
    .addColumn('subcategory_title', 'text')
    .addColumn('further_subcategory_id', 'text')
    .addColumn('further_subcategory_title', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('investigation_id', 'text', (c) => c.references('investigations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('pending_update_reason', 'text')
    .addColumn('incident_justified', bool)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  const indexes: [string, string[]][] = [
    ['incidents_status_number_idx', ['status', 'incident_number']],
    ['incidents_reported_by_status_idx', ['reported_by', 'status']],
    ['incidents_incident_date_idx', ['incident_date']],
    ['incidents_product_idx', ['product']],
    ['incidents_part_number_idx', ['part_number']],
    ['incidents_investigation_id_idx', ['investigation_id']],
    ['incidents_created_at_idx', ['created_at']],
    ['incidents_updated_at_idx', ['updated_at']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('incidents').columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'uploads',
    'reports',
    'history',
    'incidents',
    'investigations',
    'counters',
    'reference_documents',
    'part_numbers',
    'products',
    'profiles',
    'auth_attempts',
    'auth_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
