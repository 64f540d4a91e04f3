import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { describeAccount } from '../../../shared/money/ledger-reference.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import type { Posting } from './api/admin-order.ts';
import { shortAccountCode, summarizePostings } from './postings-summary.ts';

/** The order's double-entry postings: each ledger transaction's debits equal its credits. */
export function OrderPostingsCard({
  postings,
  livemode,
}: {
  postings: Posting[];
  livemode: boolean;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const summary = summarizePostings(postings);
  return (
    <Card component="section" aria-labelledby="order-postings">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text id="order-postings" component="h2" fw={700} m={0}>
          {t('adminOrder.postings.title')}
        </Text>
        {postings.length > 0 ? (
          summary.balanced ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              {t('adminOrder.postings.balanced')}
            </Badge>
          ) : (
            <Badge
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={14} aria-hidden />}
            >
              {t('adminOrder.postings.unbalanced')}
            </Badge>
          )
        ) : null}
      </Group>
      {postings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {livemode ? t('adminOrder.postings.none') : t('adminOrder.postings.testMode')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table aria-labelledby="order-postings" verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminOrder.postings.account')}</Table.Th>
                <Table.Th ta="right">{t('adminOrder.postings.debit')}</Table.Th>
                <Table.Th ta="right">{t('adminOrder.postings.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.groups.map((group) => (
                <Fragment key={group.reference}>
                  <Table.Tr bg="var(--mantine-color-default-hover)">
                    <Table.Th colSpan={3} scope="colgroup">
                      <Group gap="xs" justify="space-between">
                        <Text size="sm" fw={600}>
                          {t(`statement.types.${group.type}`, { defaultValue: group.type })}
                          <Text
                            span
                            size="xs"
                            c="dimmed"
                            ff="monospace"
                            ml="xs"
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {group.reference}
                          </Text>
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(group.at)}
                        </Text>
                      </Group>
                    </Table.Th>
                  </Table.Tr>
                  {group.entries.map((entry, index) => {
                    const account = describeAccount(entry.account);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: entries of one transaction have no id of their own
                      <Table.Tr key={`${entry.account}-${index}`}>
                        <Table.Td>
                          <Stack gap={0}>
                            {account.kind ? (
                              <Text size="sm">
                                {t(`statement.accounts.${account.kind}`, {
                                  defaultValue: account.kind,
                                })}
                              </Text>
                            ) : null}
                            <Text
                              size="xs"
                              ff="monospace"
                              c={account.kind ? 'dimmed' : undefined}
                              title={entry.account}
                              style={{ overflowWrap: 'anywhere' }}
                            >
                              {shortAccountCode(account.short)}
                            </Text>
                          </Stack>
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {entry.amount < 0 ? money(-entry.amount) : ''}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {entry.amount > 0 ? money(entry.amount) : ''}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Fragment>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('adminOrder.postings.total')}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="postings-debits">
                  {money(summary.debits)}
                </Table.Th>
                <Table.Th
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="postings-credits"
                >
                  {money(summary.credits)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('adminOrder.postings.hint')}
      </Text>
    </Card>
  );
}
