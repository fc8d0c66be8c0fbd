import { formatDate, isValidIsoDate } from './dates';
import { DISPOSITION_STATUS_LABELS, type DispositionStatus } from './disposition';
import { EFFECTIVENESS_RESULT_LABELS, type EffectivenessResult } from './effectiveness-check';
import { describeHistoryValue, type HistoryEntity, historyStatusLabel, type THistoryEntry } from './history';
import { historyFieldLabel } from './history-fields';
import { formatPounds } from './money';
import { SEVERITY_LABELS, type Severity } from './severity';

/** What the sentences need to know beyond the entry: field names and user names in words. */
export interface HistoryWords {
  /** A field in words; by default the label the screens use (history-fields.ts). */
  fieldLabel?: (field: string) => string;
  /** A user's name; an unknown id comes back as it is. */
  nameOf: (userId: string) => string;
  /** A supplier's name; an unknown id comes back as it is. */
  supplierName?: (supplierId: string) => string;
}

type Change = THistoryEntry['changes'][number];

const labelOf = (entity: HistoryEntity, words: HistoryWords, field: string) =>
  words.fieldLabel ? words.fieldLabel(field) : historyFieldLabel(entity, field);

const SIGNED_BY = 'SignedBy';
const SIGNED_DATE = 'SignedDate';
const MONEY_FIELDS = new Set(['costOfLabour', 'costOfMaterial', 'costAdjustment']);
/** Fields that hold a user id. */
const USER_FIELDS = new Set(['assignedTo', 'reportedBy', 'owner', 'effectivenessCheckOwner']);
/** Ids say nothing to a person (the entry's action names the effectiveness check or follow-up it is about). */
const HIDDEN_FIELDS = new Set(['id', 'effectivenessCheck', 'previousInvestigation', 'followUpInvestigation']);
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A changed value in words: names for user ids, labels for statuses, Yes/No, DD-MM-YYYY, pounds, quoted text. */
function valueText(entity: HistoryEntity, field: string, value: unknown, words: HistoryWords): string {
  if (blank(value)) return '—';
  // A section's owner (`containmentActionOwner`) is a user id too.
  const isUser = field.endsWith(SIGNED_BY) || field.endsWith('Owner') || USER_FIELDS.has(field);
  if (isUser && typeof value === 'string') {
    return words.nameOf(value);
  }
  if (field === 'status' && typeof value === 'string') return historyStatusLabel(entity, value);
  if (field === 'severity' && typeof value === 'string') return SEVERITY_LABELS[value as Severity] ?? value;
  if (field === 'dispositionStatus' && typeof value === 'string') {
    return DISPOSITION_STATUS_LABELS[value as DispositionStatus] ?? value;
  }
  if (field === 'supplierId' && typeof value === 'string') return words.supplierName?.(value) ?? value;
  if (field === 'result' && typeof value === 'string') {
    return EFFECTIVENESS_RESULT_LABELS[value as EffectivenessResult] ?? value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatPounds(value);
  if (typeof value === 'string' && isValidIsoDate(value)) return formatDate(value);
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return value;
  if (typeof value === 'string') return `“${describeHistoryValue(value.replace(/\s+/g, ' ').trim())}”`;
  return describeHistoryValue(value);
}

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => describeHistoryValue(item)) : [];
}

/** 'Attachments added: a.png' / 'Attachments removed: b.pdf', by name. */
function attachmentSentences(label: string, change: Change): string[] {
  const before = names(change.from);
  const after = names(change.to);
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  const sentences: string[] = [];
  if (added.length > 0) sentences.push(`${label} added: ${added.join(', ')}`);
  if (removed.length > 0) sentences.push(`${label} removed: ${removed.join(', ')}`);
  return sentences;
}

/** A sign-off (a section's or the completion's) as one sentence, with its date when the entry holds it. */
function signOffSentence(
  label: string,
  change: Change,
  date: Change | undefined,
  words: HistoryWords,
): string {
  if (blank(change.to)) {
    return blank(change.from)
      ? `${label} sign-off removed`
      : `${label} sign-off by ${words.nameOf(String(change.from))} removed`;
  }
  const day = typeof date?.to === 'string' && isValidIsoDate(date.to) ? ` on ${formatDate(date.to)}` : '';
  return `${label} signed off by ${words.nameOf(String(change.to))}${day}`;
}

