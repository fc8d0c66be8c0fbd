import { describe, expect, it } from 'vitest';
import {
  CONCURRENCY_MSG,
  canReopenInvestigations,
  isLockedByClosedIncidents,
  isStaleVersionIssue,
  ZRecordVersion,
  ZReopenInvestigationRequest,
} from './record-version';

describe('record versions', () => {
  it('a version is a whole number from 1', () => {
    expect(ZRecordVersion.safeParse(1).success).toBe(true);
    expect(ZRecordVersion.safeParse(2_147_483_647).success).toBe(true);
    for (const bad of [0, -1, 1.5, '1', null, 1e308, Number.NaN]) {
      expect(ZRecordVersion.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('a stale save is told from other 409s by the issue path', () => {
    expect(isStaleVersionIssue([{ path: 'version' }])).toBe(true);
    expect(isStaleVersionIssue([{ path: 'rootCause' }])).toBe(false);
    expect(isStaleVersionIssue(undefined)).toBe(false);
  });

  it('a completed investigation with one closed incident is locked; reopening is for quality and admin', () => {
    expect(isLockedByClosedIncidents({ completed: true }, ['investigation-completed', 'closed'])).toBe(true);
    expect(isLockedByClosedIncidents({ completed: true }, ['investigation-completed'])).toBe(false);
    expect(isLockedByClosedIncidents({ completed: false }, ['closed'])).toBe(false);
    expect(
      ['user', 'investigator', 'quality', 'admin'].map((r) => canReopenInvestigations(r as never)),
    ).toEqual([false, false, true, true]);
  });

  it('reopening needs a reason that is not blank', () => {
    expect(ZReopenInvestigationRequest.safeParse({ reason: 'More parts came back.' }).success).toBe(true);
    for (const body of [{}, { reason: '' }, { reason: ' \n ' }, { reason: 'x'.repeat(5001) }]) {
      expect(ZReopenInvestigationRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    const missing = ZReopenInvestigationRequest.safeParse({ reason: '  ' });
    expect(missing.error?.issues[0]?.message).toBe(CONCURRENCY_MSG.reasonRequired);
  });
});
