import {
  DISPOSITION_DECISIONS,
  type DispositionDecision,
  dispositionQuantityIssue,
  type TDispositionLine,
  type TDispositionLineInput,
  ZDispositionLineInput,
} from '@qi/domain/disposition';
import { moneyIssue } from '@qi/domain/number-bounds';

/** One line of the 'Edit disposition' dialog as typed (numbers are the text in their boxes). */
export interface DispositionDraftLine {
  /** Keeps React's rows apart while lines are added and removed. */
  key: string;
  decision: DispositionDecision | '';
  quantity: string;
  cost: string;
  responsible: string;
  /** 'YYYY-MM-DD', or the text typed while it is not a whole date. */
  dueDate: string;
  note: string;
}

export type DraftField = 'decision' | 'quantity' | 'cost' | 'responsible' | 'dueDate' | 'note';
export type DraftLineErrors = Partial<Record<DraftField, string>>;

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `line-${nextKey}`;
};

export function emptyDraftLine(): DispositionDraftLine {
  return { key: newKey(), decision: '', quantity: '', cost: '', responsible: '', dueDate: '', note: '' };
}

export function draftFromLines(lines: readonly TDispositionLine[]): DispositionDraftLine[] {
  return lines.map((line) => ({
    key: newKey(),
    decision: line.decision,
    quantity: String(line.quantity),
    cost: line.cost === null ? '' : line.cost.toFixed(2),
    responsible: line.responsible,
    dueDate: line.dueDate ?? '',
    note: line.note,
  }));
}

/** A whole quantity as typed, or NaN (which the domain schema refuses with its message). */
function quantityOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The quantity a line counts for while it is being typed: nothing until it is a whole number. */
export function draftQuantity(line: Pick<DispositionDraftLine, 'quantity'>): number {
  const n = quantityOf(line.quantity);
  return Number.isFinite(n) ? n : 0;
}

/** What is left of the defective quantity once the lines typed so far are counted (negative when over). */
export function remainingQuantity(lines: readonly DispositionDraftLine[], defectiveQuantity: number): number {
  return defectiveQuantity - lines.reduce((sum, line) => sum + draftQuantity(line), 0);
}

export type DraftResult =
  | { ok: true; lines: TDispositionLineInput[] }
  | { ok: false; lineErrors: DraftLineErrors[]; issue: string | null };

/**
 * The lines as the API takes them, checked by the domain's rules and messages (the server checks the same):
 * each line's fields, then that the quantities do not exceed the defective quantity.
 */
export function parseDraft(
  lines: readonly DispositionDraftLine[],
  defectiveQuantity: number | null,
): DraftResult {
  const parsed: TDispositionLineInput[] = [];
  const lineErrors: DraftLineErrors[] = [];
  let failed = false;
  for (const line of lines) {
    const errors: DraftLineErrors = {};
    const costText = line.cost.trim();
    const cost = costText === '' ? null : Number(costText);
    const costIssue = cost === null ? null : moneyIssue(cost);
    if (costIssue) errors.cost = costIssue;
    const result = ZDispositionLineInput.safeParse({
      decision: DISPOSITION_DECISIONS.includes(line.decision as DispositionDecision)
        ? line.decision
        : undefined,
      quantity: quantityOf(line.quantity),
      cost: costIssue ? null : cost,
      note: line.note,
      responsible: line.responsible,
      dueDate: line.dueDate.trim() === '' ? null : line.dueDate.trim(),
    });
    if (result.success) parsed.push(result.data);
    else {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as DraftField;
        errors[field] ??= issue.message;
      }
    }
    if (Object.keys(errors).length > 0) failed = true;
    lineErrors.push(errors);
  }
  const issue = failed ? null : dispositionQuantityIssue(parsed, defectiveQuantity);
  if (failed || issue) return { ok: false, lineErrors, issue };
  return { ok: true, lines: parsed };
}
