import { Button, Card, EmptyState } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** In place of the charts when the period had no sale, refund or charge at all. */
export function EmptyPeriodCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={t('dashboard.analytics.emptyTitle')}>
      <EmptyState
        py="lg"
        size="sm"
        icon={<IconChartAreaLine size={24} stroke={1.5} aria-hidden />}
        title={t('dashboard.analytics.emptyTitle')}
        description={t('dashboard.analytics.emptyDescription')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/integrations?tab=products" variant="default" size="xs">
            {t('dashboard.analytics.createProduct')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
