import { describe, expect, it } from 'vitest';
import { defectiveProductQuantityOf, newInvestigation, type TInvestigation } from './investigation';
import { investigationProgressIssues, makeInvestigationFormSchema } from './investigation-form';
import { applyInvestigationUpdate } from './investigation-sign-off';

const quality = { id: 'q1', role: 'quality' as const };
const TODAY = '2026-03-10';
const justified = (patch: Partial<TInvestigation> = {}): TInvestigation => ({
  id: 'inv-1',
  ...newInvestigation({ assignedTo: 'q1', incidentDescription: 'Broken' }),
  incidentJustified: true,
  ...patch,
});

describe("'Save progress' (progress: true)", () => {
  it('signs off containment while the later sections are still empty', () => {
    const result = applyInvestigationUpdate(
      justified(),
      { containmentAction: 'Quarantine the batch', signedOff: { containmentAction: true }, progress: true },
      quality,
      TODAY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.next.containmentActionSignedBy).toBe('q1');
    expect(result.next.containmentActionSignedDate).toBe(TODAY);
    expect(result.next.rootCause).toBe('');
  });

  it('without progress the same save keeps the whole-form rule and its texts', () => {
    const result = applyInvestigationUpdate(
      justified(),
      { containmentAction: 'Quarantine the batch', signedOff: { containmentAction: true } },
      quality,
      TODAY,
    );
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION' });
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path: 'rootCause', message: 'Root cause is required' });
  });

  it("a section's own sign-off still needs its text, and root cause its category", () => {
    const empty = applyInvestigationUpdate(
      justified(),
      { signedOff: { containmentAction: true }, progress: true },
      quality,
      TODAY,
    );
    expect(empty).toMatchObject({ ok: false, message: 'Containment Action must not be empty.' });
    const noCategory = applyInvestigationUpdate(
      justified(),
      { rootCause: 'Worn tool', signedOff: { rootCause: true }, progress: true },
      quality,
      TODAY,
    );
    expect(noCategory).toMatchObject({ ok: false, message: 'A root cause category must be selected.' });
  });

  it('completion still needs everything', () => {
    const result = applyInvestigationUpdate(
      justified({ containmentAction: 'Quarantine' }),
      { completed: true, progress: true },
      quality,
      TODAY,
    );
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION' });
    if (result.ok) return;
    expect(result.issues?.map((i) => i.path)).toContain('rootCause');
  });

  it("keeps a written quantity's bounds", () => {
    expect(investigationProgressIssues({ defectiveProductQuantity: '' })).toEqual([]);
    expect(investigationProgressIssues({ defectiveProductQuantity: '2.5' })).toEqual([
      { path: 'defectiveProductQuantity', message: 'Please insert a whole number.' },
    ]);
  });

  it('the form schema with progress skips the required fields', () => {
    const values = { incidentDescription: 'Broken', defectiveProductQuantity: '1', incidentJustified: true };
    expect(makeInvestigationFormSchema({ progress: true }).safeParse(values).success).toBe(true);
    expect(makeInvestigationFormSchema().safeParse(values).success).toBe(false);
  });
});

describe('the Defective Product of a new investigation', () => {
  it("sums its incidents' defective quantities, blank ones as 0", () => {
    expect(defectiveProductQuantityOf([4, null, 3])).toBe('7');
    expect(defectiveProductQuantityOf([])).toBe('0');
    expect(
      newInvestigation({ assignedTo: 'q1', incidentDescription: 'x', defectiveQuantities: [12] })
        .defectiveProductQuantity,
    ).toBe('12');
  });
});
