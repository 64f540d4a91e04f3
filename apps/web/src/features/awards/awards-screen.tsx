import { Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SellerAward, SellerAwards } from '@repasse/core/contract/awards';
import { IconAward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useSellerAwards } from './api/awards.ts';
import { AwardCard } from './award-card.tsx';
import { AwardProgressCard } from './award-progress-card.tsx';
import { ClaimAwardModal } from './claim-award-modal.tsx';

/**
 * /awards (issue 18): what the seller invoiced and how far the next milestone is, every tier with
 * its image, the ones reached with their date, and for a physical award the claim and its status.
 */
export function AwardsScreen() {
  const { t } = useTranslation();
  const awards = useSellerAwards();
  return (
    <>
      <PageHeader title={t('awards.title')} description={t('awards.description')} />
      {awards.isPending ? (
        <Stack gap="lg" role="status" aria-label={t('app.loading')}>
          <Skeleton h={170} radius="lg" />
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={340} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : awards.isError ? (
        <LoadError
          title={t('awards.loadError')}
          error={awards.error}
          onRetry={() => void awards.refetch()}
          retrying={awards.isFetching}
        />
      ) : (
        <AwardsView awards={awards.data} />
      )}
    </>
  );
}

function AwardsView({ awards }: { awards: SellerAwards }) {
  const { t } = useTranslation();
  const [claiming, setClaiming] = useState<SellerAward | null>(null);
  return (
    <Stack gap="lg">
      <AwardProgressCard awards={awards} />
      <Stack gap="md" component="section" aria-labelledby="awards-tiers-title">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Text id="awards-tiers-title" component="h2" fz="lg" fw={700} m={0}>
              {t('awards.tiers.title')}
            </Text>
            <Text size="sm" c="dimmed" maw={640}>
              {t('awards.tiers.description')}
            </Text>
          </Stack>
        </Group>
        {awards.items.length === 0 ? (
          <Card py="xl">
            <EmptyState
              size="sm"
              icon={<IconAward size={24} stroke={1.5} aria-hidden />}
              title={t('awards.tiers.empty')}
              description={t('awards.tiers.emptyDescription')}
            />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
            {awards.items.map((award) => (
              <AwardCard
                key={award.id}
                award={award}
                totalInvoiced={awards.totalInvoiced}
                onClaim={setClaiming}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ClaimAwardModal
        award={claiming}
        defaults={awards.claimDefaults}
        onClose={() => setClaiming(null)}
      />
    </Stack>
  );
}
