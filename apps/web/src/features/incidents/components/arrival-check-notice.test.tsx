import type { TIncidentLinks } from '@qi/domain/incident-links';
import type { TArrivalCheck } from '@qi/domain/similar-arrival';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

const CHECK: TArrivalCheck = {
  checkedAt: '2025-03-05T10:00:01.000Z',
  items: [
    {
      id: 'i-3',
      incidentNumber: 30,
      status: 'closed',
      incidentDate: '2024-12-01',
      product: 'Widget',
      partNumber: 'PN-100',
      band: 'likely',
    },
    {
      id: 'i-4',
      incidentNumber: 31,
      status: 'submitted',
      incidentDate: '2024-12-02',
      product: 'Widget',
      partNumber: 'PN-100',
      band: 'possible',
    },
  ],
};

const LINKED: TIncidentLinks = {
  items: [
    {
      id: 'l-1',
      kind: 'duplicate',
      direction: 'from',
      reason: 'Same batch',
      incident: {
        id: 'i-3',
        incidentNumber: 30,
        status: 'closed',
        incidentDate: '2024-12-01',
        product: 'Widget',
        partNumber: 'PN-100',
      },
      createdBy: { user_id: 'q-1', name: 'Quinn Quality' },
      created_at: '2025-03-06T09:00:00.000Z',
    },
  ],
};

function setup(role: 'quality' | 'user', links: TIncidentLinks = { items: [] }, check = CHECK) {
  const { handlers } = signedInHandlers(role, role === 'user' ? 'u-1' : 'q-1');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(buildIncident()),
    'GET /v1/incidents/i-3': () => json(buildIncident({ id: 'i-3', incidentNumber: 30, status: 'closed' })),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/links': () => json(links),
    'GET /v1/incidents/i-1/arrival-check': () => json(check),
    'POST /v1/incidents/similar': () => json({ items: [] }),
  });
  renderApp('/incident/i-1');
  return fetch;
}

const NOTICE = { name: 'Looks like an earlier incident' };

describe('the notice of a check on arrival', () => {
  it('tells quality at the top of the page that the report looks like an earlier incident, to compare', async () => {
    setup('quality');
    const notice = await screen.findByRole('status', NOTICE, { timeout: 10_000 });
    expect(notice.textContent).toContain('#30');
    expect(notice.textContent).toContain('01-12-2024 · Widget · PN-100');
    // Only the likely ones: the possibly related are in the history and the similar incidents.
    expect(notice.textContent).not.toContain('#31');
    // Above the incident's fields.
    const fields = screen.getByRole('region', { name: 'Incident' });
    expect(notice.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: 'Compare with #30' }));
    expect(
      await screen.findByRole('dialog', { name: 'Compare #42 with #30' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('leaves out an incident that has a verdict, and the notice once none is left', async () => {
    const another = { ...CHECK.items[0]!, id: 'i-5', incidentNumber: 32 };
    setup('quality', LINKED, { ...CHECK, items: [...CHECK.items, another] });
    const notice = await screen.findByRole('status', NOTICE, { timeout: 10_000 });
    expect(within(notice).getByRole('button', { name: 'Compare with #32' })).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Compare with #30' })).toBeNull();
  });

  it('is not shown when every likely incident has a verdict', async () => {
    const { requests } = setup('quality', LINKED);
    await screen.findByText('Duplicate of', { exact: false }, { timeout: 10_000 });
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/v1/incidents/i-1/arrival-check')).toBe(true),
    );
    expect(screen.queryByRole('status', NOTICE)).toBeNull();
  });

  it('is not shown, nor asked for, outside the quality team', async () => {
    const { requests } = setup('user');
    await screen.findByRole('region', { name: 'Incident' }, { timeout: 10_000 });
    expect(screen.queryByRole('status', NOTICE)).toBeNull();
    expect(requests.some((r) => r.path === '/v1/incidents/i-1/arrival-check')).toBe(false);
  });
});
