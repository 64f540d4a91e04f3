import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { formatPercentChange, percentChange } from './percent-change.ts';

type ChangeLineProps = {
  current: number;
  previous: number;
  /** Refunds and chargebacks going up is bad news: their colours are the other way round. */
  upIsGood?: boolean;
};

const arrows = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus };

/** "↗ +12.5% vs previous period", green when the business did better, red when worse. */
export function ChangeLine({ current, previous, upIsGood = true }: ChangeLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = percentChange(current, previous);
  if (!change) {
    return (
      <Text size="xs" c="dimmed">
        {t('dashboard.analytics.noPrevious')}
      </Text>
    );
  }
  const better = change.direction === 'flat' ? null : (change.direction === 'up') === upIsGood;
  const Arrow = arrows[change.direction];
  return (
    <Group gap={4} wrap="nowrap">
      <Text
        component="span"
        size="xs"
        fw={700}
        c={better === null ? 'dimmed' : better ? 'teal' : 'red'}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }}
      >
        <Arrow size={14} stroke={2} aria-hidden />
        {formatPercentChange(change, locale)}
      </Text>
      <Text component="span" size="xs" c="dimmed">
        {t('dashboard.analytics.vsPrevious')}
      </Text>
    </Group>
  );
}
