import type { TSimilarIncidents } from '@qi/domain/similar-incidents';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

const ANSWER: TSimilarIncidents = {
  items: [
    {
      id: 'i-1',
      incidentNumber: 123,
      status: 'submitted',
      incidentDate: '2025-03-01',
      product: 'Widget',
      partNumber: 'W-1',
      excerpt: [
        { text: 'Paint ', match: true },
        { text: 'lifting on the ', match: false },
        { text: 'bracket', match: true },
      ],
      sameFields: ['partNumber'],
      band: 'likely',
    },
    {
      id: 'i-2',
      incidentNumber: 99,
      status: 'closed',
      incidentDate: '2024-11-20',
      product: 'Widget',
      partNumber: 'W-2',
      excerpt: [{ text: 'Bracket bent', match: false }],
      sameFields: [],
      band: 'possible',
    },
  ],
};

function setup(similar: () => Response = () => json(ANSWER)) {
  const { handlers } = signedInHandlers('user');
  const fetch = mockFetch({ ...handlers, 'POST /v1/incidents/similar': similar });
  renderApp('/incident/new');
  return fetch;
}

const similarCalls = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/v1/incidents/similar');

describe('Similar incidents on the report form', () => {
  it('looks the draft up once the typing stops, and shows bands, numbers, fields and marked words', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: /Description/ }, { timeout: 10_000 });
    await user.type(description, 'Paint lifting on bracket');
    const panel = await screen.findByRole('region', { name: 'Similar incidents' }, { timeout: 5_000 });
    // Debounced: one look-up for the whole typed text, not one per key.
    expect(similarCalls(requests)).toHaveLength(1);
    expect(similarCalls(requests)[0]?.body).toMatchObject({ description: 'Paint lifting on bracket' });
    const first = within(panel).getByRole('listitem', { name: '#123, Likely the same' });
    expect(within(first).getByRole('link', { name: '#123' }).getAttribute('href')).toBe('/incident/i-1');
    expect(within(first).getByRole('link', { name: '#123' }).getAttribute('target')).toBe('_blank');
    expect(within(first).getByText('Same part number')).toBeTruthy();
    expect(within(first).getByText('01-03-2025', { exact: false })).toBeTruthy();
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Paint ', 'bracket']);
    expect(within(panel).getByRole('listitem', { name: '#99, Possibly related' })).toBeTruthy();
    // Never a score.
    expect(panel.textContent).not.toMatch(/score|\d\.\d/i);
    // Submitting stays possible.
    expect(screen.getByRole('button', { name: 'Submit incident' })).toHaveProperty('disabled', false);
  });

  it('stays quiet when the look-up fails or finds nothing', async () => {
    const { requests } = setup(() => errorBody(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: /Description/ }, { timeout: 10_000 });
    await user.type(description, 'Paint lifting on bracket');
    await waitFor(() => expect(similarCalls(requests).length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Similar incidents' })).toBeNull();
  });

  it('links the submitted report to the incident chosen as the same problem', async () => {
    const { handlers } = signedInHandlers('user');
    const { requests } = mockFetch({
      ...handlers,
      'POST /v1/incidents/similar': () => json(ANSWER),
      'POST /v1/incidents': (r) =>
        json(buildIncident({ ...(r.body as object), id: 'i-9', status: 'submitted' }), 201),
      'POST /v1/incidents/i-9/links': () => json({}, 201),
      'GET /v1/incidents/i-9': () => json(buildIncident({ id: 'i-9' })),
      'GET /v1/incidents/i-9/history': () => json([]),
      'GET /v1/incidents/i-9/links': () => json({ items: [] }),
    });
    renderApp('/incident/new');
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: /Description/ }, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        Array.from((screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement).options).length,
      ).toBeGreaterThan(1),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Widget');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Part Number' }), 'PN-200');
    await user.type(screen.getByRole('textbox', { name: /Defective Quantity/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /GRN Number/ }), 'S12345');
    await user.type(screen.getByRole('textbox', { name: /Order Number/ }), 'PO-9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Location' }), 'Warehouse');
    await user.type(description, 'Paint lifting on bracket');
    const panel = await screen.findByRole('region', { name: 'Similar incidents' }, { timeout: 5_000 });
    const first = within(panel).getByRole('listitem', { name: '#123, Likely the same' });
    await user.click(within(first).getByRole('button', { name: 'Same problem' }));
    expect(
      within(first).getByRole('button', { name: 'Same problem (chosen)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.submitIncident });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.submitted)).toBeTruthy();
    // The reporter was shown the check: the server need not make it on arrival (decision 052).
    expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/incidents')?.body).toMatchObject({
      similarChecked: true,
    });
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/v1/incidents/i-9/links' && r.method === 'POST')?.body).toEqual(
        {
          linkedIncidentId: 'i-1',
          kind: 'same-as-reported',
          shown: [
            { id: 'i-1', band: 'likely' },
            { id: 'i-2', band: 'possible' },
          ],
        },
      ),
    );
  });
});
