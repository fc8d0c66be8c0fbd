import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES, type IncidentStatus } from './incident-status';
import {
  availableActions,
  decideRestartInvestigation,
  decideTransition,
  INCIDENT_ACTIONS,
  type IncidentAction,
  statusAfterInvestigationCompleted,
  type TransitionInput,
} from './incident-transitions';
import type { Role } from './roles';

/** docs/product.md §4 written out independently of the implementation's table. */
const FROM: Record<IncidentAction, IncidentStatus[]> = {
  'save-draft': ['draft', 'pending-update'],
  submit: ['draft', 'pending-update'],
  delete: ['draft', 'pending-update'],
  reject: ['submitted'],
  acknowledge: ['submitted'],
  'request-more-information': ['submitted'],
  'start-investigation': ['acknowledged'],
  'reassign-investigation': ['under-investigation', 'investigation-completed'],
  close: ['investigation-completed'],
  update: [
    'submitted',
    'acknowledged',
    'rejected',
    'under-investigation',
    'investigation-completed',
    'closed',
  ],
};
const FIXED_TO: Partial<Record<IncidentAction, IncidentStatus>> = {
  'save-draft': 'draft',
  submit: 'submitted',
  delete: 'cancelled',
  reject: 'rejected',
  acknowledge: 'acknowledged',
  'request-more-information': 'pending-update',
  close: 'closed',
};
const REPORTER_ACTIONS: IncidentAction[] = ['save-draft', 'submit', 'delete'];

const REPORTER = 'u-reporter';
const ACTORS: { name: string; id: string; role: Role }[] = [
  { name: 'user (reporter)', id: REPORTER, role: 'user' },
  { name: 'user (other)', id: 'u-other', role: 'user' },
  { name: 'investigator (reporter)', id: REPORTER, role: 'investigator' },
  { name: 'investigator (other)', id: 'u-other', role: 'investigator' },
  { name: 'quality (reporter)', id: REPORTER, role: 'quality' },
  { name: 'quality (other)', id: 'u-other', role: 'quality' },
  { name: 'admin (reporter)', id: REPORTER, role: 'admin' },
  { name: 'admin (other)', id: 'u-other', role: 'admin' },
];

/** Staff who are not the reporter may submit or save (keeping the status) a pending-update incident. */
const STAFF_ON_PENDING_UPDATE: IncidentAction[] = ['save-draft', 'submit'];

function expected(status: IncidentStatus, action: IncidentAction, actor: (typeof ACTORS)[number]) {
  const isReporter = actor.id === REPORTER;
  const isStaff = actor.role !== 'user';
  if (
    !isReporter &&
    isStaff &&
    actor.role !== 'admin' &&
    STAFF_ON_PENDING_UPDATE.includes(action) &&
    status === 'pending-update'
  ) {
    return action === 'submit' ? 'ok' : 'ok-unchanged';
  }
  const permitted = REPORTER_ACTIONS.includes(action)
    ? isReporter || actor.role === 'admin' || (isStaff && STAFF_ON_PENDING_UPDATE.includes(action))
    : action === 'update'
      ? isStaff
      : actor.role === 'quality' || actor.role === 'admin';
  if (!permitted) return 'FORBIDDEN';
  if (!FROM[action].includes(status)) return 'CONFLICT';
  // Another person's draft, or deleting their pending-update incident, stays the reporter's.
  if (REPORTER_ACTIONS.includes(action) && !isReporter && actor.role !== 'admin') return 'FORBIDDEN';
  return 'ok';
}

const input = (
  status: IncidentStatus,
  action: IncidentAction,
  actor: { id: string; role: Role },
  extra: Partial<TransitionInput> = {},
): TransitionInput => ({
  incident: { status, reportedBy: REPORTER },
  actor: { id: actor.id, role: actor.role },
  action,
  reason: 'Because',
  investigationId: 'inv-1',
  severity: 'major',
  ...extra,
});

describe('decideTransition: every status × action × role/ownership (docs/product.md §4, §6)', () => {
  const rows = INCIDENT_STATUSES.flatMap((status) =>
    INCIDENT_ACTIONS.flatMap((action) => ACTORS.map((actor) => ({ status, action, actor }))),
  );
  it.each(rows)('$actor.name: $action on $status', ({ status, action, actor }) => {
    const decision = decideTransition(input(status, action, actor));
    const want = expected(status, action, actor);
    if (want === 'ok' || want === 'ok-unchanged') {
      expect(decision.ok).toBe(true);
      if (!decision.ok) return;
      const to =
        action === 'update' || want === 'ok-unchanged'
          ? status
          : action === 'start-investigation' || action === 'reassign-investigation'
            ? 'under-investigation'
            : FIXED_TO[action];
      expect(decision.to).toBe(to);
    } else {
      expect(decision).toMatchObject({ ok: false, code: want });
    }
  });
});

