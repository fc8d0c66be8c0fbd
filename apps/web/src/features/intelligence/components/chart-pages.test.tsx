import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportPuts, SLOW, seriesBodies, setupIntelligence } from '../../../test/intelligence-setup';

/** A field by its label, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`);
const putCharts = (requests: Parameters<typeof reportPuts>[0]) =>
  (reportPuts(requests)[0]?.body as { charts: Record<string, unknown>[] } | undefined)?.charts ?? [];
const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;

describe('/intelligence/new', () => {
  it('shows Value (2) and Value 2 Label only for a bar chart with line', async () => {
    setupIntelligence('/intelligence/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText(labelled('Value (2)'))).toBeNull();
    expect(screen.queryByLabelText('Value 2 Label')).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(field('Chart Type'), 'Bar chart with line');
    expect(field('Value (2)').value).toBe('incidentDate');
    expect(screen.getByLabelText('Value 2 Label')).toBeTruthy();
    await user.selectOptions(field('Chart Type'), 'Pie chart');
    expect(screen.queryByLabelText(labelled('Value (2)'))).toBeNull();
  });

  it('asks the series again when Group by changes, and keeps the limit numeric', async () => {
    const { requests } = setupIntelligence('/intelligence/new');
    await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW);
    await waitFor(() => expect(seriesBodies(requests)[0]).toMatchObject({ groupBy: 'incidentDate' }));
    const user = userEvent.setup();
    await user.selectOptions(field('Group by'), 'Root Cause Category');
    await waitFor(() =>
      expect(seriesBodies(requests).at(-1)).toMatchObject({ groupBy: 'rootCauseCategory', limit: '' }),
    );
    await user.type(field('Limit'), 'abc');
    expect(field('Limit').value).toBe('');
    await user.type(field('Limit'), '12');
    expect(field('Limit').value).toBe('12');
    await waitFor(() => expect(seriesBodies(requests).at(-1)).toMatchObject({ limit: 12 }));
  });

  it('adds the chart after the confirm question and goes back to /intelligence', async () => {
    const { requests, app } = setupIntelligence('/intelligence/new', { role: 'quality' });
    await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW);
    const user = userEvent.setup();
    await user.type(field('Title'), 'Costs');
    await user.selectOptions(field('Group by'), 'Root Cause Category');
    await user.click(screen.getByRole('button', { name: 'Add chart' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.addChart });
    expect(reportPuts(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.chartAdded)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/intelligence'));
    const charts = putCharts(requests);
    expect(charts.map((c) => c.id).slice(0, 3)).toEqual(['c-1', 'c-2', 'c-3']);
    expect(charts[3]).toMatchObject({
      title: 'Costs',
      chartType: 'barChart',
      groupBy: 'rootCauseCategory',
      value1: 'incidentDate',
      visible: true,
      filter: [],
    });
    // The server owns chart ids: the added chart is sent without one.
    expect(charts[3]).not.toHaveProperty('id');
  });

  it('tells when adding fails and stays on the form', async () => {
    const { app } = setupIntelligence('/intelligence/new', { failPut: true });
    await screen.findByRole('heading', { level: 1, name: 'Add New Chart' }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add chart' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.addChart })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(TOAST.chartAddFailed, { exact: false })).toBeTruthy();
    expect(app.location()).toBe('/intelligence/new');
  });

  it.each(['user', 'investigator'] as const)('sends %s to /intelligence', async (role) => {
    const { app } = setupIntelligence('/intelligence/new', { role });
    await waitFor(() => expect(app.location()).toBe('/intelligence'), SLOW);
  });
});

describe('/intelligence/:id/edit', () => {
  it('sends an unknown chart id to /intelligence', async () => {
    const { app } = setupIntelligence('/intelligence/nope/edit');
    await waitFor(() => expect(app.location()).toBe('/intelligence'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intelligence' })).toBeTruthy();
  });

  it('saves the edited chart after the confirm question', async () => {
    const { requests, app } = setupIntelligence('/intelligence/c-2/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Chart' }, SLOW)).toBeTruthy();
    expect(field('Title').value).toBe('Cost by product');
    expect(field('Value (2)').value).toBe('incidentDate');
    const user = userEvent.setup();
    await user.selectOptions(field('Value (2)'), 'Total Cost');
    await user.type(field('Value 2 Label'), 'Total £');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(TOAST.chartUpdated)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/intelligence'));
    const charts = putCharts(requests);
    expect(charts).toHaveLength(3);
    expect(charts[1]).toMatchObject({
      id: 'c-2',
      value2: 'costTotal',
      yLabel2: 'Total £',
      groupBy: 'product',
    });
  });

  it("edits the chart's filter through a column's 'Filter Values' dialog", async () => {
    const { requests } = setupIntelligence('/intelligence/c-1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Chart' }, SLOW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filter GRN Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Values' });
    await user.type(within(dialog).getByLabelText('Contains'), 'S123');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(seriesBodies(requests).at(-1)).toMatchObject({
        filter: [{ key: 'grnNumber', contains: 'S123' }],
      }),
    );
    const list = requests.filter((r) => r.path.startsWith('/v1/incidents?')).at(-1);
    expect(JSON.parse(new URLSearchParams(list?.path.split('?')[1]).get('filters') ?? '[]')).toMatchObject([
      { key: 'grnNumber', contains: 'S123' },
    ]);
    expect(new URLSearchParams(list?.path.split('?')[1]).get('rowsPerPage')).toBe('100');
  });

  it('asks before discarding and goes back to /intelligence', async () => {
    const { app } = setupIntelligence('/intelligence/c-1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Chart' }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.discard })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/intelligence'));
  });
});
