import {
  Anchor,
  Card,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminAwardClaim, awardClaimStatuses } from '@repasse/core/contract/awards';
import { IconChevronRight, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { ClaimStatusBadge } from '../../awards/claim-status-badge.tsx';
import { CardList } from '../panel-ui/card-list.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { useAdminAwardClaims } from './api/admin-awards.ts';
import { ClaimDrawer } from './claim-drawer.tsx';
import { claimStatusFilterOf } from './claim-filter.ts';

/** The fulfilment queue of physical awards: by status, newest first, one claim in a drawer. */
export function ClaimsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = claimStatusFilterOf(params.get('status'));
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const claims = useAdminAwardClaims({ ...paging, ...(status ? { status } : {}) });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  // The claim open in the drawer, as last read: kept when a move takes it out of the filter.
  const [selected, setSelected] = useState<AdminAwardClaim | null>(null);
  const listed = claims.data?.items.find((claim) => claim.id === selected?.id);
  const open = listed && selected && listed.updatedAt >= selected.updatedAt ? listed : selected;
  const openClaim = (id: string) =>
    setSelected(claims.data?.items.find((claim) => claim.id === id) ?? null);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={620}>
          {t('awards.admin.claims.description')}
        </Text>
        <NativeSelect
          id="admin-award-claims-status"
          label={t('awards.admin.claims.filter')}
          value={status ?? ''}
          onChange={(event) => {
            setParam('status', event.currentTarget.value || null);
            firstPage();
          }}
          data={[
            { value: '', label: t('awards.admin.claims.allStatuses') },
            ...awardClaimStatuses.map((value) => ({
              value,
              label: t(`awards.claimStatus.${value}`),
            })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {claims.isError && !claims.data ? (
        <LoadError
          title={t('awards.admin.claims.loadError')}
          error={claims.error}
          onRetry={() => void claims.refetch()}
          retrying={claims.isFetching}
        />
      ) : phone ? (
        <ClaimCards rows={claims.data?.items} loading={claims.isPending} onOpen={openClaim} />
      ) : (
        <Card padding={0}>
          <ClaimTable rows={claims.data?.items} loading={claims.isPending} onOpen={openClaim} />
        </Card>
      )}
      {claims.data ? (
        <TablePagination
          total={claims.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <ClaimDrawer claim={open} onMoved={setSelected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

type ListProps = {
  rows: AdminAwardClaim[] | undefined;
  loading: boolean;
  onOpen: (id: string) => void;
};

const columns = 5;

function useOpenLabel() {
  const { t } = useTranslation();
  return (claim: AdminAwardClaim) =>
    t('awards.admin.claims.open', {
      award: claim.tier.name,
      seller: claim.seller.email,
      date: formatDateTime(claim.createdAt),
    });
}

function ClaimTable({ rows, loading, onOpen }: ListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const openLabel = useOpenLabel();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('awards.admin.claims.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('awards.admin.claims.columns.requestedAt')}</Table.Th>
            <Table.Th>{t('awards.admin.claims.columns.seller')}</Table.Th>
            <Table.Th>{t('awards.admin.claims.columns.award')}</Table.Th>
            <Table.Th>{t('awards.admin.claims.columns.recipient')}</Table.Th>
            <Table.Th>{t('awards.admin.claims.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((claim) => (
              <Table.Tr
                key={claim.id}
                onClick={() => onOpen(claim.id)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    aria-label={openLabel(claim)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(claim.id);
                    }}
                  >
                    {formatDateTime(claim.createdAt)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {claim.seller.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {claim.seller.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {claim.tier.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {money(claim.tier.threshold)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{claim.recipientName}</Text>
                    <Text size="xs" c="dimmed">
                      {claim.city} · {claim.state}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <ClaimStatusBadge status={claim.status} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconGift size={24} aria-hidden />}
              title={t('awards.admin.claims.empty')}
              description={t('awards.admin.claims.emptyDescription')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClaimCards({ rows, loading, onOpen }: ListProps) {
  const { t } = useTranslation();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('awards.admin.claims.tableLabel')}
      skeletonHeight={96}
      empty={{
        icon: <IconGift size={24} aria-hidden />,
        title: t('awards.admin.claims.empty'),
        description: t('awards.admin.claims.emptyDescription'),
      }}
    >
      {(claim) => (
        <Paper component="li" key={claim.id} withBorder radius="md" p="sm">
          <UnstyledButton w="100%" onClick={() => onOpen(claim.id)}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {claim.tier.name}
                  </Text>
                  <ClaimStatusBadge status={claim.status} size="sm" />
                </Group>
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {claim.seller.fullName} · {claim.seller.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(claim.createdAt)} · {claim.city} · {claim.state}
                </Text>
              </Stack>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </Paper>
      )}
    </CardList>
  );
}
