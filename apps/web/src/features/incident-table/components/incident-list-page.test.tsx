import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIncidentItem, queryOf, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';

const draft = buildIncidentItem({
  id: 'inc-2',
  incidentNumber: null,
  status: 'draft',
  investigationId: 'inv-9',
  investigationStatus: 'completed',
  incidentJustified: false,
});

describe('/incidents', { timeout: 30_000 }, () => {
  it('asks the server for the first page with the default sort and shows the cells', async () => {
    const { listPaths } = setupIncidentTable('/incidents', { items: [buildIncidentItem(), draft] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Incidents' }, SLOW)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Incidents' }, SLOW);
    await within(table).findByText('42', {}, SLOW);
    expect(listPaths()[0]).toBe(
      '/v1/incidents?page=0&rowsPerPage=100&sortBy=incidentNumber&sortDir=desc&view=list',
    );
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('Bob Smith')).toBeTruthy();
    expect(first.getByText('05-03-2026')).toBeTruthy();
    expect(first.getByText('Plant A')).toBeTruthy();
    expect(first.getByText('Submitted')).toBeTruthy();
    expect(first.getByText('Yes')).toBeTruthy();
    expect((first.getByRole('button', { name: 'Open investigation' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('–')).toBeTruthy();
    expect(second.getByText('Completed')).toBeTruthy();
    expect(second.getByText('Draft')).toBeTruthy();
    expect(second.getByText('No')).toBeTruthy();
    expect(screen.getByText('250 incidents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report Incident' }).getAttribute('href')).toBe('/incident/new');
  });

  it('keeps page and rowsPerPage in the URL and sends them to the server', async () => {
    const { app, listPaths } = setupIncidentTable('/incidents');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=1&rowsPerPage=100'));
    await waitFor(() => expect(queryOf(listPaths().at(-1))).toMatchObject({ page: '1', rowsPerPage: '100' }));

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '200' }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=0&rowsPerPage=200'));
    await waitFor(() => expect(queryOf(listPaths().at(-1))).toMatchObject({ page: '0', rowsPerPage: '200' }));
  });

  it('says "10,000+" for a capped total and still pages on past it', async () => {
    const { app } = setupIncidentTable('/incidents?page=99&rowsPerPage=100', {
      total: { total: 10_000, totalCapped: true },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('10,000+ incidents', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('9901–10000 of 10,000+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location()).toBe('/incidents?page=100&rowsPerPage=100'));
  });

  it('reads page and rowsPerPage from the URL', async () => {
    const { listPaths } = setupIncidentTable('/incidents?page=2&rowsPerPage=50');
    await screen.findByText('42', {}, SLOW);
    expect(queryOf(listPaths()[0])).toMatchObject({ page: '2', rowsPerPage: '50' });
  });

  it('sorts on the server and goes back to the first page', async () => {
    const { app, listPaths } = setupIncidentTable('/incidents?page=1&rowsPerPage=100');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Reported By' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1))).toMatchObject({ page: '0', sortBy: 'reportedBy', sortDir: 'asc' }),
    );
    expect(app.location()).toBe('/incidents?page=0&rowsPerPage=100');
    await user.click(screen.getByRole('button', { name: 'Reported By' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1))).toMatchObject({ sortBy: 'reportedBy', sortDir: 'desc' }),
    );
  });

  it('searches after the typing pauses', async () => {
    const { listPaths } = setupIncidentTable('/incidents');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'widget');
    await waitFor(() => expect(queryOf(listPaths().at(-1)).search).toBe('widget'));
    // One request for the whole word: the box waits for the typing to pause.
    expect(listPaths().filter((p) => p.includes('search=')).length).toBe(1);
  });

  it('opens the investigation from its row', async () => {
    const { app } = setupIncidentTable('/incidents', { items: [draft] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open investigation' }, SLOW));
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-9'));
  });

  it('opens the incident from its row', async () => {
    const { app } = setupIncidentTable('/incidents', { items: [draft] });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open incident' }, SLOW));
    await waitFor(() => expect(app.location()).toBe('/incident/inc-2'));
  });

  it("shows 'No incidents' for an empty list", async () => {
    setupIncidentTable('/incidents', { items: [] });
    expect(await screen.findByText('No incidents', {}, SLOW)).toBeTruthy();
  });
});
