import { INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentExportLinksPort } from '../incidents/incident-events';
import { exportRows } from '../incidents/incident-export';
import { type Caller, type IncidentKit, incidentKit, listQuery } from '../incidents/incident-test-kit';
import { exportLinksPort } from './export-links';
import { linksOfBatchQuery } from './export-links-repository';

const LINKS_COLUMN = INCIDENT_EXPORT_COLUMNS.findIndex((column) => column.header === 'Linked Incidents');

/** The incident list's CSV and XLSX exports carry each incident's links (the Recurrence feature). */
describe('incident links in the export', () => {
  let t!: TestApp;
  let k!: IncidentKit;
  let earlier!: { id: string; incidentNumber: number | null };
  let report!: { id: string; incidentNumber: number | null };
  let related!: { id: string; incidentNumber: number | null };

  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    earlier = await k.create(k.callers.investigator, 'submit', { description: 'zqlinkexport earlier' });
    report = await k.create(k.callers.user, 'submit', { description: 'zqlinkexport report' });
    related = await k.create(k.callers.user, 'submit', { description: 'zqlinkexport related' });
    const draft = await k.create(k.callers.user, 'save-draft', { description: 'zqlinkexport draft' });
    const links = [
      [report.id, { linkedIncidentId: earlier.id, kind: 'duplicate', reason: 'Same batch' }, 'quality'],
      [related.id, { linkedIncidentId: earlier.id, kind: 'related', reason: 'Same tool' }, 'quality'],
      [draft.id, { linkedIncidentId: earlier.id, kind: 'same-as-reported' }, 'user'],
    ] as const;
    for (const [id, body, who] of links) {
      const res = await t.request('POST', `/v1/incidents/${id}/links`, { token: k.callers[who].token, body });
      if (res.status !== 201) throw new Error(`link failed: ${res.status} ${res.text}`);
    }
  });
  afterAll(() => t.close());

  const download = (caller: Caller, format: 'csv' | 'xlsx') =>
    fetch(
      `${t.baseUrl}/v1/incidents/export.${format}?search=zqlinkexport&sortBy=incidentNumber&sortDir=asc`,
      {
        headers: { authorization: `Bearer ${caller.token}` },
      },
    );
  const expected = () => ({
    [`${earlier.incidentNumber}`]: `Has a duplicate: #${report.incidentNumber}; Related to #${related.incidentNumber}`,
    [`${report.incidentNumber}`]: `Duplicate of #${earlier.incidentNumber}`,
    [`${related.incidentNumber}`]: `Related to #${earlier.incidentNumber}`,
  });

  it('CSV: a "Linked Incidents" column words each link, both ways; a draft (no number) is left out', async () => {
    const res = await download(k.callers.quality, 'csv');
    expect(res.status).toBe(200);
    const records = (await res.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(records[0]?.[LINKS_COLUMN]).toBe('Linked Incidents');
    const byNumber = Object.fromEntries(records.slice(1).map((cells) => [cells[0], cells[LINKS_COLUMN]]));
    expect(byNumber).toEqual(expected());
  });

  it('XLSX: the same cells', async () => {
    const res = await download(k.callers.quality, 'xlsx');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Incidents')!;
    expect(sheet.getRow(1).getCell(LINKS_COLUMN + 1).value).toBe('Linked Incidents');
    const byNumber: Record<string, unknown> = {};
    for (let r = 2; r <= sheet.actualRowCount; r += 1) {
      const row = sheet.getRow(r);
      byNumber[String(row.getCell(1).value)] = row.getCell(LINKS_COLUMN + 1).value ?? '';
    }
    expect(byNumber).toEqual(expected());
  });

  it("gives the draft's reporter the same cells: a link from a draft (no number) is never named", async () => {
    const text = (await (await download(k.callers.user, 'csv')).text()).replace(/^\ufeff/, '');
    const records = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const byNumber = Object.fromEntries(records.slice(1).map((cells) => [cells[0], cells[LINKS_COLUMN]]));
    expect(byNumber).toEqual(expected());
    expect(text).not.toContain('same problem');
  });

  it('reads the links once per batch of rows, never once per row', async () => {
    const calls: number[] = [];
    const counting: IncidentExportLinksPort = {
      read: (db, ids, actor) => {
        calls.push(ids.length);
        return exportLinksPort.read(db, ids, actor);
      },
    };
    const query = listQuery({ search: 'zqlinkexport', sortBy: 'incidentNumber', sortDir: 'asc' });
    const actor = { id: k.callers.quality.id, role: 'quality' as const };
    const cells: unknown[] = [];
    for await (const batch of exportRows(t.db, t.app.appContext.dbKind, query, actor, 2, counting)) {
      for (const row of batch) cells.push(row[LINKS_COLUMN]);
    }
    expect(calls).toEqual([2, 1]);
    expect(cells).toEqual(Object.values(expected()));
  });

  it("reads a batch's links through the links' two indexes, never by scanning them", async () => {
    const ids = Array.from({ length: 400 }, (_, i) => `zqlinkexport-${i}`);
    const kind = t.app.appContext.dbKind;
    const plan = await queryPlan(t.db, kind, linksOfBatchQuery(t.db, ids).compile());
    expect(plan).toMatch(/incident_links_pair_idx/);
    expect(plan).toMatch(/incident_links_linked_idx/);
    // Never every incident, nor every link: the other incidents are read by their key.
    expect(plan).not.toMatch(/SCAN (other|incidents|incident_links)\b/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
