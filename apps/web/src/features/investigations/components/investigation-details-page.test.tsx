import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import {
  buildInvestigation,
  mockInvestigationApi,
  signedInvestigation,
} from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';

const HISTORY = [
  {
    id: 'h-1',
    actor: { user_id: 'u-q', name: 'Quinn Quality' },
    action: 'update',
    fromStatus: 'opened',
    toStatus: 'opened',
    changes: [
      { field: 'rootCause', from: '', to: 'Worn tool.' },
      { field: 'rootCauseSignedBy', from: null, to: 'u-q' },
      { field: 'rootCauseSignedDate', from: null, to: '2025-03-07' },
    ],
    reason: null,
    created_at: '2025-03-07T09:00:00.000Z',
  },
];

const section = (name: string) => screen.getByRole('region', { name });

describe('/investigation/:id', () => {
  it('shows the sections with their signers, the costs, the related incidents and the history', async () => {
    mockInvestigationApi(
      'quality',
      signedInvestigation({
        costOfLabour: 100,
        costOfMaterial: 20.5,
        costAdjustment: -0.5,
        defectiveProductQuantity: '7',
        incidentDescription: 'A **cracked** housing.\n\n<script>alert(1)</script><b>raw</b>',
      }),
      { 'GET /v1/investigations/inv-1/history': () => json(HISTORY) },
    );
    renderApp('/investigation/inv-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investigation Details' })).toBeTruthy();
    expect(screen.getByText('Opened')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Incident 42' }).getAttribute('href')).toBe('/incident/i-1');
    await waitFor(() =>
      expect(within(section('Root cause')).getByText('Signed by Quinn Quality on 07-03-2025')).toBeTruthy(),
    );
    expect(within(section('Root cause')).getByText('Worn tool.')).toBeTruthy();
    expect(within(section('Root cause')).getByText('2.2 Wrong Setting')).toBeTruthy();
    expect(within(section('Conclusion / Additional Notes')).getByText('Open')).toBeTruthy();
    const outcome = section('Outcome');
    expect(within(outcome).getByText('£100.00')).toBeTruthy();
    expect(within(outcome).getByText('£20.50')).toBeTruthy();
    expect(within(outcome).getByText('-£0.50')).toBeTruthy();
    expect(within(outcome).getByText('£120.00')).toBeTruthy();
    expect(within(outcome).getByText('Yes')).toBeTruthy();
    expect(await screen.findByText('Root cause set to “Worn tool.”')).toBeTruthy();
    expect(screen.getByText('Root cause signed off by Quinn Quality on 07-03-2025')).toBeTruthy();
    expect(within(section('Incident Description')).getByText('cracked').tagName).toBe('STRONG');
    expect(within(section('Incident Description')).queryByText('raw')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit investigation' }).getAttribute('href')).toBe(
      '/investigation/inv-1/edit',
    );
  });

  it('shows dashes without related incidents or costs, and No when not justified', async () => {
    mockInvestigationApi(
      'quality',
      buildInvestigation({ relatedIncidents: [], incidentJustified: false, status: 'completed' }),
    );
    renderApp('/investigation/inv-1');
    await screen.findByRole('heading', { level: 1, name: 'Investigation Details' });
    expect(screen.getByText('Related incidents:').nextSibling?.textContent).toBe('-');
    const outcome = section('Outcome');
    const total = within(outcome).getByText('Total Cost').nextSibling;
    expect(total?.textContent).toBe('-');
    expect(within(outcome).getByText('No')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(within(section('Containment Action')).getByText('Open')).toBeTruthy();
  });

  it('hides the edit button from role user', async () => {
    mockInvestigationApi('user', buildInvestigation());
    renderApp('/investigation/inv-1');
    await screen.findByRole('heading', { level: 1, name: 'Investigation Details' });
    expect(screen.queryByRole('link', { name: 'Edit investigation' })).toBeNull();
  });

  it('sends an unknown id to /not-found', async () => {
    mockInvestigationApi('quality', buildInvestigation());
    const app = renderApp('/investigation/nope');
    await waitFor(() => expect(app.location()).toBe('/not-found'));
  });
});
