import { formatDate } from '@qi/domain/dates';
import { DUE_SECTIONS, type DueSection } from '@qi/domain/due-dates';
import {
  INVESTIGATION_SECTIONS,
  INVESTIGATION_STATUS_LABELS,
  isJustified,
  signedByKey,
  signedDateKey,
  totalCost,
} from '@qi/domain/investigation';
import { formatPounds } from '@qi/domain/money';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { FONT } from './pdf-fonts';
import { ensureRoom, fieldRow, MUTED, plainText } from './pdf-layout';
import { printMarkdown } from './print-markdown';

type NameOf = (userId: string | null | undefined) => string;

/** 'Signed by <name> on <DD-MM-YYYY>', or 'Open' when nobody signed. */
export function signature(nameOf: NameOf, signedBy: string | null, signedDate: string | null): string {
  if (!signedBy) return 'Open';
  const date = formatDate(signedDate);
  return `Signed by ${nameOf(signedBy)}${date ? ` on ${date}` : ''}`;
}

const isDueSection = (key: string): key is DueSection => (DUE_SECTIONS as readonly string[]).includes(key);

/** 'Owner: Jane Smith · Due 05-03-2026', as the investigation page shows each section's schedule. */
export function sectionSchedule(inv: InvestigationRecord, section: DueSection, nameOf: NameOf): string {
  const { owner, dueDate } = inv.schedule?.[section] ?? { owner: null, dueDate: null };
  return `Owner: ${owner ? nameOf(owner) : '—'} · Due ${dueDate ? formatDate(dueDate) : '—'}`;
}

/** The investigation: its fields, each signed-off section with its text and signature, costs and completion. */
export async function printInvestigation(
  doc: PDFKit.PDFDocument,
  inv: InvestigationRecord,
  nameOf: NameOf,
  pauses: { pause(): Promise<void> },
): Promise<void> {
  fieldRow(doc, 'Status', INVESTIGATION_STATUS_LABELS[inv.status]);
  fieldRow(doc, 'Assigned To', nameOf(inv.assignedTo));
  fieldRow(doc, 'Incident Justified', isJustified(inv.incidentJustified) ? 'Yes' : 'No');
  doc.moveDown(0.4);
  plainText(doc, 'Incident Description', { face: FONT.bold, size: 11 });
  if (inv.incidentDescription.trim()) await printMarkdown(doc, inv.incidentDescription, pauses);
  else plainText(doc, '—');
  for (const section of INVESTIGATION_SECTIONS) {
    await pauses.pause();
    doc.moveDown(0.4);
    doc.fontSize(11);
    ensureRoom(doc, doc.currentLineHeight(true) * 3);
    plainText(doc, section.label, { face: FONT.bold, size: 11 });
    if (isDueSection(section.key)) {
      plainText(doc, sectionSchedule(inv, section.key, nameOf), { size: 9, color: MUTED });
    }
    plainText(doc, inv[section.key].trim() === '' ? '—' : inv[section.key]);
    plainText(doc, signature(nameOf, inv[signedByKey(section.key)], inv[signedDateKey(section.key)]), {
      size: 9,
      color: MUTED,
      face: FONT.italic,
    });
    if (section.key === 'rootCause') {
      doc.moveDown(0.3);
      fieldRow(doc, 'Root Cause Category', inv.rootCauseCategory?.title ?? '');
    }
  }
  doc.moveDown(0.6);
  fieldRow(doc, 'Defective Product Quantity', inv.defectiveProductQuantity);
  fieldRow(doc, 'Cost of Labour', formatPounds(inv.costOfLabour));
  fieldRow(doc, 'Cost of Material', formatPounds(inv.costOfMaterial));
  fieldRow(doc, 'Cost Adjustment', formatPounds(inv.costAdjustment));
  fieldRow(doc, 'Total Cost', formatPounds(totalCost(inv)));
  fieldRow(doc, 'Completed', inv.completed ? 'Yes' : 'No');
  if (inv.completed) {
    fieldRow(doc, 'Completed By', signature(nameOf, inv.completedSignedBy, inv.completedSignedDate));
  }
}
