import type { TEffectivenessCheck } from '@qi/domain/effectiveness-check';
import type { Role } from '@qi/domain/roles';
import { SIGNATURE_MSG } from '@qi/domain/signatures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, type RecordedRequest } from '../../../test/fetch-mock';
import { mockInvestigationApi, signedInvestigation } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { SIGN_BUTTON, SIGN_TITLE } from '../../signatures/components/sign-dialog';
import { REASON_FOR_CHANGE } from '../../signatures/hooks/use-reason-for-change';
import { buildCheck } from '../testing/effectiveness-fixtures';
import { NO_CHECKS, RESCHEDULE, SECTION_TITLE } from './effectiveness-checks-section';
import { RECORD_TITLE, RECORDED } from './effectiveness-record-dialog';
import { RESCHEDULE_TITLE, RESCHEDULED } from './effectiveness-reschedule-dialog';
import { RESTART_SIGN_WHAT, START_NEW_INVESTIGATION } from './start-investigation-from-check';

function setup(
  role: Role,
  checks: TEffectivenessCheck[],
  extra: Record<string, (r: RecordedRequest) => Response> = {},
) {
  const investigation = signedInvestigation({ completed: true, status: 'completed' });
  return mockInvestigationApi(role, investigation, {
    'GET /v1/investigations/inv-1/effectiveness-checks': () => json(checks),
    ...extra,
  });
}

async function section() {
  return screen.findByRole('region', { name: SECTION_TITLE });
}

