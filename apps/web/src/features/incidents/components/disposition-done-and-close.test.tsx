import { DISPOSITION_MSG } from '@qi/domain/disposition';
import type { Role } from '@qi/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { LINE_DONE } from './incident-disposition';

const line = {
  id: 'l-1',
  decision: 'scrap' as const,
  quantity: 3,
  cost: null,
  note: '',
  responsible: 'u-1',
  dueDate: null,
  doneBy: null,
  doneAt: null,
};
const disposition = (approvedBy: string | null) => ({
  lines: [line],
  proposedBy: 'u-q',
  proposedAt: '2026-11-20T10:00:00.000Z',
  approvedBy,
  approvedAt: approvedBy ? '2026-11-21T10:00:00.000Z' : null,
});

function setup(role: Role, userId: string, incident: Partial<TIncidentDetails>) {
  const { handlers } = signedInHandlers(role, userId);
  const data = buildIncident({ severity: 'major', defectiveQuantity: 3, ...incident });
  const done = buildIncident({
    ...data,
    disposition: {
      ...disposition('u-a'),
      lines: [{ ...line, doneBy: 'u-1', doneAt: '2026-11-22T09:30:00.000Z' }],
    },
  });
  // The server's state: marking the line done changes what later reads return.
  let current = data;
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(current),
    'GET /v1/incidents/i-1/history': () => json([]),
    'PUT /v1/incidents/i-1/disposition/lines/l-1/done': () => {
      current = done;
      return json(done);
    },
  });
  renderApp('/incident/i-1');
  return fetch;
}

describe('disposition lines done', () => {
  it('the person responsible marks their line done once the disposition is approved', async () => {
    const { requests } = setup('user', 'u-1', {
      status: 'investigation-completed',
      dispositionStatus: 'approved',
      disposition: disposition('u-a'),
    });
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });
    await user.click(within(region).getByRole('button', { name: 'Mark done: Scrap 3' }));
    expect(await screen.findByText(LINE_DONE)).toBeTruthy();
    const sent = requests.find((r) => r.path.endsWith('/lines/l-1/done'));
    expect(sent?.body).toEqual({ done: true });
    await waitFor(() =>
      expect(within(region).getAllByRole('row')[1]?.textContent).toMatch(/Jane Doe, 22-11-2026/),
    );
  });

  it('no one marks a line done while the disposition awaits its approval', async () => {
    setup('quality', 'u-q', {
      status: 'investigation-completed',
      dispositionStatus: 'decided',
      disposition: disposition(null),
    });
    const region = await screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });
    expect(within(region).queryByRole('button', { name: /Mark done/ })).toBeNull();
  });
});

describe('Close Incident', () => {
  it('is shown disabled with the reason while the disposition does not allow closing', async () => {
    setup('quality', 'u-q', {
      status: 'investigation-completed',
      dispositionStatus: 'decided',
      disposition: disposition(null),
    });
    const close = await screen.findByRole('menuitem', { name: /^Close Incident/ }, { timeout: 10_000 });
    expect(close.getAttribute('aria-disabled')).toBe('true');
    expect(close.getAttribute('aria-description')).toBe(DISPOSITION_MSG.closeNeedsApproval);
    expect(screen.getByText(DISPOSITION_MSG.closeNeedsApproval)).toBeTruthy();
  });

  it('is enabled once the disposition is approved', async () => {
    setup('quality', 'u-q', {
      status: 'investigation-completed',
      dispositionStatus: 'approved',
      disposition: disposition('u-a'),
    });
    const close = await screen.findByRole('menuitem', { name: 'Close Incident' }, { timeout: 10_000 });
    expect(close.getAttribute('aria-disabled')).toBeNull();
  });
});
