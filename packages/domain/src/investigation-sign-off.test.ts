import { describe, expect, it } from 'vitest';
import { newInvestigation, type TInvestigation } from './investigation';
import {
  applyInvestigationUpdate,
  canCompleteInvestigation,
  canSignOffSection,
} from './investigation-sign-off';

const category = { id: 'operatorError' as const, title: '1.1 Operator Error' };
const build = (patch: Partial<TInvestigation> = {}): TInvestigation => ({
  id: 'inv-1',
  ...newInvestigation({ assignedTo: 'u1', incidentDescription: 'Broken' }),
  incidentJustified: false,
  ...patch,
});
const filled = (): TInvestigation =>
  build({
    incidentJustified: true,
    containmentAction: 'Quarantine',
    rootCause: 'Worn tool',
    rootCauseCategory: category,
    correctiveAction: 'Replace tool',
    verificationOfEffectiveness: 'Checked 100 parts',
    preventiveAction: 'Tool life limit',
    defectiveProductQuantity: '4',
  });
const signedAll = (): TInvestigation => {
  const inv = filled();
  for (const s of [
    'containmentAction',
    'rootCause',
    'correctiveAction',
    'verificationOfEffectiveness',
    'preventiveAction',
  ] as const) {
    inv[`${s}SignedBy`] = 'q';
    inv[`${s}SignedDate`] = '2026-01-01';
  }
  return inv;
};
const quality = { id: 'q2', role: 'quality' as const };
const TODAY = '2026-03-10';

describe('canSignOffSection (docs/product.md §4)', () => {
  it('needs non-empty text', () => {
    expect(canSignOffSection(build({ containmentAction: '  ' }), 'containmentAction')).toEqual({
      ok: false,
      reasons: ['Containment Action must not be empty.'],
    });
    expect(canSignOffSection(build({ containmentAction: 'x' }), 'containmentAction')).toEqual({
      ok: true,
      reasons: [],
    });
  });
  it('needs a category for root cause', () => {
    expect(canSignOffSection(build({ rootCause: 'x' }), 'rootCause')).toEqual({
      ok: false,
      reasons: ['A root cause category must be selected.'],
    });
    expect(canSignOffSection(build({ rootCause: 'x', rootCauseCategory: category }), 'rootCause').ok).toBe(
      true,
    );
  });
});

describe('canCompleteInvestigation (docs/product.md §4)', () => {
  it('needs an incident description', () => {
    expect(canCompleteInvestigation(build({ incidentDescription: '' })).reasons).toEqual([
      'The incident description must not be empty.',
    ]);
    expect(canCompleteInvestigation(build()).ok).toBe(true);
  });
  it('when justified (or unanswered), needs the five sections signed and a quantity', () => {
    const reasons = canCompleteInvestigation(filled()).reasons;
    expect(reasons).toEqual([
      'Containment Action must be signed off.',
      'Root cause must be signed off.',
      'Corrective Action must be signed off.',
      'Verification of Effectiveness must be signed off.',
      'Preventive Action must be signed off.',
    ]);
    expect(canCompleteInvestigation({ ...filled(), incidentJustified: null }).ok).toBe(false);
    expect(canCompleteInvestigation(signedAll()).ok).toBe(true);
    expect(canCompleteInvestigation({ ...signedAll(), defectiveProductQuantity: '' }).reasons).toEqual([
      'The defective product quantity is required.',
    ]);
  });
});

describe('applyInvestigationUpdate', () => {
  it('refuses role user', () => {
    expect(applyInvestigationUpdate(build(), {}, { id: 'u', role: 'user' }, TODAY)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('records the signer and today when a section is ticked, whatever the client sent', () => {
    const request = { containmentAction: 'Quarantine', signedOff: { containmentAction: true } };
    const result = applyInvestigationUpdate(build(), request, quality, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.next.containmentActionSignedBy).toBe('q2');
    expect(result.next.containmentActionSignedDate).toBe(TODAY);
    expect(result.changes).toEqual([
      'containmentAction',
      'containmentActionSignedBy',
      'containmentActionSignedDate',
    ]);
  });

  it('refuses to tick a section whose preconditions fail', () => {
    const result = applyInvestigationUpdate(
      build({ rootCause: 'x' }),
      { signedOff: { rootCause: true } },
      quality,
      TODAY,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      issues: [{ path: 'rootCause', message: 'A root cause category must be selected.' }],
    });
  });

  it('locks a signed section: text, and the root cause category', () => {
    const prev = signedAll();
    expect(applyInvestigationUpdate(prev, { correctiveAction: 'changed' }, quality, TODAY)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Corrective Action is signed off and cannot be changed.',
    });
    const other = { id: 'wrongSetting' as const, title: '2.2 Wrong Setting' };
    expect(applyInvestigationUpdate(prev, { rootCauseCategory: other }, quality, TODAY)).toMatchObject({
      code: 'CONFLICT',
      message: 'The root cause category is signed off and cannot be changed.',
    });
    const same = applyInvestigationUpdate(prev, { correctiveAction: prev.correctiveAction }, quality, TODAY);
    expect(same).toMatchObject({ ok: true, changes: [] });
  });

  it('un-signing clears signer and date and unlocks the text in the same save', () => {
    const result = applyInvestigationUpdate(
      signedAll(),
      { correctiveAction: 'New', signedOff: { correctiveAction: false } },
      quality,
      TODAY,
    );
    expect(result).toMatchObject({
      ok: true,
      next: { correctiveAction: 'New', correctiveActionSignedBy: null, correctiveActionSignedDate: null },
    });
  });

  it('applies the form rules', () => {
    const result = applyInvestigationUpdate(build(), { incidentDescription: '' }, quality, TODAY);
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      issues: [{ path: 'incidentDescription', message: 'Incident description is required' }],
    });
  });

  it('completes when the preconditions hold, recording who and when', () => {
    expect(applyInvestigationUpdate(filled(), { completed: true }, quality, TODAY)).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
    const result = applyInvestigationUpdate(signedAll(), { completed: true }, quality, TODAY);
    expect(result).toMatchObject({
      ok: true,
      completedNow: true,
      next: { completed: true, status: 'completed', completedSignedBy: 'q2', completedSignedDate: TODAY },
    });
  });

  it('locks everything once completed, except un-completing', () => {
    const done = {
      ...signedAll(),
      completed: true,
      status: 'completed' as const,
      completedSignedBy: 'q',
      completedSignedDate: '2026-02-01',
    };
    expect(applyInvestigationUpdate(done, { additionalNotes: 'late' }, quality, TODAY)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'This investigation is completed and can no longer be changed.',
    });
    expect(
      applyInvestigationUpdate(done, { costOfLabour: 5, completed: true }, quality, TODAY),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(applyInvestigationUpdate(done, { signedOff: { rootCause: false } }, quality, TODAY)).toMatchObject(
      { ok: false, code: 'CONFLICT' },
    );
    expect(applyInvestigationUpdate(done, { signedOff: { rootCause: true } }, quality, TODAY)).toMatchObject({
      ok: true,
      changes: [],
    });
    expect(applyInvestigationUpdate(done, {}, quality, TODAY)).toMatchObject({ ok: true, changes: [] });
    const reopened = applyInvestigationUpdate(done, { completed: false }, quality, TODAY);
    expect(reopened).toMatchObject({
      ok: true,
      completedNow: false,
      next: { completed: false, status: 'opened', completedSignedBy: null, completedSignedDate: null },
    });
  });
});
