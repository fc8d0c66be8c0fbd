import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertIncidentRows } from './incident-repository';
import { useSearchFixture } from './incident-search-fixture';

/**
 * The global search (incident-search-sql.ts, migration 050) must return exactly what the scan of every
 * searched column returned before the index: the reference here is that scan, written as it was.
 */
describe('incident search', () => {
  const s = useSearchFixture();
  const { rows, row, list, found, scanIds, apiIds } = s;

  it('finds a substring of each searched field, ignoring case', async () => {
    expect(await found('qprod w')).toEqual(['product']);
    expect(await found('zqpart')).toEqual(['part']);
    expect(await found('ZQGRN')).toEqual(['grn']);
    expect(await found('zqord-7')).toEqual(['order']);
    expect(await found('ZqDeSc GaSk')).toEqual(['description']);
    expect(await found('qloc hal')).toEqual(['location']);
    expect(await found('zqcat')).toEqual(['category']);
    expect(await found('qsub r')).toEqual(['subcategory']);
    expect(await found('ZQFUR')).toEqual(['further']);
  });

  it('matches the incident number as text, and whole numbers inside it', async () => {
    expect(await found('876543')).toEqual(['number']);
    expect(await found('9876543')).toEqual(['number']);
  });

  it('never matches across two fields', async () => {
    expect(await found('zqxa')).toEqual(['cross']);
    expect(await found('zqxazqxb')).toEqual([]);
    expect(await found('zqxa zqxb')).toEqual([]);
    expect(await found('zqxa\nzqxb')).toEqual([]);
    // PostgreSQL's search_text joins the columns with this character: a term holding it is still per column.
    expect(await found('zqxa\u001fzqxb')).toEqual([]);
    expect(await apiIds('a\u001fz')).toEqual(await scanIds('a\u001fz'));
    expect(await apiIds('\u001f')).toEqual([]);
  });

  it('takes wildcards, quotes, backslashes and full-text syntax literally', async () => {
    expect(await found('100%_off')).toEqual(['special']);
    expect(await found('\\back')).toEqual(['special']);
    for (const term of ['"quoted"', 'a*b:', '(x) -y', 'NEAR AND OR', "O'Brien", '"', '*', 'R AND O']) {
      expect(await found(term), term).toEqual(['special']);
    }
    for (const term of [
      'quoted" OR "zqspec',
      'zqspec*',
      'description:zqspec',
      'zqspec NOT x',
      'NEAR(zqspec)',
    ]) {
      expect(await found(term), term).toEqual([]);
    }
    expect(await found('zqspec')).toEqual(['special', 'wildcardDecoy']);
  });

  it('short terms (fewer than 3 characters) still search every row', async () => {
    expect(await found('zy')).toEqual(['short']);
    expect(await apiIds('zy')).toEqual(await scanIds('zy'));
    expect(await apiIds('%')).toEqual(await scanIds('%'));
    expect(await apiIds('Q')).toEqual(await scanIds('Q'));
  });

  it('returns exactly the rows of the scan, non-ASCII letters included', async () => {
    const terms = [
      'zqacc',
      'écrou',
      'ÉCROU',
      'straße',
      'STRASSE',
      '5k',
      '5\u212A',
      'zqbulk row 1',
      'ow 5',
      '\\',
      '_',
      'zq',
      '42',
      'é🔧x',
    ];
    for (const term of terms) expect(await apiIds(term), term).toEqual(await scanIds(term));
  });

  it('keeps drafts visible only as before', async () => {
    expect(await found('zqdraft', s.k.callers.admin)).toEqual(['draft']);
    expect(await found('zqdraft', s.k.callers.user)).toEqual([]);
    const drafts = await list(s.k.callers.user, { search: 'zqdraft', view: 'drafts' });
    expect(drafts.items.map((i) => i.id)).toEqual([rows.draft]);
  });

  it('combines with a filter, a sort and pages', async () => {
    const query = {
      search: 'ZQBULK',
      filters: [{ key: 'defectiveQuantity', from: 0, to: 5 }],
      sortBy: 'defectiveQuantity',
      sortDir: 'asc',
      rowsPerPage: '50',
    };
    const first = await list(s.k.callers.user, query);
    const second = await list(s.k.callers.user, { ...query, page: '1' });
    const expected = Array.from({ length: 60 }, (_, i) => i % 7).filter((q) => q <= 5);
    expect(first.total).toBe(expected.length);
    const quantities = [...first.items, ...second.items].map((i) => i.defectiveQuantity);
    expect(quantities).toEqual(expected.sort((a, b) => a - b));
    expect(expected.length).toBeGreaterThan(50);
    expect(first.items).toHaveLength(50);
  });

  it('follows updates and cancellations of incidents', async () => {
    const { user, admin } = s.k.callers;
    const draft = await s.k.create(user, 'save-draft', { description: 'zqbefore edit' });
    expect(await list(admin, { search: 'zqbefore' })).toMatchObject({ total: 1 });
    const submitted = await s.k.act(user, draft.id, {
      ...s.k.form,
      description: 'zqafter edit',
      action: 'submit',
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await list(admin, { search: 'zqbefore' })).total).toBe(0);
    expect((await list(user, { search: 'zqafter' })).items.map((i) => i.id)).toEqual([draft.id]);

    const other = await s.k.create(user, 'save-draft', { description: 'zqcancel me' });
    expect((await s.k.act(user, other.id, { action: 'delete' })).status).toBe(200);
    const cancelled = await list(admin, { search: 'zqcancel' });
    expect(cancelled.items.map((i) => [i.id, i.status])).toEqual([[other.id, 'cancelled']]);
    // A status change keeps the text findable (and leaves the index alone).
    expect(await apiIds('zqcancel')).toEqual(await scanIds('zqcancel'));
  });

  it('finds new and edited incidents at once: the full-text table is written with the incident', async () => {
    const { user, admin } = s.k.callers;
    const fresh = row('fresh', { description: 'zqfresh Gasket ÉCROU' });
    const edited = row('edited', { description: 'zqold text' });
    await insertIncidentRows(s.t.db, [fresh, edited]);
    const draft = await s.k.create(user, 'save-draft', { description: 'zqold draft' });
    await s.t.db
      .updateTable('incidents')
      .set({ description: 'zqnew text' })
      .where('id', '=', edited.id)
      .execute();
    const terms = ['zqfresh', 'ZQFRESH gask', 'écrou', 'ÉCROU', 'zqold', 'zqnew', 'zqold draft', 'ext', 'zq'];
    // The edited row's old entry is gone, its new text found.
    expect(await found('zqold')).toEqual([]);
    expect(await found('zqnew')).toEqual(['edited']);
    expect((await list(admin, { search: 'zqold draft' })).items.map((i) => i.id)).toEqual([draft.id]);
    for (const term of terms) expect(await apiIds(term), term).toEqual(await scanIds(term));
    // A deleted incident leaves nothing behind in the full-text table.
    const gone = await s.k.create(user, 'save-draft', { description: 'zqgone soon' });
    await s.t.db.deleteFrom('incidents').where('id', '=', gone.id).execute();
    if (s.t.app.appContext.dbKind === 'sqlite') {
      await sql`insert into incident_search (incident_search, rank) values ('integrity-check', 0)`.execute(
        s.t.db,
      );
    }
    expect((await list(admin, { search: 'zqgone' })).total).toBe(0);
    delete rows.fresh;
    delete rows.edited;
  });

  it('forgets deleted incidents', async () => {
    const gone = row('deleted', { description: 'zqdeleted row' });
    await insertIncidentRows(s.t.db, [gone]);
    expect((await list(s.k.callers.admin, { search: 'zqdeleted' })).total).toBe(1);
    await s.t.db.deleteFrom('incidents').where('id', '=', gone.id).execute();
    expect((await list(s.k.callers.admin, { search: 'zqdeleted' })).total).toBe(0);
    if (s.t.app.appContext.dbKind === 'sqlite') {
      const keys = await sql<{ n: number }>`
        select count(*) as n from incident_search_keys where incident_id = ${gone.id}`.execute(s.t.db);
      expect(keys.rows[0]?.n).toBe(0);
    }
    delete rows.deleted;
  });

  it('finds the right incidents after VACUUM moves the rows (SQLite renumbers implicit rowids)', async () => {
    await s.t.db.deleteFrom('incidents').where('id', '=', rows.bulk0!).execute();
    delete rows.bulk0;
    if (s.t.app.appContext.dbKind === 'sqlite') await sql`vacuum`.execute(s.t.db);
    else await sql`vacuum full incidents`.execute(s.t.db);
    expect(await found('zqdesc')).toEqual(['description']);
    expect(await apiIds('zqbulk')).toEqual(await scanIds('zqbulk'));
    expect(await apiIds('zqbulk')).toHaveLength(59);
  });

  it('exports only the incidents the search finds (CSV and XLSX)', async () => {
    const download = (format: string, search: string) =>
      fetch(`${s.t.baseUrl}/v1/incidents/export.${format}?search=${encodeURIComponent(search)}`, {
        headers: { authorization: `Bearer ${s.k.callers.user.token}` },
      });
    const csv = await download('csv', 'ZQDESC');
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Leaking zqdesc gasket');
    expect(text).not.toContain('Zqprod Widget');
    expect(text.trim().split('\n')).toHaveLength(2);
    const xlsx = await download('xlsx', 'zqdesc');
    expect(xlsx.status).toBe(200);
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
