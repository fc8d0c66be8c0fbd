import { SCAR_MSG, SCAR_TOAST } from '@qi/domain/scar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../../incidents/api/get-incident';
import { buildIncident, signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { buildScar, buildScarSummary } from './scar-fixtures';

const PHOTO = { id: 'a-1', name: 'crack.jpg', type: 'image/jpeg', size: 10, url: '/files/a-1' };
const OTHER = buildIncident({
  id: 'i-2',
  incidentNumber: 43,
  partNumber: 'PN-200',
  grnNumber: 'GRN-2',
  defectiveQuantity: 7,
  supplierId: 's-1',
});

function setup(role: 'quality' | 'user', incident: Partial<TIncidentDetails> = {}) {
  const { handlers } = signedInHandlers(role, role === 'quality' ? 'u-q' : 'u-1');
  const data = buildIncident({ supplierId: 's-1', grnNumber: 'GRN-1', attachments: [PHOTO], ...incident });
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/signatures': () => json([]),
    'GET /v1/scars': () =>
      json({
        items: [buildScarSummary({ id: 'sc-0', number: 'SCAR-0007' })],
        total: 1,
        page: 0,
        rowsPerPage: 25,
      }),
    'GET /v1/scar-defaults': () =>
      json({ acknowledge: 2, containment: 3, rootCause: 14, actions: 30, closure: 60 }),
    'GET /v1/suppliers/s-1/contacts': () =>
      json([
        { id: 'c-1', supplierId: 's-1', name: 'Carla Contact', email: 'carla@acme.example', active: true },
        { id: 'c-2', supplierId: 's-1', name: 'Gone Person', email: 'gone@acme.example', active: false },
      ]),
    'GET /v1/incidents': () =>
      json({ items: [data, OTHER], total: 2, totalCapped: false, page: 0, rowsPerPage: 50 }),
    'POST /v1/scars': () => json(buildScar({ id: 'sc-9' }), 201),
    'GET /v1/scars/sc-9': () => json(buildScar({ id: 'sc-9' })),
    'GET /v1/scars/sc-9/audit': () => json([]),
  });
  return { ...fetch, app: renderApp('/incident/i-1'), user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const section = () => screen.findByRole('region', { name: 'Supplier requests' }, { timeout: 10_000 });

describe('raising a SCAR from an incident', { timeout: 30_000 }, () => {
  it('lists the incident’s requests and raises one with the contact, incidents, lines, due dates and files', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00.000Z'), toFake: ['Date'] });
    try {
      const { user, requests, app } = setup('quality');
      const region = await section();
      expect((await within(region).findByRole('link', { name: 'SCAR-0007' })).getAttribute('href')).toBe(
        '/scars/sc-0',
      );
      expect(requests.some((r) => r.path.startsWith('/v1/scars?incidentId=i-1'))).toBe(true);
      await user.click(within(region).getByRole('button', { name: 'Raise SCAR' }));
      const dialog = await screen.findByRole('dialog', { name: 'Raise SCAR: Acme Castings' });
      expect((within(dialog).getByLabelText('D3 Containment') as HTMLInputElement).value).toBe('04-05-2026');
      expect((within(dialog).getByLabelText('D8 Closure') as HTMLInputElement).value).toBe('30-06-2026');
      expect(within(dialog).queryByRole('option', { name: /Gone Person/ })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Raise SCAR' }));
      expect((await within(dialog).findAllByText(SCAR_MSG.contactRequired)).length).toBeGreaterThan(0);
      expect(requests.some((r) => r.method === 'POST' && r.path === '/v1/scars')).toBe(false);

      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: 'Contact' }),
        'Carla Contact (carla@acme.example)',
      );
      await user.click(await within(dialog).findByRole('checkbox', { name: '#43 PN-200' }));
      expect((within(dialog).getByLabelText('Part number, line 2') as HTMLInputElement).value).toBe('PN-200');
      await user.type(within(dialog).getByLabelText('Lot, line 1'), 'L-7');
      await user.click(within(dialog).getByRole('radio', { name: 'Containment and action plan' }));
      expect(within(dialog).queryByLabelText('D4 Root cause')).toBeNull();
      await user.click(within(dialog).getByRole('checkbox', { name: 'crack.jpg (#42)' }));
      await user.type(within(dialog).getByLabelText('Request to the supplier'), 'Please contain.');
      await user.click(within(dialog).getByRole('button', { name: 'Raise SCAR' }));

      expect(await screen.findByText(SCAR_TOAST.raised)).toBeTruthy();
      expect(requests.find((r) => r.method === 'POST' && r.path === '/v1/scars')?.body).toEqual({
        supplierId: 's-1',
        contactId: 'c-1',
        incidentIds: ['i-1', 'i-2'],
        form: 'short',
        request: 'Please contain.',
        items: [
          { incidentId: 'i-1', partNumber: 'PN-100', lot: 'L-7', grnNumber: 'GRN-1', quantity: 3 },
          { incidentId: 'i-2', partNumber: 'PN-200', lot: '', grnNumber: 'GRN-2', quantity: 7 },
        ],
        dueDates: { acknowledge: '2026-05-03', containment: '2026-05-04', actions: '2026-05-31' },
        sharedAttachmentIds: ['a-1'],
      });
      await waitFor(() => expect(app.location()).toBe('/scars/sc-9'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown to a user', async () => {
    setup('user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Supplier requests' })).toBeNull();
  });

  it('lists but does not raise for a draft', async () => {
    setup('quality', { status: 'draft', incidentNumber: null });
    const region = await section();
    await within(region).findByRole('link', { name: 'SCAR-0007' });
    expect(within(region).queryByRole('button', { name: 'Raise SCAR' })).toBeNull();
  });
});
