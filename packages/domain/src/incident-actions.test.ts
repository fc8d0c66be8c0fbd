import { describe, expect, it } from 'vitest';
import {
  canOpenIncidentEdit,
  canSeeIncidentActionMenu,
  canViewIncident,
  incidentListVisibility,
  incidentMenuItems,
  isExported,
  isInDraftTable,
  isInIncidentList,
  showsDeleteReport,
} from './incident-actions';
import { INCIDENT_STATUSES, type IncidentStatus } from './incident-status';
import type { Role } from './roles';

const inc = (status: IncidentStatus, reportedBy = 'rep') => ({ status, reportedBy });
const actor = (role: Role, id = 'other') => ({ id, role });

describe('canSeeIncidentActionMenu (docs/product.md §6)', () => {
  it.each(INCIDENT_STATUSES)('admin always sees it (%s)', (status) => {
    expect(canSeeIncidentActionMenu(inc(status), actor('admin'))).toBe(true);
  });
  it.each(INCIDENT_STATUSES)('quality sees it unless draft or cancelled (%s)', (status) => {
    const want = status !== 'draft' && status !== 'cancelled';
    expect(canSeeIncidentActionMenu(inc(status), actor('quality'))).toBe(want);
  });
  it.each(INCIDENT_STATUSES)('the reporter sees it for draft and pending-update (%s)', (status) => {
    const want = status === 'draft' || status === 'pending-update';
    expect(canSeeIncidentActionMenu(inc(status), actor('user', 'rep'))).toBe(want);
    expect(canSeeIncidentActionMenu(inc(status), actor('investigator', 'rep'))).toBe(want);
  });
  it.each(INCIDENT_STATUSES)('other users and investigators never see it (%s)', (status) => {
    expect(canSeeIncidentActionMenu(inc(status), actor('user'))).toBe(false);
    expect(canSeeIncidentActionMenu(inc(status), actor('investigator'))).toBe(false);
  });
});

describe('incidentMenuItems (docs/product.md §6: status only)', () => {
  const labels = (s: IncidentStatus) => incidentMenuItems(s).map((i) => i.label);
  it('gives the items of each status, Edit first', () => {
    expect(labels('draft')).toEqual(['Edit']);
    expect(labels('cancelled')).toEqual(['Edit']);
    expect(labels('pending-update')).toEqual(['Edit']);
    expect(labels('rejected')).toEqual(['Edit']);
    expect(labels('closed')).toEqual(['Edit']);
    expect(labels('submitted')).toEqual(['Edit', 'Reject', 'Acknowledge', 'Request more information']);
    expect(labels('acknowledged')).toEqual(['Edit', 'Start investigation']);
    expect(labels('under-investigation')).toEqual(['Edit', 'Reassign investigation', 'Edit investigation']);
    expect(labels('investigation-completed')).toEqual([
      'Edit',
      'Reassign investigation',
      'Edit investigation',
      'Close Incident',
    ]);
  });
  it('gives ids matching the transition actions', () => {
    expect(incidentMenuItems('submitted').map((i) => i.id)).toEqual([
      'edit',
      'reject',
      'acknowledge',
      'request-more-information',
    ]);
    expect(incidentMenuItems('investigation-completed').map((i) => i.id)).toContain('close');
  });
});

describe('the action menu each person sees (docs/product.md §6)', () => {
  const people = {
    admin: actor('admin'),
    quality: actor('quality'),
    'reporter (user)': actor('user', 'rep'),
    'reporter (investigator)': actor('investigator', 'rep'),
    user: actor('user'),
    investigator: actor('investigator'),
  };
  type Person = keyof typeof people;
  /** The item ids shown, or none when the menu is hidden. */
  const menu = (status: IncidentStatus, person: Person) =>
    canSeeIncidentActionMenu(inc(status), people[person]) ? incidentMenuItems(status).map((i) => i.id) : [];

  const staff = (items: string[]): Record<Person, string[]> => ({
    admin: items,
    quality: items,
    'reporter (user)': [],
    'reporter (investigator)': [],
    user: [],
    investigator: [],
  });
  const EXPECTED: Record<IncidentStatus, Record<Person, string[]>> = {
    draft: {
      ...staff([]),
      admin: ['edit'],
      'reporter (user)': ['edit'],
      'reporter (investigator)': ['edit'],
    },
    cancelled: { ...staff([]), admin: ['edit'] },
    submitted: staff(['edit', 'reject', 'acknowledge', 'request-more-information']),
    'pending-update': {
      ...staff(['edit']),
      'reporter (user)': ['edit'],
      'reporter (investigator)': ['edit'],
    },
    acknowledged: staff(['edit', 'start-investigation']),
    rejected: staff(['edit']),
    'under-investigation': staff(['edit', 'reassign-investigation', 'edit-investigation']),
    'investigation-completed': staff(['edit', 'reassign-investigation', 'edit-investigation', 'close']),
    closed: staff(['edit']),
  };

  it.each(INCIDENT_STATUSES)('%s', (status) => {
    const seen = Object.fromEntries(Object.keys(people).map((p) => [p, menu(status, p as Person)]));
    expect(seen).toEqual(EXPECTED[status]);
  });
});

