import { DEFAULT_DUE_DAYS, defaultSchedule } from '@qi/domain/due-dates';
import { CONFIRM } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import { buildInvestigation, mockInvestigationApi } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { REFERENCE_DATA } from '../../incidents/testing/incident-fixtures';
import { CANNOT_OWN_SUFFIX } from '../hooks/use-schedule-editor';

const field = (name: string) => {
  const found = document.getElementById(`investigation-${name}`);
  if (!found) throw new Error(`No field ${name}`);
  return found as HTMLInputElement;
};
const completedBox = (name: string) => {
  const region = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!region) throw new Error(`No section ${name}`);
  return within(region).getByLabelText('Completed') as HTMLInputElement;
};
const ownerOptions = (section: string) =>
  [...(document.getElementById(`incident-${section}-owner`) as HTMLSelectElement).options].map((o) => o.text);

// The page is large: on a busy machine it takes longer than the default second to appear.
const SLOW = { timeout: 10_000 };

// Jane Doe is a reporter, Ivan Gone a deactivated investigator: neither may own work.
const DATA = {
  ...REFERENCE_DATA,
  users: [
    { user_id: 'u-1', name: 'Jane Doe', canOwnWork: false },
    { user_id: 'u-q', name: 'Quinn Quality', canOwnWork: true },
    { user_id: 'u-a', name: 'Ada Admin', canOwnWork: true },
    { user_id: 'u-gone', name: 'Ivan Gone', canOwnWork: false },
  ],
};

async function open(investigation = buildInvestigation({ incidentJustified: true })) {
  const api = mockInvestigationApi('quality', investigation, { 'GET /v1/data': () => json(DATA) });
  renderApp('/investigation/inv-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Update Investigation' }, SLOW);
  return { ...api, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe("'Save progress' on Update Investigation", { timeout: 30_000 }, () => {
  it('signs off containment without the later sections; Save changes still asks for them', async () => {
    const { user, requests } = await open();
    await user.click(field('containmentAction'));
    await user.paste('Stock quarantined.');
    await user.click(completedBox('Containment Action'));

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Root cause is required', {}, SLOW)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save }, SLOW)).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(
      () =>
        expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
          version: 1,
          containmentAction: 'Stock quarantined.',
          signedOff: { containmentAction: true },
          progress: true,
        }),
      SLOW,
    );
  });

  it('offers only people who may own work, and marks a stale owner', async () => {
    const schedule = defaultSchedule(DEFAULT_DUE_DAYS, 'major', '2026-03-10', 'u-q');
    schedule.rootCause.owner = 'u-gone';
    await open(buildInvestigation({ incidentJustified: true, schedule, overdue: [] }));
    await waitFor(
      () => expect(ownerOptions('containmentAction')).toEqual(['', 'Ada Admin', 'Quinn Quality']),
      SLOW,
    );
    expect(ownerOptions('rootCause')).toEqual([
      '',
      `Ivan Gone ${CANNOT_OWN_SUFFIX}`,
      'Ada Admin',
      'Quinn Quality',
    ]);
  });
});
