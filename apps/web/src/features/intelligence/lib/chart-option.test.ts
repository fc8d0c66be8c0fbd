import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-option';

const look = {
  chartType: 'pieChart',
  value1: 'incidentNumber',
  value2: 'incidentNumber',
  xLabel: '',
  yLabel1: '',
  yLabel2: '',
} as const;

describe('chartOption', () => {
  it('shows incident status groups by their labels', () => {
    const option = chartOption({ ...look, groupBy: 'status' }, [
      { group: 'under-investigation', value1: 3, value2: 0 },
      { group: 'closed', value1: 2, value2: 0 },
    ]) as { series: { data: { name: string }[] }[] };
    expect(option.series[0]?.data.map((d) => d.name)).toEqual(['Under Investigation', 'Closed']);
  });

  it('keeps other groups as they are', () => {
    const option = chartOption({ ...look, groupBy: 'product' }, [
      { group: 'Pump', value1: 1, value2: 0 },
    ]) as {
      series: { data: { name: string }[] }[];
    };
    expect(option.series[0]?.data[0]?.name).toBe('Pump');
  });
});
