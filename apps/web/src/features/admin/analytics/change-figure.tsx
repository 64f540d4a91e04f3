import { Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import type { Better, Direction } from './change.ts';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type ChangeFigureProps = {
  direction: Direction;
  /** Signed decimal text; null when there is no percentage to show (previous was 0). */
  change: `${number}` | null;
  /** `percent` for amounts and counts, `points` between two rates. */
  unit: 'percent' | 'points';
  better: Better;
};

const icons = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconArrowRight };

/** "↗ +12.5%" in green when the change is good news, red when it is not. */
export function ChangeFigure({ direction, change, unit, better }: ChangeFigureProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  if (change === null) return null;
  const Icon = icons[direction];
  const tone =
    direction === 'flat' || better === 'neither'
      ? classes.flat
      : direction === better
        ? classes.good
        : classes.bad;
  const text = t(`admin.analytics.change.${unit}`, { value: format.signed(change) });
  return (
    <Text
      component="span"
      size="sm"
      fw={600}
      className={`${classes.figure} ${tone}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }}
    >
      <Icon size={14} aria-hidden />
      {text}
    </Text>
  );
}
