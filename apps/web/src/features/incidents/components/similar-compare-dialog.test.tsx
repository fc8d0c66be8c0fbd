import type { TSimilarIncidents } from '@qi/domain/similar-incidents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

const SIMILAR: TSimilarIncidents = {
  items: [
    {
      id: 'i-3',
      incidentNumber: 30,
      status: 'closed',
      incidentDate: '2024-12-01',
      product: 'Widget',
      partNumber: 'PN-100',
      excerpt: [{ text: 'Cracks', match: true }],
      sameFields: ['partNumber', 'product'],
      band: 'likely',
    },
  ],
};

const THIS = buildIncident({
  description: 'Housing cracked at the flange.',
  supplierId: 's-1',
  severity: 'major',
});
const CANDIDATE = buildIncident({
  id: 'i-3',
  incidentNumber: 30,
  status: 'closed',
  incidentDate: '2024-12-01',
  description: 'Cracks in the housing\nnear a flange, seen at goods in.',
  supplierId: 's-3',
  grnNumber: 'S99999',
  attachments: [
    { id: 'a-1', name: 'crack.jpg', type: 'image/jpeg', size: 10, url: 'https://files.example/crack.jpg' },
  ],
});

function setup() {
  const { handlers } = signedInHandlers('quality', 'q-1');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(THIS),
    'GET /v1/incidents/i-3': () => json(CANDIDATE),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/links': () => json({ items: [] }),
    'GET /v1/incidents/i-1/arrival-check': () => json({ checkedAt: null, items: [] }),
    'POST /v1/incidents/similar': () => json(SIMILAR),
    'POST /v1/incidents/i-1/links': () => json({}, 201),
  });
  renderApp('/incident/i-1');
  return fetch;
}

async function openCompare() {
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Similar incidents' }, { timeout: 10_000 });
  await user.click(within(panel).getByRole('button', { name: 'Compare with #30' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compare #42 with #30' }, { timeout: 10_000 });
  await within(dialog).findByRole('table');
  return { user, dialog };
}

const rowCells = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getAllByRole(
    'cell',
  );

describe('the compare view of triage', () => {
  it('shows both incidents side by side with the shared fields and the matching words marked', async () => {
    const { requests } = setup();
    const { dialog } = await openCompare();
    expect(requests.some((r) => r.method === 'GET' && r.path === '/v1/incidents/i-3')).toBe(true);
    expect(within(dialog).getByText('Likely the same')).toBeTruthy();
    expect(within(dialog).getByText('Same part number')).toBeTruthy();
    // Shared fields are marked on both sides; the others are not.
    const part = rowCells(dialog, 'Part Number');
    expect(part.map((cell) => cell.querySelector('mark')?.textContent)).toEqual(['PN-100', 'PN-100']);
    const supplier = rowCells(dialog, 'Supplier');
    expect(supplier.map((cell) => cell.textContent)).toEqual(['Acme Castings', 'Bright Plastics']);
    expect(supplier.some((cell) => cell.querySelector('mark'))).toBe(false);
    expect(rowCells(dialog, 'Status').map((cell) => cell.textContent)).toEqual(['Submitted', 'Closed']);
    expect(rowCells(dialog, 'Severity')[0]?.textContent).toBe('Major');
    expect(rowCells(dialog, 'GRN Number').map((cell) => cell.textContent)).toEqual(['S12345', 'S99999']);
    // The whole descriptions, the matching words marked in each.
    const [mine, theirs] = rowCells(dialog, 'Description');
    expect([...(mine?.querySelectorAll('mark') ?? [])].map((m) => m.textContent)).toEqual([
      'Housing',
      'cracked',
      'flange',
    ]);
    expect([...(theirs?.querySelectorAll('mark') ?? [])].map((m) => m.textContent)).toEqual([
      'Cracks',
      'housing',
      'flange',
    ]);
    expect(theirs?.textContent).toContain('seen at goods in.');
    // Its photo.
    const photos = rowCells(dialog, 'Attachments');
    expect(within(photos[1] as HTMLElement).getByRole('img', { name: 'crack.jpg' })).toBeTruthy();
  });

  it('records the verdict from inside the compare view, with what was shown, and closes', async () => {
    const { requests } = setup();
    const { user, dialog } = await openCompare();
    await user.click(within(dialog).getByRole('combobox', { name: 'Verdict on #30' }));
    await user.click(await screen.findByRole('option', { name: 'Related' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for #30' }), 'Same flange');
    await user.click(within(dialog).getByRole('button', { name: 'Save verdict' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/incidents/i-1/links')?.body).toEqual(
        {
          linkedIncidentId: 'i-3',
          kind: 'related',
          reason: 'Same flange',
          shown: [{ id: 'i-3', band: 'likely' }],
        },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compare #42 with #30' })).toBeNull());
    expect(await screen.findByText('Verdict on #30 saved.')).toBeTruthy();
  });
});
