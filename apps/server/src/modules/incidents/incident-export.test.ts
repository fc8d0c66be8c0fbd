import { randomUUID } from 'node:crypto';
import { todayIso } from '@qi/domain/dates';
import { INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MONEY_FORMAT, xlsxStream } from './incident-export';
import { iterateListBatches } from './incident-list-batches-repository';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { type IncidentKit, incidentKit, incidentRecord, listQuery } from './incident-test-kit';

describe('incident export (CSV and XLSX)', () => {
  let t: TestApp;
  let k: IncidentKit;
  let linkedNumber: number;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    const { user, quality } = k.callers;
    await k.create(user, 'submit', { description: '=HYPERLINK("http://x") zqexport' });
    const cancelled = await k.create(user, 'save-draft', { description: 'zqexport cancelled' });
    await k.act(user, cancelled.id, { action: 'delete' });
    const now = new Date().toISOString();
    await t.db
      .insertInto('investigations')
      .values({
        id: 'inv-export',
        status: 'completed',
        assigned_to: quality.id,
        root_cause: 'Worn tool',
        root_cause_signed_by: quality.id,
        root_cause_signed_date: '2025-07-01',
        cost_of_labour: 12.5,
        cost_of_material: 100,
        cost_adjustment: -2.25,
        completed: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await t.db
      .insertInto('suppliers')
      .values({
        id: 'sup-export',
        name: 'Acme Castings',
        code: 'ACX',
        active: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const linked = await k.create(user, 'submit', {
      description: 'zqexport linked',
      supplierId: 'sup-export',
    });
    linkedNumber = linked.incidentNumber!;
    const steps = [
      () => k.act(quality, linked.id, { action: 'acknowledge', severity: 'major' }),
      () =>
        t.request('PUT', `/v1/incidents/${linked.id}/disposition`, {
          token: quality.token,
          body: {
            lines: [
              { decision: 'scrap', quantity: 2, cost: 10.1, responsible: quality.id },
              { decision: 'rework', quantity: 1, cost: 0.2, responsible: quality.id },
            ],
          },
        }),
      () => k.act(quality, linked.id, { action: 'start-investigation', investigationId: 'inv-export' }),
    ];
    for (const step of steps) {
      const res = await step();
      if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    }
  });
  afterAll(() => t.close());

  const download = (path: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${k.callers.user.token}` } });
  const baseName = () => `IncidentLog${todayIso('UTC').replaceAll('-', '')}`;

  it('CSV: header, the filtered rows without cancelled ones, neutralised formulas, attachment name', async () => {
    const res = await download('/v1/incidents/export.csv?search=zqexport');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${baseName()}.csv"; filename*=UTF-8''${baseName()}.csv`,
    );
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = (await res.text()).replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(INCIDENT_EXPORT_COLUMNS.map((c) => c.header).join(','));
    expect(lines).toHaveLength(3);
    expect(text).not.toContain('zqexport cancelled');
    expect(text).toContain(`"'=HYPERLINK(""http://x"") zqexport"`);
    const linked = lines.find((l) => l.includes('zqexport linked'))!;
    expect(linked.startsWith(`${linkedNumber},Under Investigation,Uma User,`)).toBe(false);
    expect(linked.startsWith(`${linkedNumber},Investigation Completed,Uma User,15-06-2025,`)).toBe(true);
    expect(linked).toContain('Worn tool,Completed');
    expect(linked).toContain(',inv-export,Completed,Quinn Quality,');
    // The 46 columns the export always had, then severity, supplier, disposition status, the quantity per
    // decision (use as is, rework, repair, scrap, return to supplier, other), the disposition cost and the
    // linked incidents (none here).
    expect(
      linked.endsWith(',0,12.50,100.00,-2.25,110.25,Yes,,,Major,Acme Castings,Decided,0,1,0,2,0,0,10.30,'),
    ).toBe(true);
    const plain = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(plain.endsWith(',,,,Awaiting,,,,,,,,')).toBe(true);
  });

  it('XLSX: worksheet Incidents, 46 columns then the material ones and the links, pound format on money, no cancelled rows', async () => {
    const res = await download('/v1/incidents/export.xlsx?search=zqexport&sortBy=description&sortDir=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${baseName()}.xlsx"; filename*=UTF-8''${baseName()}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Incidents')!;
    expect(sheet).toBeDefined();
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(INCIDENT_EXPORT_COLUMNS.map((c) => c.header));
    expect(header.slice(1)).toHaveLength(57);
    expect(header[46]).toBe('Completed Signed Date');
    expect(header[47]).toBe('Severity');
    expect(sheet.actualRowCount).toBe(3);
    const descriptions = [2, 3].map((r) => sheet.getRow(r).getCell(15).value);
    expect(descriptions).toEqual(['\'=HYPERLINK("http://x") zqexport', 'zqexport linked']);
    const linked = sheet.getRow(3);
    const labour = INCIDENT_EXPORT_COLUMNS.findIndex((c) => c.header === 'Cost of Labour') + 1;
    expect(linked.getCell(labour).value).toBe(12.5);
    for (let col = labour; col < labour + 4; col += 1) expect(linked.getCell(col).numFmt).toBe(MONEY_FORMAT);
    expect(linked.getCell(1).value).toBe(linkedNumber);
    const cells = Array.from({ length: 10 }, (_, i) => linked.getCell(47 + i).value);
    expect(cells).toEqual(['Major', 'Acme Castings', 'Decided', 0, 1, 0, 2, 0, 0, 10.3]);
    expect(linked.getCell(56).numFmt).toBe(MONEY_FORMAT);
  });

  it('CSV: a multi-line description is quoted and parses back as one record', async () => {
    const description = 'zqmultiline first line\nsecond line\r\nthird line\rfourth';
    await k.create(k.callers.user, 'submit', { description });
    const text = (await (await download('/v1/incidents/export.csv?search=zqmultiline')).text()).replace(
      /^\ufeff/,
      '',
    );
    const records = parseCsv(text);
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.length === INCIDENT_EXPORT_COLUMNS.length)).toBe(true);
    expect(records[1]![14]).toBe(description);
  });

  it('exports only what the caller may see, and refuses a bad filter before sending a file', async () => {
    await k.create(k.callers.admin, 'save-draft', { description: 'zqexport admin draft' });
    const asUser = await (await download('/v1/incidents/export.csv?search=zqexport')).text();
    expect(asUser).not.toContain('admin draft');
    const bad = await download(
      `/v1/incidents/export.xlsx?filters=${encodeURIComponent(JSON.stringify([{ key: 'nope', filter: [] }]))}`,
    );
    expect(bad.status).toBe(422);
    expect(bad.headers.get('content-disposition')).toBeNull();
  });

  it('reads the list in keyset batches: every row exactly once, in list order, for nullable sort keys', async () => {
    const rows: IncidentRecord[] = Array.from({ length: 23 }, (_, i) =>
      incidentRecord({
        incidentNumber: 800_000 + i,
        reportedBy: k.callers.user.id,
        incidentDate: '2024-05-01',
        defectiveQuantity: i % 4 === 0 ? null : i % 5,
        description: 'zqbatch',
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      }),
    );
    await insertIncidentRows(t.db, rows);
    const actor = { id: k.callers.user.id, role: 'user' as const };
    for (const sortDir of ['asc', 'desc'] as const) {
      for (const sortBy of ['defectiveQuantity', 'created_at', 'incidentNumber'] as const) {
        const query = listQuery({ search: 'zqbatch', sortBy, sortDir, rowsPerPage: 50 });
        const page = await k.get(
          k.callers.user,
          `/v1/incidents?search=zqbatch&sortBy=${sortBy}&sortDir=${sortDir}&rowsPerPage=50`,
        );
        {
          const batched: string[] = [];
          const sizes: number[] = [];
          for await (const batch of iterateListBatches(
            t.db,
            t.app.appContext.dbKind,
            query,
            actor,
            sql`1 = 1`,
            4,
            (b) => b.select('incidents.id'),
          )) {
            batched.push(...batch.map((i) => i.id));
            sizes.push(batch.length);
          }
          expect(batched).toEqual(page.body.items.map((i: { id: string }) => i.id));
          expect(new Set(batched).size).toBe(23);
          // Full batches but the last of each part (two parts for the nullable quantity: 17 with, 6 without).
          expect(sizes).toEqual(sortBy === 'defectiveQuantity' ? [4, 4, 4, 4, 1, 4, 2] : [4, 4, 4, 4, 4, 3]);
        }
      }
    }
  });
});

/** A minimal RFC 4180 reader (quoted fields may hold commas, quotes and line breaks; records end with CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else if (ch === '\n' || ch === '\r') throw new Error(`Bare line break outside quotes at ${i}`);
    else field += ch;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}

describe('XLSX stream', () => {
  it('sends the rows while they are produced, not at the end', async () => {
    let sent = 0;
    let sentBeforeLastBatch = -1;
    const batches = 10;
    async function* rows() {
      for (let b = 0; b < batches; b += 1) {
        if (b === batches - 1) sentBeforeLastBatch = sent;
        yield Array.from({ length: 300 }, (_, i) =>
          INCIDENT_EXPORT_COLUMNS.map((_c, col) => `${b}-${i}-${col} ${randomUUID()}`),
        );
      }
    }
    const stream = xlsxStream(rows(), (error) => {
      throw error;
    });
    stream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    await new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
    expect(sent).toBeGreaterThan(50_000);
    expect(sentBeforeLastBatch).toBeGreaterThan(sent / 2);
  });
});
