import { Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { MarketplaceItem } from '@repasse/core/contract/affiliates';
import { IconCalendarEvent, IconPhoto } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { commissionTermsText, cookieWindowText } from '../terms.ts';
import { AffiliationAction } from './affiliation-action.tsx';

type MarketplaceCardProps = {
  item: MarketplaceItem;
  invite: string | null;
  onOpenLinks: () => void;
};

/** One programme: the product, its seller, what an affiliate earns and on what terms. */
export function MarketplaceCard({ item, invite, onOpenLinks }: MarketplaceCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const titleId = `marketplace-${item.productId}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={0}
      aria-labelledby={titleId}
      data-testid="marketplace-item"
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      {item.imageUrl ? (
        <Image src={item.imageUrl} alt="" h={120} fit="cover" loading="lazy" />
      ) : (
        <Group h={72} justify="center" bg="var(--mantine-color-default-hover)">
          <IconPhoto size={28} stroke={1.2} aria-hidden />
        </Group>
      )}
      <Stack gap="sm" p="sm" style={{ flex: 1 }}>
        <Stack gap={2}>
          <Text id={titleId} component="h3" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('affiliates.marketplace.soldBy', { seller: item.seller.tradeName })}
          </Text>
        </Stack>
        {item.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('affiliates.marketplace.price')}
            </Text>
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(item.price)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('affiliates.marketplace.perSale')}
            </Text>
            <Text
              fw={800}
              fz="lg"
              // Darker in the light scheme: WCAG AA contrast (as shared/ui/signed-amount).
              c="light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="marketplace-commission"
            >
              {money(item.commissionPerSale)}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="teal">
            {commissionTermsText(item.commission, locale, money)}
          </Badge>
          <Badge variant="light" color="gray">
            {cookieWindowText(t, item.cookieDays)}
          </Badge>
          <Badge variant="light" color="gray">
            {t(`affiliates.attribution.${item.attribution}`)}
          </Badge>
          <Badge variant="light" color={item.approval === 'open' ? 'blue' : 'gray'}>
            {t(`affiliates.approval.${item.approval}`)}
          </Badge>
        </Group>
        {item.scheduledCommission ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs">
              {t('affiliates.scheduled', {
                terms: commissionTermsText(item.scheduledCommission, locale, money),
                date: formatDateTime(item.scheduledCommission.effectiveFrom),
              })}
            </Text>
          </Group>
        ) : null}
        <Box mt="auto" pt="xs">
          <AffiliationAction item={item} invite={invite} onOpenLinks={onOpenLinks} />
        </Box>
      </Stack>
    </Paper>
  );
}
