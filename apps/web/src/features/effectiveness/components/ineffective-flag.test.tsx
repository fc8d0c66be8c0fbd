import type { Role } from '@qi/domain/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { signedInvestigation } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { buildCheck } from '../testing/effectiveness-fixtures';
import { START_NEW_INVESTIGATION } from './start-investigation-from-check';

function setup(role: Role, result: 'effective' | 'not-effective', followUp: string | null = null) {
  const { handlers } = signedInHandlers(role, 'u-q');
  const check = buildCheck({
    status: 'recorded',
    result,
    evidence: 'Seen.',
    followUpInvestigationId: followUp,
  });
  return mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () =>
      json(buildIncident({ status: 'closed', investigationId: 'inv-1', investigationStatus: 'completed' })),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/investigations/inv-1/effectiveness-checks': () => json([check]),
    'POST /v1/effectiveness-checks/ec-1/new-investigation': () =>
      json({ ...signedInvestigation(), id: 'inv-2' }, 201),
    'GET /v1/investigations/inv-2': () => json({ ...signedInvestigation(), id: 'inv-2' }),
    'GET /v1/investigations/inv-2/effectiveness-checks': () => json([]),
    'GET /v1/investigations/inv-2/history': () => json([]),
    'GET /v1/templates': () => json([]),
  });
}

describe('the "Ineffective" flag on /incident/:id', () => {
  it('flags an incident whose fix was not effective; quality starts a new investigation in one step', async () => {
    const { requests } = setup('quality', 'not-effective');
    const { location } = renderApp('/incident/i-1');
    expect(await screen.findByText('Ineffective')).toBeTruthy();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: START_NEW_INVESTIGATION }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/investigation/inv-2'));
    expect(requests.find((r) => r.path.endsWith('/new-investigation'))?.body).toEqual({ version: 3 });
  });

  it('shows the flag without the action to other roles, and nothing for an effective fix', async () => {
    setup('investigator', 'not-effective');
    const first = renderApp('/incident/i-1');
    expect(await screen.findByText('Ineffective')).toBeTruthy();
    expect(screen.queryByRole('button', { name: START_NEW_INVESTIGATION })).toBeNull();
    first.unmount();
    const { fetchMock } = setup('quality', 'effective');
    renderApp('/incident/i-1');
    await screen.findByRole('heading', { level: 1, name: 'Incident Details' });
    // The checks were answered (and their answer rendered) before the flag's absence is asserted.
    const checksCall = () =>
      fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/inv-1/effectiveness-checks'));
    await waitFor(() => expect(checksCall()).toBeGreaterThan(-1));
    await waitFor(() => expect(fetchMock.mock.settledResults[checksCall()]?.type).toBe('fulfilled'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Ineffective')).toBeNull();
  });

  it('no longer offers the step once a new investigation was started from the check', async () => {
    setup('quality', 'not-effective', 'inv-2');
    renderApp('/incident/i-1');
    expect(await screen.findByText('Ineffective')).toBeTruthy();
    expect(screen.queryByRole('button', { name: START_NEW_INVESTIGATION })).toBeNull();
  });
});
