import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { EMPTY_DATA } from '../../../test/factories';
import { buildIncidentItem } from '../../../test/incident-table-setup';
import { incidentCell } from './incident-cell';

/** Renders one cell with the bulk load already holding the suppliers. */
function renderCell(node: ReturnType<typeof incidentCell>) {
  const client = createQueryClient();
  client.setQueryData(['data'], {
    ...EMPTY_DATA,
    suppliers: [{ id: 's-1', name: 'Acme Castings', code: 'ACM', active: true }],
  });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>).container;
}

const noName = (id: string) => id;

describe('the severity, supplier and disposition cells', () => {
  it('shows the severity as a chip, the supplier by name and the disposition status label', () => {
    const item = buildIncidentItem({
      severity: 'critical',
      supplierId: 's-1',
      defectiveQuantity: 3,
      dispositionStatus: 'decided',
    });
    renderCell(incidentCell('severity', item, noName));
    expect(screen.getByText('Critical').closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    expect(renderCell(incidentCell('supplier', item, noName)).textContent).toBe('Acme Castings');
    expect(renderCell(incidentCell('dispositionStatus', item, noName)).textContent).toBe('Decided');
  });

  it('leaves them blank when there is nothing to show', () => {
    const item = buildIncidentItem({
      severity: null,
      supplierId: null,
      defectiveQuantity: 0,
      dispositionStatus: 'awaiting',
    });
    expect(renderCell(incidentCell('severity', item, noName)).textContent).toBe('');
    expect(renderCell(incidentCell('supplier', item, noName)).textContent).toBe('');
    expect(renderCell(incidentCell('dispositionStatus', item, noName)).textContent).toBe('');
  });
});
