import { type Prediction, type Role, refused } from './spec-incident-rules';

/**
 * docs/product.md §4 "Investigation" (sign-offs, locks, completion) and §5 "Investigation form", transcribed by hand for
 * the model-based tests (not imported from the domain package, for the reason given in spec-incident-rules).
 */

export const SECTIONS = [
  'containmentAction',
  'rootCause',
  'correctiveAction',
  'verificationOfEffectiveness',
  'preventiveAction',
  'additionalNotes',
] as const;
export type Section = (typeof SECTIONS)[number];

/** docs/product.md §4: signed off before a justified investigation may be completed. */
export const REQUIRED_SECTIONS: readonly Section[] = SECTIONS.filter((s) => s !== 'additionalNotes');

export interface InvestigationState {
  description: string;
  /** null: not answered yet; false: not justified. */
  justified: boolean | null;
  text: Record<Section, string>;
  /** Root cause category id. */
  category: string | null;
  quantity: string;
  signed: Record<Section, boolean>;
  completed: boolean;
}

/** What one 'Update Investigation' save sends (left-out parts keep their value). */
export interface InvestigationRequest {
  justified?: boolean;
  text?: Partial<Record<Section, string>>;
  category?: string | null;
  quantity?: string;
  signedOff?: Partial<Record<Section, boolean>>;
  completed?: boolean;
}

export type InvestigationPrediction =
  | (Prediction<InvestigationState> & { ok: true })
  | { ok: false; codes: number[] };

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** docs/product.md §5: a defective product quantity is required and non-negative (kept as text, docs/product.md §3). */
function validQuantity(value: string): boolean {
  if (blank(value)) return false;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0;
}

function merged(state: InvestigationState, request: InvestigationRequest): InvestigationState {
  return {
    ...state,
    justified: request.justified ?? state.justified,
    text: { ...state.text, ...request.text },
    category: request.category === undefined ? state.category : request.category,
    quantity: request.quantity ?? state.quantity,
  };
}

function fieldsDiffer(a: InvestigationState, b: InvestigationState): boolean {
  return (
    a.justified !== b.justified ||
    a.category !== b.category ||
    a.quantity !== b.quantity ||
    SECTIONS.some((s) => a.text[s] !== b.text[s])
  );
}

/** docs/product.md §5 investigation form on the whole investigation after the save. */
function formIsValid(inv: InvestigationState): boolean {
  if (blank(inv.description) || !validQuantity(inv.quantity) || inv.justified === null) return false;
  if (inv.justified === true) {
    return REQUIRED_SECTIONS.every((s) => !blank(inv.text[s])) && inv.category !== null;
  }
  return true;
}

/** What `PUT /v1/investigations/{id}` must do. */
export function predictInvestigationSave(
  state: InvestigationState,
  request: InvestigationRequest,
  role: Role,
  linkedStatuses: readonly string[] = [],
): InvestigationPrediction {
  // docs/product.md §6: a 'user' cannot edit investigations.
  if (role === 'user') return refused(403);
  const next = merged(state, request);
  const wantCompleted = request.completed ?? state.completed;
  // docs/api.md: a completed investigation with a closed incident changes only by the explicit reopen.
  if (state.completed && !wantCompleted && linkedStatuses.includes('closed')) return refused(409);
  if (state.completed && wantCompleted) {
    // "Once the whole investigation is completed, all fields are locked."
    if (fieldsDiffer(state, next)) return refused(409);
    const ticksDiffer = SECTIONS.some(
      (s) => request.signedOff?.[s] !== undefined && request.signedOff[s] !== state.signed[s],
    );
    if (ticksDiffer) return refused(409);
    return { ok: true, to: state };
  }
  const codes: number[] = [];
  const signed = { ...state.signed };
  for (const section of SECTIONS) {
    const was = state.signed[section];
    const want = request.signedOff?.[section] ?? was;
    const textChanged = next.text[section] !== state.text[section];
    const categoryChanged = section === 'rootCause' && next.category !== state.category;
    // "A completed section's text is locked. For root cause the category is locked too."
    if (was && want && (textChanged || categoryChanged)) codes.push(409);
    // "Preconditions for ticking a section: non-empty text. Root cause also needs a category."
    if (!was && want && (blank(next.text[section]) || (section === 'rootCause' && next.category === null))) {
      codes.push(422);
    }
    signed[section] = want;
  }
  if (!formIsValid(next)) codes.push(422);
  if (!state.completed && wantCompleted) {
    // "Preconditions for overall completion: non-empty incident description. If the incident is justified,
    // [the five sections] must be signed off, and a defective quantity must be present."
    if (blank(next.description)) codes.push(422);
    if (next.justified !== false) {
      if (REQUIRED_SECTIONS.some((s) => !signed[s]) || blank(next.quantity)) codes.push(422);
    }
  }
  if (codes.length > 0) return { ok: false, codes };
  return { ok: true, to: { ...next, signed, completed: wantCompleted } };
}

/** docs/product.md §4: a copy keeps the content, clears every sign-off and is not completed. */
export function copiedState(source: InvestigationState): InvestigationState {
  return {
    ...source,
    text: { ...source.text },
    signed: Object.fromEntries(SECTIONS.map((s) => [s, false])) as Record<Section, boolean>,
    completed: false,
  };
}

/**
 * docs/product.md §4: a new investigation takes the incident's description and its defective quantity as the
 * Defective Product; everything else is empty.
 */
export function newState(description: string, quantity = '0'): InvestigationState {
  return {
    description,
    justified: null,
    text: Object.fromEntries(SECTIONS.map((s) => [s, ''])) as Record<Section, string>,
    category: null,
    quantity,
    signed: Object.fromEntries(SECTIONS.map((s) => [s, false])) as Record<Section, boolean>,
    completed: false,
  };
}
