import type { Readable } from 'node:stream';
import { AppError } from '@qi/domain/app-error';
import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type ImportFileType = 'csv' | 'xlsx';

/** One row of a file: its line as a spreadsheet shows it (the header is line 1) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** The widest file an import reads: far beyond any incident log, and a bound on a row's memory. */
export const MAX_COLUMNS = 500;

/** Opens the file anew: a read that must start again needs a fresh stream. */
export type OpenFile = () => Readable | Promise<Readable>;

/**
 * How many times an XLSX file is opened when ExcelJS's streaming reader fails before its first row with a
 * TypeError: it sometimes loses the workbook part of a sound file ("Cannot read properties of undefined
 * (reading 'sheets')", 2 reads in 2,000 here), which the same bytes read again do not.
 */
const XLSX_ATTEMPTS = 3;

/**
 * The rows of an import file, read as a stream (decision 054): csv-parse for CSV (RFC 4180, UTF-8 with or
 * without a byte order mark; a cell may hold line breaks), ExcelJS's streaming reader for the first worksheet
 * of an XLSX file. Only a row at a time is held (and, for XLSX, the workbook's shared strings). Stops, and lets
 * go of the input, when the caller stops iterating. A file that cannot be read fails with 422.
 */
export async function* readImportRows(open: OpenFile, type: ImportFileType): AsyncGenerator<FileRow> {
  for (let attempt = 1; ; attempt++) {
    const input = await open();
    let rows = 0;
    try {
      for await (const row of type === 'csv' ? readCsv(input) : readXlsx(input)) {
        rows += 1;
        yield row;
      }
      return;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const lostPart = type === 'xlsx' && rows === 0 && error instanceof TypeError;
      if (!lostPart || attempt >= XLSX_ATTEMPTS) throw new AppError('VALIDATION', IMPORT_MSG.unreadable);
    } finally {
      input.destroy();
    }
  }
}

function checkWidth(cells: string[]): string[] {
  if (cells.length > MAX_COLUMNS) throw new AppError('VALIDATION', IMPORT_MSG.tooManyColumns(MAX_COLUMNS));
  return cells;
}

async function* readCsv(input: Readable): AsyncGenerator<FileRow> {
  // Empty lines are kept (as a record of one empty cell) so that line numbers match a spreadsheet's rows.
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: 1_048_576 }),
  );
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line += 1;
    yield { line, cells: checkWidth(record) };
  }
}

/** A cell's value as the text a person sees in it (serial numbers stay numbers: the parsers read them). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || typeof result === 'object' ? '' : cellText(result);
  }
  if ('text' in value) return String(value.text);
  return '';
}

async function* readXlsx(input: Readable): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based and sparse: index 0 is unused, empty cells are holes.
      const values = row.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
      yield { line: row.number, cells: checkWidth(cells) };
    }
    // Only the first worksheet is read.
    return;
  }
}

/** The header row (named for people: blank headers get their column's number, repeats a suffix). */
export function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** Whether every cell of a row is blank (such rows are skipped, their lines still counted). */
export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export interface FileStart {
  headers: string[];
  samples: string[][];
}

/** The header row and the first non-blank rows of a file (what the mapping table shows). */
export async function readFileStart(open: OpenFile, type: ImportFileType, rows = 5): Promise<FileStart> {
  let headers: string[] | null = null;
  const samples: string[][] = [];
  for await (const row of readImportRows(open, type)) {
    if (headers === null) {
      if (isBlankRow(row.cells)) throw new AppError('VALIDATION', IMPORT_MSG.noHeaders);
      headers = headerNames(row.cells);
      continue;
    }
    if (isBlankRow(row.cells)) continue;
    samples.push(headers.map((_, column) => row.cells[column] ?? ''));
    if (samples.length >= rows) break;
  }
  if (headers === null) throw new AppError('VALIDATION', IMPORT_MSG.noHeaders);
  return { headers, samples };
}
