import { describe, expect, it } from 'vitest';
import { chartColumnLabel } from './chart-columns';
import { groupLabel } from './chart-text';

describe('chart groups and columns in words', () => {
  it('reads the ids the server groups by as their labels', () => {
    expect(groupLabel('status', 'under-investigation')).toBe('Under Investigation');
    expect(groupLabel('severity', 'critical')).toBe('Critical');
    expect(groupLabel('dispositionStatus', 'approved')).toBe('Approved');
    expect(groupLabel('dispositionDecision', 'return-to-supplier')).toBe('Return to supplier');
    expect(groupLabel('supplier', 'Acme Castings')).toBe('Acme Castings');
  });

  it('offers the disposition columns', () => {
    expect(chartColumnLabel('dispositionDecision')).toBe('Disposition Decision');
    expect(chartColumnLabel('scrapQuantity')).toBe('Scrap Quantity');
    expect(chartColumnLabel('dispositionCost')).toBe('Disposition Cost');
    expect(chartColumnLabel('severity')).toBe('Severity');
  });
});
