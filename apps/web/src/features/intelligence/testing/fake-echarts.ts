import type { EChartsCoreOption } from 'echarts/core';
import { type Mock, vi } from 'vitest';
import type { ChartInstance } from '../lib/echarts-setup';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

export interface FakeChart extends ChartInstance {
  setOption: Mock<(option: EChartsCoreOption, notMerge?: boolean) => void>;
  getDataURL: Mock<ChartInstance['getDataURL']>;
}

/** The fake ECharts instances handed out so far (jsdom has no canvas). */
export const fakeCharts: FakeChart[] = [];

/** Stands in for '../lib/echarts-setup': `vi.mock('../lib/echarts-setup', () => import('../testing/fake-echarts'))`. */
export function createChart(): ChartInstance {
  const instance: FakeChart = {
    setOption: vi.fn<(option: EChartsCoreOption, notMerge?: boolean) => void>(),
    resize: vi.fn(),
    dispose: vi.fn(),
    getDataURL: vi.fn<ChartInstance['getDataURL']>(() => PNG_DATA_URL),
  };
  fakeCharts.push(instance);
  return instance;
}