describe('decideTransition: new incidents', () => {
  it.each(['user', 'investigator', 'quality', 'admin'] as Role[])('%s may save a draft or submit', (role) => {
    const actor = { id: 'x', role };
    expect(decideTransition({ incident: null, actor, action: 'save-draft' })).toMatchObject({
      ok: true,
      to: 'draft',
    });
    const submit = decideTransition({ incident: null, actor, action: 'submit' });
    expect(submit).toMatchObject({
      ok: true,
      to: 'submitted',
      clearsInvestigation: true,
      notify: 'submitted',
    });
  });

  it.each(INCIDENT_ACTIONS.filter((a) => a !== 'save-draft' && a !== 'submit'))(
    '%s is a conflict before the incident exists',
    (action) => {
      const decision = decideTransition({ incident: null, actor: { id: 'a', role: 'admin' }, action });
      expect(decision).toMatchObject({ ok: false, code: 'CONFLICT' });
    },
  );

  it('a new draft does not clear the investigation or notify', () => {
    const d = decideTransition({ incident: null, actor: { id: 'x', role: 'user' }, action: 'save-draft' });
    expect(d).toMatchObject({ ok: true, clearsInvestigation: false, notify: null });
  });
});

describe('decideTransition: messages, requirements and effects', () => {
  const quality = { id: 'q', role: 'quality' as Role };
  const user = { id: 'someone', role: 'user' as Role };

  it('explains a wrong state with the status label', () => {
    expect(decideTransition(input('draft', 'acknowledge', quality))).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Cannot acknowledge an incident that is Draft.',
    });
    expect(decideTransition(input('pending-update', 'request-more-information', quality))).toMatchObject({
      message: 'Cannot request more information for an incident that is Pending Update.',
    });
    expect(decideTransition(input('submitted', 'close', quality))).toMatchObject({
      message: 'Cannot close an incident that is Submitted.',
    });
    expect(decideTransition(input('closed', 'submit', { id: REPORTER, role: 'user' }))).toMatchObject({
      message: 'Cannot submit an incident that is Closed.',
    });
  });

  it('explains a refusal', () => {
    expect(decideTransition(input('submitted', 'acknowledge', user))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'You are not allowed to acknowledge this incident.',
    });
    expect(decideTransition(input('draft', 'delete', quality))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You are not allowed to delete this incident.',
    });
  });

  it.each([
    ['reject', 'rejectReason'],
    ['request-more-information', 'pendingUpdateReason'],
  ] as const)('%s needs a non-empty trimmed reason', (action, path) => {
    for (const reason of [undefined, null, '', '   \n\t']) {
      expect(decideTransition(input('submitted', action, quality, { reason }))).toEqual({
        ok: false,
        code: 'VALIDATION',
        message: 'A reason is required.',
        path,
      });
    }
    expect(decideTransition(input('submitted', action, quality, { reason: ' ok ' })).ok).toBe(true);
  });

  it.each([
    ['start-investigation', 'acknowledged'],
    ['reassign-investigation', 'under-investigation'],
    ['reassign-investigation', 'investigation-completed'],
  ] as const)('%s from %s follows the chosen investigation', (action, status) => {
    expect(decideTransition(input(status, action, quality, { investigationCompleted: true }))).toMatchObject({
      ok: true,
      to: 'investigation-completed',
    });
    expect(decideTransition(input(status, action, quality, { investigationCompleted: false }))).toMatchObject(
      {
        ok: true,
        to: 'under-investigation',
      },
    );
    expect(decideTransition(input(status, action, quality, { investigationId: ' ' }))).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      path: 'investigationId',
    });
  });

  it('delete clears the investigation; submit, reject, acknowledge, request and close notify', () => {
    const reporter = { id: REPORTER, role: 'user' as Role };
    expect(decideTransition(input('draft', 'delete', reporter))).toMatchObject({ clearsInvestigation: true });
    expect(decideTransition(input('draft', 'submit', reporter))).toMatchObject({ notify: 'submitted' });
    expect(decideTransition(input('submitted', 'reject', quality))).toMatchObject({ notify: 'rejected' });
    expect(decideTransition(input('submitted', 'acknowledge', quality))).toMatchObject({
      notify: 'acknowledged',
    });
    expect(decideTransition(input('submitted', 'request-more-information', quality))).toMatchObject({
      notify: 'pending-update',
    });
    expect(decideTransition(input('investigation-completed', 'close', quality))).toMatchObject({
      notify: 'closed',
    });
    expect(decideTransition(input('closed', 'update', quality))).toMatchObject({
      notify: null,
      to: 'closed',
    });
  });
});

