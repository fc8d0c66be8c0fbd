import { SCAR_ANSWER_MSG } from '@qi/domain/scar-answers';
import { describe, expect, it } from 'vitest';
import { answerOf, checkAnswer, fieldOfIssue, formValuesOf } from './stage-values';

describe('a stage answer in the form', () => {
  it('holds quantities and dates as text, and sends them as the schema takes them', () => {
    const values = formValuesOf('d3', {
      actions: [
        {
          description: 'Sorted',
          location: 'Warehouse',
          quantityChecked: 1200,
          quantitySuspect: null,
          quantityNonConforming: 0,
          owner: 'Raj',
          completedOn: '2026-03-02',
        },
      ],
      cleanPointDate: null,
      attachments: [],
    });
    expect(values).toEqual({
      actions: [
        {
          description: 'Sorted',
          location: 'Warehouse',
          quantityChecked: '1200',
          quantitySuspect: '',
          quantityNonConforming: '0',
          owner: 'Raj',
          completedOn: '2026-03-02',
        },
      ],
      cleanPointDate: '',
      attachments: [],
    });
    expect(answerOf('d3', values)).toEqual({
      actions: [
        {
          description: 'Sorted',
          location: 'Warehouse',
          quantityChecked: 1200,
          quantitySuspect: null,
          quantityNonConforming: 0,
          owner: 'Raj',
          completedOn: '2026-03-02',
        },
      ],
      attachments: [],
    });
  });

  it('starts an empty stage from the draft schema defaults', () => {
    expect(formValuesOf('d7', null)).toEqual({
      controlPlan: { updated: false, note: '' },
      fmea: { updated: false, note: '' },
      otherParts: { affected: false, note: '' },
      otherChanges: '',
      attachments: [],
    });
  });

  it('checks drafts and submissions with the server rules and messages', () => {
    const d3 = formValuesOf('d3', null);
    expect(checkAnswer('full-8d', 'd3', 'draft', d3).ok).toBe(true);
    expect(checkAnswer('full-8d', 'd3', 'submit', d3).issues).toEqual([
      { path: 'actions', message: SCAR_ANSWER_MSG.containment },
    ]);
    const typed = { ...d3, actions: [{ ...EMPTY_LINE, quantityChecked: 'a dozen', completedOn: '31-02' }] };
    expect(checkAnswer('full-8d', 'd3', 'draft', typed).issues).toEqual([
      { path: 'actions.0.quantityChecked', message: SCAR_ANSWER_MSG.quantity },
      { path: 'actions.0.completedOn', message: SCAR_ANSWER_MSG.date },
    ]);
    // The full 8D needs a permanent action for each D4 cause; a line without a cause sends none.
    const actions = formValuesOf('d5d6', {
      actions: [
        { cause: 'occurrence', action: 'Insert replaced', owner: 'Tool room', dueDate: '2026-03-20' },
      ],
    });
    expect(checkAnswer('full-8d', 'd5d6', 'submit', actions).issues).toEqual([
      { path: 'actions', message: SCAR_ANSWER_MSG.actionPerCause('escape') },
    ]);
    expect(checkAnswer('short', 'd5d6', 'submit', actions).ok).toBe(true);
    expect(answerOf('d5d6', { actions: [{ cause: '', action: 'x' }] })).toEqual({
      actions: [{ cause: null, action: 'x' }],
    });
    expect(fieldOfIssue('answer.actions.0.owner')).toBe('actions.0.owner');
  });
});

const EMPTY_LINE = {
  description: '',
  location: '',
  quantityChecked: '',
  quantitySuspect: '',
  quantityNonConforming: '',
  owner: '',
  completedOn: '',
};
