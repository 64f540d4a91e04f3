import { Card, Grid, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SellerAwards } from '@repasse/core/contract/awards';
import { IconConfetti, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { reachedCount } from './award-state.ts';

/** What the seller invoiced so far and how far the next award is, as a bar and an amount. */
export function AwardProgressCard({ awards }: { awards: SellerAwards }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { reached, total } = reachedCount(awards.items);
  const { next } = awards;
  return (
    <Card component="section" aria-labelledby="awards-progress-title">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap={4}>
            <Text id="awards-progress-title" component="h2" size="sm" c="dimmed" fw={600} m={0}>
              {t('awards.progress.total')}
            </Text>
            <Text
              fz={{ base: 28, sm: 34 }}
              fw={800}
              lh={1.15}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="awards-total"
            >
              {money(awards.totalInvoiced)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('awards.progress.totalHint')}
            </Text>
            <Text size="sm" fw={600} mt={4} data-testid="awards-reached-count">
              {t('awards.progress.reached', { reached, total })}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          {next ? (
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={36} radius="md">
                  <IconTargetArrow size={20} aria-hidden />
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" c="dimmed">
                    {t('awards.progress.next')}
                  </Text>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="awards-next">
                    {next.name}
                  </Text>
                </Stack>
              </Group>
              <Progress
                value={next.percent}
                size="lg"
                radius="xl"
                aria-label={t('awards.progress.barLabel', {
                  name: next.name,
                  percent: next.percent,
                })}
              />
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600} data-testid="awards-remaining">
                  {t('awards.progress.remaining', { amount: money(next.remaining) })}
                </Text>
                <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('awards.progress.ofThreshold', {
                    percent: next.percent,
                    threshold: money(next.threshold),
                  })}
                </Text>
              </Group>
            </Stack>
          ) : (
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="yellow" size={44} radius="md">
                <IconConfetti size={24} aria-hidden />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={700}>{t('awards.progress.allReached')}</Text>
                <Text size="sm" c="dimmed">
                  {t('awards.progress.allReachedHint')}
                </Text>
              </Stack>
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </Card>
  );
}
