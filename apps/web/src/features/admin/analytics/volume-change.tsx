import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { directionOf, percentChange } from './change.ts';
import { ChangeFigure } from './change-figure.tsx';

type VolumeChangeProps = { row: { volume: number; previousVolume: number } };

/** A ranked row's volume against the previous period; "New" when it sold nothing then. */
export function VolumeChange({ row }: VolumeChangeProps) {
  const { t } = useTranslation();
  const change = percentChange(row.volume, row.previousVolume);
  if (change === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('admin.analytics.rankings.new')}
      </Text>
    );
  }
  return (
    <ChangeFigure
      change={change}
      direction={directionOf(row.volume, row.previousVolume)}
      unit="percent"
      better="up"
    />
  );
}
