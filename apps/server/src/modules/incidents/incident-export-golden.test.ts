import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { incidentRecord } from './incident-test-kit';

/**
 * The exact bytes of the CSV export and the cells of the XLSX export for a fixed data set, compared with
 * files kept beside this test: a change of the export's code that changes what a spreadsheet receives
 * fails here. Run with UPDATE_EXPORT_GOLDEN=1 to write the files again after an intended change.
 */
const GOLDEN_DIR = path.join(import.meta.dirname, '__golden__');
const CSV_FILE = path.join(GOLDEN_DIR, 'export.csv');
const XLSX_FILE = path.join(GOLDEN_DIR, 'export-xlsx-cells.json');
const update = process.env.UPDATE_EXPORT_GOLDEN === '1';

const TEXTS = [
  'Plain description.',
  'Line one\nline two, with a comma',
  'Quotes "inside" and a trailing space ',
  '=SUM(A1:A2) looks like a formula',
  '+44 and -3 and @handle',
  'Pound £12.50 and ünïcödé ✓',
  '# Markdown\n\n- item one\n- item two\n\n**bold** text',
  '',
];

/** The disposition status of the incidents that insertMaterial gives lines (by number within the set). */
const DISPOSITION_STATUSES: Record<number, 'decided' | 'approved'> = {
  2: 'decided',
  3: 'approved',
  7: 'approved',
};

function goldenRows(reporter: string): IncidentRecord[] {
  return Array.from({ length: 24 }, (_, i) => {
    const n = i + 1;
    const day = String((i % 27) + 1).padStart(2, '0');
    return incidentRecord({
      id: `golden-${String(n).padStart(3, '0')}`,
      reportedBy: reporter,
      incidentNumber: 9000 + n,
      incidentDate: `2024-0${(i % 9) + 1}-${day}`,
      product: ['Widget', 'Gadget', 'Not Product Related'][i % 3]!,
      partNumber: i % 3 === 2 ? 'N/A' : `PN-${100 + (i % 5)}`,
      defectiveQuantity: i % 4 === 0 ? null : i * 7,
      grnNumber: i % 2 ? 'S12345' : '',
      orderNumber: i % 2 ? `PO-${400000 + i}` : '',
      incidentLocation: { id: 'loc-a', title: 'Goods In' },
      category: i % 2 ? { id: 'cat-a', title: 'Damage, "visible"' } : null,
      description: `${TEXTS[i % TEXTS.length]} zqgolden ${n}`,
      status: (['submitted', 'acknowledged', 'rejected', 'closed', 'under-investigation'] as const)[i % 5]!,
      rejectReason: i % 5 === 2 ? 'Not a defect, see "notes"' : null,
      incidentJustified: i % 5 === 3 ? i % 2 === 0 : null,
      investigationId: i % 5 === 4 || i % 5 === 3 ? `golden-inv-${i % 2}` : null,
      created_at: `2024-10-${day}T08:${day}:00.000Z`,
      updated_at: `2024-11-${day}T17:${day}:30.000Z`,
      severity: i % 4 === 1 ? null : (['critical', 'major', 'minor'] as const)[i % 3]!,
      supplierId: i % 3 === 0 ? null : `golden-sup-${i % 2}`,
      dispositionStatus: DISPOSITION_STATUSES[n] ?? 'awaiting',
    });
  });
}

async function insertInvestigations(t: TestApp, signer: string): Promise<void> {
  const at = '2024-10-01T09:00:00.000Z';
  const base = { assigned_to: signer, created_at: at, updated_at: at };
  const text = {
    incident_description: '',
    containment_action: '',
    root_cause: '',
    corrective_action: '',
    verification_of_effectiveness: '',
    preventive_action: '',
    additional_notes: '',
    defective_product_quantity: '',
  };
  const rows = [
    {
      ...text,
      ...base,
      id: 'golden-inv-0',
      status: 'completed',
      containment_action: 'Quarantined, "all" stock',
      containment_action_signed_by: signer,
      containment_action_signed_date: '2024-10-02',
      root_cause: '=Worn tool',
      root_cause_signed_by: signer,
      root_cause_signed_date: '2024-10-03',
      cost_of_labour: 12.5,
      cost_of_material: 100,
      cost_adjustment: -2.25,
      defective_product_quantity: '12 boxes',
      completed: 1,
      completed_signed_by: signer,
      completed_signed_date: '2024-10-04',
    },
    {
      ...base,
      ...text,
      id: 'golden-inv-1',
      status: 'opened',
      corrective_action: 'Retrain\noperators',
      completed: 0,
    },
  ];
  for (const row of rows)
    await t.db
      .insertInto('investigations')
      .values(row as never)
      .execute();
}

