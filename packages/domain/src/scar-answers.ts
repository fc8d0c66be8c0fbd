import { z } from 'zod';
import { isValidIsoDate } from './dates';
import type { ScarForm } from './scar-stages';
import { hasVisibleText } from './visible-text';

/**
 * What the supplier writes in each discipline, as zod schemas in two modes: a draft accepts any part of the
 * answer (every field may be empty), a submission needs what the discipline asks for. Both refuse unknown keys
 * and keep the same bounds. Files are named by the ids the supplier's uploads answered (`files` of the request).
 */
type Mode = 'draft' | 'submit';

export const SCAR_TEXT_MAX = 5000;
export const SCAR_NAME_MAX = 200;
export const SCAR_LIST_MAX = 30;
export const SCAR_FILES_MAX = 20;
export const SCAR_QUANTITY_MAX = 1_000_000_000;

export const SCAR_ANSWER_MSG = {
  tooLong: (max: number) => `At most ${max} characters.`,
  date: 'Please insert a date as DD-MM-YYYY.',
  quantity: 'Please insert a whole number from 0.',
  tooMany: `At most ${SCAR_LIST_MAX} lines.`,
  tooManyFiles: `At most ${SCAR_FILES_MAX} files.`,
  leader: 'Enter the team leader.',
  members: 'Add at least one team member.',
  memberName: 'Enter the name of each team member.',
  problem: 'Describe the problem.',
  is: 'Say what the problem IS for each question.',
  containment: 'Add at least one containment action.',
  containmentAction: 'Describe each containment action.',
  where: 'Say where each containment action took place.',
  owner: 'Enter who is responsible.',
  completedOn: 'Enter the date of each containment action.',
  cause: 'Describe the cause.',
  verification: 'Say how the cause was verified.',
  actions: 'Add at least one permanent action.',
  action: 'Describe each action.',
  dueDate: 'Enter the date each action is due.',
  actionPerCause: (cause: string) => `Add at least one permanent action for the ${cause} cause.`,
  note: 'Say what was changed.',
  summary: 'Summarise the closure.',
} as const;

const M = SCAR_ANSWER_MSG;

/** Required text when submitting (visible characters), any text up to the bound in a draft. */
function text(mode: Mode, max: number, required: string) {
  const base = z
    .string({ error: required })
    .trim()
    .max(max, { error: M.tooLong(max) });
  return mode === 'submit' ? base.refine(hasVisibleText, { error: required }) : base.default('');
}
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: M.tooLong(max) })
    .default('');
const optionalDate = z
  .string({ error: M.date })
  .refine(isValidIsoDate, { error: M.date })
  .nullable()
  .default(null);
function date(mode: Mode, required: string) {
  return mode === 'submit'
    ? z.string({ error: required }).refine(isValidIsoDate, { error: M.date })
    : optionalDate;
}
const quantity = z
  .number({ error: M.quantity })
  .int({ error: M.quantity })
  .min(0, { error: M.quantity })
  .max(SCAR_QUANTITY_MAX, { error: M.quantity })
  .nullable()
  .default(null);
function list<T extends z.ZodType>(mode: Mode, item: T, required: string) {
  const base = z.array(item).max(SCAR_LIST_MAX, { error: M.tooMany });
  return mode === 'submit' ? base.min(1, { error: required }) : base.default([]);
}
/** Ids of the request's files (its `files`), checked against them by the server. */
const files = z.array(z.string().min(1).max(200)).max(SCAR_FILES_MAX, { error: M.tooManyFiles }).default([]);

const d1 = (mode: Mode) =>
  z.strictObject({
    leader: text(mode, SCAR_NAME_MAX, M.leader),
    members: list(
      mode,
      z.strictObject({
        name: text(mode, SCAR_NAME_MAX, M.memberName),
        role: optionalText(SCAR_NAME_MAX),
      }),
      M.members,
    ),
    attachments: files,
  });

const isIsNot = (mode: Mode) =>
  z.strictObject({ is: text(mode, SCAR_TEXT_MAX, M.is), isNot: optionalText(SCAR_TEXT_MAX) });
const emptyRow = { is: '', isNot: '' };
const d2 = (mode: Mode) =>
  z.strictObject({
    problemStatement: text(mode, SCAR_TEXT_MAX, M.problem),
    what: mode === 'submit' ? isIsNot(mode) : isIsNot(mode).default(emptyRow),
    where: mode === 'submit' ? isIsNot(mode) : isIsNot(mode).default(emptyRow),
    when: mode === 'submit' ? isIsNot(mode) : isIsNot(mode).default(emptyRow),
    howMany: mode === 'submit' ? isIsNot(mode) : isIsNot(mode).default(emptyRow),
    attachments: files,
  });

const d3 = (mode: Mode) =>
  z.strictObject({
    actions: list(
      mode,
      z.strictObject({
        description: text(mode, SCAR_TEXT_MAX, M.containmentAction),
        /** Where: the supplier's stock, in transit, at the customer… */
        location: text(mode, SCAR_NAME_MAX, M.where),
        quantityChecked: quantity,
        quantitySuspect: quantity,
        quantityNonConforming: quantity,
        owner: text(mode, SCAR_NAME_MAX, M.owner),
        completedOn: date(mode, M.completedOn),
      }),
      M.containment,
    ),
    /** The first delivery known to be good (a clean point), when there is one. */
    cleanPointDate: optionalDate,
    attachments: files,
  });

