import { INCIDENT_COLUMN_IDS } from '@qi/domain/incident-columns';
import type { TColumnChoice } from '@qi/domain/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW, setupIncidentTable } from '../../../test/incident-table-setup';

const headers = () =>
  within(screen.getByRole('table', { name: 'Incidents' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe("'Incident Filter Options'", { timeout: 30_000 }, () => {
  it('starts from the profile, toggles and reorders columns and saves them to the profile', async () => {
    const { requests } = setupIncidentTable('/incidents', {
      incidentsFilter: [
        { id: 'status', selected: true },
        { id: 'incidentNumber', selected: true },
        { id: 'gone', selected: true },
      ],
    });
    await screen.findByText('42', {}, SLOW);
    expect(headers().slice(0, 3)).toEqual(['Actions', 'Status', 'Incident Number']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incident Filter Options' });
    await user.click(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByLabelText('Reported By'));
    await user.click(within(dialog).getByRole('button', { name: 'Move Incident Number up' }));
    expect(
      (within(dialog).getByRole('button', { name: 'Move Incident Number up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/v1/profile');
    const saved = (put?.body as { incidentsFilter: TColumnChoice[] } | undefined)?.incidentsFilter ?? [];
    expect(Object.keys(put?.body as object)).toEqual(['incidentsFilter']);
    expect(saved.map((c) => c.id)).toEqual([
      'incidentNumber',
      'status',
      ...INCIDENT_COLUMN_IDS.filter((id) => id !== 'incidentNumber' && id !== 'status'),
    ]);
    expect(saved.find((c) => c.id === 'description')?.selected).toBe(true);
    expect(saved.find((c) => c.id === 'reportedBy')?.selected).toBe(false);

    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Actions', 'Incident Number', 'Status']));
    expect(headers()).toContain('Description');
    expect(headers()).not.toContain('Reported By');
    // The bulk load (which carries the profile) is asked again.
    await waitFor(() => expect(requests.filter((r) => r.path === '/v1/data').length).toBeGreaterThan(1));
  });

  it('Cancel leaves the columns as they were', async () => {
    const { requests } = setupIncidentTable('/incidents');
    await screen.findByText('42', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incident Filter Options' });
    await user.click(within(dialog).getByLabelText('Reported By'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toContain('Reported By');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
