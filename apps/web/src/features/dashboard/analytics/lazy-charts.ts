import { lazyComponent } from '../../../app/chunk-reload.ts';

/**
 * One chunk for both charts and the chart library, asked for only when a chart's card comes near
 * the screen (WhenSeen): on a phone they are below the fold, and a first visit never pays for them.
 */
const loadCharts = () => import('./analytics-charts.tsx');

export const SalesAreaChart = lazyComponent(loadCharts, (m) => m.SalesAreaChart);
export const MethodDonut = lazyComponent(loadCharts, (m) => m.MethodDonut);
