import { describe, expect, it } from 'vitest';
import {
  COPY_FLAGS,
  copyInvestigation,
  INVESTIGATION_SECTIONS,
  INVESTIGATION_STATUS_LABELS,
  isJustified,
  isSectionSigned,
  newInvestigation,
  sectionState,
  stripInvestigationFormOnlyFields,
  type TInvestigation,
  totalCost,
  ZInvestigation,
  ZUpdateInvestigationRequest,
} from './investigation';

const build = (patch: Partial<TInvestigation> = {}): TInvestigation => ({
  id: 'inv-1',
  ...newInvestigation({ assignedTo: 'u1', incidentDescription: 'Broken' }),
  ...patch,
});

describe('investigation basics', () => {
  it('lists the six sections with their labels', () => {
    expect(INVESTIGATION_SECTIONS.map((s) => s.label)).toEqual([
      'Containment Action',
      'Root cause',
      'Corrective Action',
      'Verification of Effectiveness',
      'Preventive Action',
      'Conclusion / Additional Notes',
    ]);
    expect(INVESTIGATION_STATUS_LABELS).toEqual({ opened: 'Opened', completed: 'Completed' });
  });

  it('builds a new investigation as docs/product.md §4 says', () => {
    const inv = newInvestigation({ assignedTo: 'me', incidentDescription: 'From the incident' });
    expect(inv).toMatchObject({
      status: 'opened',
      assignedTo: 'me',
      incidentDescription: 'From the incident',
      containmentAction: '',
      rootCause: '',
      additionalNotes: '',
      defectiveProductQuantity: '0',
      completed: false,
      incidentJustified: null,
    });
    expect(ZInvestigation.safeParse({ id: 'x', ...inv }).success).toBe(true);
  });

  it('defaults defectiveProductQuantity to "0"', () => {
    const { defectiveProductQuantity: _q, ...rest } = build();
    expect(ZInvestigation.parse(rest).defectiveProductQuantity).toBe('0');
  });

  it('copies an existing investigation with flags set and sign-offs cleared', () => {
    const source = build({
      status: 'completed',
      completed: true,
      completedSignedBy: 'q',
      completedSignedDate: '2026-01-02',
      rootCause: 'Worn tool',
      rootCauseSignedBy: 'q',
      rootCauseSignedDate: '2026-01-01',
      created_at: 'x',
    });
    const copy = copyInvestigation(source, 'me');
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('created_at');
    expect(copy).toMatchObject({
      status: 'opened',
      completed: false,
      completedSignedBy: null,
      completedSignedDate: null,
      rootCause: 'Worn tool',
      rootCauseSignedBy: null,
      rootCauseSignedDate: null,
      assignedTo: 'me',
    });
    for (const flag of COPY_FLAGS) expect(copy[flag]).toBe(true);
  });

  it('strips files and copy flags before saving', () => {
    const copy = { ...copyInvestigation(build(), 'me'), files: [1] };
    const stripped = stripInvestigationFormOnlyFields(copy);
    expect(stripped).not.toHaveProperty('files');
    for (const flag of COPY_FLAGS) expect(stripped).not.toHaveProperty(flag);
    expect(stripped).toHaveProperty('rootCause');
  });

  it('sums costs with null as 0', () => {
    expect(totalCost(build({ costOfLabour: 10.1, costOfMaterial: 20.2, costAdjustment: -5 }))).toBe(25.3);
    expect(totalCost(build())).toBe(0);
  });

  it('shows Completed when a signer is set, Open otherwise; closed when dated', () => {
    const inv = build({ rootCauseSignedBy: 'q', rootCauseSignedDate: '2026-01-01' });
    expect(sectionState(inv, 'rootCause')).toBe('Completed');
    expect(sectionState(inv, 'containmentAction')).toBe('Open');
    expect(isSectionSigned(inv, 'rootCause')).toBe(true);
    expect(isSectionSigned(inv, 'containmentAction')).toBe(false);
  });

  it('counts the incident as justified unless explicitly false', () => {
    expect(isJustified(true)).toBe(true);
    expect(isJustified(null)).toBe(true);
    expect(isJustified(undefined)).toBe(true);
    expect(isJustified(false)).toBe(false);
  });

  it('accepts a partial update request and refuses a bad category', () => {
    expect(ZUpdateInvestigationRequest.parse({ rootCause: 'x', signedOff: { rootCause: true } })).toEqual({
      rootCause: 'x',
      signedOff: { rootCause: true },
    });
    const bad = ZUpdateInvestigationRequest.safeParse({ rootCauseCategory: { id: 'nope', title: 'x' } });
    expect(bad.error?.issues[0]?.message).toBe('Please select a root cause category from the list.');
  });
});
