import { Badge, Card, Table, Text } from '@mantine/core';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const outcomeColors: Record<string, string> = {
  paid: 'teal',
  pending: 'blue',
  declined: 'orange',
  technical_error: 'red',
};

/** Every acquirer the payment was sent to, in order, with why it did not go through. */
export function AdminAttemptsCard({ attempts }: { attempts: OrderDetail['attempts'] }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="order-attempts">
      <Text id="order-attempts" component="h2" fw={700} m={0} mb="sm">
        {t('adminOrder.attempts.title')}
      </Text>
      {attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminOrder.attempts.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table aria-labelledby="order-attempts" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminOrder.attempts.acquirer')}</Table.Th>
                <Table.Th>{t('adminOrder.attempts.outcome')}</Table.Th>
                <Table.Th>{t('adminOrder.attempts.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.map((attempt, index) => {
                const [outcome = attempt.outcome, reason] = attempt.outcome.split(':');
                const error = reason
                  ? t(`adminOrder.attempts.reasons.${reason}`, { defaultValue: reason })
                  : attempt.detail;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id; their order is fixed
                  <Table.Tr key={index}>
                    <Table.Td>
                      <Text size="sm">{attempt.acquirer ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        size="sm"
                        color={outcomeColors[outcome] ?? 'gray'}
                        style={{ minWidth: 'max-content' }}
                      >
                        {t(`adminOrder.attempts.outcomes.${outcome}`, { defaultValue: outcome })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {error || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
