import { Readable } from 'node:stream';
import { neutraliseFormula } from '@qi/domain/incident-export';
import type { AppContext } from '../../context';
import { csvRecord, csvRecords } from '../incidents/csv-records';
import type { ImportRecord } from './import-record';
import { listImportRows, type RowOutcome } from './import-rows-repository';

const PAGE = 1000;

const OUTCOME_WORDS: Record<RowOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

export const REPORT_HEADERS = ['Line', 'Outcome', 'External Reference', 'Incident Number', 'Reasons'];

/** 'import-report-incident-log.csv': the report's name, after the imported file's. */
export function reportFileName(record: Pick<ImportRecord, 'fileName'>): string {
  const base = record.fileName.replace(/\.[^.]+$/, '');
  return `import-report-${base}.csv`;
}

/**
 * GET /v1/imports/{id}/report.csv: what happened to each row of a run, in line order, as CSV (UTF-8 with a byte
 * order mark, as the exports). Streamed a page at a time: the next page is read when the socket has taken the
 * last one. Text cells are neutralised as the exports' are (the file's own text comes back in them).
 */
export function importReportStream(ctx: AppContext, importId: string): Readable {
  async function* lines() {
    yield `\ufeff${csvRecord(REPORT_HEADERS)}`;
    let after = 0;
    for (;;) {
      const rows = await listImportRows(ctx.db, importId, after, PAGE);
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.line;
      yield csvRecords(
        rows.map((row) => [
          row.line,
          OUTCOME_WORDS[row.outcome],
          neutraliseFormula(row.externalReference),
          row.incidentNumber,
          neutraliseFormula((row.reasons ?? []).join('; ')),
        ]),
      );
    }
  }
  return Readable.from(lines());
}