describe('canOpenIncidentEdit (docs/product.md §2, §6)', () => {
  it('sends everyone to /incidents for a cancelled incident', () => {
    for (const role of ['user', 'investigator', 'quality', 'admin'] as Role[]) {
      expect(canOpenIncidentEdit(inc('cancelled', 'rep'), actor(role, 'rep'))).toEqual({
        redirect: 'incidents',
      });
    }
  });
  it('shows the report form on draft and pending-update to whoever may see the incident', () => {
    for (const status of ['draft', 'pending-update'] as const) {
      expect(canOpenIncidentEdit(inc(status), actor('user', 'rep'))).toBe('form-report');
      expect(canOpenIncidentEdit(inc(status), actor('admin'))).toBe('form-report');
    }
    // Quality's Edit on someone else's pending-update incident opens the form instead of bouncing back.
    expect(canOpenIncidentEdit(inc('pending-update'), actor('quality'))).toBe('form-report');
    expect(canOpenIncidentEdit(inc('pending-update'), actor('investigator'))).toBe('form-report');
  });
  it.each([
    'submitted',
    'acknowledged',
    'rejected',
    'under-investigation',
    'investigation-completed',
    'closed',
  ] as const)('shows the update form to everyone but role user (%s)', (status) => {
    expect(canOpenIncidentEdit(inc(status), actor('quality'))).toBe('form-update');
    expect(canOpenIncidentEdit(inc(status), actor('admin'))).toBe('form-update');
    expect(canOpenIncidentEdit(inc(status), actor('investigator'))).toBe('form-update');
    expect(canOpenIncidentEdit(inc(status), actor('user', 'rep'))).toEqual({ redirect: 'detail' });
  });
  it('shows Delete Report for drafts only', () => {
    expect(INCIDENT_STATUSES.filter(showsDeleteReport)).toEqual(['draft']);
  });
});

describe('visibility (docs/product.md §4)', () => {
  it('keeps drafts private to their reporter and admins', () => {
    expect(canViewIncident(inc('draft'), actor('user', 'rep'))).toBe(true);
    expect(canViewIncident(inc('draft'), actor('admin'))).toBe(true);
    expect(canViewIncident(inc('draft'), actor('quality'))).toBe(false);
    expect(canViewIncident(inc('draft'), actor('user'))).toBe(false);
    for (const s of INCIDENT_STATUSES.filter((x) => x !== 'draft')) {
      expect(canViewIncident(inc(s), actor('user'))).toBe(true);
    }
  });
  it('hides drafts from the /incidents list for non-admins', () => {
    expect(incidentListVisibility('admin')).toEqual({ showDrafts: true });
    for (const role of ['user', 'investigator', 'quality'] as Role[]) {
      expect(incidentListVisibility(role)).toEqual({ showDrafts: false });
      expect(isInIncidentList(inc('draft', 'other'), actor(role))).toBe(false);
      expect(isInIncidentList(inc('submitted'), actor(role))).toBe(true);
    }
    expect(isInIncidentList(inc('draft'), actor('admin'))).toBe(true);
  });
  it('puts drafts and the actor’s own pending-update incidents in the draft table', () => {
    expect(isInDraftTable(inc('draft', 'me'), actor('user', 'me'))).toBe(true);
    expect(isInDraftTable(inc('draft', 'x'), actor('user', 'me'))).toBe(false);
    expect(isInDraftTable(inc('draft', 'x'), actor('admin', 'me'))).toBe(true);
    expect(isInDraftTable(inc('pending-update', 'me'), actor('user', 'me'))).toBe(true);
    expect(isInDraftTable(inc('pending-update', 'x'), actor('admin', 'me'))).toBe(false);
    expect(isInDraftTable(inc('submitted', 'me'), actor('user', 'me'))).toBe(false);
  });
  it('skips cancelled incidents in exports', () => {
    expect(isExported({ status: 'cancelled' })).toBe(false);
    expect(isExported({ status: 'closed' })).toBe(true);
  });
});
