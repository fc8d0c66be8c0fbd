import type { IncidentStatus } from '@qi/domain/incident-status';
import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import type { Role } from '@qi/domain/roles';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { INCIDENT_MSG } from '@qi/domain/validation-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { CONFIRM_DELETE_REPORT } from './incident-edit-page';
import { RELOAD_KEEPING_CHANGES } from './incident-form';

function setup(role: Role, status: IncidentStatus, path = '/incident/i-1/edit', extra = {}) {
  const { handlers } = signedInHandlers(role);
  const incident = buildIncident({ status, ...extra });
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(incident),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/nope': () => errorBody(404, 'NOT_FOUND', 'Incident not found.'),
    'PUT /v1/incidents/i-1': (r) => json({ ...incident, ...(r.body as object) }),
  });
  return { ...fetch, app: renderApp(path) };
}

describe('/incident/:id/edit redirects', () => {
  it('sends an unknown id to /not-found', async () => {
    const { app } = setup('admin', 'draft', '/incident/nope/edit');
    await waitFor(() => expect(app.location()).toBe('/not-found'));
  });

  it('sends a cancelled incident to /incidents', async () => {
    const { app } = setup('admin', 'cancelled');
    await waitFor(() => expect(app.location()).toBe('/incidents'));
  });

  it("sends role 'user' on an acknowledged incident to the details page", async () => {
    const { app } = setup('user', 'acknowledged');
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Details' })).toBeTruthy();
  });
});

describe('/incident/:id/edit forms', () => {
  it("shows the reporter's draft in the 'Report Incident' form and deletes it after confirming", async () => {
    const { requests, app } = setup('user', 'draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Incident' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit incident' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Report' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_DELETE_REPORT });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location()).toBe('/incidents'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ action: 'delete' });
  });

  it("shows a pending-update incident's reason and has no 'Delete Report'", async () => {
    setup('user', 'pending-update', undefined, { pendingUpdateReason: 'Please add photos.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Incident' })).toBeTruthy();
    expect(screen.getByText('Please add photos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Report' })).toBeNull();
  });

  it("saves an acknowledged incident with action 'update' from the 'Update Incident' form", async () => {
    const { requests, app } = setup('quality', 'acknowledged');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    const user = userEvent.setup();
    const order = screen.getByRole('textbox', { name: /Order Number/ });
    await user.clear(order);
    await user.type(order, 'SO-77');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.save });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.updated)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ action: 'update', orderNumber: 'SO-77', product: 'Widget' });
    expect(put?.body).not.toHaveProperty('investigationId');
  });

  it('needs an investigation for an incident under investigation, and discards back to the details', async () => {
    const { requests, app } = setup('quality', 'under-investigation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(INCIDENT_MSG.investigationRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.discard });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a save refused because someone else saved first: says so, reloads keeping the typed text', async () => {
    const stale = CONCURRENCY_MSG.staleIncident;
    let saved = buildIncident({ status: 'acknowledged', version: 3 });
    const { handlers } = signedInHandlers('quality');
    const { requests } = mockFetch({
      ...handlers,
      'GET /v1/incidents/i-1': () => json(saved),
      'GET /v1/incidents/i-1/history': () => json([]),
      'PUT /v1/incidents/i-1': (r) => {
        const body = r.body as { version: number };
        if (body.version !== saved.version) {
          return json(
            {
              statusCode: 409,
              code: 'CONFLICT',
              message: stale,
              issues: [{ path: 'version', message: stale }],
            },
            409,
          );
        }
        saved = { ...saved, ...(r.body as object), version: (saved.version ?? 1) + 1 };
        return json(saved);
      },
    });
    const app = renderApp('/incident/i-1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    // Someone else changes the GRN meanwhile.
    saved = { ...saved, grnNumber: 'S99999', version: 4 };
    const user = userEvent.setup();
    const order = screen.getByRole('textbox', { name: /Order Number/ });
    await user.clear(order);
    await user.type(order, 'SO-77');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: stale });
    await user.click(within(dialog).getByRole('button', { name: RELOAD_KEEPING_CHANGES }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /Order Number/ }) as HTMLInputElement).value).toBe('SO-77');
    expect((screen.getByRole('textbox', { name: /GRN Number/ }) as HTMLInputElement).value).toBe('S99999');
    expect(screen.getByRole('status').textContent).toContain('Your unsaved changes were kept: Order Number.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => (r.body as { version: number }).version)).toEqual([3, 4]);
    expect(puts.at(-1)?.body).toMatchObject({ action: 'update', orderNumber: 'SO-77', grnNumber: 'S99999' });
  });
});
