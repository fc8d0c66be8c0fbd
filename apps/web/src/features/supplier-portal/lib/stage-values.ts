import {
  type AnswerIssue,
  SCAR_DRAFT_SCHEMAS,
  SCAR_SUBMIT_SCHEMAS,
  submitIssues,
  type TScarAnswers,
} from '@qi/domain/scar-answers';
import type { ScarForm, ScarStage } from '@qi/domain/scar-stages';

/**
 * A stage's answer as the form holds it, and back. Inputs hold text: quantities are typed as text and dates are
 * 'YYYY-MM-DD' (or what is typed so far), an empty one ''. The answer sent is checked by the same zod schemas the
 * server applies (packages/domain scar-answers.ts), so the form shows the server's messages.
 */
export type StageValues = Record<string, unknown>;

const QUANTITY_KEYS = new Set(['quantityChecked', 'quantitySuspect', 'quantityNonConforming']);
const DATE_KEYS = new Set(['completedOn', 'cleanPointDate', 'dueDate', 'implementedOn']);

function walk(value: unknown, leaf: (key: string, value: unknown) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, leaf, ''));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const next = walk(v, leaf, k);
      if (next !== undefined) out[k] = next;
    }
    return out;
  }
  return leaf(key, value);
}

/** The form's values of a stage: the answer saved, or an empty answer (the draft schema's defaults). */
export function formValuesOf(stage: ScarStage, answer: unknown): StageValues {
  const start = answer ?? SCAR_DRAFT_SCHEMAS[stage].parse({});
  return walk(start, (key, value) => {
    if (QUANTITY_KEYS.has(key) || DATE_KEYS.has(key)) return value === null ? '' : String(value);
    if (key === 'cause' && value === null) return '';
    return value;
  }) as StageValues;
}

/** The values as the API takes them: '' quantities none, quantities typed as numbers, empty dates left out. */
export function answerOf(stage: ScarStage, values: StageValues): Record<string, unknown> {
  const answer = walk(values, (key, value) => {
    if (QUANTITY_KEYS.has(key) && typeof value === 'string') {
      const text = value.trim();
      if (text === '') return null;
      const n = Number(text);
      // Text that is not a number is sent as it is: the schema refuses it with its own message.
      return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(n) ? n : text;
    }
    if (DATE_KEYS.has(key) && value === '') return undefined;
    return value;
  }) as Record<string, unknown>;
  if (stage === 'd5d6' && Array.isArray(answer.actions)) {
    answer.actions = answer.actions.map((a: Record<string, unknown>) => ({ ...a, cause: a.cause || null }));
  }
  return answer;
}

export type Checked<S extends ScarStage> =
  | { ok: true; answer: TScarAnswers[S]; issues: [] }
  | { ok: false; issues: AnswerIssue[] };

/** A draft (any part) or a submission (what the discipline needs), as the server checks it. */
export function checkAnswer<S extends ScarStage>(
  form: ScarForm,
  stage: S,
  mode: 'draft' | 'submit',
  values: StageValues,
): Checked<S> {
  const schema = (mode === 'submit' ? SCAR_SUBMIT_SCHEMAS : SCAR_DRAFT_SCHEMAS)[stage];
  const parsed = schema.safeParse(answerOf(stage, values));
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const more = mode === 'submit' ? submitIssues(form, stage, parsed.data) : [];
  if (more.length > 0) return { ok: false, issues: more };
  return { ok: true, answer: parsed.data as TScarAnswers[S], issues: [] };
}

/** The server's issues name `answer.<path>`: the form's field is `<path>`. */
export function fieldOfIssue(path: string): string {
  return path.replace(/^answer\./, '');
}
