import type { IncidentStatus } from '@qi/domain/incident-status';
import type { Role } from '@qi/domain/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

/** Signed in as `role` (not the reporter, u-1) on incident i-1 with `status`. */
function setup(role: Role, status: IncidentStatus, path: string) {
  const { handlers } = signedInHandlers(role, 'u-other');
  const incident = buildIncident({ status, pendingUpdateReason: 'Please add photos.' });
  mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(incident),
    'GET /v1/incidents/i-1/history': () => json([]),
  });
  return renderApp(path);
}

describe('Edit leads to the form the edit page gives (SPEC "Incident edit")', () => {
  it("quality's Edit on someone else's pending-update incident opens the Report Incident form", async () => {
    const app = setup('quality', 'pending-update', '/incident/i-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Incident actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Incident' })).toBeTruthy();
    expect(app.location()).toBe('/incident/i-1/edit');
  });

  it('an investigator on a submitted incident gets the Update Incident form', async () => {
    const app = setup('investigator', 'submitted', '/incident/i-1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Incident' })).toBeTruthy();
    expect(app.location()).toBe('/incident/i-1/edit');
  });

  it("role 'user' on a submitted incident still goes to the details", async () => {
    const app = setup('user', 'submitted', '/incident/i-1/edit');
    await waitFor(() => expect(app.location()).toBe('/incident/i-1'));
  });
});
