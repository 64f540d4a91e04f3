import { Grid, Stack } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AnticipationCard } from './anticipation/anticipation-card.tsx';
import { BalanceSection } from './balance/balance-section.tsx';
import { StatementSection } from './statement/statement-section.tsx';
import { WithdrawalCard } from './withdrawal/withdrawal-card.tsx';
import { WithdrawalHistorySection } from './withdrawal/withdrawal-history-section.tsx';

/** /financial: balances, card anticipation, the withdrawal request and history, and the statement. */
export function FinancialScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('financial.title')} description={t('financial.description')} />
      <Stack gap="lg">
        <BalanceSection />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <AnticipationCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <WithdrawalCard />
          </Grid.Col>
        </Grid>
        <WithdrawalHistorySection />
        <StatementSection />
      </Stack>
    </>
  );
}
