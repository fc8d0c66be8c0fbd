import { describe, expect, it } from 'vitest';
import {
  type InvestigationFormValues,
  investigationFormIssues,
  isValidDefectiveProductQuantity,
  makeInvestigationFormSchema,
} from './investigation-form';

const base: InvestigationFormValues = {
  incidentDescription: 'Broken',
  defectiveProductQuantity: '2',
  incidentJustified: false,
};
const justified: InvestigationFormValues = {
  ...base,
  incidentJustified: true,
  containmentAction: 'a',
  rootCause: 'b',
  rootCauseCategory: { id: 'operatorError', title: '1.1 Operator Error' },
  correctiveAction: 'c',
  verificationOfEffectiveness: 'd',
  preventiveAction: 'e',
};

describe('investigationFormIssues (docs/product.md §5)', () => {
  it('accepts a not-justified form with the three required fields', () => {
    expect(investigationFormIssues(base)).toEqual([]);
  });
  it('requires Incident Description, Defective Product and justified', () => {
    expect(investigationFormIssues({})).toEqual([
      { path: 'incidentDescription', message: 'Incident description is required' },
      { path: 'defectiveProductQuantity', message: 'Defective product quantity is required' },
      { path: 'incidentJustified', message: 'Please select Yes or No.' },
    ]);
  });
  it('wants a non-negative number for the defective product', () => {
    expect(investigationFormIssues({ ...base, defectiveProductQuantity: 'x' })).toEqual([
      { path: 'defectiveProductQuantity', message: 'Please insert a non-negative number.' },
    ]);
    expect(isValidDefectiveProductQuantity(0)).toBe(true);
    expect(isValidDefectiveProductQuantity('-1')).toBe(false);
    expect(isValidDefectiveProductQuantity('1000000000')).toBe(true);
    expect(investigationFormIssues({ ...base, defectiveProductQuantity: '1e308' })).toEqual([
      { path: 'defectiveProductQuantity', message: 'Please insert a number no larger than 1,000,000,000.' },
    ]);
    expect(investigationFormIssues({ ...base, defectiveProductQuantity: '2.5' })).toEqual([
      { path: 'defectiveProductQuantity', message: 'Please insert a whole number.' },
    ]);
  });
  it('requires the six justified fields when justified is Yes', () => {
    expect(investigationFormIssues({ ...base, incidentJustified: true })).toEqual([
      { path: 'containmentAction', message: 'Containment action is required' },
      { path: 'rootCause', message: 'Root cause is required' },
      { path: 'rootCauseCategory', message: 'Please select a root cause category from the list.' },
      { path: 'correctiveAction', message: 'Corrective action is required' },
      { path: 'verificationOfEffectiveness', message: 'Verification of effectiveness is required' },
      { path: 'preventiveAction', message: 'Preventive action is required' },
    ]);
    expect(investigationFormIssues(justified)).toEqual([]);
    expect(investigationFormIssues({ ...justified, rootCause: '  ' }).map((i) => i.path)).toEqual([
      'rootCause',
    ]);
  });
});

describe('makeInvestigationFormSchema', () => {
  it('strips minus signs from the quantity, parses costs and keeps other keys', () => {
    const out = makeInvestigationFormSchema().parse({
      ...base,
      defectiveProductQuantity: '-3',
      costOfLabour: '12.5',
      costOfMaterial: '',
      files: ['f'],
    });
    expect(out).toMatchObject({
      defectiveProductQuantity: '3',
      costOfLabour: 12.5,
      costOfMaterial: null,
      files: ['f'],
    });
  });
  it('reports form issues and bad costs by path', () => {
    const result = makeInvestigationFormSchema().safeParse({
      ...base,
      incidentDescription: '',
      costAdjustment: 'abc',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['costAdjustment', 'Please insert a number.'],
    ]);
    for (const [cost, message] of [
      ['1e308', 'Please insert an amount between -£100,000,000 and £100,000,000.'],
      [-100_000_000.01, 'Please insert an amount between -£100,000,000 and £100,000,000.'],
      ['0.001', 'Please insert an amount with at most 2 decimals.'],
    ] as const) {
      const bounded = makeInvestigationFormSchema().safeParse({ ...base, costOfLabour: cost });
      expect(bounded.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['costOfLabour', message],
      ]);
    }
    const second = makeInvestigationFormSchema().safeParse({ ...base, incidentDescription: '' });
    expect(second.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['incidentDescription', 'Incident description is required'],
    ]);
  });
});