describe('availableActions', () => {
  it('lists what the reporter can do to their draft', () => {
    expect(availableActions({ status: 'draft', reportedBy: 'me' }, { id: 'me', role: 'user' })).toEqual([
      'save-draft',
      'submit',
      'delete',
    ]);
  });
  it('lists triage actions for quality on a submitted incident', () => {
    expect(availableActions({ status: 'submitted', reportedBy: 'me' }, { id: 'q', role: 'quality' })).toEqual(
      ['reject', 'acknowledge', 'request-more-information', 'update'],
    );
  });
  it('gives a user nothing on a submitted incident, even their own', () => {
    expect(availableActions({ status: 'submitted', reportedBy: 'me' }, { id: 'me', role: 'user' })).toEqual(
      [],
    );
  });
});

describe('statusAfterInvestigationCompleted', () => {
  it('moves under-investigation to investigation-completed and leaves the rest', () => {
    expect(statusAfterInvestigationCompleted('under-investigation')).toBe('investigation-completed');
    for (const s of INCIDENT_STATUSES.filter((x) => x !== 'under-investigation')) {
      expect(statusAfterInvestigationCompleted(s)).toBe(s);
    }
  });
});

describe('decideTransition: severity and disposition (docs/product.md §4)', () => {
  const quality = { id: 'q', role: 'quality' as Role };

  it('acknowledging needs a severity', () => {
    expect(decideTransition(input('submitted', 'acknowledge', quality, { severity: null }))).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Please select a severity.',
      path: 'severity',
    });
    expect(decideTransition(input('submitted', 'acknowledge', quality, { severity: 'minor' })).ok).toBe(true);
  });

  const close = (disposition: Partial<TransitionInput['disposition']>) =>
    decideTransition(
      input('investigation-completed', 'close', quality, {
        disposition: { defectiveQuantity: 5, severity: 'major', status: 'awaiting', ...disposition },
      }),
    );

  it('closing held material needs an approved disposition (decided is enough for minor)', () => {
    expect(close({})).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'The disposition must be approved before the incident is closed.',
    });
    expect(close({ status: 'decided' })).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(close({ status: 'approved' }).ok).toBe(true);
    expect(close({ severity: 'minor', status: 'awaiting' })).toMatchObject({
      ok: false,
      message: 'The disposition must be decided before the incident is closed.',
    });
    expect(close({ severity: 'minor', status: 'decided' }).ok).toBe(true);
    expect(close({ severity: null, status: 'decided' }).ok).toBe(false);
  });

  it('closing an incident without defective material needs no disposition', () => {
    expect(close({ defectiveQuantity: 0 }).ok).toBe(true);
    expect(close({ defectiveQuantity: null }).ok).toBe(true);
  });
});

describe('decideRestartInvestigation (docs/product.md §4: a not-effective check restarts the investigation)', () => {
  const statuses = INCIDENT_STATUSES.map((status) => ({ status }));
  it.each(statuses)(
    'quality and admin restart from $status only when closed or investigation-completed',
    ({ status }) => {
      const allowed = status === 'closed' || status === 'investigation-completed';
      for (const role of ['quality', 'admin'] as Role[]) {
        const decision = decideRestartInvestigation({ status }, { role });
        expect(decision.ok).toBe(allowed);
        if (decision.ok) expect(decision.to).toBe('under-investigation');
        else expect(decision).toMatchObject({ code: 'CONFLICT' });
      }
    },
  );

  it.each(['user', 'investigator'] as Role[])('%s may not restart an investigation', (role) => {
    expect(decideRestartInvestigation({ status: 'closed' }, { role })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'You are not allowed to restart the investigation of this incident.',
    });
  });

  it('explains a wrong status with its label', () => {
    expect(decideRestartInvestigation({ status: 'submitted' }, { role: 'quality' })).toMatchObject({
      message: 'Cannot restart the investigation of an incident that is Submitted.',
    });
  });

  it('is not an action of the general incident save', () => {
    expect(INCIDENT_ACTIONS as readonly string[]).not.toContain('restart-investigation');
  });
});
