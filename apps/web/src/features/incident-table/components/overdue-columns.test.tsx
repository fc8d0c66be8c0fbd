import { overdueOnlyFilter } from '@qi/domain/incident-columns';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildIncidentItem, queryOf, SLOW, setupIncidentTable } from '../../../test/incident-table-setup';
import { incidentCell } from './incident-cell';

const noName = (id: string) => id;

function renderCell(node: ReturnType<typeof incidentCell>) {
  return render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>).container;
}

describe('the Due and Days overdue cells', () => {
  it('shows the due date DD-MM-YYYY and the days overdue in red only when late', () => {
    const late = buildIncidentItem({ dueDate: '2026-03-02', daysOverdue: 4 });
    expect(renderCell(incidentCell('dueDate', late, noName)).textContent).toBe('02-03-2026');
    renderCell(incidentCell('daysOverdue', late, noName));
    expect(screen.getByLabelText('4 days overdue').className).toContain('MuiChip-colorError');
    const onTime = buildIncidentItem({ dueDate: '2026-03-20', daysOverdue: 0 });
    expect(renderCell(incidentCell('daysOverdue', onTime, noName)).textContent).toBe('');
    expect(renderCell(incidentCell('dueDate', buildIncidentItem(), noName)).textContent).toBe('');
  });
});

describe("the incident list's Overdue only switch", { timeout: 30_000 }, () => {
  it('asks the server for overdue incidents only, and lets them all back when switched off', async () => {
    const { listPaths } = setupIncidentTable('/incidents');
    const user = userEvent.setup();
    await screen.findByText('42', {}, SLOW);
    const toggle = screen.getByRole('switch', { name: 'Overdue only' }) as HTMLInputElement;
    await user.click(toggle);
    await waitFor(() => expect(queryOf(listPaths().at(-1)).filters).toEqual([overdueOnlyFilter()]));
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    // The unfiltered page is still cached: the table shows it again without asking.
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(JSON.parse(sessionStorage.getItem('qi.incidentTable.list') ?? 'null')).toMatchObject({
      filters: [],
    });
  });

  it('is not offered on the home drafts table', async () => {
    setupIncidentTable('/home');
    await screen.findByText('42', {}, SLOW);
    expect(screen.queryByRole('switch', { name: 'Overdue only' })).toBeNull();
  });
});
