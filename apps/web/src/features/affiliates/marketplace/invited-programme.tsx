import { Alert, Card, CloseButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useMarketplace } from '../api/marketplace.ts';
import { MarketplaceGrid } from './marketplace-grid.tsx';

type InvitedProgrammeProps = { invite: string; onClose: () => void; onOpenLinks: () => void };

/** The programme an invite link (`/affiliates?invite=…`) opens, listed in the marketplace or not. */
export function InvitedProgramme({ invite, onClose, onOpenLinks }: InvitedProgrammeProps) {
  const { t } = useTranslation();
  const invited = useMarketplace({ invite, page: 1, pageSize: '10' });
  return (
    <Card component="section" aria-labelledby="affiliates-invite-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailOpened size={22} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text id="affiliates-invite-title" component="h2" fz="lg" fw={700} m={0}>
              {t('affiliates.invite.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('affiliates.invite.description')}
            </Text>
          </Stack>
        </Group>
        <CloseButton onClick={onClose} aria-label={t('affiliates.invite.close')} />
      </Group>
      {invited.isPending ? (
        <Skeleton h={260} radius="md" role="status" aria-label={t('app.loading')} />
      ) : invited.isError ? (
        <LoadError
          title={t('affiliates.invite.loadError')}
          error={invited.error}
          onRetry={() => void invited.refetch()}
          retrying={invited.isFetching}
        />
      ) : invited.data.items.length === 0 ? (
        <Alert color="yellow" variant="light" title={t('affiliates.invite.invalid')}>
          {t('affiliates.invite.invalidDescription')}
        </Alert>
      ) : (
        <MarketplaceGrid
          items={invited.data.items}
          label={t('affiliates.invite.title')}
          invite={invite}
          onOpenLinks={onOpenLinks}
        />
      )}
    </Card>
  );
}
