import type { PaymentMethod } from '@repasse/core/fees/fee-profile';

/** One colour per method, the same in the donut and in its legend. */
export const methodColors: Record<PaymentMethod, string> = {
  pix: 'teal.6',
  card: 'blue.6',
  boleto: 'orange.6',
};

/** The CSS value of a Mantine colour such as "teal.6". */
export const colorVariable = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** The sales chart's height, its skeleton's too. */
export const chartHeight = 320;
