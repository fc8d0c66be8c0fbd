import { canEditInvestigations } from './access';
import {
  INVESTIGATION_SECTION_KEYS,
  type InvestigationSection,
  isJustified,
  isSectionSigned,
  REQUIRED_SECTIONS_WHEN_JUSTIFIED,
  sectionLabel,
  signedByKey,
  signedDateKey,
  type TInvestigation,
  type TUpdateInvestigationRequest,
} from './investigation';
import { investigationFormIssues, investigationProgressIssues } from './investigation-form';
import type { Role } from './roles';

export interface Check {
  ok: boolean;
  reasons: string[];
}

const filled = (v: string | null | undefined) => (v ?? '').trim() !== '';

/** docs/product.md §4: a section may be ticked when its text is non-empty; root cause also needs a category. */
export function canSignOffSection(inv: TInvestigation, section: InvestigationSection): Check {
  const reasons: string[] = [];
  if (!filled(inv[section])) reasons.push(`${sectionLabel(section)} must not be empty.`);
  if (section === 'rootCause' && !inv.rootCauseCategory)
    reasons.push('A root cause category must be selected.');
  return { ok: reasons.length === 0, reasons };
}

/**
 * docs/product.md §4: overall completion needs a non-empty incident description; when the incident is justified (anything
 * but an explicit No) the five action sections must be signed off and a defective quantity present.
 */
export function canCompleteInvestigation(inv: TInvestigation): Check {
  const reasons: string[] = [];
  if (!filled(inv.incidentDescription)) reasons.push('The incident description must not be empty.');
  if (isJustified(inv.incidentJustified)) {
    for (const section of REQUIRED_SECTIONS_WHEN_JUSTIFIED) {
      if (!isSectionSigned(inv, section)) reasons.push(`${sectionLabel(section)} must be signed off.`);
    }
    if (!filled(inv.defectiveProductQuantity)) reasons.push('The defective product quantity is required.');
  }
  return { ok: reasons.length === 0, reasons };
}

export type InvestigationUpdateResult =
  | { ok: true; next: TInvestigation; changes: string[]; completedNow: boolean }
  | {
      ok: false;
      code: 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION';
      message: string;
      issues?: { path: string; message: string }[];
    };

/** The fields an 'Update Investigation' save may set (signers, dates and status are the server's). */
export const INVESTIGATION_EDITABLE_KEYS = [
  'incidentDescription',
  'incidentJustified',
  'containmentAction',
  'rootCause',
  'rootCauseCategory',
  'correctiveAction',
  'verificationOfEffectiveness',
  'preventiveAction',
  'additionalNotes',
  'defectiveProductQuantity',
  'costOfLabour',
  'costOfMaterial',
  'costAdjustment',
  'attachments',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changedKeys(a: TInvestigation, b: TInvestigation): string[] {
  return (Object.keys(b) as (keyof TInvestigation)[]).filter((k) => !same(a[k], b[k]));
}

/**
 * Applies an 'Update Investigation' save on the server (docs/product.md §4): locked signed sections (text, and for root
 * cause the category) unless the same save un-signs them; everything locked while completed (the only allowed
 * change is un-ticking 'Is completed?', which unlocks the rest in the same save); signers and dates recorded
 * here from `actor` and `today`; un-signing clears signer and date; completion preconditions; the form rules
 * (only the fields' own bounds for 'Save progress', `progress: true`, unless it completes).
 */
export function applyInvestigationUpdate(
  previous: TInvestigation,
  incoming: TUpdateInvestigationRequest,
  actor: { id: string; role: Role },
  today: string,
): InvestigationUpdateResult {
  if (!canEditInvestigations(actor.role)) {
    return { ok: false, code: 'FORBIDDEN', message: 'You are not allowed to edit investigations.' };
  }
  const wantCompleted = incoming.completed ?? previous.completed;
  const next: TInvestigation = { ...previous };
  for (const key of INVESTIGATION_EDITABLE_KEYS) {
    if (incoming[key] !== undefined) (next as Record<string, unknown>)[key] = incoming[key];
  }
  if (previous.completed && wantCompleted) {
    const changed = changedKeys(previous, next);
    const ticksChanged = INVESTIGATION_SECTION_KEYS.some(
      (section) =>
        (incoming.signedOff?.[section] ?? isSectionSigned(previous, section)) !==
        isSectionSigned(previous, section),
    );
    if (changed.length > 0 || ticksChanged) {
      return {
        ok: false,
        code: 'CONFLICT',
        message: 'This investigation is completed and can no longer be changed.',
      };
    }
    return { ok: true, next: previous, changes: [], completedNow: false };
  }

  for (const section of INVESTIGATION_SECTION_KEYS) {
    const wasSigned = isSectionSigned(previous, section);
    const wantSigned = incoming.signedOff?.[section] ?? wasSigned;
    const textChanged = !same(previous[section], next[section]);
    const categoryChanged =
      section === 'rootCause' && !same(previous.rootCauseCategory, next.rootCauseCategory);
    if (wasSigned && wantSigned && (textChanged || categoryChanged)) {
      const what = categoryChanged && !textChanged ? 'The root cause category' : sectionLabel(section);
      return { ok: false, code: 'CONFLICT', message: `${what} is signed off and cannot be changed.` };
    }
    if (!wasSigned && wantSigned) {
      const check = canSignOffSection(next, section);
      if (!check.ok) {
        return {
          ok: false,
          code: 'VALIDATION',
          message: check.reasons.join(' '),
          issues: check.reasons.map((message) => ({ path: section, message })),
        };
      }
      next[signedByKey(section)] = actor.id;
      next[signedDateKey(section)] = today;
    } else if (wasSigned && !wantSigned) {
      next[signedByKey(section)] = null;
      next[signedDateKey(section)] = null;
    }
  }

  // 'Save progress' skips the whole-form rule unless the same save completes the investigation.
  const wholeForm = !incoming.progress || (!previous.completed && wantCompleted);
  const formIssues = wholeForm ? investigationFormIssues(next) : investigationProgressIssues(next);
  if (formIssues.length > 0) {
    return { ok: false, code: 'VALIDATION', message: 'The investigation has errors.', issues: formIssues };
  }

  let completedNow = false;
  if (!previous.completed && wantCompleted) {
    const check = canCompleteInvestigation(next);
    if (!check.ok) {
      return {
        ok: false,
        code: 'VALIDATION',
        message: check.reasons.join(' '),
        issues: check.reasons.map((message) => ({ path: 'completed', message })),
      };
    }
    Object.assign(next, {
      completed: true,
      status: 'completed',
      completedSignedBy: actor.id,
      completedSignedDate: today,
    });
    completedNow = true;
  } else if (previous.completed && !wantCompleted) {
    Object.assign(next, {
      completed: false,
      status: 'opened',
      completedSignedBy: null,
      completedSignedDate: null,
    });
  }
  return { ok: true, next, changes: changedKeys(previous, next), completedNow };
}
