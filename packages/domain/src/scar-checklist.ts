import type { TD3Answer, TD4Answer, TD5D6Answer, TD7Answer, TScarAnswers } from './scar-answers';
import type { ScarForm, ScarStage } from './scar-stages';
import { hasVisibleText } from './visible-text';

/**
 * The buyer's review checklist: the answers suppliers commonly give that do not yet fix anything. A flag does not
 * block acceptance; it tells the buyer where to look before accepting (and what to write when returning).
 */
export const SCAR_FLAG_CODES = [
  'human-error-without-systemic-cause',
  'cause-not-verified',
  'containment-without-quantities',
  'containment-without-date',
  'is-not-missing',
  'action-without-evidence',
  'training-only-action',
  'no-systemic-update',
] as const;
export type ScarFlagCode = (typeof SCAR_FLAG_CODES)[number];

export interface ScarFlag {
  code: ScarFlagCode;
  /** Where in the answer (e.g. 'occurrence.cause', 'actions.2'). */
  path: string;
  message: string;
}

export const SCAR_FLAG_MSG: Record<ScarFlagCode, string> = {
  'human-error-without-systemic-cause':
    'The root cause is a person’s error, with no systemic cause: why could the error happen and pass?',
  'cause-not-verified': 'The cause is not shown to be verified (reproduced, or switched on and off).',
  'containment-without-quantities': 'A containment action gives no quantities checked or found.',
  'containment-without-date': 'A containment action has no date.',
  'is-not-missing': 'The IS / IS NOT analysis has no IS NOT: nothing narrows the problem down.',
  'action-without-evidence': 'An action has no evidence that it was done and works.',
  'training-only-action': 'An action is only training or a reminder, which rarely prevents a recurrence.',
  'no-systemic-update': 'Neither the control plan nor the FMEA was updated.',
};

/** Person-blaming causes: a root cause that stops at someone's mistake. */
const HUMAN_ERROR =
  /\b(operator|human|employee|worker|staff|personnel|manual|inspector)[\s-]+(error|errors|mistake|mistakes|fault|slip|oversight|negligence)\b|\b(carelessness|careless|inattention|not paying attention|forgot|did not follow)\b/i;
/** Actions that only retrain or remind people. */
const TRAINING_ONLY =
  /^\s*(re-?train(ed|ing)?|train(ed|ing)?|brief(ed|ing)?|remind(ed|er)?|re-?instruct(ed|ion)?|toolbox talk|awareness)\b[^.;]{0,120}\.?\s*$/i;
/** Verification that says nothing: 'n/a', 'yes', 'done', 'ok', or fewer than a dozen characters. */
const EMPTY_VERIFICATION = /^\s*(n\/?a|none|yes|done|ok|checked|verified|tbd|-)\s*\.?\s*$/i;

const flag = (code: ScarFlagCode, path: string): ScarFlag => ({ code, path, message: SCAR_FLAG_MSG[code] });

function causeFlags(cause: TD4Answer['occurrence'], path: string): ScarFlag[] {
  const flags: ScarFlag[] = [];
  if (HUMAN_ERROR.test(cause.cause) && !hasVisibleText(cause.systemicCause)) {
    flags.push(flag('human-error-without-systemic-cause', `${path}.cause`));
  }
  const verification = cause.verification.trim();
  if (verification.length < 12 || EMPTY_VERIFICATION.test(verification)) {
    flags.push(flag('cause-not-verified', `${path}.verification`));
  }
  return flags;
}

function containmentFlags(answer: TD3Answer): ScarFlag[] {
  return answer.actions.flatMap((action, i) => {
    const flags: ScarFlag[] = [];
    if (action.quantityChecked === null && action.quantityNonConforming === null) {
      flags.push(flag('containment-without-quantities', `actions.${i}`));
    }
    if (!action.completedOn) flags.push(flag('containment-without-date', `actions.${i}.completedOn`));
    return flags;
  });
}

function actionFlags(answer: TD5D6Answer): ScarFlag[] {
  return answer.actions.flatMap((action, i) => {
    const flags: ScarFlag[] = [];
    if (!hasVisibleText(action.evidence) && action.evidenceFiles.length === 0) {
      flags.push(flag('action-without-evidence', `actions.${i}.evidence`));
    }
    if (TRAINING_ONLY.test(action.action)) flags.push(flag('training-only-action', `actions.${i}.action`));
    return flags;
  });
}

function recurrenceFlags(answer: TD7Answer): ScarFlag[] {
  return answer.controlPlan.updated || answer.fmea.updated ? [] : [flag('no-systemic-update', 'controlPlan')];
}

/** The flags of one stage's answer (none for a stage with nothing written yet). */
export function reviewFlags<S extends ScarStage>(
  _form: ScarForm,
  stage: S,
  answer: TScarAnswers[S] | null,
): ScarFlag[] {
  if (answer === null) return [];
  switch (stage) {
    case 'd2': {
      const d2 = answer as TScarAnswers['d2'];
      const rows = [d2.what, d2.where, d2.when, d2.howMany];
      return rows.every((row) => !hasVisibleText(row.isNot)) ? [flag('is-not-missing', 'what.isNot')] : [];
    }
    case 'd3':
      return containmentFlags(answer as TD3Answer);
    case 'd4': {
      const d4 = answer as TD4Answer;
      return [...causeFlags(d4.occurrence, 'occurrence'), ...causeFlags(d4.escape, 'escape')];
    }
    case 'd5d6':
      return actionFlags(answer as TD5D6Answer);
    case 'd7':
      return recurrenceFlags(answer as TD7Answer);
    default:
      return [];
  }
}
