import type { TMyTask } from '@qi/domain/my-tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const task = (over: Partial<TMyTask>): TMyTask => ({
  kind: 'investigation-section',
  title: 'Containment Action — incident 42',
  incidentId: 'i-1',
  incidentNumber: 42,
  investigationId: 'inv-1',
  dueDate: '2026-03-02',
  daysOverdue: 0,
  link: '/investigation/inv-1',
  ...over,
});

function setup(items: TMyTask[]) {
  const user = signInAs('investigator');
  mockFetch({
    ...layoutHandlers(user),
    'GET /v1/my-tasks': () => json({ items }),
    'GET /v1/incidents': () => json({ items: [], total: 0, page: 0, rowsPerPage: 100 }),
  });
  return renderApp('/home');
}

describe("/home 'My tasks'", { timeout: 30_000 }, () => {
  it('lists the tasks in the order given (soonest due first), overdue marked, each a link', async () => {
    const app = setup([
      task({ daysOverdue: 6 }),
      task({
        kind: 'disposition-line',
        title: 'Disposition: Scrap × 3 — incident 43',
        dueDate: '2026-03-09',
        link: '/incident/i-2',
      }),
      task({
        kind: 'effectiveness-check',
        title: 'Check the fix held',
        dueDate: null,
        link: '/investigation/inv-2',
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'My tasks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Containment Action — incident 42',
      'Disposition: Scrap × 3 — incident 43',
      'Check the fix held',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('02-03-2026')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByLabelText('Overdue: 6 days overdue')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Effectiveness check')).toBeTruthy();
    await userEvent.setup().click(within(rows[1] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe('/incident/i-2'));
  });

  it('says when nothing is assigned', async () => {
    setup([]);
    expect(await screen.findByText('Nothing assigned to you.')).toBeTruthy();
  });
});
