import { describe, expect, it } from 'vitest';
import {
  filesOfAnswer,
  SCAR_ANSWER_MSG,
  SCAR_DRAFT_SCHEMAS,
  SCAR_SUBMIT_SCHEMAS,
  submitIssues,
} from './scar-answers';

const cause = {
  cause: 'Worn punch',
  systemicCause: '',
  verification: 'Reproduced with the worn punch on 3 parts',
};

describe('SCAR answers', () => {
  it('takes any part of a stage as a draft, with every field filled in', () => {
    expect(SCAR_DRAFT_SCHEMAS.d1.parse({})).toEqual({ leader: '', members: [], attachments: [] });
    expect(SCAR_DRAFT_SCHEMAS.d4.parse({ occurrence: { cause: 'Worn punch' } })).toEqual({
      occurrence: { cause: 'Worn punch', systemicCause: '', verification: '' },
      escape: { cause: '', systemicCause: '', verification: '' },
      whys: [],
      attachments: [],
    });
    expect(
      SCAR_DRAFT_SCHEMAS.d3.parse({ actions: [{ description: 'Sort stock' }] }).actions[0],
    ).toMatchObject({
      description: 'Sort stock',
      quantityChecked: null,
      completedOn: null,
    });
  });

  it('refuses unknown keys and values past their bounds, in drafts too', () => {
    expect(SCAR_DRAFT_SCHEMAS.d8.safeParse({ summary: 'x', extra: 1 }).success).toBe(false);
    const long = SCAR_DRAFT_SCHEMAS.d8.safeParse({ summary: 'x'.repeat(5001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(SCAR_ANSWER_MSG.tooLong(5000));
    const quantity = SCAR_DRAFT_SCHEMAS.d3.safeParse({ actions: [{ quantityChecked: -1 }] });
    expect(quantity.error?.issues[0]?.message).toBe(SCAR_ANSWER_MSG.quantity);
    const date = SCAR_DRAFT_SCHEMAS.d3.safeParse({ actions: [{ completedOn: '2026-02-30' }] });
    expect(date.error?.issues[0]?.message).toBe(SCAR_ANSWER_MSG.date);
    expect(SCAR_DRAFT_SCHEMAS.d1.safeParse({ members: Array(31).fill({ name: 'A' }) }).success).toBe(false);
  });

  it('needs what each discipline asks for when submitted', () => {
    const d1 = SCAR_SUBMIT_SCHEMAS.d1.safeParse({ leader: ' ', members: [] });
    expect(d1.error?.issues.map((i) => i.message)).toEqual([SCAR_ANSWER_MSG.leader, SCAR_ANSWER_MSG.members]);
    const d4 = SCAR_SUBMIT_SCHEMAS.d4.safeParse({
      occurrence: { cause: 'Worn punch', verification: '' },
      escape: cause,
    });
    expect(d4.error?.issues).toMatchObject([
      { path: ['occurrence', 'verification'], message: SCAR_ANSWER_MSG.verification },
    ]);
    const d3 = SCAR_SUBMIT_SCHEMAS.d3.safeParse({
      actions: [
        { description: 'Sort stock', location: 'Warehouse', owner: 'J. Smith', completedOn: '2026-03-02' },
      ],
    });
    expect(d3.success).toBe(true);
    expect(SCAR_SUBMIT_SCHEMAS.d7.safeParse({}).success).toBe(true);
  });

  it('asks a permanent action per cause in the full 8D, and a note for each change ticked', () => {
    const actions = SCAR_SUBMIT_SCHEMAS.d5d6.parse({
      actions: [{ cause: 'occurrence', action: 'New punch', owner: 'J. Smith', dueDate: '2026-04-01' }],
    });
    expect(submitIssues('full-8d', 'd5d6', actions)).toEqual([
      { path: 'actions', message: SCAR_ANSWER_MSG.actionPerCause('escape') },
    ]);
    expect(submitIssues('short', 'd5d6', actions)).toEqual([]);
    const d7 = SCAR_SUBMIT_SCHEMAS.d7.parse({
      controlPlan: { updated: true },
      fmea: { updated: true, note: 'Rev C' },
    });
    expect(submitIssues('full-8d', 'd7', d7)).toEqual([
      { path: 'controlPlan.note', message: SCAR_ANSWER_MSG.note },
    ]);
  });

  it('names every file an answer refers to', () => {
    const answer = SCAR_DRAFT_SCHEMAS.d5d6.parse({
      actions: [{ evidenceFiles: ['a', 'b'] }, { evidenceFiles: ['b'] }],
      attachments: ['c'],
    });
    expect(filesOfAnswer(answer).sort()).toEqual(['a', 'b', 'c']);
    expect(filesOfAnswer(null)).toEqual([]);
  });
});
