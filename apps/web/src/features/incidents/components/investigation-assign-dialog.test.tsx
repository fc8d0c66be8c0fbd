import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { InvestigationList } from '../../investigations/api/get-investigations';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { START_NEW_LABEL, USE_EXISTING_LABEL } from './investigation-assign-dialog';

const LIST: InvestigationList = {
  items: [
    {
      id: 'inv-7',
      status: 'completed',
      incidentDescription: 'Scratched panels on delivery.',
      incidentNumbers: [7, 9],
      updated_at: '2025-03-01T00:00:00.000Z',
    },
    {
      id: 'inv-1',
      status: 'opened',
      incidentDescription: 'The current one.',
      incidentNumbers: [42],
      updated_at: '2025-03-02T00:00:00.000Z',
    },
  ],
  total: 60,
  page: 0,
  rowsPerPage: 25,
};

function setup(incident: Partial<TIncidentDetails>, options: { fail?: boolean } = {}) {
  const { handlers } = signedInHandlers('quality', 'u-q');
  const data = buildIncident(incident);
  const api = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/investigations': () => json(LIST),
    'POST /v1/investigations': () =>
      options.fail ? errorBody(409, 'CONFLICT', 'No.') : json({ id: 'inv-new' }, 201),
    'PUT /v1/incidents/i-1': (r) => json({ ...data, ...(r.body as object) }),
  });
  renderApp('/incident/i-1');
  return api;
}

async function openItem(name: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'Incident actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('start and reassign investigation', () => {
  it('starts a new investigation from the incident', async () => {
    const { requests } = setup({ status: 'acknowledged' });
    const { user, dialog } = await openItem('Start investigation');
    expect((within(dialog).getByLabelText(START_NEW_LABEL) as HTMLInputElement).checked).toBe(true);
    expect(requests.some((r) => r.path.startsWith('/v1/investigations'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Start investigation' }));
    expect(await screen.findByText(TOAST.investigationAssigned)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/investigations')?.body).toEqual({
      incidentId: 'i-1',
    });
    // The incident is loaded again to show its new status.
    await waitFor(() => expect(requests.filter((r) => r.path === '/v1/incidents/i-1')).toHaveLength(2));
  });

  it('starts from a copy of a chosen investigation, searching and paging on the server', async () => {
    const { requests } = setup({ status: 'acknowledged' });
    const { user, dialog } = await openItem('Start investigation');
    await user.click(within(dialog).getByLabelText(USE_EXISTING_LABEL));
    const confirm = within(dialog).getByRole('button', { name: 'Start investigation' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const option = await within(dialog).findByRole('radio', { name: /Incidents: 7, 9/ });
    expect(within(dialog).getByText('Scratched panels on delivery.')).toBeTruthy();
    expect(within(dialog).getByText('1–25 of 60')).toBeTruthy();
    expect(requests.find((r) => r.path.startsWith('/v1/investigations?'))?.path).toBe(
      '/v1/investigations?page=0&rowsPerPage=25',
    );
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search investigations' }), 'panel');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/v1/investigations?page=0&rowsPerPage=25&search=panel')).toBe(
        true,
      ),
    );
    await user.click(option);
    await user.click(confirm);
    expect(await screen.findByText(TOAST.investigationAssigned)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/investigations')?.body).toEqual({
      incidentId: 'i-1',
      copyFrom: 'inv-7',
    });
  });

  it('says so when starting fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ status: 'acknowledged' }, { fail: true });
    const { user, dialog } = await openItem('Start investigation');
    await user.click(within(dialog).getByRole('button', { name: 'Start investigation' }));
    expect(await screen.findByText(TOAST.investigationAssignFailed, { exact: false })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('reassigns to another investigation with a PUT of the incident', async () => {
    const { requests } = setup({
      status: 'under-investigation',
      investigationId: 'inv-1',
      investigationStatus: 'opened',
    });
    const { user, dialog } = await openItem('Reassign investigation');
    const current = (await within(dialog).findByRole('radio', { name: /Incidents: 42/ })) as HTMLInputElement;
    expect(current.disabled).toBe(true);
    const confirm = within(dialog).getByRole('button', {
      name: 'Reassign investigation',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Incidents: 7, 9/ }));
    await user.click(confirm);
    expect(await screen.findByText(TOAST.investigationAssigned)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      action: 'reassign-investigation',
      investigationId: 'inv-7',
    });
  });
});
