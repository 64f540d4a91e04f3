import { lazyComponent } from '../../../app/chunk-reload.ts';

/** One chunk for both charts and the chart library, asked for once the figures are on screen. */
const loadCharts = () => import('./analytics-charts.tsx');

/** Starts the download once the page has painted, while its figures are still on their way. */
export const preloadCharts = () => void loadCharts().catch(() => {});

export const SalesAreaChart = lazyComponent(loadCharts, (m) => m.SalesAreaChart);
export const MethodDonut = lazyComponent(loadCharts, (m) => m.MethodDonut);
