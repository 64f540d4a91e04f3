import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import { IconBolt } from '@tabler/icons-react';
import { formatPercentage } from '../../../shared/forms/decimal-text.ts';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ImpersonationNotice, useImpersonating } from '../../../shared/ui/impersonation-notice.tsx';
import { SimulationTotals } from './simulation-totals.tsx';

type SimulationResultProps = { simulation: AnticipationSimulationResponse; onRequest: () => void };

/** The simulated fee and net, shown before anything is confirmed. */
export function SimulationResult({ simulation, onRequest }: SimulationResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Simulating is fine while acting as the seller; anticipating moves their money.
  const impersonating = useImpersonating();
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label={t('anticipation.result.title')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('anticipation.result.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('anticipation.result.simulatedAt', { date: formatDateTime(simulation.simulatedAt) })}
          </Text>
        </Group>
        <SimulationTotals totals={simulation.totals} />
        <Text size="xs" c="dimmed">
          {t('anticipation.result.explanation', {
            count: simulation.items.length,
            rate: formatPercentage(simulation.anticipationFee, locale),
          })}
        </Text>
        {impersonating ? <ImpersonationNotice /> : null}
        <Group justify="flex-end">
          <Button
            leftSection={<IconBolt size={16} aria-hidden />}
            onClick={onRequest}
            disabled={impersonating}
          >
            {t('anticipation.result.request')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
