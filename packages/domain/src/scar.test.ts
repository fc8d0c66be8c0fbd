import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES } from './incident-status';
import { canManageScars, scarMayInclude } from './scar';

describe('which incidents a supplier request may include', () => {
  it.each(INCIDENT_STATUSES)('%s', (status) => {
    expect(scarMayInclude(status)).toBe(status !== 'draft' && status !== 'cancelled');
  });

  it('is the quality team’s to raise (the router reads the same rule from access.ts)', () => {
    expect([
      canManageScars('admin'),
      canManageScars('quality'),
      canManageScars('investigator'),
      canManageScars('user'),
    ]).toEqual([true, true, false, false]);
  });
});
