/**
 * Test support for the import API tests (not loaded by the server): files made in memory, the multipart
 * upload, and a whole import (upload, dry run, run, wait for the job) in one call.
 */
import type { TImport, TImportDryRun, TImportUpload } from '@qi/domain/incident-import-schemas';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { type CsvField, csvRecords } from '../incidents/csv-records';

const BOUNDARY = '----qi-import-boundary-4b1d';

/** A CSV file as the exports write them (UTF-8 with a byte order mark, CRLF). */
export function csvFile(rows: readonly (readonly CsvField[])[]): Buffer {
  return Buffer.from(`\ufeff${csvRecords(rows)}`, 'utf8');
}

/** An XLSX file with one worksheet of the rows (numbers stay numbers, as a spreadsheet holds them). */
export async function xlsxFile(rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Incidents');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /v1/imports with one file part; answers the status and the parsed JSON. */
export async function uploadImport(
  t: TestApp,
  token: string,
  file: { name: string; content: Buffer | AsyncIterable<Uint8Array>; fieldName?: string },
  kind = 'incidents',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const content = file.content;
  async function* parts() {
    yield head;
    if (Buffer.isBuffer(content)) yield content;
    else for await (const chunk of content) yield chunk;
    yield tail;
  }
  const generator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await generator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const response = await fetch(`${t.baseUrl}/v1/imports?kind=${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer field by field
  const json: any = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
  return { status: response.status, body: json, text };
}

/** Polls the import until the job has finished it (a hang guard, not a timing: the job runs every 50 ms). */
export async function waitForImport(t: TestApp, token: string, id: string): Promise<TImport> {
  for (let tries = 0; tries < 600; tries++) {
    const res = await t.request<TImport>('GET', `/v1/imports/${id}`, { token });
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

export interface ImportOptions {
  mapping?: Record<string, string | null>;
  resolutions?: Record<string, unknown>;
  kind?: string;
}

/** Upload, dry run with the proposed (or given) mapping, run and wait: the whole flow of the Import tab. */
export async function importFile(
  t: TestApp,
  token: string,
  name: string,
  content: Buffer,
  options: ImportOptions = {},
) {
  const upload = await uploadImport(t, token, { name, content }, options.kind);
  expect(upload.status, upload.text).toBe(201);
  const uploaded = upload.body as TImportUpload;
  const plan = { mapping: options.mapping ?? uploaded.proposedMapping, resolutions: options.resolutions };
  const dryRun = await t.request<TImportDryRun>('POST', `/v1/imports/${uploaded.id}/dry-run`, {
    token,
    body: plan,
  });
  expect(dryRun.status, dryRun.text).toBe(200);
  const run = await t.request<TImport>('POST', `/v1/imports/${uploaded.id}/run`, { token, body: plan });
  expect(run.status, run.text).toBe(200);
  const done =
    options.kind && options.kind !== 'incidents' ? run.body : await waitForImport(t, token, uploaded.id);
  return { uploaded, dryRun: dryRun.body, done, plan };
}

/** The report CSV's rows (header first), split plainly: the tests' cells hold no commas or quotes. */
export async function reportRows(t: TestApp, token: string, id: string): Promise<string[][]> {
  const res = await t.request('GET', `/v1/imports/${id}/report.csv`, { token });
  expect(res.status).toBe(200);
  return res.text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line: string) => line.split(','));
}
