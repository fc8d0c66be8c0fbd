import type { TIncidentLinks } from '@qi/domain/incident-links';
import type { TSimilarIncidents } from '@qi/domain/similar-incidents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

const LINKS: TIncidentLinks = {
  items: [
    {
      id: 'l-1',
      kind: 'same-as-reported',
      direction: 'to',
      reason: null,
      incident: {
        id: 'i-7',
        incidentNumber: 77,
        status: 'submitted',
        incidentDate: '2025-04-01',
        product: 'Widget',
        partNumber: 'PN-100',
      },
      createdBy: { user_id: 'u-2', name: 'Rita Reporter' },
      created_at: '2025-04-01T09:00:00.000Z',
    },
  ],
};

const SIMILAR: TSimilarIncidents = {
  items: [
    {
      id: 'i-3',
      incidentNumber: 30,
      status: 'closed',
      incidentDate: '2024-12-01',
      product: 'Widget',
      partNumber: 'PN-100',
      excerpt: [{ text: 'cracked', match: true }],
      sameFields: ['partNumber'],
      band: 'possible',
    },
  ],
};

function setup(role: 'quality' | 'user') {
  const { handlers } = signedInHandlers(role, role === 'user' ? 'u-1' : 'q-1');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(buildIncident()),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/links': () => json(LINKS),
    'POST /v1/incidents/similar': () => json(SIMILAR),
    'POST /v1/incidents/i-1/links': () => json({}, 201),
  });
  renderApp('/incident/i-1');
  return fetch;
}

describe('Linked incidents on the details page', () => {
  it('shows the links to everyone who sees the incident, without the triage panel', async () => {
    const { requests } = setup('user');
    const section = await screen.findByRole('region', { name: 'Linked incidents' }, { timeout: 10_000 });
    expect(section.textContent).toContain('Reported as the same problem by #77');
    expect(within(section).getByRole('link', { name: '#77' }).getAttribute('href')).toBe('/incident/i-7');
    expect(requests.some((r) => r.path === '/v1/incidents/similar')).toBe(false);
  });

  it('lets quality give a verdict with a reason on a similar incident', async () => {
    const { requests } = setup('quality');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Similar incidents' }, { timeout: 10_000 });
    expect(requests.find((r) => r.path === '/v1/incidents/similar')?.body).toMatchObject({
      excludeId: 'i-1',
      partNumber: 'PN-100',
    });
    await user.click(within(panel).getByRole('combobox', { name: 'Verdict on #30' }));
    await user.click(await screen.findByRole('option', { name: 'Duplicate of' }));
    await user.click(within(panel).getByRole('button', { name: 'Save verdict' }));
    expect(await within(panel).findByText('Please give a reason for the verdict.')).toBeTruthy();
    await user.type(within(panel).getByRole('textbox', { name: 'Reason for #30' }), 'Same batch');
    await user.click(within(panel).getByRole('button', { name: 'Save verdict' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/incidents/i-1/links')?.body).toEqual(
        {
          linkedIncidentId: 'i-3',
          kind: 'duplicate',
          reason: 'Same batch',
          shown: [{ id: 'i-3', band: 'possible' }],
        },
      ),
    );
  });
});
