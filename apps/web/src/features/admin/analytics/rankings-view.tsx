import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RankingsResponse } from '@repasse/core/contract/analytics';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { adminOrdersHref, sellerDrawerHref } from './ranking-links.ts';
import { RankingTable } from './ranking-table.tsx';

type OrdersLinkProps = { to: string; label: string };

function OrdersLink({ to, label }: OrdersLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="xs" aria-label={label}>
      <Group gap={2} wrap="nowrap" component="span">
        <IconListSearch size={12} aria-hidden />
        {t('admin.analytics.rankings.orders')}
      </Group>
    </Anchor>
  );
}

export function RankingsView({ data }: { data: RankingsResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <RankingTable
        title={t('admin.analytics.rankings.sellers')}
        rows={data.sellers}
        rowKey={(row) => row.sellerId}
        name={(row) => (
          <Stack gap={0}>
            <Anchor component={Link} to={sellerDrawerHref(row.sellerId)} size="sm">
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {row.name || row.email}
              </Text>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Text>
              <OrdersLink
                to={adminOrdersHref({ seller: row.sellerId })}
                label={t('admin.analytics.rankings.ordersOf', { name: row.name || row.email })}
              />
            </Group>
          </Stack>
        )}
      />
      <RankingTable
        title={t('admin.analytics.rankings.products')}
        rows={data.products}
        rowKey={(row) => row.productId}
        name={(row) => (
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={sellerDrawerHref(row.sellerId)} size="xs">
                {row.sellerName}
              </Anchor>
              <OrdersLink
                to={adminOrdersHref({ product: row.productId })}
                label={t('admin.analytics.rankings.ordersOf', { name: row.name })}
              />
            </Group>
          </Stack>
        )}
      />
      <RankingTable
        title={t('admin.analytics.rankings.acquirers')}
        rows={data.acquirers}
        rowKey={(row) => row.acquirerId}
        name={(row) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
        )}
      />
    </>
  );
}
