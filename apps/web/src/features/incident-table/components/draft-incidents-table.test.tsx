import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIncidentItem, queryOf, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';

describe("/home 'My Draft Incidents'", { timeout: 30_000 }, () => {
  it('lists the drafts view with its own session key and profile field', async () => {
    const { listPaths } = setupIncidentTable('/home', {
      items: [buildIncidentItem({ status: 'draft', incidentNumber: null })],
    });
    const table = await screen.findByRole('table', { name: 'My Draft Incidents' }, SLOW);
    await within(table).findByText('Draft');
    expect(queryOf(listPaths()[0])).toEqual({
      page: '0',
      rowsPerPage: '100',
      sortBy: 'incidentNumber',
      sortDir: 'desc',
      view: 'drafts',
    });

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1))).toMatchObject({ sortBy: 'status', view: 'drafts' }),
    );
    expect(JSON.parse(sessionStorage.getItem('qi.incidentTable.drafts') ?? 'null')).toMatchObject({
      sortBy: 'status',
    });
    expect(sessionStorage.getItem('qi.incidentTable.list')).toBeNull();
  });

  it('asks for the distinct values of the drafts view and saves its columns as draftIncidentsFilter', async () => {
    const { requests } = setupIncidentTable('/home');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Filter Product' }));
    await screen.findByRole('dialog', { name: 'Filter Values' });
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/v1/incidents/distinct?column=product&view=drafts')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incident Filter Options' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toHaveProperty('draftIncidentsFilter'),
    );
  });
});