const cause = (mode: Mode) =>
  z.strictObject({
    cause: text(mode, SCAR_TEXT_MAX, M.cause),
    /** What in the system let the cause happen (a process, a check, a design), beyond a person's slip. */
    systemicCause: optionalText(SCAR_TEXT_MAX),
    verification: text(mode, SCAR_TEXT_MAX, M.verification),
  });
const emptyCause = { cause: '', systemicCause: '', verification: '' };
const d4 = (mode: Mode) =>
  z.strictObject({
    /** Why it happened. */
    occurrence: mode === 'submit' ? cause(mode) : cause(mode).default(emptyCause),
    /** Why it was not detected before it left the supplier. */
    escape: mode === 'submit' ? cause(mode) : cause(mode).default(emptyCause),
    whys: z
      .array(
        z
          .string()
          .trim()
          .max(SCAR_TEXT_MAX, { error: M.tooLong(SCAR_TEXT_MAX) }),
      )
      .max(10)
      .default([]),
    attachments: files,
  });

export const SCAR_CAUSES = ['occurrence', 'escape'] as const;
export type ScarCause = (typeof SCAR_CAUSES)[number];
export const SCAR_CAUSE_LABELS: Record<ScarCause, string> = { occurrence: 'occurrence', escape: 'escape' };

const d5d6 = (mode: Mode) =>
  z.strictObject({
    actions: list(
      mode,
      z.strictObject({
        /** The D4 cause the action removes (none in the short form, which has no D4). */
        cause: z.enum(SCAR_CAUSES).nullable().default(null),
        action: text(mode, SCAR_TEXT_MAX, M.action),
        owner: text(mode, SCAR_NAME_MAX, M.owner),
        dueDate: date(mode, M.dueDate),
        implementedOn: optionalDate,
        /** How the action is shown to work: a report, a capability study, a photo… */
        evidence: optionalText(SCAR_TEXT_MAX),
        evidenceFiles: files,
      }),
      M.actions,
    ),
    attachments: files,
  });

const change = z.strictObject({ updated: z.boolean().default(false), note: optionalText(SCAR_TEXT_MAX) });
const d7 = () =>
  z.strictObject({
    controlPlan: change.default({ updated: false, note: '' }),
    fmea: change.default({ updated: false, note: '' }),
    otherParts: z
      .strictObject({ affected: z.boolean().default(false), note: optionalText(SCAR_TEXT_MAX) })
      .default({ affected: false, note: '' }),
    otherChanges: optionalText(SCAR_TEXT_MAX),
    attachments: files,
  });

const d8 = (mode: Mode) =>
  z.strictObject({
    summary: text(mode, SCAR_TEXT_MAX, M.summary),
    lessonsLearned: optionalText(SCAR_TEXT_MAX),
    attachments: files,
  });

const schemas = (mode: Mode) => ({
  d1: d1(mode),
  d2: d2(mode),
  d3: d3(mode),
  d4: d4(mode),
  d5d6: d5d6(mode),
  d7: d7(),
  d8: d8(mode),
});

/** A draft of each stage: any part of the answer. */
export const SCAR_DRAFT_SCHEMAS = schemas('draft');
/** A submitted answer of each stage: what the discipline asks for. */
export const SCAR_SUBMIT_SCHEMAS = schemas('submit');

export type TScarAnswers = {
  [K in keyof typeof SCAR_DRAFT_SCHEMAS]: z.output<(typeof SCAR_DRAFT_SCHEMAS)[K]>;
};
export type TD3Answer = TScarAnswers['d3'];
export type TD4Answer = TScarAnswers['d4'];
export type TD5D6Answer = TScarAnswers['d5d6'];
export type TD7Answer = TScarAnswers['d7'];

export interface AnswerIssue {
  path: string;
  message: string;
}

/**
 * What a submission needs beyond each field's own rule: in the full 8D every D4 cause gets a permanent
 * action; a D7 change ticked as made says what it was. Paths are relative to the answer.
 */
export function submitIssues(form: ScarForm, stage: string, answer: unknown): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  if (stage === 'd5d6' && form === 'full-8d') {
    const actions = (answer as TD5D6Answer).actions;
    for (const c of SCAR_CAUSES) {
      if (!actions.some((a) => a.cause === c)) {
        issues.push({ path: 'actions', message: M.actionPerCause(SCAR_CAUSE_LABELS[c]) });
      }
    }
  }
  if (stage === 'd7') {
    const d = answer as TD7Answer;
    const changed: [string, boolean, string][] = [
      ['controlPlan.note', d.controlPlan.updated, d.controlPlan.note],
      ['fmea.note', d.fmea.updated, d.fmea.note],
      ['otherParts.note', d.otherParts.affected, d.otherParts.note],
    ];
    for (const [path, ticked, note] of changed) {
      if (ticked && !hasVisibleText(note)) issues.push({ path, message: M.note });
    }
  }
  return issues;
}

/** Every file id an answer names (stage attachments and each action's evidence files). */
export function filesOfAnswer(answer: unknown): string[] {
  const ids = new Set<string>();
  const record = answer as { attachments?: string[]; actions?: { evidenceFiles?: string[] }[] } | null;
  for (const id of record?.attachments ?? []) ids.add(id);
  for (const action of record?.actions ?? []) for (const id of action.evidenceFiles ?? []) ids.add(id);
  return [...ids];
}
