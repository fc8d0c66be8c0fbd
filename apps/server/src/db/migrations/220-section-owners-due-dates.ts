import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Owners and due dates of an investigation's sections (docs/product.md §4 Owners and due dates): an owner and
 * a due date column per section, the defaults table admins edit (seeded with the product's defaults), and the
 * earliest due date of the open sections as a generated column. The database computes it from the row's own
 * columns at every write (no trigger, no copy on the incidents), so that the incident list's "Due", "Days
 * overdue" and "overdue only" read one indexed value per investigation.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
type AnyDb = Kysely<any>;

const SECTIONS = [
  'containment_action',
  'root_cause',
  'corrective_action',
  'verification_of_effectiveness',
  'preventive_action',
] as const;

/** Seeded defaults (days after the start), by section then critical, major, minor, no severity. */
const DEFAULTS: Record<(typeof SECTIONS)[number], [number, number, number, number]> = {
  containment_action: [1, 3, 7, 7],
  root_cause: [7, 14, 30, 30],
  corrective_action: [14, 30, 60, 60],
  verification_of_effectiveness: [30, 60, 90, 90],
  preventive_action: [30, 60, 90, 90],
};
const ROWS = ['critical', 'major', 'minor', 'none'] as const;

/**
 * The earliest due date of the sections not signed off; none once the investigation is completed.
 * PostgreSQL's least() skips nulls; SQLite's many-argument min() returns null when any argument is null, so
 * there an open section without a date counts as a far date that is then read back as none.
 */
function openDueDate(pg: boolean) {
  const open = SECTIONS.map(
    (s) => sql`case when ${sql.ref(`${s}_signed_date`)} is null then ${sql.ref(`${s}_due_date`)} end`,
  );
  if (pg) {
    return sql`case when completed then null else least(${sql.join(open)}) end`;
  }
  const far = sql.lit('9999-12-31');
  const dated = open.map((o) => sql`coalesce(${o}, ${far})`);
  return sql`case when completed <> 0 then null else nullif(min(${sql.join(dated)}), ${far}) end`;
}

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const section of SECTIONS) {
    await db.schema.alterTable('investigations').addColumn(`${section}_owner`, 'text').execute();
    await db.schema.alterTable('investigations').addColumn(`${section}_due_date`, 'text').execute();
  }
  const kind = pg ? sql`stored` : sql`virtual`;
  await sql`alter table investigations add column open_due_date text generated always as (${openDueDate(pg)}) ${kind}`.execute(
    db,
  );
  await db.schema
    .createIndex('investigations_open_due_date_idx')
    .on('investigations')
    .columns(['open_due_date', 'id'])
    .execute();
  // My tasks: a user's sections are found by owner.
  for (const section of SECTIONS) {
    await db.schema
      .createIndex(`investigations_${section}_owner_idx`)
      .on('investigations')
      .column(`${section}_owner`)
      .execute();
  }

  await db.schema
    .createTable('due_date_defaults')
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('due_date_defaults_pk', ['section', 'severity'])
    .execute();
  const sectionKey = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  await db
    .insertInto('due_date_defaults')
    .values(
      SECTIONS.flatMap((section) =>
        ROWS.map((severity, i) => ({ section: sectionKey(section), severity, days: DEFAULTS[section][i] })),
      ),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('due_date_defaults').execute();
  for (const section of SECTIONS) {
    await db.schema.dropIndex(`investigations_${section}_owner_idx`).execute();
  }
  await db.schema.dropIndex('investigations_open_due_date_idx').execute();
  await db.schema.alterTable('investigations').dropColumn('open_due_date').execute();
  for (const section of SECTIONS) {
    await db.schema.alterTable('investigations').dropColumn(`${section}_due_date`).execute();
    await db.schema.alterTable('investigations').dropColumn(`${section}_owner`).execute();
  }
}
