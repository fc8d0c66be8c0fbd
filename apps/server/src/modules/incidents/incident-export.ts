import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  type ExportCell,
  type ExportContext,
  exportRowCells,
  INCIDENT_EXPORT_COLUMNS,
  neutraliseFormula,
} from '@qi/domain/incident-export';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { findInvestigationsByIds, partNumberDescriptions, userNames } from './export-lookups-repository';
import type { DbKind, ListActor } from './incident-list-conditions';
import { iterateIncidents, type ListCriteria } from './incident-list-repository';
import { shapeIncident } from './incident-presenter';

export const EXPORT_BATCH_SIZE = 1000;
export const MONEY_FORMAT = '"£"#,##0.00';
export const EXPORT_TIME_ZONE = 'UTC';

/**
 * The export rows (SPEC §9: 46 columns, cancelled incidents skipped), one batch at a time: each batch is read
 * by keyset pagination and joined with its investigations; user names and part number descriptions come from
 * two bounded lookups. Every text cell is neutralised against spreadsheet formulas.
 */
export async function* exportRows(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportCell[][]> {
  const [names, parts] = await Promise.all([userNames(db), partNumberDescriptions(db)]);
  const ctx: ExportContext = {
    userName: (id) => (id ? (names.get(id) ?? '') : ''),
    partNumberDescription: (id) => parts.get(id) ?? '',
    timeZone: EXPORT_TIME_ZONE,
  };
  const exported = sql`${sql.ref('incidents.status')} <> 'cancelled'`;
  for await (const batch of iterateIncidents(db, kind, query, actor, exported, batchSize)) {
    const investigations = await findInvestigationsByIds(
      db,
      batch.flatMap((i) => (i.investigationId ? [i.investigationId] : [])),
    );
    yield batch.map((incident) =>
      exportRowCells(
        {
          incident: shapeIncident(incident, incident.attachments),
          investigation: incident.investigationId
            ? (investigations.get(incident.investigationId) ?? null)
            : null,
        },
        ctx,
      ).map(neutraliseFormula),
    );
  }
}

const HEADERS = INCIDENT_EXPORT_COLUMNS.map((c) => c.header);

/** RFC 4180 CSV (CRLF, quoted when needed) with a UTF-8 byte order mark so that spreadsheets read '£'. */
export function csvStream(rows: AsyncGenerator<ExportCell[][]>): Readable {
  async function* lines() {
    yield `\ufeff${stringify([HEADERS], { record_delimiter: 'windows' })}`;
    for await (const batch of rows) {
      yield stringify(
        batch.map((cells) => cells.map((c) => (c === null ? '' : c))),
        { record_delimiter: 'windows' },
      );
    }
  }
  return Readable.from(lines());
}

/**
 * XLSX through exceljs' streaming WorkbookWriter: worksheet 'Incidents', a header row, money cells in
 * pounds with two decimals. Rows are committed as they are written, and the writer waits for the client
 * to drain between batches, so memory stays bounded.
 */
export function xlsxStream(
  rows: AsyncGenerator<ExportCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Incidents');
  sheet.columns = INCIDENT_EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.header === 'Description' ? 60 : Math.max(12, column.header.length + 2),
  }));
  const money = INCIDENT_EXPORT_COLUMNS.flatMap((c, i) => (c.kind === 'money' ? [i + 1] : []));
  const produce = async () => {
    for await (const batch of rows) {
      for (const cells of batch) {
        const row = sheet.addRow(cells);
        for (const col of money) row.getCell(col).numFmt = MONEY_FORMAT;
        row.commit();
      }
      if (stream.destroyed) return;
      if (stream.writableNeedDrain) {
        await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
        if (stream.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error('Export failed'));
  });
  return stream;
}
