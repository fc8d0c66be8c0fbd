import { describe, expect, it } from 'vitest';
import {
  defaultProfile,
  NOTIFICATION_KEYS,
  NOTIFICATION_LABELS,
  ZProfile,
  ZUpdateProfileRequest,
} from './profile';

describe('profile (docs/product.md §3)', () => {
  it('turns every notification on by default with empty column choices', () => {
    expect(defaultProfile()).toEqual({
      notifications: {
        submitted: true,
        acknowledged: true,
        rejected: true,
        'pending-update': true,
        closed: true,
        disposition: true,
        reminders: true,
        'overdue-digest': true,
      },
      draftIncidentsFilter: [],
      incidentsFilter: [],
    });
    expect(ZProfile.parse({ notifications: { closed: false } }).notifications).toEqual({
      submitted: true,
      acknowledged: true,
      rejected: true,
      'pending-update': true,
      closed: false,
      disposition: true,
      reminders: true,
      'overdue-digest': true,
    });
  });
  it('labels every notification key', () => {
    expect(NOTIFICATION_KEYS.every((k) => NOTIFICATION_LABELS[k].length > 0)).toBe(true);
  });
  it('accepts a partial update and refuses unknown keys', () => {
    expect(ZUpdateProfileRequest.parse({ notifications: { rejected: false } })).toEqual({
      notifications: { rejected: false },
    });
    expect(ZUpdateProfileRequest.safeParse({ role: 'admin' }).success).toBe(false);
  });
});
