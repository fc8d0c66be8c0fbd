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

/**
 * The ids of up to `limit` incidents whose description contains every one of `fragments` (lowered; 3
 * characters or more each), drafts included (the rows are read with the visibility rule afterwards). One
 * fragment: the incidents holding that word; two: those holding both (how common words still find the
 * incidents that share several of them). With `partNumber` (3 characters or more), only the incidents of
 * that part number.
 */
export async function incidentsWithDescriptionText(
  db: Db,
  kind: DatabaseKind,
  fragments: readonly string[],
  limit: number,
  partNumber?: string,
): Promise<string[]> {
  if (fragments.length === 0) return [];
  const part = partNumber?.trim().toLowerCase() ?? '';
  if (kind === 'postgres') {
    // The rows holding each text in any searched column (its GIN trigram index): a few more than those
    // holding it in the description, which the scoring reads. A LIKE on lower(description) as well cost
    // ten times as much (30 ms of planning, the rows' descriptions read) for no better candidates.
    const conditions = fragments.map(
      (fragment) => sql`search_text like ${likePattern(fragment)} escape '\\'`,
    );
    if (part) {
      conditions.push(
        sql`search_text like ${likePattern(part)} escape '\\'`,
        sql`lower(trim(part_number)) = ${part}`,
      );
    }
    const { rows } = await sql<{ id: string }>`
      select id from incidents where ${sql.join(conditions, sql` and `)}
      limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  }
  const terms = fragments.map((fragment) => ftsColumnPhrase('description', fragment));
  // The part number's own column holds it as a substring: the scoring compares it exactly.
  if (part) terms.push(ftsColumnPhrase('part_number', part));
  const query = terms.join(' AND ');
  const { rows } = await sql<{ id: string }>`
    select incident_search_keys.incident_id as id
    from incident_search
    cross join incident_search_keys on incident_search_keys.key = incident_search.rowid
    where incident_search match ${query}
    limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The latest `limit` incidents (by incident date) with this exact part number or GRN, ignoring case and
 * surrounding spaces (texts of 3 characters or more).
 */
export async function incidentsWithSameValue(
  db: Db,
  kind: DatabaseKind,
  column: 'part_number' | 'grn_number',
  value: string,
  limit: number,
): Promise<string[]> {
  const text = value.trim().toLowerCase();
  if (Array.from(text).length < 3) return [];
  const ref = sql.ref(`incidents.${column}`);
  // A part number by its key index (migration 360), newest first; a GRN through the search's trigram index.
  const indexed =
    column === 'part_number'
      ? sql`1 = 1`
      : kind === 'postgres'
        ? sql`incidents.search_text like ${likePattern(text)} escape '\\'`
        : sql`incidents.id in (
          select incident_search_keys.incident_id
          from incident_search
          cross join incident_search_keys on incident_search_keys.key = incident_search.rowid
          where incident_search match ${ftsColumnPhrase(column, text)})`;
  const { rows } = await sql<{ id: string }>`
    select incidents.id from incidents
    where ${indexed} and lower(trim(${ref})) = ${text} and incidents.status <> 'draft'
    order by lower(trim(${ref})) desc, incidents.incident_date desc
    limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
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