describe('effectiveness checks on /investigation/:id', () => {
  it('shows each check with its due date, owner and status', async () => {
    setup('user', [
      buildCheck(),
      buildCheck({
        id: 'ec-0',
        dueDate: '2025-01-02',
        status: 'recorded',
        result: 'effective',
        evidence: 'Three clean batches.',
        attachments: [
          { id: 'k-1', name: 'audit.pdf', type: 'application/pdf', size: 10, url: 'http://files/a' },
        ],
        recordedBy: 'u-a',
        recordedAt: '2025-01-02T10:00:00.000Z',
      }),
    ]);
    renderApp('/investigation/inv-1');
    const region = await section();
    const scheduled = await within(region).findByRole('group', { name: /due 06-06-2999/ });
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled).getByText('Owner: Quinn Quality')).toBeTruthy();
    const recorded = within(region).getByRole('group', { name: /due 02-01-2025/ });
    expect(within(recorded).getByText('Effective')).toBeTruthy();
    expect(within(recorded).getByText('Three clean batches.')).toBeTruthy();
    expect(within(recorded).getByText(/Recorded by Ada Admin/)).toBeTruthy();
    expect(within(recorded).getByRole('link', { name: 'audit.pdf' }).getAttribute('href')).toBe(
      'http://files/a',
    );
    // Role 'user' who does not own the check can do nothing with it.
    expect(within(region).queryByRole('button', { name: RESCHEDULE })).toBeNull();
    expect(within(region).queryByRole('button', { name: RECORD_TITLE })).toBeNull();
  });

  it('says when there is no check, and marks a scheduled check past its date as overdue', async () => {
    setup('quality', []);
    const first = renderApp('/investigation/inv-1');
    expect(await within(await section()).findByText(NO_CHECKS)).toBeTruthy();
    first.unmount();
    setup('quality', [buildCheck({ dueDate: '2020-01-01' })]);
    renderApp('/investigation/inv-1');
    expect(await within(await section()).findByText('Overdue')).toBeTruthy();
  });

  it('quality reschedules: a new due date and owner are sent with the version read', async () => {
    const { requests } = setup('quality', [buildCheck()], {
      'PUT /v1/effectiveness-checks/ec-1': (r) => json({ ...buildCheck(), ...(r.body as object) }),
    });
    renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await within(await section()).findByRole('button', { name: RESCHEDULE }));
    const dialog = await screen.findByRole('dialog', { name: RESCHEDULE_TITLE });
    const due = within(dialog).getByLabelText(/Due date/);
    await user.clear(due);
    await user.type(due, '01-07-2999');
    await user.click(within(dialog).getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESCHEDULED)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      dueDate: '2999-07-01',
      owner: 'u-a',
      version: 3,
    });
  });

  it('the owner records a result: result and evidence are required, then sent', async () => {
    const { requests } = setup('investigator', [buildCheck()], {
      'POST /v1/effectiveness-checks/ec-1/record': (r) =>
        json({ ...buildCheck(), ...(r.body as object), status: 'recorded' }),
    });
    renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const region = await section();
    // The owner (an investigator here) may record but not reschedule.
    expect(within(region).queryByRole('button', { name: RESCHEDULE })).toBeNull();
    await user.click(await within(region).findByRole('button', { name: RECORD_TITLE }));
    const dialog = await screen.findByRole('dialog', { name: RECORD_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(within(dialog).getByText('Please select a result from the list.')).toBeTruthy();
    expect(within(dialog).getByText('Please describe the evidence.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: 'Not effective' }));
    await user.type(within(dialog).getByLabelText(/Evidence/), '  Cracks are back.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(RECORDED)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        result: 'not-effective',
        evidence: 'Cracks are back.',
        attachments: [],
        version: 3,
      }),
    );
  });

  it('offers quality a new investigation from a not-effective check, and opens it', async () => {
    const failed = buildCheck({ status: 'recorded', result: 'not-effective', evidence: 'Cracks.' });
    setup('quality', [failed], {
      'POST /v1/effectiveness-checks/ec-1/new-investigation': () =>
        json({ ...signedInvestigation(), id: 'inv-2' }, 201),
      'GET /v1/investigations/inv-2': () => json({ ...signedInvestigation(), id: 'inv-2' }),
      'GET /v1/investigations/inv-2/effectiveness-checks': () => json([]),
      'GET /v1/investigations/inv-2/history': () => json([]),
    });
    const { location } = renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const region = await section();
    expect(await within(region).findByText('Not effective')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: START_NEW_INVESTIGATION }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/investigation/inv-2'));
  });

  const passwordOn = { 'GET /v1/settings': () => json({ signatures: 'password', photoMaxSide: 2560 }) };
  const newInvestigation = {
    'GET /v1/investigations/inv-2': () => json({ ...signedInvestigation(), id: 'inv-2' }),
    'GET /v1/investigations/inv-2/effectiveness-checks': () => json([]),
    'GET /v1/investigations/inv-2/history': () => json([]),
  };

  it('with signatures on, recording asks for the password and signs the result as Verified', async () => {
    const { requests } = setup('investigator', [buildCheck()], {
      ...passwordOn,
      'POST /v1/effectiveness-checks/ec-1/record': (r) =>
        json({ ...buildCheck(), ...(r.body as object), status: 'recorded' }),
    });
    renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(await within(await section()).findByRole('button', { name: RECORD_TITLE }));
    const dialog = await screen.findByRole('dialog', { name: RECORD_TITLE });
    await user.click(within(dialog).getByRole('radio', { name: 'Effective' }));
    await user.type(within(dialog).getByLabelText(/Evidence/), 'Three clean batches.');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    const sign = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(sign).getByText('Effectiveness check: Verified')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(sign).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(sign).getByRole('button', { name: SIGN_BUTTON }));
    expect(await screen.findByText(RECORDED)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      result: 'effective',
      evidence: 'Three clean batches.',
      attachments: [],
      version: 3,
      signature: { password: 'Passw0rd!' },
    });
  });

  it('with signatures on, a new investigation needs a reason and the password', async () => {
    const failed = buildCheck({ status: 'recorded', result: 'not-effective', evidence: 'Cracks.' });
    const { requests } = setup('quality', [failed], {
      ...passwordOn,
      ...newInvestigation,
      'POST /v1/effectiveness-checks/ec-1/new-investigation': () =>
        json({ ...signedInvestigation(), id: 'inv-2' }, 201),
    });
    const { location } = renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/settings')).toBe(true));
    await user.click(await within(await section()).findByRole('button', { name: START_NEW_INVESTIGATION }));
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await within(question).findByText(SIGNATURE_MSG.reasonForChange)).toBeTruthy();
    await user.type(within(question).getByLabelText(new RegExp(REASON_FOR_CHANGE)), 'Cracks came back.');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    const sign = await screen.findByRole('dialog', { name: SIGN_TITLE });
    expect(within(sign).getByText(`${RESTART_SIGN_WHAT}: Withdrawn`)).toBeTruthy();
    expect(within(sign).getByText('Reason: Cracks came back.')).toBeTruthy();
    await user.type(within(sign).getByLabelText(/Password/), 'Passw0rd!');
    await user.click(within(sign).getByRole('button', { name: SIGN_BUTTON }));
    await waitFor(() => expect(location()).toBe('/investigation/inv-2'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      version: 3,
      reasonForChange: 'Cracks came back.',
      signature: { password: 'Passw0rd!' },
    });
  });

  it('with signatures off, a reason the server asks for (a signed closing) keeps the question open', async () => {
    const failed = buildCheck({ status: 'recorded', result: 'not-effective', evidence: 'Cracks.' });
    let attempts = 0;
    const { requests } = setup('quality', [failed], {
      ...newInvestigation,
      'POST /v1/effectiveness-checks/ec-1/new-investigation': () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(422, 'VALIDATION', SIGNATURE_MSG.reasonForChange)
          : json({ ...signedInvestigation(), id: 'inv-2' }, 201);
      },
    });
    const { location } = renderApp('/investigation/inv-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await within(await section()).findByRole('button', { name: START_NEW_INVESTIGATION }));
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    const reason = await within(question).findByLabelText(new RegExp(REASON_FOR_CHANGE));
    await user.type(reason, 'Customer returns again.');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/investigation/inv-2'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { version: 3 },
      { version: 3, reasonForChange: 'Customer returns again.' },
    ]);
  });
});
