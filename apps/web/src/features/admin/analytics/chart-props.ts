import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { AnalyticsFormat } from './use-analytics-format.ts';

/** One colour per method in every chart and table. */
export const methodColors: Record<PaymentMethod, string> = {
  pix: 'teal.6',
  card: 'blue.6',
  boleto: 'orange.6',
};

/** Props of a chart drawing centavos: short amounts on the axis, full ones in the tooltip. */
export const moneyChartProps = (format: AnalyticsFormat) => ({
  valueFormatter: format.money,
  yAxisProps: { tickFormatter: format.compactMoney, width: 76 },
  tooltipAnimationDuration: 0,
});

/** Props of a chart drawing percentages (0–100). */
export const rateChartProps = (format: AnalyticsFormat) => ({
  valueFormatter: (value: number) => format.rate(value),
  yAxisProps: { width: 52, domain: [0, 100] as [number, number], tickFormatter: format.axisRate },
  tooltipAnimationDuration: 0,
});
