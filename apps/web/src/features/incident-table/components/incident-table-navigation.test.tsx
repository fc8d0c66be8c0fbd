import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIncidentItem, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';

const investigated = buildIncidentItem({
  id: 'inc-7',
  incidentNumber: 77,
  investigationId: 'inv-3',
  investigationStatus: 'opened',
});

describe('incident table navigation', { timeout: 30_000 }, () => {
  it('gives each row real links, for a new tab', async () => {
    setupIncidentTable('/incidents', { items: [buildIncidentItem(), investigated] });
    const table = await screen.findByRole('table', { name: 'Incidents' }, SLOW);
    const number = await within(table).findByRole('link', { name: '77' }, SLOW);
    expect(number.getAttribute('href')).toBe('/incident/inc-7');
    const row = within(number.closest('tr') as HTMLElement);
    expect(row.getByRole('link', { name: 'Open incident' }).getAttribute('href')).toBe('/incident/inc-7');
    expect(row.getByRole('link', { name: 'Open investigation' }).getAttribute('href')).toBe(
      '/investigation/inv-3',
    );
  });

  it('opens the incident on a click anywhere on its row', async () => {
    const { app } = setupIncidentTable('/incidents', { items: [investigated] });
    await userEvent.setup().click(await screen.findByText('Widget', {}, SLOW));
    await waitFor(() => expect(app.location()).toBe('/incident/inc-7'));
  });

  it('starts with the triage columns after the incident number', async () => {
    setupIncidentTable('/incidents');
    const table = await screen.findByRole('table', { name: 'Incidents' }, SLOW);
    await within(table).findByText('42', {}, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 8)).toEqual([
      'Actions',
      'Incident Number',
      'Status',
      'Severity',
      'Disposition',
      'Investigation',
      'Incident Justified',
      'Incident Location',
    ]);
  });

  it('makes each page a history entry, so Back returns to the page before', async () => {
    const { app } = setupIncidentTable('/incidents');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=1&rowsPerPage=100'));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=2&rowsPerPage=100'));

    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/incidents?page=1&rowsPerPage=100'));
    // The page shown follows the URL (the answer for page 1 comes from the cache).
    expect(await screen.findByText('101–200 of 250')).toBeTruthy();
    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/incidents'));
    expect(screen.getByRole('table', { name: 'Incidents' })).toBeTruthy();
  });

  it('returns to the first page in place when the sort changes', async () => {
    const { app } = setupIncidentTable('/incidents');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=1&rowsPerPage=100'));
    await user.click(screen.getByRole('button', { name: 'Reported By' }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=0&rowsPerPage=100'));
    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/incidents'));
  });

  it("says 'Loading…' rather than '0–0 of 0' until the first page comes", async () => {
    let release = () => {};
    const listGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setupIncidentTable('/incidents', { listGate });
    await screen.findByRole('table', { name: 'Incidents' }, SLOW);
    expect(await screen.findByText('Loading…', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();
    release();
    expect(await screen.findByText('1–100 of 250', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
