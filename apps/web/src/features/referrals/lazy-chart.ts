import { lazyComponent } from '../../app/chunk-reload.ts';

/** The earnings chart and the chart library in one chunk, asked for when the card comes near. */
export const EarningsChart = lazyComponent(
  () => import('./earnings-chart.tsx'),
  (m) => m.EarningsChart,
);
