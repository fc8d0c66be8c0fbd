import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from './incident-test-kit';

/** Descriptions a spreadsheet could run as formulas once it trims or folds their first characters. */
const PAYLOADS = [
  '\u200b=HYPERLINK("http://evil") zqformula',
  '＝1+1 zqformula',
  '＋44 zqformula',
  '＠SUM(A1) zqformula',
  '\u00a0-2+3 zqformula',
];

describe('exports neutralise formulas hidden behind invisible characters or in full-width forms', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    for (const description of PAYLOADS) await k.create(k.callers.user, 'submit', { description });
  });
  afterAll(() => t.close());

  const download = (path: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${k.callers.user.token}` } });

  it('CSV: each such description starts with an apostrophe', async () => {
    const res = await download('/v1/incidents/export.csv?search=zqformula');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const description of PAYLOADS) {
      // Quoted only when it holds a quote, comma or line break.
      const cell = description.includes('"') ? `"'${description.replaceAll('"', '""')}"` : `'${description}`;
      expect(text, JSON.stringify(description)).toContain(`,${cell},`);
    }
  });

  it('XLSX: each such description cell starts with an apostrophe', async () => {
    const res = await download('/v1/incidents/export.xlsx?search=zqformula');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Incidents');
    const cells = [2, 3, 4, 5, 6].map((row) => String(sheet?.getRow(row).getCell(15).value));
    expect(cells.sort()).toEqual(PAYLOADS.map((description) => `'${description}`).sort());
  });
});
