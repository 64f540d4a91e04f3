import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { SellerAward } from '@repasse/core/contract/awards';
import { IconCircleCheck, IconGift, IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { AwardImage } from './award-image.tsx';
import { awardStateOf } from './award-state.ts';
import { ClaimSummary } from './claim-summary.tsx';

type AwardCardProps = {
  award: SellerAward;
  totalInvoiced: number;
  onClaim: (award: SellerAward) => void;
};

/** One tier: its image and threshold, reached or how far, and for a physical award its claim. */
export function AwardCard({ award, totalInvoiced, onClaim }: AwardCardProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const state = awardStateOf(award);
  const titleId = `award-${award.id}`;
  const percent = Math.min(100, Math.floor((totalInvoiced * 100) / Math.max(1, award.threshold)));
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
      data-testid="award-card"
      data-state={state}
    >
      <Card.Section
        py="md"
        pos="relative"
        bg="var(--mantine-color-default-hover)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <AwardImage
          url={award.imageUrl}
          kind={award.kind}
          locked={state === 'locked'}
          height={132}
        />
        <Badge
          variant="light"
          color={award.kind === 'physical' ? 'grape' : 'indigo'}
          pos="absolute"
          top={12}
          right={12}
        >
          {t(`awards.kinds.${award.kind}`)}
        </Badge>
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Stack gap={2}>
          <Text
            id={titleId}
            component="h3"
            fw={700}
            fz="lg"
            m={0}
            style={{ overflowWrap: 'anywhere' }}
          >
            {award.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('awards.card.threshold', { amount: money(award.threshold) })}
          </Text>
        </Stack>
        {award.description ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {award.description}
          </Text>
        ) : null}
        <Stack gap="xs" mt="auto">
          {state === 'locked' ? (
            <>
              <Progress
                value={percent}
                size="sm"
                radius="xl"
                color="gray"
                aria-label={t('awards.progress.barLabel', { name: award.name, percent })}
              />
              <Group gap={6} wrap="nowrap">
                <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c="dimmed">
                  {t('awards.card.remaining', { amount: money(award.remaining) })}
                </Text>
              </Group>
            </>
          ) : (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck
                size={18}
                color="var(--mantine-color-teal-filled)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <Text size="sm" fw={600} data-testid="award-reached">
                {t('awards.card.reachedOn', { date: formatDateTime(award.reachedAt) })}
              </Text>
            </Group>
          )}
          {state === 'claimable' ? (
            <>
              <Text size="sm" c="dimmed">
                {t('awards.card.claimHint')}
              </Text>
              <Button
                leftSection={<IconGift size={16} aria-hidden />}
                onClick={() => onClaim(award)}
                aria-label={t('awards.card.claimOf', { name: award.name })}
              >
                {t('awards.card.claim')}
              </Button>
            </>
          ) : null}
          {award.claim ? <ClaimSummary claim={award.claim} awardName={award.name} /> : null}
        </Stack>
      </Stack>
    </Card>
  );
}
