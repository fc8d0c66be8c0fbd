import { describe, expect, it } from 'vitest';
import { SCAR_DRAFT_SCHEMAS } from './scar-answers';
import { reviewFlags } from './scar-checklist';

const codes = (flags: { code: string }[]) => flags.map((f) => f.code);
const verified = 'Reproduced the defect with the worn punch, and none with a new one';

describe('SCAR review checklist', () => {
  it('flags operator or human error as the root cause when no systemic cause is given', () => {
    const d4 = (cause: string, systemicCause = '') =>
      SCAR_DRAFT_SCHEMAS.d4.parse({
        occurrence: { cause, systemicCause, verification: verified },
        escape: { cause: 'No check at final inspection', verification: verified },
      });
    expect(codes(reviewFlags('full-8d', 'd4', d4('Operator error during assembly')))).toEqual([
      'human-error-without-systemic-cause',
    ]);
    expect(codes(reviewFlags('full-8d', 'd4', d4('Human mistake')))).toEqual([
      'human-error-without-systemic-cause',
    ]);
    expect(reviewFlags('full-8d', 'd4', d4('Operator error', 'No poka-yoke on the press'))).toEqual([]);
    expect(reviewFlags('full-8d', 'd4', d4('Worn punch'))).toEqual([]);
  });

  it('flags causes with no real verification', () => {
    const d4 = SCAR_DRAFT_SCHEMAS.d4.parse({
      occurrence: { cause: 'Worn punch', verification: 'n/a' },
      escape: { cause: 'No check', verification: 'Yes' },
    });
    expect(reviewFlags('full-8d', 'd4', d4).map((f) => [f.code, f.path])).toEqual([
      ['cause-not-verified', 'occurrence.verification'],
      ['cause-not-verified', 'escape.verification'],
    ]);
  });

  it('flags containment without quantities and actions without evidence or only training', () => {
    const d3 = SCAR_DRAFT_SCHEMAS.d3.parse({
      actions: [
        { description: 'Sort', completedOn: '2026-03-02', quantityChecked: 500, quantityNonConforming: 4 },
        { description: 'Sort transit', completedOn: '2026-03-02' },
      ],
    });
    expect(reviewFlags('full-8d', 'd3', d3).map((f) => [f.code, f.path])).toEqual([
      ['containment-without-quantities', 'actions.1'],
    ]);
    const d5d6 = SCAR_DRAFT_SCHEMAS.d5d6.parse({
      actions: [
        { action: 'New punch with wear monitoring', evidence: 'Capability study Cpk 1.8' },
        { action: 'Retrain operators.', evidenceFiles: ['f1'] },
        { action: 'Add a go/no-go gauge' },
      ],
    });
    expect(reviewFlags('full-8d', 'd5d6', d5d6).map((f) => [f.code, f.path])).toEqual([
      ['training-only-action', 'actions.1.action'],
      ['action-without-evidence', 'actions.2.evidence'],
    ]);
  });

  it('flags an IS / IS NOT with nothing in IS NOT, and no control plan or FMEA update', () => {
    expect(
      codes(reviewFlags('full-8d', 'd2', SCAR_DRAFT_SCHEMAS.d2.parse({ what: { is: 'Crack' } }))),
    ).toEqual(['is-not-missing']);
    expect(reviewFlags('full-8d', 'd2', SCAR_DRAFT_SCHEMAS.d2.parse({ where: { isNot: 'Line 2' } }))).toEqual(
      [],
    );
    expect(codes(reviewFlags('full-8d', 'd7', SCAR_DRAFT_SCHEMAS.d7.parse({})))).toEqual([
      'no-systemic-update',
    ]);
    expect(
      reviewFlags('full-8d', 'd7', SCAR_DRAFT_SCHEMAS.d7.parse({ fmea: { updated: true, note: 'x' } })),
    ).toEqual([]);
    expect(reviewFlags('full-8d', 'd1', null)).toEqual([]);
  });
});
