import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { likePattern } from '../../db/values';

/**
 * The candidates of "similar incidents" (docs/api.md "Similar incidents"), found through the global search's
 * trigram indexes: SQLite's FTS5 table `incident_search` (migration 050, trigram tokenizer, columns lowered)
 * and PostgreSQL's GIN trigram index on `search_text` (migration 100). Each text is looked for alone, with a
 * limit, so that one common word never reads the whole table; the service ORs them.
 */

export interface SimilarRow {
  id: string;
  incidentNumber: number | null;
  status: string;
  reportedBy: string;
  incidentDate: string;
  product: string;
  partNumber: string;
  supplierId: string | null;
  locationId: string | null;
  grnNumber: string;
  description: string;
}

/** An FTS5 query of one column for a literal text (a phrase: its trigrams in order, i.e. a substring). */
function ftsColumnPhrase(column: string, text: string): string {
  return `${column} : "${text.toLowerCase().replaceAll('"', '""')}"`;
}

/** One look-up of incidentsWithDescriptionTexts. */
export interface DescriptionSearch {
  /** Each slot's texts (lowered; 3 characters or more each) are OR-ed (a word and its synonyms), the slots AND-ed. */
  slots: readonly (readonly string[])[];
  limit: number;
}

/**
 * For each search, the ids of up to its `limit` incidents whose description holds, for each slot, one of its
 * texts. One slot: the incidents holding that word; two: those holding both (how common words still find the
 * incidents that share several of them). Drafts are included (the rows are read with the visibility rule
 * afterwards). PostgreSQL answers them all in one statement: a look-up asks a few dozen, and a round trip and
 * a plan each cost as much as a rare word's index scan.
 */
export async function incidentsWithDescriptionTexts(
  db: Db,
  kind: DatabaseKind,
  searches: readonly DescriptionSearch[],
): Promise<string[][]> {
  const answers: string[][] = searches.map(() => []);
  const asked = searches.flatMap((search, index) => {
    const slots = search.slots.filter((slot) => slot.length > 0);
    return slots.length > 0 ? [{ index, slots, limit: search.limit }] : [];
  });
  if (asked.length === 0) return answers;
  if (kind === 'postgres') {
    // Each search is planned as if all its rows were read (a materialized CTE), then read only up to its
    // limit: planned with the limit, a pair of words the estimate thought common became a sequential scan
    // that read half the table for 200 rows. A CTE is read lazily, so the limit still stops the scan.
    const ctes = asked.map(
      ({ index, slots }) =>
        sql`${sql.raw(`found_${index}`)} as materialized (
          select id from incidents where ${postgresTextConditions(slots)})`,
    );
    const selects = asked.map(
      ({ index, limit }) =>
        sql`select ${index}::int as search, id from (
          select id from ${sql.raw(`found_${index}`)} limit ${limit}) as picked`,
    );
    const { rows } = await sql<{ search: number; id: string }>`
      with ${sql.join(ctes)} ${sql.join(selects, sql` union all `)}`.execute(db);
    for (const row of rows) answers[row.search]?.push(row.id);
    return answers;
  }
  for (const { index, slots, limit } of asked) {
    answers[index] = await sqliteIncidentsWithText(db, slots, limit);
  }
  return answers;
}

/**
 * The rows holding each text in any searched column (its GIN trigram index): a few more than those holding it
 * in the description, which the scoring reads. A LIKE on lower(description) as well cost ten times as much
 * (30 ms of planning, the rows' descriptions read) for no better candidates.
 */
function postgresTextConditions(slots: readonly (readonly string[])[]) {
  const conditions = slots.map(
    (slot) =>
      sql`(${sql.join(
        slot.map((text) => sql`search_text like ${likePattern(text)} escape '\\'`),
        sql` or `,
      )})`,
  );
  return sql.join(conditions, sql` and `);
}

