import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildSignal } from './signal-fixtures';

const OPEN = buildSignal();
const POISSON = buildSignal({
  id: 's-2',
  rule: { id: 'r-2', name: 'Unusual suppliers', group: 'supplier' },
  groupKey: 'sup-1',
  groupLabel: 'Acme Castings',
  observed: 11,
  expected: 2.04,
  pValue: 0.00001,
  status: 'dismissed',
  dismissalReason: 'Known issue.',
});

function setup(path = '/signals', role: 'quality' | 'user' = 'quality') {
  const fetch = mockFetch({
    ...layoutHandlers(signInAs(role)),
    'GET /v1/signals': (r) => {
      const status = new URL(r.path, 'http://localhost').searchParams.get('status');
      const items = [OPEN, POISSON].filter((s) => status === null || s.status === status);
      return json({ items, total: items.length, page: 0, rowsPerPage: 25 });
    },
  });
  return { ...fetch, app: renderApp(path) };
}

describe('/signals (the Signals inbox)', () => {
  it('lists the open signals: group, rule, observed against expected, weekly counts and when raised', async () => {
    const { requests } = setup();
    const link = await screen.findByRole('link', { name: 'PN-100' });
    expect(link.getAttribute('href')).toBe('/signals/s-1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Part number')).toBeTruthy();
    expect(within(row).getByText('Repeat parts')).toBeTruthy();
    expect(within(row).getByText('4 incidents (threshold 3)')).toBeTruthy();
    expect(
      within(row).getByRole('img', {
        name: 'Incidents a week over the last 12 weeks, oldest first: 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 4',
      }),
    ).toBeTruthy();
    expect(within(row).getByText('12-03-2026 to 18-03-2026')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(screen.queryByText('Acme Castings')).toBeNull();
    expect(requests.find((r) => r.path.startsWith('/v1/signals'))?.path).toBe(
      '/v1/signals?status=open&page=0&rowsPerPage=25',
    );
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const { requests, app } = setup();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'PN-100' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Dismissed');
    const link = await screen.findByRole('link', { name: 'Acme Castings' });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('11 incidents (2.0 expected)')).toBeTruthy();
    expect(within(row).getByText('Dismissed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PN-100' })).toBeNull();
    await waitFor(() => expect(app.location()).toBe('/signals?status=dismissed&page=0&rowsPerPage=25'));
    expect(requests.some((r) => r.path === '/v1/signals?status=dismissed&page=0&rowsPerPage=25')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All signals');
    await screen.findByRole('link', { name: 'PN-100' });
    expect(requests.some((r) => r.path === '/v1/signals?page=0&rowsPerPage=25')).toBe(true);
  });

  it('says so when there are none', async () => {
    setup('/signals?status=linked');
    expect(await screen.findByText('No signals.')).toBeTruthy();
  });

  it('is the quality team’s: a user is sent home, and only the quality team has the tile', async () => {
    const { app } = setup('/signals', 'user');
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Intelligence' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Signals' })).toBeNull();
  });

  it('is reached from the Signals tile on the home page', async () => {
    const { app } = setup('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Signals' }));
    await waitFor(() => expect(app.location()).toBe('/signals'));
    expect(await screen.findByRole('heading', { name: 'Signals' })).toBeTruthy();
  });
});
