import { INCIDENT_STATUS_LABELS, isIncidentStatus } from '@qi/domain/incident-status';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { SEARCH_TEXT_SEPARATOR } from '../../db/migrations/100-incident-search-text';
import { likePattern } from '../../db/values';
import { columnRef, SEARCH_COLUMNS } from './incident-columns-sql';
import type { Condition, SqlExpression } from './sql-condition';

/**
 * The SQL of the incident list's global search (docs/decisions/010-incident-search-index.md): an incident
 * matches when the term occurs, ignoring case, inside one of SEARCH_COLUMNS or inside its incident number
 * written as text. The term is literal: LIKE wildcards, quotes and full-text syntax have no meaning.
 */

/**
 * Trigram indexes hold every run of 3 characters, so they can find a term of 3 characters or more. A shorter
 * term is looked for by reading every incident, as before the index.
 */
const INDEXED_SEARCH_MIN_LENGTH = 3;

/**
 * The term as it is matched: lowered (as the LIKE pattern always was). Both the scan and the SQLite index
 * search for this same text, so that they agree on every character (JavaScript's lowering of a few letters
 * changes their number of code points).
 */
function matchedText(term: string): string {
  return term.toLowerCase();
}

/** Whether a trigram index can find the term (its length counted in code points, as SQLite and pg_trgm do). */
function usesSearchIndex(term: string): boolean {
  return Array.from(matchedText(term)).length >= INDEXED_SEARCH_MIN_LENGTH;
}

/**
 * Every searched column with LIKE (SQLite: case-insensitive for ASCII letters only) or ILIKE (PostgreSQL):
 * the definition of the search. SQLite's index answers the same; PostgreSQL's `search_text` too, except for
 * a term holding its separator, which this scan answers.
 */
