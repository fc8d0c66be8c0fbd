import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { signedInHandlers } from '../../incidents/testing/incident-fixtures';
import { buildScarSummary } from './scar-fixtures';

const OPEN = buildScarSummary();
const CLOSED = buildScarSummary({
  id: 'sc-2',
  number: 'SCAR-0002',
  status: 'closed',
  supplier: { id: 's-3', name: 'Bright Plastics' },
  contactName: 'Pat Plastics',
  nextDue: null,
  awaitingReview: 0,
  closedAt: '2026-06-01T10:00:00.000Z',
});

function setup(path = '/scars', role: 'quality' | 'admin' | 'user' = 'quality') {
  const { handlers } = signedInHandlers(role, role === 'quality' ? 'u-q' : 'u-1');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/scars': (r) => {
      const params = new URL(r.path, 'http://localhost').searchParams;
      const items = [OPEN, CLOSED].filter(
        (s) =>
          (!params.get('status') || s.status === params.get('status')) &&
          (!params.get('supplierId') || s.supplier.id === params.get('supplierId')),
      );
      return json({ items, total: items.length, page: 0, rowsPerPage: 25 });
    },
  });
  return { ...fetch, app: renderApp(path) };
}

describe('/scars (supplier requests)', { timeout: 20_000 }, () => {
  it('lists the open requests: number, supplier, contact, status, next milestone due and when raised', async () => {
    const { requests } = setup();
    const link = await screen.findByRole('link', { name: 'SCAR-0001' });
    expect(link.getAttribute('href')).toBe('/scars/sc-1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Acme Castings')).toBeTruthy();
    expect(within(row).getByText('Carla Contact')).toBeTruthy();
    expect(within(row).getByText('#42')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('2 to review')).toBeTruthy();
    expect(within(row).getByText('D4 Root cause, 15-05-2026')).toBeTruthy();
    expect(within(row).getByText('01-05-2026 10:00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SCAR-0002' })).toBeNull();
    expect(requests.find((r) => r.path.startsWith('/v1/scars'))?.path).toBe(
      '/v1/scars?status=open&page=0&rowsPerPage=25',
    );
  });

  it('filters by status and supplier on the server and keeps the filters in the URL', async () => {
    const { requests, app } = setup();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'SCAR-0001' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All requests');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Supplier' }), 'Bright Plastics');
    await screen.findByRole('link', { name: 'SCAR-0002' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'SCAR-0001' })).toBeNull());
    expect(app.location()).toBe('/scars?status=all&supplierId=s-3&page=0&rowsPerPage=25');
    expect(requests.some((r) => r.path === '/v1/scars?supplierId=s-3&page=0&rowsPerPage=25')).toBe(true);
  });

  it('says so when there are none', async () => {
    setup('/scars?status=revoked');
    expect(await screen.findByText('No supplier requests.')).toBeTruthy();
  });

  it('is the quality team’s: a user is sent home and has no tile', async () => {
    const { app } = setup('/scars', 'user');
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Intelligence' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Supplier requests' })).toBeNull();
  });

  it('is reached from the Supplier requests tile on the home page', async () => {
    const { app } = setup('/home', 'admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Supplier requests' }));
    await waitFor(() => expect(app.location()).toBe('/scars'));
    expect(await screen.findByRole('heading', { name: 'Supplier requests' })).toBeTruthy();
  });
});
