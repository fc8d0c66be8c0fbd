import { describe, expect, it } from 'vitest';
import { canOwnWork, workOwnerIssue } from './work-owners';

describe('who may own work', () => {
  it('offers only active investigators, quality and admins', () => {
    expect(canOwnWork({ role: 'investigator', active: true })).toBe(true);
    expect(canOwnWork({ role: 'quality', active: true })).toBe(true);
    expect(canOwnWork({ role: 'admin', active: true })).toBe(true);
    expect(canOwnWork({ role: 'user', active: true })).toBe(false);
    expect(canOwnWork({ role: 'quality', active: false })).toBe(false);
  });

  it('says why a person is refused, naming them', () => {
    expect(workOwnerIssue({ name: 'Rita Reporter', role: 'user', active: true })).toBe(
      'Rita Reporter cannot own this work: only active investigators, quality and admin users can.',
    );
    expect(workOwnerIssue({ name: 'Ivan Gone', role: 'investigator', active: false })).toBe(
      'Ivan Gone cannot own this work: their account is deactivated. Only active investigators, quality and admin users can.',
    );
    expect(workOwnerIssue({ name: 'Quinn', role: 'quality', active: true })).toBeNull();
  });
});
