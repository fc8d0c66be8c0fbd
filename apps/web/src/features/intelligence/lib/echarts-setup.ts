import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Loaded only by the chart component's dynamic import: ECharts stays out of the other pages' bundles.
use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  CanvasRenderer,
]);

/** The part of an ECharts instance the app uses. */
export interface ChartInstance {
  setOption(option: EChartsCoreOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  getDataURL(options: { type: 'png'; pixelRatio: number; backgroundColor: string }): string;
}

export function createChart(element: HTMLElement): ChartInstance {
  return init(element, null, { renderer: 'canvas' });
}
