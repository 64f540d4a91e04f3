import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CustomerSummary } from '@repasse/core/contract/charges';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { formatDocument } from '../../shared/i18n/format-document.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { clientPath } from './client-link.ts';
import classes from './clients-cards.module.css';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** The clients table on phones: one card per buyer, opening their orders. */
export function ClientsCards({ clients }: { clients: CustomerSummary[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('clients.table.label')}
    >
      {clients.map((client) => (
        <li key={client.document}>
          <Paper withBorder radius="md" p="sm" pos="relative">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
                <div>
                  {/* The link covers the whole card (see the CSS) while its name stays the buyer's. */}
                  <Anchor
                    component={Link}
                    to={clientPath(client.document)}
                    fw={600}
                    size="sm"
                    className={classes.cardLink}
                    aria-label={t('clients.table.open', { name: client.name })}
                  >
                    {client.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {client.email} · {formatDocument('BR', client.document)}
                  </Text>
                </div>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
                  <Figure label={t('clients.table.orders')} value={String(client.orders)} />
                  <Figure label={t('clients.table.total')} value={money(client.totalValue)} />
                  <Figure
                    label={t('clients.table.averageTicket')}
                    value={money(client.averageTicket)}
                  />
                  <Figure
                    label={t('clients.table.lastPurchase')}
                    value={formatDateTime(client.lastPurchase) || '—'}
                  />
                </SimpleGrid>
              </Stack>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
