import type { TScar } from '@qi/domain/scar-views';
import type { IncidentRecord } from '../incidents/incident-record';
import type { AuditTrail } from '../signatures/audit-trail';
import { renderAuditTrailPdf } from './audit-trail-pdf';
import type { TagDetails } from './document-data';
import { type IncidentDocumentFacts, withNameLookup } from './document-data';
import { type PrintOptions, renderPrintPdf } from './print-document';
import { renderScarPdf } from './scar-document';
import { renderTagPdf } from './tag-document';

/**
 * The entry of the threads that render PDFs (document-pool.ts; built beside the server as
 * dist/document-worker.js). A task is plain data gathered from the database by the request; the answer is the
 * PDF's bytes.
 */
export type DocumentTask =
  | { kind: 'print'; facts: IncidentDocumentFacts; options: PrintOptions }
  | { kind: 'tag'; incident: IncidentRecord; url: string; details: TagDetails }
  | { kind: 'audit-trail'; trail: AuditTrail; options: PrintOptions }
  | { kind: 'scar'; scar: TScar; options: PrintOptions };

async function render(task: DocumentTask): Promise<PDFKit.PDFDocument> {
  switch (task.kind) {
    case 'print':
      return renderPrintPdf(withNameLookup(task.facts), task.options);
    case 'tag':
      return renderTagPdf(task.incident, task.url, task.details);
    case 'audit-trail':
      return renderAuditTrailPdf(task.trail, task.options);
    case 'scar':
      return renderScarPdf(task.scar, task.options);
  }
}

/** The whole PDF of an ended pdfkit document. */
async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export default async function renderInThread(task: DocumentTask): Promise<Uint8Array> {
  return bytesOf(await render(task));
}
