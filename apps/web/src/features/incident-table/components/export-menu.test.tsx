import { todayIso } from '@qi/domain/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOf, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';

let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => vi.restoreAllMocks());

async function exportAs(format: 'CSV' | 'XLSX') {
  const user = userEvent.setup();
  await screen.findByText('42', {}, SLOW);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
}

describe('Export', { timeout: 30_000 }, () => {
  it('exports the filtered, sorted list without paging as IncidentLogYYYYMMDD.csv', async () => {
    sessionStorage.setItem(
      'qi.incidentTable.list',
      JSON.stringify({ search: 'bolt', sortBy: 'status', sortDir: 'asc', filters: [] }),
    );
    const { requests } = setupIncidentTable('/incidents?page=2&rowsPerPage=50');
    await exportAs('CSV');
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = requests.find((r) => r.path.startsWith('/v1/incidents/export.csv'));
    expect(call?.path.split('?')[0]).toBe('/v1/incidents/export.csv');
    const query = queryOf(call?.path);
    expect(query).toEqual({ search: 'bolt', sortBy: 'status', sortDir: 'asc', view: 'list' });
    expect(saved[0]?.name).toBe(`IncidentLog${todayIso().replaceAll('-', '')}.csv`);
  });

  it("prefers the server's file name for XLSX", async () => {
    const { requests } = setupIncidentTable('/incidents');
    await exportAs('XLSX');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('IncidentLog20260101.xlsx');
    expect(
      requests.some(
        (r) => r.path === '/v1/incidents/export.xlsx?sortBy=incidentNumber&sortDir=desc&view=list',
      ),
    ).toBe(true);
  });
});
