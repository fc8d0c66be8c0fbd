import { describe, expect, it } from 'vitest';
import { canSetSeverity, canSetSupplier, classificationIssue } from './incident-classification';

const change = (over: Partial<Parameters<typeof classificationIssue>[0]>) =>
  classificationIssue({
    actorRole: 'user',
    status: 'draft',
    severity: { before: null, after: null },
    supplierId: { before: null, after: null },
    ...over,
  });

describe('severity and supplier: who sets them (docs/product.md §3)', () => {
  it('only the quality team sets or changes the severity', () => {
    expect(change({ severity: { before: null, after: 'major' } })).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the quality team may set the severity.',
      path: 'severity',
    });
    expect(change({ actorRole: 'investigator', severity: { before: 'minor', after: 'major' } })?.path).toBe(
      'severity',
    );
    expect(change({ actorRole: 'quality', severity: { before: 'minor', after: 'critical' } })).toBeNull();
    expect(change({ actorRole: 'admin', severity: { before: null, after: 'minor' } })).toBeNull();
    expect(canSetSeverity('quality')).toBe(true);
    expect(canSetSeverity('investigator')).toBe(false);
  });

  it('the reporter names a supplier while the report is theirs; quality at any time', () => {
    const named = { before: null, after: 's1' };
    expect(change({ status: null, supplierId: named })).toBeNull();
    expect(change({ status: 'pending-update', supplierId: named })).toBeNull();
    expect(change({ status: 'submitted', supplierId: named })).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the quality team may change the supplier once the incident is submitted.',
      path: 'supplierId',
    });
    expect(change({ actorRole: 'quality', status: 'closed', supplierId: named })).toBeNull();
    expect(change({ status: 'submitted', supplierId: { before: 's1', after: 's1' } })).toBeNull();
    expect(canSetSupplier('user', 'draft')).toBe(true);
    expect(canSetSupplier('user', 'acknowledged')).toBe(false);
  });
});
