import { describe, expect, it } from 'vitest';
import { currentReasons } from './incident-reasons';

describe('currentReasons', () => {
  const reasons = { rejectReason: 'Duplicate', pendingUpdateReason: 'Add photos' };
  it('keeps the reason of the status the incident is in', () => {
    expect(currentReasons({ status: 'rejected', ...reasons })).toEqual({
      rejectReason: 'Duplicate',
      pendingUpdateReason: null,
    });
    expect(currentReasons({ status: 'pending-update', ...reasons })).toEqual({
      rejectReason: null,
      pendingUpdateReason: 'Add photos',
    });
  });
  it('drops both once the incident has moved on (resubmitted, closed)', () => {
    for (const status of ['submitted', 'closed', 'under-investigation'] as const) {
      expect(currentReasons({ status, ...reasons })).toEqual({
        rejectReason: null,
        pendingUpdateReason: null,
      });
    }
  });
});