export function searchScan(kind: 'sqlite' | 'postgres', term: string): Condition {
  const pattern = likePattern(term);
  const operator = sql.raw(kind === 'postgres' ? 'ilike' : 'like');
  const expressions = [
    ...SEARCH_COLUMNS.map(columnRef),
    sql`cast(${columnRef('incidents.incident_number')} as text)`,
  ];
  return sql<SqlBool>`(${sql.join(
    expressions.map((expression) => sql<SqlBool>`${expression} ${operator} ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * An FTS5 query for the literal text: one phrase in double quotes (a double quote inside is doubled), in
 * which operators (AND, NEAR, `*`, `:`, `-`, parentheses) are plain characters. The trigram tokenizer turns
 * the phrase into its consecutive trigrams, so a match is the text as a substring of one column.
 */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * SQLite, terms of 3 characters or more: the incidents whose key the FTS5 table finds (migration 050). The
 * table holds each column lowered by SQLite's `lower` (ASCII letters only) and matches case-sensitively, so
 * its answer is exactly the LIKE scan's, without re-testing the rows. Written as `id in (…)`: SQLite reads
 * the matching incidents by their id for a count, and tests each entry against the (once computed) list when
 * it reads a page in sort order. Triggers write the FTS5 table in the same transaction as the incident.
 */
function sqliteIndexedSearch(term: string, drivesIndex: boolean): Condition {
  // Read in sort order (`drivesIndex` false), the id is written `+id`: SQLite would otherwise look each
  // matching id up in the sort index, once per distinct sort value (a skip-scan), and sort what it finds:
  // with many matches that is far slower than reading the index in order.
  const id = drivesIndex ? columnRef('incidents.id') : sql`+${columnRef('incidents.id')}`;
  return sql<SqlBool>`${id} in (
    select incident_search_keys.incident_id
    from incident_search
    cross join incident_search_keys on incident_search_keys.key = incident_search.rowid
    where incident_search match ${ftsPhrase(matchedText(term))}
  )`;
}

/**
 * PostgreSQL: one LIKE on `search_text` (migration 100), the searched columns lowered by `lower()` and joined
 * by a separator. ILIKE is `lower(text) like lower(pattern)`, so this is the per-column ILIKEs' answer as
 * long as the term cannot span two columns, that is, unless it contains the separator (then the scan). Its
 * GIN trigram index finds terms of 3 characters or more; shorter ones read every row, one LIKE each.
 */
function postgresSearch(term: string): Condition {
  if (term.includes(SEARCH_TEXT_SEPARATOR)) return searchScan('postgres', term);
  return sql<SqlBool>`${columnRef('incidents.search_text')} like lower(${likePattern(term)}) escape '\\'`;
}

/**
 * PostgreSQL, a column filter's "contains" on a searched column: `search_text` holds that column lowered, so
 * the rows whose column contains the text are among those whose `search_text` does. This adds that wider
 * condition, which the trigram index answers, before the column's own ILIKE tests the candidates. Null when
 * it does not apply (SQLite, another column, or a text holding the separator).
 */
export function searchTextNarrowing(
  kind: 'sqlite' | 'postgres',
  column: string,
  text: string,
): Condition | null {
  if (kind !== 'postgres' || !SEARCH_COLUMNS.includes(column) || text.includes(SEARCH_TEXT_SEPARATOR))
    return null;
  return postgresSearch(text);
}

/** The statuses whose label (as the table shows it) contains the term, ignoring case. */
export function statusesLabelled(term: string): string[] {
  const text = matchedText(term.trim());
  return Object.entries(INCIDENT_STATUS_LABELS)
    .filter(([status, label]) => isIncidentStatus(status) && label.toLowerCase().includes(text))
    .map(([status]) => status);
}

/**
 * The reporters a search term names: the users whose name contains the term, ignoring case (issue #35: the
 * table shows the reporter's name, which the incident row does not hold). Looked up before the incidents
 * are, and bound as values: PostgreSQL plans a list of ids it can see from its statistics, where a subquery's
 * ids are unknown when it plans and were estimated to match nearly every incident, which turned a search's
 * count into a scan of the whole table.
 */
export async function reportersNamed(db: Db, kind: 'sqlite' | 'postgres', term: string): Promise<string[]> {
  if (term.trim() === '') return [];
  const rows = await db
    .selectFrom('users')
    .select('user_id')
    .where(sql<boolean>`${contains(kind, columnRef('users.name'), term)}`)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Case-insensitive contains: ILIKE on PostgreSQL; LIKE on SQLite (case-insensitive for ASCII). */
export function contains(kind: 'sqlite' | 'postgres', expression: SqlExpression, text: string): Condition {
  const operator = sql.raw(kind === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${expression} ${operator} ${likePattern(text)} escape '\\'`;
}

/**
 * What the table shows but the incident row does not hold as text: the reporter's name (`reporters`, from
 * reportersNamed) and the status's label (nine statuses, listed in SQL from the domain's labels). The
 * incidents are found by their reporter or status index. `drivesIndex` false (SQLite): `+column`, as for the
 * id below.
 */
function shownTextSearch(
  kind: 'sqlite' | 'postgres',
  term: string,
  reporters: readonly string[],
  drivesIndex: boolean,
): Condition[] {
  const plain = (column: string) =>
    kind === 'sqlite' && !drivesIndex ? sql`+${columnRef(column)}` : columnRef(column);
  const parts: Condition[] = [];
  if (reporters.length > 0) {
    parts.push(
      kind === 'postgres'
        ? sql<SqlBool>`${plain('incidents.reported_by')} = any(${[...reporters]})`
        : sql<SqlBool>`${plain('incidents.reported_by')} in (${sql.join(reporters)})`,
    );
  }
  const statuses = statusesLabelled(term);
  if (statuses.length > 0) parts.push(sql<SqlBool>`${plain('incidents.status')} in (${sql.join(statuses)})`);
  return parts;
}

/** The search in the incident's own text (see above). */
function ownTextSearch(kind: 'sqlite' | 'postgres', term: string, drivesIndex: boolean): Condition {
  if (kind === 'postgres') return postgresSearch(term);
  if (usesSearchIndex(term)) return sqliteIndexedSearch(term, drivesIndex);
  return searchScan(kind, term);
}

/**
 * The search condition for a non-empty term: the incident's own text, its reporter's name (the `reporters`
 * reportersNamed found) or its status's label. `drivesIndex` false (SQLite): the page is read in the order of a sort index, and the matches must not
 * be used to look rows up in it (see sqliteIndexedSearch).
 */
export function incidentSearchCondition(
  kind: 'sqlite' | 'postgres',
  term: string,
  reporters: readonly string[],
  drivesIndex = true,
): Condition {
  const parts = [
    ownTextSearch(kind, term, drivesIndex),
    ...shownTextSearch(kind, term, reporters, drivesIndex),
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
