import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import { type Better, directionOf, percentChange, pointsChange, rateDirection } from './change.ts';
import { ChangeFigure } from './change-figure.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type Figure =
  | { kind: 'money' | 'count'; current: number; previous: number }
  | { kind: 'rate'; current: string | null; previous: string | null };

type StatCardProps = {
  label: string;
  figure: Figure;
  /** Whether a rise is good news (refunds, costs and chargebacks are not). */
  better?: Better;
};

/** One figure of the period, with the previous period's and the change between them. */
export function StatCard({ label, figure, better = 'up' }: StatCardProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const show = (value: number | string | null) =>
    figure.kind === 'rate'
      ? format.rate(value as string | null)
      : figure.kind === 'money'
        ? format.money(value as number)
        : format.count(value as number);
  const change =
    figure.kind === 'rate'
      ? {
          change: pointsChange(figure.current, figure.previous),
          direction: rateDirection(figure.current, figure.previous),
          unit: 'points' as const,
        }
      : {
          change: percentChange(figure.current, figure.previous),
          direction: directionOf(figure.current, figure.previous),
          unit: 'percent' as const,
        };
  return (
    <Card component="section" aria-label={label} padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={24} fw={700} className={classes.figure}>
          {show(figure.current)}
        </Text>
        <Group gap={6} wrap="wrap">
          <ChangeFigure {...change} better={better} />
          <Text size="xs" c="dimmed" className={classes.figure}>
            {t('admin.analytics.change.previous', { value: show(figure.previous) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
