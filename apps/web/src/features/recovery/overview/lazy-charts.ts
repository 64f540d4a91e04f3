import { lazyComponent } from '../../../app/chunk-reload.ts';

/**
 * The channel chart and the chart library in one chunk, asked for only when the chart's card
 * comes near the screen (WhenSeen): never part of a first visit.
 */
export const ChannelChart = lazyComponent(
  () => import('./channel-chart.tsx'),
  (m) => m.ChannelChart,
);
