import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '@qi/domain/incident-status';
import { INVESTIGATION_STATUS_LABELS, type InvestigationStatus } from '@qi/domain/investigation';
import type { TChart } from '@qi/domain/report';
import type { EChartsCoreOption } from 'echarts/core';
import type { TChartPoint } from '../api/get-chart-series';
import { chartColumnLabel } from './chart-columns';

export type ChartLook = Pick<TChart, 'chartType' | 'value1' | 'value2' | 'xLabel' | 'yLabel1' | 'yLabel2'> &
  Partial<Pick<TChart, 'groupBy'>>;

/** Status groups read as their labels ('under-investigation' → 'Under Investigation'). */
function groupLabel(groupBy: string | undefined, group: string): string {
  if (groupBy === 'status') return INCIDENT_STATUS_LABELS[group as IncidentStatus] ?? group;
  if (groupBy === 'investigationStatus') {
    return INVESTIGATION_STATUS_LABELS[group as InvestigationStatus] ?? group;
  }
  return group;
}

const NO_DATA = {
  text: 'No data',
  left: 'center',
  top: 'middle',
  textStyle: { fontSize: 14, fontWeight: 'normal', color: '#666' },
};

/**
 * The ECharts option of a chart: bars (value 1); bars on the left axis and a line (value 2) on the right
 * axis; or a pie of value 1 per group. Axis names come from the chart's labels.
 */
export function chartOption(chart: ChartLook, points: readonly TChartPoint[]): EChartsCoreOption {
  const groups = points.map((p) => groupLabel(chart.groupBy, p.group));
  const name1 = chart.yLabel1 || chartColumnLabel(chart.value1);
  const name2 = chart.yLabel2 || chartColumnLabel(chart.value2);
  const base = { animation: false, ...(points.length === 0 ? { title: NO_DATA } : {}) };

  if (chart.chartType === 'pieChart') {
    return {
      ...base,
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: name1,
          radius: '65%',
          data: points.map((p, i) => ({ name: groups[i], value: p.value1 })),
        },
      ],
    };
  }

  const withLine = chart.chartType === 'barChartWithLine';
  const valueAxis = (name: string) => ({ type: 'value', name, nameLocation: 'middle', nameGap: 50 });
  return {
    ...base,
    tooltip: { trigger: 'axis' },
    ...(withLine ? { legend: { top: 0 } } : {}),
    grid: { left: 72, right: withLine ? 72 : 24, top: withLine ? 40 : 24, bottom: 72, containLabel: false },
    xAxis: {
      type: 'category',
      data: groups,
      name: chart.xLabel,
      nameLocation: 'middle',
      nameGap: 50,
      axisLabel: { interval: 0, rotate: groups.length > 6 ? 30 : 0, hideOverlap: true },
    },
    yAxis: withLine ? [valueAxis(name1), valueAxis(name2)] : valueAxis(name1),
    series: [
      { type: 'bar', name: name1, yAxisIndex: 0, data: points.map((p) => p.value1) },
      ...(withLine
        ? [{ type: 'line', name: name2, yAxisIndex: 1, data: points.map((p) => p.value2 ?? 0) }]
        : []),
    ],
  };
}
