import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import type { RecoveryLead } from '@repasse/core/contract/recovery-outreach';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useRecoveryLeads } from '../api/leads.ts';
import { BuyerContact } from './run-cells.tsx';

/** Whether a sequence speaks to the buyer, or only the seller can (with the link). */
function LeadState({ lead }: { lead: RecoveryLead }) {
  const { t } = useTranslation();
  return lead.runId ? (
    <Badge variant="light" color="teal">
      {t('recoveryOutreach.leads.inSequence')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      {t('recoveryOutreach.leads.notContacted')}
    </Badge>
  );
}

function CopyCheckoutLink({ lead }: { lead: RecoveryLead }) {
  const { t } = useTranslation();
  return (
    <CopyValueButton
      value={lead.checkoutUrl}
      label={t('recoveryOutreach.leads.copyLink')}
      size="compact-xs"
      variant="light"
      data-testid="copy-checkout-link"
    />
  );
}

function LeadsTable({ rows }: { rows: RecoveryLead[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('recoveryOutreach.leads.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recoveryOutreach.buyers.columns.buyer')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.product')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.leads.lastSeen')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.status')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.leads.link')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((lead) => (
            <Table.Tr key={lead.id} data-testid="recovery-lead-row">
              <Table.Td maw={260}>
                <BuyerContact run={lead} />
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" lineClamp={2}>
                  {lead.productName}
                </Text>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(lead.amount)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(lead.lastSeenAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <LeadState lead={lead} />
              </Table.Td>
              <Table.Td>
                <CopyCheckoutLink lead={lead} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LeadsCards({ rows }: { rows: RecoveryLead[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('recoveryOutreach.leads.tableLabel')}
    >
      {rows.map((lead) => (
        <Paper
          component="li"
          key={lead.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="recovery-lead-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <BuyerContact run={lead} />
              <LeadState lead={lead} />
            </Group>
            <Text size="xs">
              {lead.productName} · {money(lead.amount)} · {formatDateTime(lead.lastSeenAt)}
            </Text>
            <CopyCheckoutLink lead={lead} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The abandonment report: every buyer who filled the checkout's name and contact and left with no
 * charge, whether a sequence speaks to them or not, with the link that reopens their checkout
 * filled in, for the seller to send by hand.
 */
export function AbandonedCheckouts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const leads = useRecoveryLeads({ page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  return (
    <PagedQueryBody
      query={leads}
      loadErrorTitle={t('recoveryOutreach.leads.loadError')}
      skeleton={{ rows: 4, height: 56 }}
      empty={
        <ListEmptyState
          icon={<IconShoppingCartOff size={24} stroke={1.5} aria-hidden />}
          title={t('recoveryOutreach.leads.empty')}
          description={t('recoveryOutreach.leads.emptyDescription')}
        />
      }
    >
      {(data) => (
        <>
          {phone ? <LeadsCards rows={data.items} /> : <LeadsTable rows={data.items} />}
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </PagedQueryBody>
  );
}