/** The lines of a proposal as the history records them ({decision label, quantity, responsible}). */
function dispositionSentence(change: Change, words: HistoryWords): string {
  const lines = Array.isArray(change.to)
    ? (change.to as { decision?: unknown; quantity?: unknown; responsible?: unknown }[])
    : [];
  if (lines.length === 0) return 'Disposition lines removed';
  const parts = lines.map((line) => {
    const who = typeof line.responsible === 'string' ? ` (${words.nameOf(line.responsible)})` : '';
    return `${String(line.decision ?? '')} ${String(line.quantity ?? '')}${who}`;
  });
  return `Disposition: ${parts.join(', ')}`;
}

function genericSentence(entity: HistoryEntity, change: Change, words: HistoryWords): string {
  const label = labelOf(entity, words, change.field);
  const from = valueText(entity, change.field, change.from, words);
  const to = valueText(entity, change.field, change.to, words);
  if (blank(change.from)) return `${label} set to ${to}`;
  if (blank(change.to)) return `${label} cleared (was ${from})`;
  return `${label} changed from ${from} to ${to}`;
}

function changeSentences(entity: HistoryEntity, entry: THistoryEntry, words: HistoryWords): string[] {
  const byField = new Map(entry.changes.map((change) => [change.field, change]));
  const sentences: string[] = [];
  for (const change of entry.changes) {
    const { field } = change;
    // The entry's own status move is told once, first (statusSentence).
    if (HIDDEN_FIELDS.has(field) || (field === 'status' && entry.toStatus)) continue;
    if (field.endsWith(SIGNED_DATE) && byField.has(field.replace(SIGNED_DATE, SIGNED_BY))) continue;
    if (field.endsWith(SIGNED_BY)) {
      const section = field.slice(0, -SIGNED_BY.length);
      const label = section === 'completed' ? 'Completion' : labelOf(entity, words, section);
      sentences.push(signOffSentence(label, change, byField.get(`${section}${SIGNED_DATE}`), words));
    } else if (field === 'completed') {
      // A new record starts not completed: nothing happened there.
      if (change.to || !blank(change.from)) {
        sentences.push(change.to ? 'Marked as completed' : 'Marked as not completed');
      }
    } else if (field === 'assignedTo') {
      const to = valueText(entity, field, change.to, words);
      sentences.push(
        blank(change.from)
          ? `Assigned to ${to}`
          : `Reassigned from ${valueText(entity, field, change.from, words)} to ${to}`,
      );
    } else if (field === 'incidentId') {
      sentences.push(blank(change.from) ? 'Started from an incident' : 'Moved to another incident');
    } else if (field === 'attachments') {
      sentences.push(...attachmentSentences(labelOf(entity, words, field), change));
    } else if (field === 'investigationId') {
      sentences.push(blank(change.to) ? 'Unlinked from its investigation' : 'Linked to an investigation');
    } else if (field === 'disposition') {
      sentences.push(dispositionSentence(change, words));
    } else if (field === 'copiedFrom') {
      sentences.push('Copied from another investigation');
    } else {
      sentences.push(genericSentence(entity, change, words));
    }
  }
  return sentences;
}

/** 'Status changed from Draft to Submitted' when the entry moved the status ('Status set to Draft' at creation). */
export function statusSentence(entity: HistoryEntity, entry: Pick<THistoryEntry, 'fromStatus' | 'toStatus'>) {
  if (!entry.toStatus || entry.fromStatus === entry.toStatus) return null;
  const to = historyStatusLabel(entity, entry.toStatus);
  if (!entry.fromStatus) return `Status set to ${to}`;
  return `Status changed from ${historyStatusLabel(entity, entry.fromStatus)} to ${to}`;
}

/**
 * An audit entry told in sentences, for people rather than a database log: the status move, then each change
 * with field labels, user names and readable values ('Containment Action signed off by Jane Smith on 05-03-2026').
 */
export function historySentences(entity: HistoryEntity, entry: THistoryEntry, words: HistoryWords): string[] {
  const status = statusSentence(entity, entry);
  return [...(status ? [status] : []), ...changeSentences(entity, entry, words)];
}
