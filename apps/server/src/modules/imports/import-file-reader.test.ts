import { Readable } from 'node:stream';
import { AppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { type FileRow, headerNames, readFileStart, readImportRows } from './import-file-reader';
import { csvFile, xlsxFile } from './import-test-kit';

async function rowsOf(content: Buffer, type: 'csv' | 'xlsx'): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for await (const row of readImportRows(() => Readable.from([content]), type)) rows.push(row);
  return rows;
}

function zipOf(name: string, content: string, ...more: [string, string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const entries: [string, string][] = [[name, content], ...more];
  for (const [entry, text] of entries) zip.addBuffer(Buffer.from(text), entry);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('reading import files as streams', () => {
  it('reads CSV with a byte order mark, quoted line breaks and blank lines, numbering rows as a spreadsheet does', async () => {
    const content = Buffer.concat([
      csvFile([
        ['Ref', 'Details'],
        ['A', 'two\nlines'],
      ]),
      Buffer.from('\r\nB,"say ""hi"""\r\n'),
    ]);
    expect(await rowsOf(content, 'csv')).toEqual([
      { line: 1, cells: ['Ref', 'Details'] },
      { line: 2, cells: ['A', 'two\nlines'] },
      { line: 3, cells: [''] },
      { line: 4, cells: ['B', 'say "hi"'] },
    ]);
  });

  it('reads the first worksheet of an XLSX file with its row numbers and numbers as text', async () => {
    const content = await xlsxFile([
      ['Ref', 'Date', 'Qty'],
      ['A', 45000, 1.5],
      [],
      ['B', '05-03-2024', null],
    ]);
    expect(await rowsOf(content, 'xlsx')).toEqual([
      { line: 1, cells: ['Ref', 'Date', 'Qty'] },
      { line: 2, cells: ['A', '45000', '1.5'] },
      { line: 4, cells: ['B', '05-03-2024'] },
    ]);
  });

  it('answers 422 for a file it cannot read', async () => {
    const notAWorkbook = await zipOf('readme.txt', 'hello');
    await expect(rowsOf(notAWorkbook, 'xlsx')).resolves.toEqual([]);
    const cut = (await xlsxFile([['Ref'], ['A']])).subarray(0, 200);
    await expect(rowsOf(cut, 'xlsx')).rejects.toEqual(new AppError('VALIDATION', IMPORT_MSG.unreadable));
    await expect(rowsOf(Buffer.from('a,"b\n'), 'csv')).rejects.toEqual(
      new AppError('VALIDATION', IMPORT_MSG.unreadable),
    );
    await expect(readFileStart(() => Readable.from([notAWorkbook]), 'xlsx')).rejects.toEqual(
      new AppError('VALIDATION', IMPORT_MSG.noHeaders),
    );
  });

  it('opens an XLSX file again when the reader loses a part before the first row, not a CSV file', async () => {
    const content = await xlsxFile([['Ref'], ['A-1']]);
    // ExcelJS's streaming reader now and then loses the workbook part of a sound file, and then fails with a
    // TypeError before any row: a file without that part fails the same way every time.
    const lost = await zipOf(
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      [
        'xl/sharedStrings.xml',
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"></sst>',
      ],
      [
        'xl/worksheets/sheet1.xml',
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c></row></sheetData></worksheet>',
      ],
    );
    const lostPart = () => Readable.from([lost]);
    let opened = 0;
    const once = () => (++opened === 1 ? lostPart() : Readable.from([content]));
    const rows: FileRow[] = [];
    for await (const row of readImportRows(once, 'xlsx')) rows.push(row);
    expect(rows.map((row) => row.cells)).toEqual([['Ref'], ['A-1']]);
    expect(opened).toBe(2);
    let tries = 0;
    const always = () => {
      tries += 1;
      return lostPart();
    };
    await expect(readFileStart(always, 'xlsx')).rejects.toEqual(
      new AppError('VALIDATION', IMPORT_MSG.unreadable),
    );
    expect(tries).toBe(3);
    tries = 0;
    await expect(readFileStart(always, 'csv')).rejects.toEqual(
      new AppError('VALIDATION', IMPORT_MSG.unreadable),
    );
    expect(tries).toBe(1);
  });

  it('names blank and repeated headers so that each column can be chosen', () => {
    expect(headerNames(['Ref', '', 'Ref', ' Date '])).toEqual(['Ref', 'Column 2', 'Ref (2)', 'Date']);
  });
});
