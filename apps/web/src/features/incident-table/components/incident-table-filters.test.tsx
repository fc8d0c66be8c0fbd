import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryOf, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';
import { renderApp } from '../../../test/render-app';

// GRN Number is hidden by default: the saved column choices show it.
const withGrn = [{ id: 'grnNumber', selected: true }];

async function openFilter(label: string) {
  const user = userEvent.setup();
  await screen.findByText('42', {}, SLOW);
  await user.click(screen.getByRole('button', { name: `Filter ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter Values' });
  return { user, dialog };
}

// Many clicks each: allow for a busy machine.
describe('Filter Values', { timeout: 30_000 }, () => {
  it('lists the distinct values of a category column and filters by the chosen ones', async () => {
    const { requests, listPaths } = setupIncidentTable('/incidents?page=1&rowsPerPage=100');
    const { user, dialog } = await openFilter('Product');
    await within(dialog).findByLabelText('Widget (4)', {}, SLOW);
    expect(requests.some((r) => r.path === '/v1/incidents/distinct?column=product&view=list')).toBe(true);
    expect(within(dialog).getByLabelText('Gadget (2)')).toBeTruthy();
    expect(within(dialog).getByLabelText('(Empty) (1)')).toBeTruthy();
    expect((within(dialog).getByLabelText('Select all') as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByLabelText('Gadget (2)'));
    await user.click(within(dialog).getByLabelText('(Empty) (1)'));
    expect((within(dialog).getByLabelText('Select all') as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(queryOf(listPaths().at(-1))).toMatchObject({
        page: '0',
        filters: [
          {
            key: 'product',
            type: 'category',
            allowEmpty: false,
            allowAll: false,
            filter: ['Widget'],
            contains: '',
            from: null,
            to: null,
          },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter Product (active)' })).toBeTruthy();
  });

  it('lists no empty choice when no row is empty', async () => {
    setupIncidentTable('/incidents', {
      distinct: [
        { value: 'Widget', label: 'Widget', count: 4 },
        { value: 'Gadget', label: 'Gadget', count: 2 },
      ],
    });
    const { dialog } = await openFilter('Product');
    await within(dialog).findByLabelText('Widget (4)', {}, SLOW);
    expect(within(dialog).queryByLabelText(/\(Empty\)/)).toBeNull();
    expect((within(dialog).getByLabelText('Select all') as HTMLInputElement).checked).toBe(true);
  });

  it('builds a contains filter for a text column', async () => {
    const { listPaths } = setupIncidentTable('/incidents', { incidentsFilter: withGrn });
    const { user, dialog } = await openFilter('GRN Number');
    await user.type(within(dialog).getByLabelText('Contains'), 'GRN-7');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1)).filters).toEqual([
        expect.objectContaining({ key: 'grnNumber', type: 'string', contains: 'GRN-7' }),
      ]),
    );
  });

  it('builds From/To bounds for a numeric column', async () => {
    const { listPaths } = setupIncidentTable('/incidents');
    const { user, dialog } = await openFilter('Defective Quantity');
    await user.type(within(dialog).getByLabelText('From'), '2');
    await user.type(within(dialog).getByLabelText('To'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1)).filters).toEqual([
        expect.objectContaining({
          key: 'defectiveQuantity',
          type: 'numeric',
          from: 2,
          to: 10,
          allowEmpty: false,
        }),
      ]),
    );
  });

  it('builds month bounds for a date column', async () => {
    const { listPaths } = setupIncidentTable('/incidents');
    const { user, dialog } = await openFilter('Incident Date');
    const from = within(dialog).getByLabelText('From') as HTMLInputElement;
    // Typed MM-YYYY with a placeholder, not the browser's empty month pattern.
    expect(from.placeholder).toBe('MM-YYYY');
    expect(from.value).toBe('');
    await user.type(from, '032026');
    expect(from.value).toBe('03-2026');
    await user.type(within(dialog).getByLabelText('To'), '13');
    await user.tab();
    expect(within(dialog).getByText('Enter the month as MM-YYYY')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queryOf(listPaths().at(-1)).filters).toEqual([
        expect.objectContaining({ key: 'incidentDate', type: 'date', from: '2026-03', to: null }),
      ]),
    );
  });

  it('restores search, sort and filters from sessionStorage after a reload, per table', async () => {
    const first = setupIncidentTable('/incidents', { incidentsFilter: withGrn });
    const { user, dialog } = await openFilter('GRN Number');
    await user.type(within(dialog).getByLabelText('Contains'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(queryOf(first.listPaths().at(-1))).toMatchObject({ sortBy: 'status' }));
    const stored = JSON.parse(sessionStorage.getItem('qi.incidentTable.list') ?? 'null');
    expect(stored).toMatchObject({
      sortBy: 'status',
      sortDir: 'asc',
      filters: [{ key: 'grnNumber', contains: 'abc' }],
    });
    expect(sessionStorage.getItem('qi.incidentTable.drafts')).toBeNull();

    cleanup();
    first.requests.length = 0;
    renderApp('/incidents');
    await screen.findByText('42', {}, SLOW);
    const restored = queryOf(first.listPaths()[0]);
    expect(restored).toMatchObject({ sortBy: 'status', sortDir: 'asc', view: 'list' });
    expect(restored.filters).toEqual([expect.objectContaining({ key: 'grnNumber', contains: 'abc' })]);
    expect(screen.getByRole('button', { name: 'Filter GRN Number (active)' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(queryOf(first.listPaths().at(-1)).filters).toBeUndefined());
    expect(JSON.parse(sessionStorage.getItem('qi.incidentTable.list') ?? 'null').filters).toEqual([]);
  });
});
