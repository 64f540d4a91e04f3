import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MarketplaceItem } from '@repasse/core/contract/affiliates';
import { IconHandClick, IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { useRequestAffiliation } from '../api/marketplace.ts';
import { AffiliationStatusBadge } from '../status-badges.tsx';

type AffiliationActionProps = {
  item: MarketplaceItem;
  /** The invitation the programme was opened with (an unlisted one needs it). */
  invite: string | null;
  onOpenLinks: () => void;
};

/**
 * What the caller can do with a programme: ask to join (or join at once, when it is open), wait
 * for the producer, copy their link once approved, or read why they were refused or blocked.
 */
export function AffiliationAction({ item, invite, onOpenLinks }: AffiliationActionProps) {
  const { t } = useTranslation();
  const request = useRequestAffiliation();
  const { affiliation } = item;

  if (item.own) {
    return (
      <Text size="sm" c="dimmed">
        {t('affiliates.marketplace.own')}
      </Text>
    );
  }

  if (!affiliation) {
    const ask = () =>
      request.mutate(
        { productId: item.productId, ...(invite ? { invite } : {}) },
        {
          onSuccess: (link) =>
            notifications.show({
              color: 'teal',
              message: t(
                link.status === 'approved'
                  ? 'affiliates.marketplace.joined'
                  : 'affiliates.marketplace.requested',
                { product: item.name },
              ),
              closeButtonProps: { 'aria-label': t('common.close') },
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('affiliates.marketplace.requestError'),
              message: error.message,
              closeButtonProps: { 'aria-label': t('common.close') },
            }),
        },
      );
    return (
      <Button
        leftSection={<IconHandClick size={16} aria-hidden />}
        loading={request.isPending}
        onClick={ask}
        aria-label={t(
          item.approval === 'open'
            ? 'affiliates.marketplace.joinOf'
            : 'affiliates.marketplace.requestOf',
          { product: item.name },
        )}
      >
        {t(
          item.approval === 'open'
            ? 'affiliates.marketplace.join'
            : 'affiliates.marketplace.request',
        )}
      </Button>
    );
  }

  if (affiliation.status === 'approved' && affiliation.link) {
    return (
      <Stack gap={6} align="flex-start">
        <AffiliationStatusBadge status="approved" />
        <Text ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {affiliation.link}
        </Text>
        <Stack gap={6} w="100%">
          <CopyValueButton
            size="xs"
            value={affiliation.link}
            label={t('affiliates.links.copy')}
            aria-label={t('affiliates.links.copyOf', { product: item.name })}
          />
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconLink size={14} aria-hidden />}
            onClick={onOpenLinks}
          >
            {t('affiliates.marketplace.openLinks')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap={4} align="flex-start">
      <AffiliationStatusBadge status={affiliation.status} />
      {affiliation.status === 'pending' ? (
        <Text size="xs" c="dimmed">
          {t('affiliates.marketplace.pendingHint')}
        </Text>
      ) : null}
      {affiliation.reason ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('affiliates.reason', { reason: affiliation.reason })}
        </Text>
      ) : null}
    </Stack>
  );
}