/**
 * Two suppliers (one retired: its incidents still show its name) and disposition lines on some incidents:
 * quantities that cover the defective quantity (decided, approved) or fall short (awaiting).
 */
async function insertMaterial(t: TestApp, responsible: string): Promise<void> {
  const at = '2024-10-01T09:00:00.000Z';
  for (const [i, name] of ['Acme Castings', '=Retired, "Ltd"'].entries()) {
    await t.db
      .insertInto('suppliers')
      .values({
        id: `golden-sup-${i}`,
        name,
        code: `GS${i}`,
        active: i === 0 ? 1 : 0,
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
  }
  const lines = [
    { incident: 2, decision: 'scrap', quantity: 3, cost: 10.1 },
    { incident: 2, decision: 'scrap', quantity: 2, cost: 0.2 },
    { incident: 2, decision: 'rework', quantity: 2, cost: null },
    { incident: 3, decision: 'return-to-supplier', quantity: 14, cost: null },
    { incident: 6, decision: 'use-as-is', quantity: 5, cost: 1234.5 },
    { incident: 6, decision: 'other', quantity: 6, cost: -2.25 },
    { incident: 7, decision: 'repair', quantity: 42, cost: 99.99 },
  ];
  for (const [position, line] of lines.entries()) {
    await t.db
      .insertInto('disposition_lines')
      .values({
        id: `golden-line-${position}`,
        incident_id: `golden-${String(line.incident).padStart(3, '0')}`,
        position,
        decision: line.decision,
        quantity: line.quantity,
        cost: line.cost,
        note: '',
        responsible_id: responsible,
        due_date: null,
        created_at: at,
      })
      .execute();
  }
}

/** Links between incidents of the set (the Recurrence feature): the "Linked Incidents" column, both ways. */
async function insertLinks(t: TestApp, quality: string): Promise<void> {
  const links = [
    { from: 2, to: 1, kind: 'duplicate', at: '2024-11-01T10:00:00.000Z' },
    { from: 5, to: 2, kind: 'related', at: '2024-11-02T10:00:00.000Z' },
    { from: 3, to: 1, kind: 'not-related', at: '2024-11-03T10:00:00.000Z' },
  ];
  const id = (n: number) => `golden-${String(n).padStart(3, '0')}`;
  for (const [i, link] of links.entries()) {
    await t.db
      .insertInto('incident_links')
      .values({
        id: `golden-link-${i}`,
        incident_id: id(link.from),
        linked_incident_id: id(link.to),
        kind: link.kind,
        reason: 'Compared',
        shown: null,
        created_by: quality,
        created_at: link.at,
      })
      .execute();
  }
}

/** Each row's cell values and number formats, as a spreadsheet reads them. */
async function xlsxCells(body: ArrayBuffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const sheet = workbook.getWorksheet('Incidents');
  const rows: unknown[] = [];
  sheet?.eachRow((row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push([cell.value, cell.numFmt ?? null]));
    rows.push(cells);
  });
  return rows;
}

describe('incident export: the same files as before', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login('admin');
    token = admin.idToken;
    const quality = await t.login('quality');
    await insertInvestigations(t, quality.user.user_id);
    await insertIncidentRows(t.db, goldenRows(quality.user.user_id));
    await insertMaterial(t, quality.user.user_id);
    await insertLinks(t, quality.user.user_id);
  });
  afterAll(() => t.close());

  const download = (format: 'csv' | 'xlsx') =>
    fetch(`${t.baseUrl}/v1/incidents/export.${format}?search=zqgolden&sortBy=incidentNumber&sortDir=asc`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('CSV: byte for byte the kept file', async () => {
    const res = await download('csv');
    expect(res.status).toBe(200);
    const text = await res.text();
    if (update) {
      fs.mkdirSync(GOLDEN_DIR, { recursive: true });
      fs.writeFileSync(CSV_FILE, text);
    }
    expect(text.split('\r\n')).toHaveLength(26);
    expect(text).toBe(fs.readFileSync(CSV_FILE, 'utf8'));
  });

  it('XLSX: the same cells and formats as the kept file', async () => {
    const res = await download('xlsx');
    expect(res.status).toBe(200);
    const cells = await xlsxCells(await res.arrayBuffer());
    if (update) fs.writeFileSync(XLSX_FILE, `${JSON.stringify(cells, null, 1)}\n`);
    expect(cells).toHaveLength(25);
    expect(cells).toEqual(JSON.parse(fs.readFileSync(XLSX_FILE, 'utf8')));
  });
});
