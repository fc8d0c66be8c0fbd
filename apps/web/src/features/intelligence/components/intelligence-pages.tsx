// The route entry of the Intelligence pages (one lazily loaded chunk).
export { EditChartPage, NewChartPage } from './chart-pages';
export { IntelligencePage } from './intelligence-page';
