import { DEFAULT_DUE_DAYS, DUE_DATE_MSG, defaultSchedule } from '@qi/domain/due-dates';
import { CONFIRM } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildInvestigation, mockInvestigationApi } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';

const scheduled = () =>
  buildInvestigation({
    incidentJustified: false,
    schedule: defaultSchedule(DEFAULT_DUE_DAYS, 'major', '2026-03-10', 'u-q'),
    overdue: [],
  });

const dueField = (section: string) => {
  const found = document.getElementById(`investigation-${section}-dueDate`);
  if (!found) throw new Error(`No due date of ${section}`);
  return found as HTMLInputElement;
};
const ownerField = (section: string) =>
  document.getElementById(`incident-${section}-owner`) as HTMLSelectElement;

async function open(investigation = scheduled()) {
  const api = mockInvestigationApi('quality', investigation);
  renderApp('/investigation/inv-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Update Investigation' });
  await waitFor(() => expect(ownerField('containmentAction').value).toBe('u-q'));
  return { ...api, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('owners and due dates on Update Investigation', { timeout: 30_000 }, () => {
  it('shows each section’s owner and due date as DD-MM-YYYY', async () => {
    await open();
    expect(dueField('containmentAction').value).toBe('13-03-2026');
    expect(dueField('preventiveAction').value).toBe('09-05-2026');
    expect(document.getElementById('investigation-additionalNotes-dueDate')).toBeNull();
  });

  it('asks why a due date moves and sends the move with its reason and the owner change', async () => {
    const { user, requests } = await open();
    await retype(user, dueField('rootCause'), '30-04-2026');
    const dialog = await screen.findByRole('dialog', { name: 'Move due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Move due date' }));
    expect(within(dialog).getByText(DUE_DATE_MSG.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Lab report late.');
    await user.click(within(dialog).getByRole('button', { name: 'Move due date' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move due date' })).toBeNull());
    await user.selectOptions(ownerField('correctiveAction'), 'u-1');

    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      schedule: {
        rootCause: { owner: 'u-q', dueDate: '2026-04-30' },
        correctiveAction: { owner: 'u-1', dueDate: '2026-04-09' },
      },
      dueDateReasons: { rootCause: 'Lab report late.' },
    });
  });

  it('puts the date back when the move is cancelled, and sends no schedule', async () => {
    const { user, requests } = await open();
    await retype(user, dueField('rootCause'), '30-04-2026');
    const dialog = await screen.findByRole('dialog', { name: 'Move due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dueField('rootCause').value).toBe('24-03-2026'));
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ version: 1 });
  });

  it('shows owners, due dates and the Overdue chip on the details page', async () => {
    mockInvestigationApi(
      'quality',
      buildInvestigation({
        schedule: defaultSchedule(DEFAULT_DUE_DAYS, 'critical', '2026-03-01', 'u-q'),
        overdue: [{ section: 'containmentAction', dueDate: '2026-03-02', daysOverdue: 4 }],
      }),
    );
    renderApp('/investigation/inv-1');
    const section = await screen.findByRole('region', { name: 'Containment Action' });
    expect(within(section).getByText('02-03-2026')).toBeTruthy();
    expect(within(section).getByLabelText('Overdue: 4 days overdue')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Root cause' })).queryByText('Overdue')).toBeNull();
    // The page header carries the chip too.
    expect(screen.getAllByText('Overdue')).toHaveLength(2);
  });
});
