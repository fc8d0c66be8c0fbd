/**
 * Measures how long the A4 incident print takes to render (in-process, no HTTP or database): an incident with
 * a long markdown description, a history and a completed investigation, rendered 30 times; prints the median.
 *   npx tsx scripts/bench-documents.ts [out.pdf]   (writes the last PDF when a path is given)
 */
import { writeFile } from 'node:fs/promises';
import type { IncidentDocumentData } from '../src/modules/documents/document-data';
import { renderPrintPdf } from '../src/modules/documents/print-document';
import { renderTagPdf } from '../src/modules/documents/tag-document';
import type { InvestigationRecord } from '../src/modules/investigations/investigation-record';

const RUNS = 30;
const paragraph = Array.from(
  { length: 30 },
  (_, i) => `Sentence ${i + 1}: the **housing** cracked under *load* near the clip (Prüfung, Größe, £12.50).`,
).join(' ');
const description = [
  '# Inspection findings',
  paragraph,
  '## Steps taken',
  '- Quarantined the batch',
  '- Informed the supplier',
  '  1. by phone',
  '  2. by email',
  paragraph,
  paragraph,
  paragraph,
].join('\n\n');

const now = new Date().toISOString();
const signed = { by: 'u-quality', date: now.slice(0, 10) };
const investigation: InvestigationRecord = {
  id: 'inv-1',
  status: 'completed',
  assignedTo: 'u-investigator',
  incidentDescription: description,
  incidentJustified: true,
  containmentAction: paragraph,
  containmentActionSignedBy: signed.by,
  containmentActionSignedDate: signed.date,
  rootCause: paragraph,
  rootCauseSignedBy: signed.by,
  rootCauseSignedDate: signed.date,
  rootCauseCategory: { id: 'supplierManufacturerError', title: '3.3 Supplier/Manufacturer Error' },
  correctiveAction: paragraph,
  correctiveActionSignedBy: signed.by,
  correctiveActionSignedDate: signed.date,
  verificationOfEffectiveness: paragraph,
  verificationOfEffectivenessSignedBy: signed.by,
  verificationOfEffectivenessSignedDate: signed.date,
  preventiveAction: paragraph,
  preventiveActionSignedBy: signed.by,
  preventiveActionSignedDate: signed.date,
  additionalNotes: '',
  additionalNotesSignedBy: null,
  additionalNotesSignedDate: null,
  defectiveProductQuantity: '4',
  costOfLabour: 1234.5,
  costOfMaterial: 10,
  costAdjustment: -0.25,
  attachments: [],
  completed: true,
  completedSignedBy: signed.by,
  completedSignedDate: signed.date,
  created_at: now,
  updated_at: now,
};

const data: IncidentDocumentData = {
  incident: {
    id: 'incident-1',
    incidentNumber: 1042,
    reportedBy: 'u-user',
    incidentDate: '2025-06-15',
    product: 'Widget Pro',
    partNumber: 'PN-100',
    defectiveQuantity: 3,
    grnNumber: 'S12345',
    orderNumber: 'WO-1001',
    incidentLocation: { id: 'goods-in', title: 'Goods In' },
    category: { id: 'damage', title: 'Damage' },
    subcategory: { id: 'cracked', title: 'Cracked' },
    furtherSubcategory: null,
    description,
    attachments: [{ id: 'a1', name: 'photo.jpg', type: 'image/jpeg', size: 1000, url: '' }],
    investigationId: investigation.id,
    investigationStatus: 'completed',
    status: 'investigation-completed',
    rejectReason: null,
    pendingUpdateReason: null,
    incidentJustified: true,
    created_at: now,
    updated_at: now,
  },
  partDescription: 'Housing, moulded',
  history: Array.from({ length: 6 }, (_, i) => ({
    id: `h${i}`,
    actor: { user_id: 'u-quality', name: 'Quinn Quality' },
    action: i === 0 ? 'submit' : 'update',
    fromStatus: i === 0 ? null : 'submitted',
    toStatus: 'submitted',
    changes: [],
    reason: null,
    created_at: now,
  })),
  investigation,
  nameOf: (id) => (id ? ({ 'u-quality': 'Quinn Quality', 'u-user': 'Uma User' }[id] ?? id) : ''),
};

async function render(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of document) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const times: number[] = [];
let last = Buffer.alloc(0);
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  last = await render(await renderPrintPdf(data, { printedOn: now.slice(0, 10), timeZone: 'UTC' }));
  times.push(performance.now() - started);
}
const tagTimes: number[] = [];
let tag = Buffer.alloc(0);
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  tag = await render(renderTagPdf(data.incident, 'http://localhost:5173/incident/incident-1'));
  tagTimes.push(performance.now() - started);
}
console.log(
  `print.pdf: median ${median(times).toFixed(1)} ms over ${RUNS} runs (first ${times[0]?.toFixed(1)} ms, ${last.length} bytes)`,
);
console.log(`tag.pdf:   median ${median(tagTimes).toFixed(1)} ms over ${RUNS} runs (${tag.length} bytes)`);
const out = process.argv[2];
if (out) {
  await writeFile(out, last);
  await writeFile(out.replace(/\.pdf$/, '-tag.pdf'), tag);
}