async function sqliteIncidentsWithText(
  db: Db,
  slots: readonly (readonly string[])[],
  limit: number,
): Promise<string[]> {
  const terms = slots.map((slot) =>
    slot.length === 1
      ? ftsColumnPhrase('description', slot[0] ?? '')
      : `(${slot.map((text) => ftsColumnPhrase('description', text)).join(' OR ')})`,
  );
  const { rows } = await sql<{ id: string }>`
    select incident_search_keys.incident_id as id
    from incident_search
    cross join incident_search_keys on incident_search_keys.key = incident_search.rowid
    where incident_search match ${terms.join(' AND ')}
    limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The latest `limit` incidents (by incident date) with this GRN, ignoring case and surrounding spaces (3
 * characters or more), found through the search's trigram index.
 */
export async function incidentsWithSameGrn(
  db: Db,
  kind: DatabaseKind,
  grnNumber: string,
  limit: number,
): Promise<string[]> {
  const text = grnNumber.trim().toLowerCase();
  if (Array.from(text).length < 3) return [];
  const indexed =
    kind === 'postgres'
      ? sql`incidents.search_text like ${likePattern(text)} escape '\\'`
      : sql`incidents.id in (
          select incident_search_keys.incident_id
          from incident_search
          cross join incident_search_keys on incident_search_keys.key = incident_search.rowid
          where incident_search match ${ftsColumnPhrase('grn_number', text)})`;
  const { rows } = await sql<{ id: string }>`
    select incidents.id from incidents
    where ${indexed} and lower(trim(incidents.grn_number)) = ${text} and incidents.status <> 'draft'
    order by incidents.incident_date desc
    limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The latest `limit` incidents (by incident date) of this part number, ignoring case and surrounding spaces,
 * drafts included, with their lowered descriptions: the service looks for each of the draft's terms in them.
 */
export async function latestIncidentsOfPart(
  db: Db,
  partNumber: string,
  limit: number,
): Promise<{ id: string; status: string; description: string }[]> {
  const key = partNumber.trim().toLowerCase();
  // Its key index (migration 360), newest first.
  const { rows } = await sql<{ id: string; status: string; description: string }>`
    select id, status, description from incidents
    where lower(trim(part_number)) = ${key}
    order by lower(trim(part_number)) desc, incident_date desc
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, description: row.description.toLowerCase() }));
}

/** About how many incidents there are (the IDF's total): a cheap estimate, never a count of the table. */
export async function approximateIncidentCount(db: Db, kind: DatabaseKind): Promise<number> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ n: number | string | null }>`
      select reltuples as n from pg_class where oid = 'incidents'::regclass`.execute(db);
    const estimate = Number(rows[0]?.n ?? 0);
    if (estimate > 0) return estimate;
  } else {
    const { rows } = await sql<{ n: number | null }>`select max(key) as n from incident_search_keys`.execute(
      db,
    );
    const highest = Number(rows[0]?.n ?? 0);
    if (highest > 0) return highest;
  }
  return 1;
}

/** The lowered descriptions of the latest `limit` incidents by incident date (its index, migration 040). */
export async function latestDescriptions(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('incidents')
    .select('description')
    .orderBy('incident_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.description.toLowerCase());
}

/** The rows of the given ids that are not drafts, without `excludeId`. */
export async function similarRows(db: Db, ids: readonly string[], excludeId?: string): Promise<SimilarRow[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('incidents')
    .select([
      'id',
      'incident_number',
      'status',
      'reported_by',
      'incident_date',
      'product',
      'part_number',
      'supplier_id',
      'location_id',
      'grn_number',
      'description',
    ])
    .where('id', 'in', [...ids])
    .where('status', '<>', 'draft');
  if (excludeId) query = query.where('id', '<>', excludeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    incidentNumber: row.incident_number === null ? null : Number(row.incident_number),
    status: row.status,
    reportedBy: row.reported_by,
    incidentDate: row.incident_date,
    product: row.product,
    partNumber: row.part_number,
    supplierId: row.supplier_id,
    locationId: row.location_id,
    grnNumber: row.grn_number,
    description: row.description,
  }));
}
