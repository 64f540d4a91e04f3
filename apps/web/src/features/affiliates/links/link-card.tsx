import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AffiliateLink } from '@repasse/core/contract/affiliates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { AffiliationStatusBadge } from '../status-badges.tsx';
import { commissionTermsText, cookieWindowText, trimPercentage } from '../terms.ts';

/** One figure of a link, label above value. */
function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** An affiliation as its affiliate sees it: the link to share, the period's figures, the terms. */
export function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const titleId = `affiliate-link-${link.id}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={titleId}
      data-testid="affiliate-link-row"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text id={titleId} component="h3" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
              {link.product.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('affiliates.marketplace.soldBy', { seller: link.seller.tradeName })} ·{' '}
              {money(link.product.price)}
            </Text>
          </Stack>
          <AffiliationStatusBadge status={link.status} />
        </Group>
        {link.status === 'approved' && link.link ? (
          <Group gap="xs" wrap="wrap" align="center">
            <Text
              ff="monospace"
              size="sm"
              style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}
              data-testid="affiliate-link-url"
            >
              {link.link}
            </Text>
            <CopyValueButton
              size="xs"
              value={link.link}
              label={t('affiliates.links.copy')}
              aria-label={t('affiliates.links.copyOf', { product: link.product.name })}
            />
          </Group>
        ) : link.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            {t('affiliates.marketplace.pendingHint')}
          </Text>
        ) : link.reason ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('affiliates.reason', { reason: link.reason })}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" verticalSpacing="xs">
          <Figure label={t('affiliates.links.clicks')} value={link.clicks.toLocaleString(locale)} />
          <Figure
            label={t('affiliates.links.sales')}
            value={link.sales.toLocaleString(locale)}
            testId="affiliate-link-sales"
          />
          <Figure
            label={t('affiliates.links.conversion')}
            value={
              link.conversion === null
                ? '—'
                : `${trimPercentage(link.conversion).replace('.', locale === 'pt-BR' ? ',' : '.')}%`
            }
          />
          <Figure
            label={t('affiliates.commissionStatus.pending')}
            value={money(link.commissions.pending)}
            testId="affiliate-link-pending"
          />
          <Figure
            label={t('affiliates.commissionStatus.available')}
            value={money(link.commissions.available)}
          />
          <Figure
            label={t('affiliates.commissionStatus.reversed')}
            value={money(link.commissions.reversed)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('affiliates.links.terms', {
            terms: commissionTermsText(link.commission, locale, money),
            cookie: cookieWindowText(t, link.cookieDays),
          })}
        </Text>
        {link.scheduledCommission ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs">
              {t('affiliates.scheduled', {
                terms: commissionTermsText(link.scheduledCommission, locale, money),
                date: formatDateTime(link.scheduledCommission.effectiveFrom),
              })}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
