import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { CustomerSummary } from '@repasse/core/contract/charges';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { formatDocument } from '../../shared/i18n/format-document.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { clientPath } from './client-link.ts';

/** One row per buyer; the name opens the buyer's orders. Scrolls sideways when narrow. */
export function ClientsTable({ clients }: { clients: CustomerSummary[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('clients.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.table.client')}</Table.Th>
            <Table.Th>{t('clients.table.document')}</Table.Th>
            <Table.Th ta="right">{t('clients.table.orders')}</Table.Th>
            <Table.Th ta="right">{t('clients.table.total')}</Table.Th>
            <Table.Th ta="right">{t('clients.table.averageTicket')}</Table.Th>
            <Table.Th>{t('clients.table.lastPurchase')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.document}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={clientPath(client.document)}
                    size="sm"
                    fw={600}
                    aria-label={t('clients.table.open', { name: client.name })}
                  >
                    {client.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {client.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDocument('BR', client.document)}
              </Table.Td>
              <Table.Td ta="right">{client.orders}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(client.totalValue)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(client.averageTicket)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(client.lastPurchase) || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
