import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useRecoveryBalance } from './api/recovery.ts';
import { RecoveryBalanceCard } from './balance/recovery-balance-card.tsx';
import { TopUpHistorySection } from './history/top-up-history-section.tsx';
import { TopUpDialog } from './top-up/top-up-dialog.tsx';

/**
 * /recovery (issue 16): the recovery balance that pays for outreach messages, its Pix top-up and
 * the top-ups so far. Sequences, messages and results are sections still to come.
 */
export function RecoveryScreen() {
  const { t } = useTranslation();
  const balance = useRecoveryBalance();
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageHeader title={t('recovery.title')} description={t('recovery.description')} />
      <Stack gap="lg">
        <RecoveryBalanceCard balance={balance} onTopUp={() => setTopUpOpen(true)} />
        <TopUpHistorySection />
      </Stack>
      <TopUpDialog opened={topUpOpen} balance={balance.data} onClose={() => setTopUpOpen(false)} />
    </>
  );
}
